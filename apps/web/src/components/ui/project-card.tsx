import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { paths } from '@site/shared/site-routes';
import type { Project } from '@site/shared';
import { findProjectCategory } from '../../content/projects.ts';
import { Picture } from './picture.tsx';

type ProjectCardProps = {
  project: Project;
  /** Show the category badge above the title. */
  showCategory?: boolean;
  sizes?: string;
};

/** A project as a card: first picture, title, description and a 'View Project' link to its page. */
export function ProjectCard({
  project,
  showCategory = false,
  sizes = '(min-width: 1024px) 33vw, 100vw',
}: ProjectCardProps) {
  const [picture] = project.images;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-lg">
      {picture ? (
        <Picture image={picture} sizes={sizes} className="aspect-[16/10] w-full object-cover" />
      ) : null}
      <div className="flex flex-1 flex-col p-6">
        {showCategory ? (
          <p className="mb-2 text-xs font-semibold uppercase tracking-wide text-brand-600">
            {findProjectCategory(project.category)?.name}
          </p>
        ) : null}
        <h3 className="text-xl font-semibold text-brand-900">{project.title}</h3>
        <p className="mt-1 text-sm text-slate-600">{project.location}</p>
        <p className="mt-3 flex-1 text-slate-700">{project.description}</p>
        <ViewProjectLink project={project}>View Project</ViewProjectLink>
      </div>
    </article>
  );
}

/** The link to a project's page under its card or slide, named for the project it opens. */
export function ViewProjectLink({ project, children }: { project: Project; children: ReactNode }) {
  return (
    <Link
      to={paths.project(project.id)}
      aria-label={`View Project: ${project.title}`}
      className="mt-6 inline-flex min-h-11 items-center self-start font-semibold text-brand-700 hover:text-brand-900 hover:underline"
    >
      {children}
      <span aria-hidden="true" className="ml-1">
        →
      </span>
    </Link>
  );
}
