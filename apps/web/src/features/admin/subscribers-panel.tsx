import { deleteSubscriber } from './admin-leads-api.ts';
import { CsvExportButton } from './csv-export-button.tsx';
import { formatDateTime } from '../../lib/format-date.ts';
import { LeadPanel, dangerButton, plural } from './lead-panel.tsx';
import { adminLeadKeys, useSubscribers } from './use-admin-leads.ts';
import { useLeadAction } from './use-lead-action.ts';

/** The "Subscribers" tab: newsletter addresses with their count and a CSV export. */
export function SubscribersPanel({
  token,
  onSessionExpired,
}: {
  token: string | null;
  onSessionExpired: () => void;
}) {
  const subscribers = useSubscribers(token, onSessionExpired);
  const { busy, run } = useLeadAction(adminLeadKeys.subscribers, onSessionExpired);
  const list = subscribers.data;
  return (
    <LeadPanel
      title="Subscribers"
      summary={list && plural(list.length, 'subscriber')}
      action={
        <CsvExportButton
          token={token}
          path="/admin/subscribers.csv"
          label="Export CSV"
          busy={busy === 'export'}
          run={run}
        />
      }
      state={{
        loading: !list,
        failed: subscribers.isError,
        empty: list?.length === 0,
        emptyText: 'No subscribers yet.',
        onRetry: () => void subscribers.refetch(),
      }}
    >
      <ul className="divide-y divide-slate-200">
        {list?.map((subscriber) => (
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
            <button
              type="button"
              disabled={busy === subscriber.id}
              aria-label={`Remove subscriber ${subscriber.email}`}
              onClick={() => {
                if (window.confirm(`Remove ${subscriber.email} from the newsletter?`)) {
                  void run(
                    subscriber.id,
                    () => deleteSubscriber(token, subscriber.id),
                    'Subscriber removed.',
                  );
                }
              }}
              className={dangerButton}
            >
              Remove
            </button>
          </li>
        ))}
      </ul>
    </LeadPanel>
  );
}
