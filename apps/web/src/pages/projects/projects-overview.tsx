import type { Project } from '@site/shared';
import { projectsPage } from '../../content/projects.ts';
import { ProjectCard } from '../../components/ui/project-card.tsx';
import { SectionHeading } from '../../components/ui/section-heading.tsx';

export function ProjectsOverview({ projects }: { projects: readonly Project[] }) {
  return (
    <section aria-labelledby="projects-overview" className="bg-slate-50 py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="projects-overview" title={projectsPage.overviewHeading} />
        <ul
          className="mt-12 grid gap-8 sm:grid-cols-2 lg:grid-cols-3"
          data-testid="projects-overview"
        >
          {projects.map((project) => (
            <li key={project.id}>
              <ProjectCard
                project={project}
                showCategory
                sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
