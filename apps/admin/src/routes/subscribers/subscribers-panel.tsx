import type { SubscriberStatus } from '@site/shared';
import { ConfirmDeleteButton } from '@site/web/components/ui/confirm-delete-button.tsx';
import { formatDateTime } from '@site/web/lib/format-date.ts';
import { useAdminList, useListChanges } from '../../api/admin-lists.ts';
import { CsvExportButton } from '../../components/csv-export-button.tsx';
import { ListPanel, plural } from '../../components/list-panel.tsx';
import { useSession } from '../../session/session-context.tsx';

const STATUS_BADGES: Record<SubscriberStatus, { label: string; className: string }> = {
  confirmed: {
    label: 'Confirmed',
    className: 'border-emerald-300 bg-emerald-100 text-emerald-900',
  },
  pending: {
    label: 'Pending confirmation',
    className: 'border-amber-300 bg-amber-100 text-amber-900',
  },
};

/** The "Subscribers" tab: newsletter addresses with their double opt-in status (a pending address
 * has not followed its confirmation link yet and receives no newsletter), a count and a CSV export. */
export function SubscribersPanel() {
  const { token } = useSession();
  const subscribers = useAdminList('subscribers', token);
  const changes = useListChanges('subscribers', token);
  return (
    <ListPanel
      title="Subscribers"
      query={subscribers}
      summary={(list) => {
        const pending = list.filter((subscriber) => subscriber.status === 'pending').length;
        return `${plural(list.length, 'subscriber')}${pending > 0 ? `, ${pending} pending` : ''}`;
      }}
      action={<CsvExportButton path="/admin/subscribers.csv" changes={changes} />}
      emptyText="No subscribers yet."
      renderItem={(subscriber) => (
        <li
          key={subscriber.id}
          className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-5"
        >
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-2">
              <p className="break-all font-semibold text-slate-900">{subscriber.email}</p>
              <span
                className={`inline-flex shrink-0 items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold ${STATUS_BADGES[subscriber.status].className}`}
              >
                {STATUS_BADGES[subscriber.status].label}
              </span>
            </div>
            <p className="text-sm text-slate-600">
              {subscriber.status === 'pending' ? 'Confirmation link sent' : 'Subscribed'}{' '}
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
