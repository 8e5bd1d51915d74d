import type { LegalDocument } from '../../content/legal.ts';
import { company } from '../../content/company.ts';
import { CardSection } from '../../components/ui/card-section.tsx';
import { PageHead } from '../../components/ui/page-head.tsx';

const contactTargets: readonly (readonly [string, string])[] = [
  [company.email, `mailto:${company.email}`],
  [company.phone, company.phoneHref],
];

/** A contact line, with the e-mail address or phone number in it made a link. */
function ContactLine({ line }: { line: string }) {
  for (const [text, href] of contactTargets) {
    const at = line.indexOf(text);
    if (at >= 0) {
      return (
        <span className="block">
          {line.slice(0, at)}
          <a
            href={href}
            className="font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            {text}
          </a>
          {line.slice(at + text.length)}
        </span>
      );
    }
  }
  return <span className="block">{line}</span>;
}

/** Privacy Policy and Terms of Service share this layout; `path` is the page's route. */
export function LegalPage({ document, path }: { document: LegalDocument; path: string }) {
  return (
    <main id="main" tabIndex={-1} className="bg-slate-50 focus:outline-none">
      <PageHead title={document.title} description={document.description} path={path} />
      <header className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
        <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
          <h1 className="text-3xl font-bold sm:text-5xl">{document.title}</h1>
          <p className="mt-4 text-brand-50">Last updated: {document.lastUpdated}</p>
        </div>
      </header>
      <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:py-16">
        <p className="text-lg leading-relaxed text-slate-800">{document.intro}</p>
        {document.sections.map((section) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-heading`}
            className="mt-10 scroll-mt-24"
          >
            <h2
              id={`${section.id}-heading`}
              className="text-xl font-bold text-slate-900 sm:text-2xl"
            >
              {section.heading}
            </h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-3 leading-relaxed text-slate-700">
                {paragraph}
              </p>
            ))}
            {section.list && (
              <ul className="mt-3 list-disc space-y-2 pl-6 text-slate-700 marker:text-brand-600">
                {section.list.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
        <CardSection id="legal-contact" heading="Contact Us" className="mt-12">
          <address className="mt-3 not-italic leading-relaxed text-slate-700">
            {document.contactLines.map((line) => (
              <ContactLine key={line} line={line} />
            ))}
          </address>
        </CardSection>
      </article>
    </main>
  );
}
