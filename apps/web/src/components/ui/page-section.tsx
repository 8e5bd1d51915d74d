import type { ReactNode } from 'react';
import { SectionHeading } from './section-heading.tsx';

const tones = { plain: '', muted: 'bg-slate-50', white: 'bg-white' } as const;

type PageSectionProps = {
  /** Id of the h2, which names the section (and is its anchor when the page links to it). */
  id: string;
  title: string;
  intro?: string;
  tone?: keyof typeof tones;
  children: ReactNode;
};

/** A section of a page: its h2 (and introduction) centred over the content, in the page's width. */
export function PageSection({ id, title, intro, tone = 'plain', children }: PageSectionProps) {
  return (
    <section aria-labelledby={id} className={`${tones[tone]} py-16 sm:py-24`}>
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id={id} title={title} intro={intro} />
        {children}
      </div>
    </section>
  );
}
