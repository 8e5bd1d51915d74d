import { Link } from 'wouter';
import { ChevronRight, MapPin } from 'lucide';
import { Icon } from '../../components/ui/icons.tsx';
import { PageSection } from '../../components/ui/page-section.tsx';
import { paths } from '@site/shared/site-routes';
import { SAMPLE_ROLE_IDS } from '@site/shared/content-pages';
import { careersPage } from '../../content/careers.ts';
import { ContentQueries } from '../../components/ui/content-queries.tsx';
import { useContentItems } from '../../lib/use-content.ts';

/** The sample jobs (the seeded ones, closed); each link passes the job in router state
 * (docs/product.md §2 Job detail). A prerendered careers page carries them. */
export function SampleRoles() {
  return (
    <ContentQueries>
      <Roles />
    </ContentQueries>
  );
}

function Roles() {
  const sampleJobs = useContentItems('jobs', SAMPLE_ROLE_IDS);
  return (
    <PageSection
      id="roles-heading"
      title={careersPage.rolesHeading}
      intro={careersPage.rolesText}
      tone="muted"
    >
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {sampleJobs.map((job) => (
          <li
            key={job.id}
            className="flex flex-col rounded-xl bg-white p-6 shadow-md ring-1 ring-slate-200"
          >
            <h3 className="text-lg font-bold text-slate-900">{job.title}</h3>
            <p className="mt-1 flex flex-wrap gap-x-4 text-sm text-slate-600">
              <span className="inline-flex items-center gap-1">
                <Icon node={MapPin} className="h-4 w-4 shrink-0" />
                {job.location}
              </span>
              <span>{job.employmentType}</span>
            </p>
            <p className="mt-3 flex-1 text-slate-700">{job.description}</p>
            <Link
              to={paths.careerDetails(job.id)}
              state={{ job }}
              className="mt-5 inline-flex items-center gap-1 font-semibold text-brand-700 underline-offset-2 hover:underline"
            >
              View details<span className="sr-only"> for {job.title}</span>
              <Icon node={ChevronRight} className="h-4 w-4 shrink-0" />
            </Link>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
