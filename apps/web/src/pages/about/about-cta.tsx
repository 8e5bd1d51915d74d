import { Link } from 'react-router';
import { aboutCta } from '../../content/about.ts';
import { actionStyles } from '../../components/ui/action-styles.ts';
import { contactWithSubject } from '@site/shared/site-routes';
import { useT } from '../../lib/i18n/i18n-context.ts';

export function AboutCta() {
  const { tx } = useT();
  return (
    <section aria-labelledby="about-cta" className="bg-gradient-to-br from-brand-900 to-brand-700 py-16 text-white sm:py-20">
      <div className="mx-auto max-w-3xl px-4 text-center sm:px-6 lg:px-8">
        <h2 id="about-cta" className="text-3xl font-bold tracking-tight sm:text-4xl">
          {tx(aboutCta.heading)}
        </h2>
        <p className="mt-4 text-lg text-brand-50">{aboutCta.text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-4">
          <Link to={contactWithSubject(aboutCta.primary.label)} className={actionStyles.accent}>
            {tx(aboutCta.primary.label)}
          </Link>
          <a href={aboutCta.secondary.href} download className={actionStyles.outlineLight}>
            {tx(aboutCta.secondary.label)}
            {' '}<span className="sr-only">(PDF)</span>
          </a>
        </div>
      </div>
    </section>
  );
}
