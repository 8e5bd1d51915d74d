import type { Project } from '@site/shared';
import { LongText } from '../../components/ui/long-text.tsx';

function CheckList({ items }: { items: readonly string[] }) {
  return (
    <ul className="mt-4 space-y-3">
      {items.map((item) => (
        <li key={item} className="flex gap-3 text-slate-700">
          <span aria-hidden="true" className="mt-0.5 font-bold text-brand-600">
            ✓
          </span>
          {item}
        </li>
      ))}
    </ul>
  );
}

/** Overview, key achievements, scope of work and key features. */
export function ProjectDetails({ project }: { project: Project }) {
  return (
    <div className="space-y-10">
      <section aria-labelledby="project-overview">
        <h2 id="project-overview" className="text-2xl font-bold text-brand-900">
          Project Overview
        </h2>
        <LongText text={project.overview} className="mt-4 text-lg text-slate-700" />
      </section>
      {project.achievements.length > 0 ? (
        <section aria-labelledby="project-achievements">
          <h2 id="project-achievements" className="text-2xl font-bold text-brand-900">
            Key Achievements
          </h2>
          <CheckList items={project.achievements} />
        </section>
      ) : null}
      <section aria-labelledby="project-scope">
        <h2 id="project-scope" className="text-2xl font-bold text-brand-900">
          Scope of Work
        </h2>
        <CheckList items={project.scopeOfWork} />
      </section>
      <section aria-labelledby="project-features">
        <h2 id="project-features" className="text-2xl font-bold text-brand-900">
          Key Features
        </h2>
        <ul className="mt-4 flex flex-wrap gap-2">
          {project.features.map((feature) => (
            <li
              key={feature}
              className="rounded-full bg-brand-50 px-4 py-1.5 text-sm font-medium text-brand-800"
            >
              {feature}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
