import { useT } from '../../lib/i18n/i18n-context.ts';

type SectionHeadingProps = {
  id?: string;
  title: string;
  intro?: string;
  align?: 'left' | 'center';
};

/** The h2 that opens a section, with an optional introduction. */
export function SectionHeading({ id, title, intro, align = 'center' }: SectionHeadingProps) {
  const { tx } = useT();
  const alignment = align === 'center' ? 'mx-auto text-center' : '';
  return (
    <div className={`max-w-3xl ${alignment}`}>
      <h2 id={id} className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">
        {tx(title)}
      </h2>
      {intro ? <p className="mt-4 text-lg text-slate-600">{intro}</p> : null}
    </div>
  );
}
