import { statusLabel } from './status-field.tsx';

const GREEN = 'border-emerald-300 bg-emerald-100 text-emerald-900';
const AMBER = 'border-amber-300 bg-amber-100 text-amber-900';
const GREY = 'border-slate-300 bg-slate-200 text-slate-800';
const BLUE = 'border-sky-300 bg-sky-100 text-sky-900';
const VIOLET = 'border-violet-300 bg-violet-100 text-violet-900';
const RED = 'border-red-300 bg-red-100 text-red-900';

/** A post's statuses, the content types' (a job is open or closed) and a backup's. */
const COLOURS: Record<string, string> = {
  published: GREEN,
  open: GREEN,
  draft: AMBER,
  in_review: BLUE,
  scheduled: VIOLET,
  archived: GREY,
  closed: GREY,
  succeeded: GREEN,
  running: BLUE,
  failed: RED,
};

export function StatusBadge({ status }: { status: string }) {
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold ${COLOURS[status] ?? GREY}`}
    >
      {statusLabel(status)}
    </span>
  );
}
