import type { Project } from '@site/shared';
import { findProjectCategory, projectStatus } from '../../content/projects.ts';

/** The information panel (Location, Category, Status, Client) and the Project Impact block (the
 * fixed figures of docs/product.md §9 on a fresh install). */
export function ProjectFacts({ project }: { project: Project }) {
  const facts = [
    { label: 'Location', value: project.location },
    { label: 'Category', value: findProjectCategory(project.category)?.name ?? project.category },
    { label: 'Status', value: projectStatus },
    { label: 'Client', value: project.client },
  ];
  return (
    <div className="space-y-6">
      <section
        aria-labelledby="project-information"
        className="rounded-xl bg-slate-50 p-6 ring-1 ring-slate-200"
      >
        <h2 id="project-information" className="text-xl font-semibold text-brand-900">
          Project Information
        </h2>
        <dl className="mt-4 space-y-4">
          {facts.map((fact) => (
            <div key={fact.label}>
              <dt className="text-sm font-medium text-slate-600">{fact.label}</dt>
              <dd className="font-semibold text-brand-900">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="project-impact" className="rounded-xl bg-brand-800 p-6 text-white">
        <h2 id="project-impact" className="text-xl font-semibold">
          Project Impact
        </h2>
        <dl className="mt-4 space-y-3" data-testid="project-impact">
          {project.impact.map((stat) => (
            <div key={stat.label} className="flex items-baseline justify-between gap-4">
              <dt className="text-brand-100">{stat.label}</dt>
              <dd className="text-2xl font-bold text-accent-400">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
