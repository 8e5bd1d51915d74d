import { Link, useParams } from 'wouter';
import { paths } from '@site/shared/site-routes';
import type { Project } from '@site/shared';
import { findProjectCategory, projectMeta, projectsMeta } from '../../content/projects.ts';
import { ContentQueries } from '../../components/ui/content-queries.tsx';
import { ContentStatus } from '../../components/ui/content-status.tsx';
import { useContentItem, useContentList } from '../../lib/use-content.ts';
import { PageHead } from '../../components/ui/page-head.tsx';
import { withSearchFields } from '../../lib/search-fields.ts';
import { ProjectDetails } from './project-details.tsx';
import { ProjectFacts } from './project-facts.tsx';
import { ProjectGallery } from './project-gallery.tsx';
import { ProjectNotFound } from './project-not-found.tsx';
import { RelatedProjects } from './related-projects.tsx';

function ProjectView({ project }: { project: Project }) {
  const projects = useContentList('projects');
  return (
    <main id="main" tabIndex={-1} className="focus:outline-none">
      <PageHead
        {...withSearchFields(projectMeta(project), project)}
        path={paths.project(project.id)}
        parents={[{ name: projectsMeta.title, path: paths.projects }]}
      />
      <header className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
          <Link
            to={paths.projects}
            className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-100 hover:text-white hover:underline"
          >
            <span aria-hidden="true" className="mr-1">
              ←
            </span>
            All Projects
          </Link>
          <p className="mt-4">
            <span
              className="inline-block rounded-full bg-accent-400 px-3 py-1 text-sm font-semibold text-brand-900"
              data-testid="project-category"
            >
              {findProjectCategory(project.category)?.name}
            </span>
          </p>
          <h1 className="mt-4 max-w-4xl text-4xl font-bold tracking-tight sm:text-5xl">
            {project.title}
          </h1>
          <p className="mt-5 max-w-3xl text-lg text-brand-50">{project.description}</p>
        </div>
      </header>
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:px-8">
        <ProjectGallery project={project} />
        <div className="mt-12 grid gap-12 lg:grid-cols-3">
          <div className="lg:col-span-2">
            <ProjectDetails project={project} />
          </div>
          <ProjectFacts project={project} />
        </div>
      </div>
      <RelatedProjects project={project} projects={projects.items} />
    </main>
  );
}

export function ProjectDetailPage() {
  return (
    <ContentQueries>
      <ProjectDetail />
    </ContentQueries>
  );
}

function ProjectDetail() {
  const found = useContentItem('projects', useParams().projectId ?? '');
  // Keyed by id so that following a related project starts the page afresh.
  if (found.status === 'found') return <ProjectView key={found.item.id} project={found.item} />;
  if (found.status === 'not-found') return <ProjectNotFound />;
  return (
    <main id="main" tabIndex={-1} className="focus:outline-none">
      <ContentStatus status={found.status} />
    </main>
  );
}

export { ProjectDetailPage as Component };
