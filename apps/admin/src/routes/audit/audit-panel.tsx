import { AUDIT_ACTION_LABELS, type AuditAction } from '@site/shared/audit-actions';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { formatDateTime } from '@site/web/lib/format-date.ts';
import { fetchAuditPage, type AuditFilters } from '../../api/account-api.ts';
import { ListPanel, plural } from '../../components/list-panel.tsx';
import { StatusField } from '../../components/status-field.tsx';
import { TextField } from '../../components/text-field.tsx';
import { useTypedQueryParam } from '../../components/use-list-filters.ts';
import { useQueryParam } from '../../components/use-query-param.ts';
import { useSession } from '../../session/session-context.tsx';

/** The filter's choices: every action the trail records, in the portal's words. */
const ACTIONS = Object.entries(AUDIT_ACTION_LABELS).map(([value, label]) => ({ value, label }));
const actionLabel = (action: string) => AUDIT_ACTION_LABELS[action as AuditAction] ?? action;

/** The "Audit" screen (administrators): who did what, to what, when and from where, newest first,
 * filtered by person, action and days, in the address (`/admin/audit?action=user.remove`). Read
 * only: nothing in the trail can be changed. */
export function AuditPanel() {
  const { token } = useSession();
  const actor = useTypedQueryParam('actor');
  const [action, setAction] = useQueryParam('action');
  const [from, setFrom] = useQueryParam('from');
  const [to, setTo] = useQueryParam('to');
  const asked: AuditFilters = { actor: actor.asked, action, from, to };
  const query = useInfiniteQuery({
    queryKey: ['admin', 'audit', asked],
    enabled: token !== null,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => fetchAuditPage(token, asked, pageParam, signal),
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
  const entries = useMemo(() => query.data?.pages.flatMap((page) => page.entries), [query.data]);

  return (
    <ListPanel
      title="Audit trail"
      query={{
        data: entries,
        isError: query.isError && !entries,
        isFetching: query.isFetching,
        refetch: query.refetch,
      }}
      summary={() =>
        `${plural(query.data?.pages.at(-1)?.total ?? 0, 'entry', 'entries')}, newest first`
      }
      filters={
        <form
          role="search"
          aria-label="Filter the audit trail"
          onSubmit={(event) => event.preventDefault()}
          className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
        >
          <TextField
            label="Person (e-mail)"
            type="search"
            value={actor.text}
            onChange={actor.setText}
          />
          <StatusField
            label="Action"
            anyLabel="All actions"
            options={ACTIONS}
            value={action}
            onChange={setAction}
          />
          <TextField label="From (day)" type="date" value={from} onChange={setFrom} />
          <TextField label="To (day)" type="date" value={to} onChange={setTo} />
        </form>
      }
      more={
        query.hasNextPage
          ? {
              total: query.data?.pages.at(-1)?.total ?? 0,
              loading: query.isFetchingNextPage,
              load: () => void query.fetchNextPage(),
            }
          : undefined
      }
      emptyText="No entry matches."
      renderItem={(entry) => (
        <li key={entry.id} className="grid gap-1 px-4 py-3 sm:grid-cols-[12rem_1fr] sm:px-5">
          <time dateTime={entry.at} className="text-sm text-slate-600">
            {formatDateTime(entry.at)}
          </time>
          <div className="min-w-0">
            <p className="break-words text-slate-900">
              <span className="font-semibold">{entry.actor ?? 'Nobody signed in'}</span> ·{' '}
              {actionLabel(entry.action)}
              {entry.target && <span className="text-slate-700"> · {entry.target}</span>}
            </p>
            {entry.ip && <p className="text-xs text-slate-600">From {entry.ip}</p>}
          </div>
        </li>
      )}
    />
  );
}
