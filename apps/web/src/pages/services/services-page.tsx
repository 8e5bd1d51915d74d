import { Link } from 'wouter';
import { paths } from '@site/shared/site-routes';
import {
  engagementModels,
  serviceSummaries,
  servicesHero,
  servicesMeta,
} from '../../content/services.ts';
import { actionStyles } from '../../components/ui/action-styles.ts';
import { PageHead } from '../../components/ui/page-head.tsx';
import { PageHero } from '../../components/ui/page-hero.tsx';
import { ImageLinkCard } from '../../components/ui/image-link-card.tsx';
import { PageSection } from '../../components/ui/page-section.tsx';

export function ServicesPage() {
  return (
    <main id="main" tabIndex={-1} className="focus:outline-none">
      <PageHead {...servicesMeta} path={paths.services} />
      <PageHero
        title={servicesHero.title}
        subtitle={servicesHero.subtitle}
        image={servicesHero.image}
      />
      <PageSection id="service-lines" title="What We Do" tone="muted">
        <ul className="mt-12 grid gap-8 md:grid-cols-2" data-testid="service-summaries">
          {serviceSummaries.map((service) => (
            <li key={service.key}>
              <ImageLinkCard
                to={service.link}
                image={service.image}
                sizes="(min-width: 768px) 50vw, 100vw"
                title={service.title}
                description={service.description}
              />
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection id="how-we-work" title="How We Work">
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {engagementModels.map((model) => (
            <li
              key={model.title}
              className="rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200"
            >
              <h3 className="font-semibold text-brand-900">{model.title}</h3>
              <p className="mt-2 text-sm text-slate-600">{model.description}</p>
            </li>
          ))}
        </ul>
        <div className="mt-12 text-center">
          <Link to={paths.contact} className={actionStyles.primary}>
            Talk to Our Engineers
          </Link>
        </div>
      </PageSection>
    </main>
  );
}

export { ServicesPage as Component };
