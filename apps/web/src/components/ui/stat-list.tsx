import type { Stat } from '../../content/common.ts';
import { useT } from '../../lib/i18n/i18n-context.ts';

type StatListProps = {
  stats: readonly Stat[];
  /** 'dark' for a dark band, 'light' for cards on a light background. */
  tone?: 'dark' | 'light';
  className?: string;
};

/** Literal class names, so Tailwind sees them. */
const columns: Record<number, string> = {
  3: 'lg:grid-cols-3',
  4: 'lg:grid-cols-4',
  5: 'lg:grid-cols-5',
};

/** Headline figures as a description list: the value, then its label. */
export function StatList({ stats, tone = 'light', className }: StatListProps) {
  const { tx } = useT();
  const card =
    tone === 'dark'
      ? 'bg-white/10 text-white'
      : 'bg-white text-brand-900 shadow-sm ring-1 ring-slate-200';
  const label = tone === 'dark' ? 'text-brand-100' : 'text-slate-600';
  return (
    <dl
      className={`grid grid-cols-2 gap-4 ${columns[stats.length] ?? 'lg:grid-cols-4'} ${className ?? ''}`}
    >
      {stats.map((stat) => (
        <div
          key={stat.label}
          className={`flex flex-col-reverse rounded-lg p-5 text-center ${card}`}
        >
          <dt className={`mt-1 text-sm font-medium ${label}`}>{tx(stat.label)}</dt>
          <dd className="text-3xl font-bold sm:text-4xl">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
