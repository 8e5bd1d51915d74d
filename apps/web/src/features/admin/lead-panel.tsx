import type { ReactNode } from 'react';
import { useId } from 'react';

type LeadPanelProps = {
  title: string;
  /** "3 messages, 1 unread" …; absent while loading. */
  summary?: string;
  action?: ReactNode;
  state: {
    loading: boolean;
    failed: boolean;
    empty: boolean;
    emptyText: string;
    onRetry: () => void;
  };
  children: ReactNode;
};

/** The frame of a lead list in the portal: heading with counts, an action (CSV export), and the
 * loading, failed and empty states. */
export function LeadPanel({ title, summary, action, state, children }: LeadPanelProps) {
  const headingId = useId();
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
          {summary && <p className="text-sm text-slate-600">{summary}</p>}
        </div>
        {action}
      </div>
      {state.failed ? (
        <div className="px-4 py-8 text-center sm:px-5">
          <p className="text-slate-700">The list could not be loaded.</p>
          <button
            type="button"
            onClick={state.onRetry}
            className="mt-3 rounded-lg border border-slate-400 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
          >
            Try again
          </button>
        </div>
      ) : state.loading ? (
        <p className="px-4 py-8 text-center text-slate-600 sm:px-5">Loading…</p>
      ) : state.empty ? (
        <p className="px-4 py-12 text-center text-slate-700 sm:px-5">{state.emptyText}</p>
      ) : (
        children
      )}
    </section>
  );
}

export const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

export const secondaryButton =
  'rounded-lg border border-slate-400 bg-white px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60';
export const dangerButton =
  'rounded-lg border border-red-300 bg-white px-3 py-2 text-sm font-semibold text-red-800 hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-60';
