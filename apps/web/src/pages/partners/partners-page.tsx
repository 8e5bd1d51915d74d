import { Link } from 'wouter';
import { paths } from '@site/shared/site-routes';
import { partners, partnersMeta, partnersPage } from '../../content/partners.ts';
import { actionStyles } from '../../components/ui/action-styles.ts';
import { CtaBand } from '../../components/ui/cta-band.tsx';
import { PageHead } from '../../components/ui/page-head.tsx';
import { PageHero } from '../../components/ui/page-hero.tsx';
import { LogoImage } from '../../components/ui/picture.tsx';
import { SectionHeading } from '../../components/ui/section-heading.tsx';
import { useT } from '../../lib/i18n/i18n-context.ts';

export function PartnersPage() {
  const { t } = useT();
  const { hero, cta } = partnersPage;
  return (
    <main id="main" tabIndex={-1} className="focus:outline-none">
      <PageHead {...partnersMeta} path={paths.partners} />
      <PageHero {...hero} />
      <section aria-labelledby="partners-list" className="py-16 sm:py-24">
        <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
          <SectionHeading id="partners-list" title={partnersPage.listHeading} />
          <ul className="mt-12 space-y-10" data-testid="partners">
            {partners.map((partner, index) => (
              <li
                key={partner.id}
                className={`flex flex-col items-center gap-8 rounded-xl bg-slate-50 p-6 ring-1 ring-slate-200 sm:p-10 md:flex-row ${index % 2 === 1 ? 'md:flex-row-reverse' : ''}`}
              >
                <div className="flex w-full items-center justify-center rounded-lg bg-white p-6 shadow-sm md:w-2/5">
                  <LogoImage logo={partner.logo} className="h-20 w-full" />
                </div>
                <div className="md:w-3/5">
                  <h3 className="text-2xl font-semibold text-brand-900">{partner.name}</h3>
                  <p className="mt-3 text-slate-700">{partner.description}</p>
                  <a
                    href={partner.link}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={`mt-6 ${actionStyles.primary}`}
                  >
                    {t('common.learnMore')}{' '}
                    <span className="sr-only">about {partner.name} (opens in a new tab)</span>
                  </a>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <CtaBand id="partner-with-us" heading={cta.heading} text={cta.text}>
        <Link to={cta.link.to} className={actionStyles.accent}>
          {cta.link.label}
        </Link>
      </CtaBand>
    </main>
  );
}

export { PartnersPage as Component };
