import type { ReactNode } from 'react';
import type { DownloadAction } from '../../content/common.ts';
import { useT } from '../../lib/i18n/i18n-context.ts';
import { actionStyles } from './action-styles.ts';

type CtaBandProps = {
  /** Id of the heading, which names the section. */
  id: string;
  heading: ReactNode;
  text: ReactNode;
  /** The band's links, usually one accent action and one outline action. */
  children: ReactNode;
};

/** The dark call-to-action band that closes a page: heading, a line of text and its actions. */
export function CtaBand({ id, heading, text, children }: CtaBandProps) {
  return (
    <section
      aria-labelledby={id}
      className="bg-gradient-to-br from-brand-900 to-brand-700 py-16 text-white sm:py-20"
    >
      <div className="mx-auto max-w-3xl px-4 text-center sm:px-6 lg:px-8">
        <h2 id={id} className="text-3xl font-bold tracking-tight sm:text-4xl">
          {heading}
        </h2>
        <p className="mt-4 text-lg text-brand-50">{text}</p>
        <CtaActions>{children}</CtaActions>
      </div>
    </section>
  );
}

export function CtaActions({ children }: { children: ReactNode }) {
  return <div className="mt-8 flex flex-wrap justify-center gap-4">{children}</div>;
}

/** A download link to a PDF, which screen readers announce as one. */
export function PdfLink({
  download,
  tone,
}: {
  download: DownloadAction;
  tone: keyof typeof actionStyles;
}) {
  const { tx } = useT();
  return (
    <a href={download.href} download className={actionStyles[tone]}>
      {tx(download.label)} <span className="sr-only">(PDF)</span>
    </a>
  );
}
