import { Link } from 'wouter';
import { paths } from '@site/shared/site-routes';
import type { Project } from '@site/shared';
import { portfolioSections } from '../../content/projects.ts';
import { PageSection } from '../../components/ui/page-section.tsx';

/** The targets of /projects#brt, #traffic, #smart-cities and #government; the one in the route's
 * hash is highlighted. */
export function FocusAreas({
  highlighted,
  projects,
}: {
  highlighted: string;
  projects: readonly Project[];
}) {
  return (
    <PageSection id="focus-areas" title="Projects by Focus Area">
      <ul className="mt-12 grid gap-6 md:grid-cols-2">
        {portfolioSections.map((section) => (
          <li
            key={section.id}
            id={section.id}
            className={`scroll-mt-24 rounded-xl bg-white p-6 shadow-sm ring-1 ${section.id === highlighted ? 'ring-2 ring-accent-500' : 'ring-slate-200'}`}
          >
            <h3 className="text-xl font-semibold text-brand-900">{section.title}</h3>
            <p className="mt-2 text-slate-600">{section.description}</p>
            <ul className="mt-4 space-y-1">
              {section.projectIds.flatMap((id) => {
                // A project no longer published leaves its focus areas.
                const project = projects.find((item) => item.id === id);
                return project
                  ? [
                      <li key={id}>
                        <Link
                          to={paths.project(id)}
                          className="inline-flex min-h-8 items-center font-medium text-brand-700 hover:text-brand-900 hover:underline"
                        >
                          {project.title}
                        </Link>
                      </li>,
                    ]
                  : [];
              })}
            </ul>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
