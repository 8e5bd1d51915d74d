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
import { FeatureList } from '../../components/ui/feature-list.tsx';
import { ImageLinkCard } from '../../components/ui/image-link-card.tsx';
import { PageSection } from '../../components/ui/page-section.tsx';

export function ServicesPage() {
  return (
    <main id="main" tabIndex={-1} className="focus:outline-none">
      <PageHead {...servicesMeta} path={paths.services} />
      <PageHero {...servicesHero} />
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
        <FeatureList features={engagementModels} className="mt-12" />
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
