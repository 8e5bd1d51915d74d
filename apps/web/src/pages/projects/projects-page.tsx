import { paths } from '@site/shared/site-routes';
import { portfolioSections, projectsMeta, projectsPage } from '../../content/projects.ts';
import { PageHead } from '../../components/ui/page-head.tsx';
import { PageHero } from '../../components/ui/page-hero.tsx';
import { useHashId } from '../../components/ui/use-scroll-to-hash.ts';
import { ContentQueries } from '../../components/ui/content-queries.tsx';
import { ContentStatus } from '../../components/ui/content-status.tsx';
import { useContentList } from '../../lib/use-content.ts';
import { FocusAreas } from './focus-areas.tsx';
import { ProjectCarousel } from './project-carousel.tsx';
import { ProjectsImpact } from './projects-impact.tsx';
import { ProjectsOverview } from './projects-overview.tsx';

export function ProjectsPage() {
  return (
    <ContentQueries>
      <Projects />
    </ContentQueries>
  );
}

function Projects() {
  const projects = useContentList('projects');
  const hashId = useHashId();
  const focusArea = portfolioSections.some((section) => section.id === hashId) ? hashId : '';
  const { hero } = projectsPage;
  return (
    <main id="main" tabIndex={-1} className="focus:outline-none">
      <PageHead {...projectsMeta} path={paths.projects} />
      <PageHero {...hero} />
      {projects.status === 'loaded' ? (
        <>
          <ProjectCarousel projects={projects.items} />
          <ProjectsOverview projects={projects.items} />
        </>
      ) : (
        <ContentStatus status={projects.status} />
      )}
      <FocusAreas highlighted={focusArea} projects={projects.items} />
      <ProjectsImpact />
    </main>
  );
}

export { ProjectsPage as Component };
