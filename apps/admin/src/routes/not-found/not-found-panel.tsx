import type { NotFoundEntry, NotFoundSort } from '@site/shared';
import { formatDateTime } from '@site/web/lib/format-date.ts';
import { useId } from 'react';
import { Link } from 'wouter';
import { clearNotFound } from '../../api/admin-api.ts';
import { useListChanges, useNotFoundLog } from '../../api/admin-lists.ts';
import { ListPanel, plural, secondaryButton } from '../../components/list-panel.tsx';
import { fieldClass, labelClass } from '../../components/text-field.tsx';
import { useQueryParam } from '../../components/use-query-param.ts';
import { useSession } from '../../session/session-context.tsx';

const ORDERS: Record<NotFoundSort, string> = {
  count: 'Most frequent first',
  latest: 'Latest first',
};
const sortOf = (value: string): NotFoundSort => (value === 'latest' ? 'latest' : 'count');

/** `/admin/not-found` (editors and administrators; issue 48, decision 072): the site's addresses
 * that answered "not found", how often and when, the most frequent first. "Create redirect" opens
 * the Redirects screen with the address filled in (`/admin/redirects?from=…`); an address dealt
 * with otherwise is cleared from the log. */
export function NotFoundPanel() {
  const { token } = useSession();
  const [order, setOrder] = useQueryParam('sort');
  const sort = sortOf(order);
  const log = useNotFoundLog(token, sort);
  const changes = useListChanges('notFound', token);
  const orderId = useId();
  return (
    <ListPanel
      title="Not found"
      query={log}
      summary={() =>
        `${plural(log.total, 'address', 'addresses')} answered “not found”; a redirect sends their visitors on.`
      }
      filters={
        <div className="max-w-xs">
          <label htmlFor={orderId} className={labelClass}>
            Order
          </label>
          <select
            id={orderId}
            value={sort}
            onChange={(event) => setOrder(event.target.value === 'latest' ? 'latest' : '')}
            className={fieldClass}
          >
            {Object.entries(ORDERS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
      }
      more={log.more && { total: log.total, ...log.more }}
      emptyText="No address has answered “not found” yet."
      renderItem={(entry: NotFoundEntry) => (
        <li
          key={entry.path}
          className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-5"
        >
          <div className="min-w-0">
            <p className="break-all font-semibold text-slate-900">{entry.path}</p>
            <p className="text-sm text-slate-600">
              {plural(entry.count, 'time')} · last{' '}
              <time dateTime={entry.lastAt}>{formatDateTime(entry.lastAt)}</time>, first{' '}
              <time dateTime={entry.firstAt}>{formatDateTime(entry.firstAt)}</time>
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Link
              href={`/redirects?${new URLSearchParams({ from: entry.path })}`}
              aria-label={`Create a redirect from ${entry.path}`}
              className={secondaryButton}
            >
              Create redirect
            </Link>
            <button
              type="button"
              className={secondaryButton}
              disabled={changes.busy === entry.path}
              aria-label={`Clear ${entry.path} from the log`}
              onClick={() =>
                changes.run(
                  entry.path,
                  () => clearNotFound(token, entry.path),
                  `${entry.path} was cleared from the log.`,
                )
              }
            >
              Clear
            </button>
          </div>
        </li>
      )}
    />
  );
}
