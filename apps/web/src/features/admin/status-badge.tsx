import type { BlogStatus } from '@site/shared';

const BADGES: Record<BlogStatus, { label: string; className: string }> = {
  published: {
    label: 'Published',
    className: 'border-emerald-300 bg-emerald-100 text-emerald-900',
  },
  draft: { label: 'Draft', className: 'border-amber-300 bg-amber-100 text-amber-900' },
  archived: { label: 'Archived', className: 'border-slate-300 bg-slate-200 text-slate-800' },
};

export function StatusBadge({ status }: { status: BlogStatus }) {
  const badge = BADGES[status];
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold ${badge.className}`}
    >
      {badge.label}
    </span>
  );
}
