import type { UseQueryResult } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';

type ListPanelProps<T> = {
  title: string;
  query: UseQueryResult<T[]>;
  /** Counts under the title ("3 messages, 1 unread" …), shown for a list that is not empty. */
  summary: (items: T[]) => ReactNode;
  /** A button beside the title (a CSV export). */
  action?: ReactNode;
  loadingText?: string;
  failedText?: string;
  emptyText: string;
  emptyAction?: ReactNode;
  /** One `<li>` (with its key) per item. */
  renderItem: (item: T) => ReactNode;
};

/** A list of the portal (posts, messages, subscribers, registrations): heading with counts, an
 * action, and the loading, failed and empty states. */
export function ListPanel<T>({
  title,
  query,
  summary,
  action,
  loadingText = 'Loading…',
  failedText = 'The list could not be loaded.',
  emptyText,
  emptyAction,
  renderItem,
}: ListPanelProps<T>) {
  const headingId = useId();
  const items = query.data;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 px-4 py-4 sm:px-5">
        <div>
          <h2 id={headingId} className="text-xl font-bold text-brand-900">
            {title}
          </h2>
          {items && items.length > 0 && <p className="text-sm text-slate-600">{summary(items)}</p>}
        </div>
        {action}
      </div>
      {items ? (
        items.length > 0 ? (
          <ul className="divide-y divide-slate-200">{items.map(renderItem)}</ul>
        ) : (
          <div className="px-4 py-12 text-center sm:px-5">
            <p className="text-lg font-semibold text-slate-800">{emptyText}</p>
            {emptyAction}
          </div>
        )
      ) : query.isError ? (
        <div className="px-4 py-8 text-center sm:px-5">
          <p className="text-slate-700">{failedText}</p>
          <button
            type="button"
            onClick={() => void query.refetch()}
            disabled={query.isFetching}
            className="mt-3 rounded-lg border border-slate-400 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-60"
          >
            Try again
          </button>
        </div>
      ) : (
        <p className="px-4 py-8 text-center text-slate-600 sm:px-5">{loadingText}</p>
      )}
    </section>
  );
}

export const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

export const secondaryButton =
  'rounded-lg border border-slate-400 bg-white px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60';
