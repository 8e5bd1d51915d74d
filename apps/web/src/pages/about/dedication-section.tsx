import { aboutStats, dedication } from '../../content/about.ts';
import { StatList } from '../../components/ui/stat-list.tsx';
import { useT } from '../../lib/i18n/i18n-context.ts';

const stats = aboutStats.map((stat) => ({
  value: `${stat.value}${stat.suffix}`,
  label: stat.label,
}));

export function DedicationSection() {
  const { tx } = useT();
  return (
    <>
      <section aria-labelledby="dedication" className="py-16 sm:py-24">
        <div className="mx-auto max-w-4xl px-4 text-center sm:px-6 lg:px-8">
          <h2
            id="dedication"
            className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl"
          >
            {tx(dedication.heading)}
          </h2>
          {dedication.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-5 text-lg text-slate-700">
              {paragraph}
            </p>
          ))}
        </div>
      </section>
      <section aria-label="Company in numbers" className="bg-brand-800 py-12">
        <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
          <StatList stats={stats} tone="dark" />
        </div>
      </section>
    </>
  );
}
