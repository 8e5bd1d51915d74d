import type { Project } from '@site/shared';
import { CardSection } from '../../components/ui/card-section.tsx';
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
      <CardSection
        id="project-information"
        heading="Project Information"
        tone="muted"
        shadow="none"
      >
        <dl className="mt-4 space-y-4">
          {facts.map((fact) => (
            <div key={fact.label}>
              <dt className="text-sm font-medium text-slate-600">{fact.label}</dt>
              <dd className="font-semibold text-brand-900">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </CardSection>
      <CardSection id="project-impact" heading="Project Impact" tone="brand" shadow="none">
        <dl className="mt-4 space-y-3" data-testid="project-impact">
          {project.impact.map((stat) => (
            <div key={stat.label} className="flex items-baseline justify-between gap-4">
              <dt className="text-brand-100">{stat.label}</dt>
              <dd className="text-2xl font-bold text-accent-400">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </CardSection>
    </div>
  );
}
