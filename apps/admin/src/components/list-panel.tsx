import { useId, type ReactNode } from 'react';
import { fieldClass, labelClass } from './text-field.tsx';

/** What a panel reads of its list's query: a whole list (`useQuery`), or the pages of a paged one
 * loaded so far (admin-lists.ts). */
type ListQuery<T> = {
  data: T[] | undefined;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
};

type ListPanelProps<T> = {
  title: string;
  query: ListQuery<T>;
  /** Counts under the title ("3 messages, 1 unread" …), shown for a list that is not empty. */
  summary: (items: T[]) => ReactNode;
  /** A button beside the title (a CSV export). */
  action?: ReactNode;
  /** Fields that narrow the list (a search, a status), between the title and the list. */
  filters?: ReactNode;
  /** A paged list with more to load: 'Load more' under it, and how many of how many are shown. */
  more?: { total: number; loading: boolean; load: () => void };
  loadingText?: string;
  failedText?: string;
  emptyText: string;
  emptyAction?: ReactNode;
  /** One `<li>` (with its key) per item. */
  renderItem: (item: T) => ReactNode;
  /** The list's own classes: rows divided by rules, unless it is a grid (the library). */
  listClassName?: string;
};

/** A list of the portal (posts, messages, subscribers, registrations): heading with counts, an
 * action, and the loading, failed and empty states. */
export function ListPanel<T>({
  title,
  query,
  summary,
  action,
  filters,
  more,
  loadingText = 'Loading…',
  failedText = 'The list could not be loaded.',
  emptyText,
  emptyAction,
  renderItem,
  listClassName = 'divide-y divide-slate-200',
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
      {filters && <div className="border-b border-slate-200 px-4 py-4 sm:px-5">{filters}</div>}
      {items ? (
        items.length > 0 ? (
          <>
            <ul className={listClassName}>{items.map(renderItem)}</ul>
            {more && (
              <div className="flex flex-wrap items-center justify-center gap-3 border-t border-slate-200 px-4 py-4 sm:px-5">
                <p className="text-sm text-slate-600">
                  Showing {items.length} of {more.total}
                </p>
                {/* Not disabled while loading: the button keeps the keyboard focus. */}
                <button
                  type="button"
                  onClick={() => {
                    if (!more.loading) more.load();
                  }}
                  aria-disabled={more.loading}
                  className={secondaryButton}
                >
                  {more.loading ? 'Loading…' : 'Load more'}
                </button>
              </div>
            )}
          </>
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

/** The main action of a portal form or panel. */
export const primaryButton =
  'rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-70';

/** The main action beside a list or inside a card, the size of `secondaryButton`. */
export const smallPrimaryButton =
  'rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-70';

/** A list's search box (the server searches as the admin types) and its filter beside it. */
export function ListSearch({
  label,
  placeholder,
  query,
  onQueryChange,
  children,
}: {
  label: string;
  placeholder: string;
  query: string;
  onQueryChange: (query: string) => void;
  /** The filter beside the search (a status). */
  children: ReactNode;
}) {
  const searchId = useId();
  return (
    <form
      role="search"
      onSubmit={(event) => event.preventDefault()}
      className="grid gap-3 sm:grid-cols-[1fr_12rem]"
    >
      <div>
        <label htmlFor={searchId} className={labelClass}>
          {label}
        </label>
        <input
          id={searchId}
          type="search"
          value={query}
          placeholder={placeholder}
          onChange={(event) => onQueryChange(event.target.value)}
          className={fieldClass}
        />
      </div>
      {children}
    </form>
  );
}
