import { ConfirmDeleteButton } from '../../components/ui/confirm-delete-button.tsx';
import { formatDateTime } from '../../lib/format-date.ts';
import { useAdminList, useListChanges } from './admin-lists.ts';
import { CsvExportButton } from './csv-export-button.tsx';
import { ListPanel, plural } from './list-panel.tsx';

/** The "Subscribers" tab: newsletter addresses with their count and a CSV export. */
export function SubscribersPanel({ token }: { token: string | null }) {
  const subscribers = useAdminList('subscribers', token);
  const changes = useListChanges('subscribers', token);
  return (
    <ListPanel
      title="Subscribers"
      query={subscribers}
      summary={(list) => plural(list.length, 'subscriber')}
      action={<CsvExportButton token={token} path="/admin/subscribers.csv" changes={changes} />}
      emptyText="No subscribers yet."
      renderItem={(subscriber) => (
        <li
          key={subscriber.id}
          className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-5"
        >
          <div className="min-w-0">
            <p className="break-all font-semibold text-slate-900">{subscriber.email}</p>
            <p className="text-sm text-slate-600">
              Subscribed{' '}
              <time dateTime={subscriber.createdAt}>{formatDateTime(subscriber.createdAt)}</time>
            </p>
          </div>
          <ConfirmDeleteButton
            disabled={changes.busy === subscriber.id}
            aria-label={`Remove subscriber ${subscriber.email}`}
            confirmation={`Remove ${subscriber.email} from the newsletter?`}
            onConfirm={() => changes.remove(subscriber.id, 'Subscriber removed.')}
          >
            Remove
          </ConfirmDeleteButton>
        </li>
      )}
    />
  );
}
