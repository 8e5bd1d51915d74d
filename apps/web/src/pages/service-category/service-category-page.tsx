import { useParams } from 'wouter';
import { SERVICE_KEY_ALIASES, paths } from '@site/shared/site-routes';
import type { ServicePage } from '../../content/projects.ts';
import { findServicePage, projectsForService, serviceMeta } from '../../content/projects.ts';
import { servicesMeta } from '../../content/services.ts';
import { PageHead } from '../../components/ui/page-head.tsx';
import { PageHero } from '../../components/ui/page-hero.tsx';
import { ProjectCard } from '../../components/ui/project-card.tsx';
import { NotFoundPage } from '../../components/ui/not-found-page.tsx';
import { ContentQueries } from '../../components/ui/content-queries.tsx';
import { ContentStatus } from '../../components/ui/content-status.tsx';
import { useContentList } from '../../lib/use-content.ts';

export function resolveServicePage(key: string): ServicePage | undefined {
  return findServicePage(SERVICE_KEY_ALIASES[key] ?? key);
}

function ServiceCategory({ service }: { service: ServicePage }) {
  const list = useContentList('projects');
  const projects = projectsForService(list.items, service.key);
  return (
    <main id="main" tabIndex={-1} className="focus:outline-none">
      <PageHead
        {...serviceMeta(service)}
        path={paths.service(service.key)}
        parents={[{ name: servicesMeta.title, path: paths.services }]}
      />
      <PageHero title={service.name} subtitle={service.tagline} image={service.hero} />
      <section aria-labelledby="service-projects" className="bg-slate-50 py-16 sm:py-24">
        <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
          <h2
            id="service-projects"
            className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl"
          >
            Our Projects
          </h2>
          <p className="mt-4 max-w-3xl text-lg text-slate-600">{service.description}</p>
          {list.status !== 'loaded' && <ContentStatus status={list.status} />}
          <ul className="mt-10 grid gap-8 lg:grid-cols-2" data-testid="service-projects">
            {projects.map((project) => (
              <li key={project.id}>
                <ProjectCard project={project} sizes="(min-width: 1024px) 50vw, 100vw" />
              </li>
            ))}
          </ul>
        </div>
      </section>
    </main>
  );
}

export function ServiceCategoryPage() {
  const service = resolveServicePage(useParams().serviceKey ?? '');
  return service ? (
    <ContentQueries>
      <ServiceCategory key={service.key} service={service} />
    </ContentQueries>
  ) : (
    <NotFoundPage />
  );
}

export { ServiceCategoryPage as Component };
