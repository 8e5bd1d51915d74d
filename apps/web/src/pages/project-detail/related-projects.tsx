import type { Project } from '@site/shared';
import { relatedProjects } from '../../content/projects.ts';
import { ProjectCard } from '../../components/ui/project-card.tsx';

/** Up to three other projects of the same category (docs/product.md §9); nothing when there are none. */
export function RelatedProjects({
  project,
  projects,
}: {
  project: Project;
  projects: readonly Project[];
}) {
  const related = relatedProjects(projects, project);
  if (related.length === 0) return null;
  return (
    <section aria-labelledby="related-projects" className="bg-slate-50 py-16">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <h2 id="related-projects" className="text-2xl font-bold text-brand-900 sm:text-3xl">
          Related Projects
        </h2>
        <ul className="mt-8 grid gap-8 md:grid-cols-3" data-testid="related-projects">
          {related.map((other) => (
            <li key={other.id}>
              <ProjectCard project={other} sizes="(min-width: 768px) 33vw, 100vw" />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
