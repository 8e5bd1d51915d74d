import { Link, useParams } from 'wouter';
import type { Job } from '@site/shared';
import { ArrowLeft, Briefcase, CircleCheckBig, Mail, MapPin } from 'lucide';
import { CardSection } from '../../components/ui/card-section.tsx';
import { LongText } from '../../components/ui/long-text.tsx';
import { Icon } from '../../components/ui/icons.tsx';
import { useRouteEntry } from '../../lib/hash-location.ts';
import { paths } from '@site/shared/site-routes';
import { careerMeta, careersPage, jobDetailPage, jobMeta } from '../../content/careers.ts';
import { company } from '../../content/company.ts';
import { PageHead } from '../../components/ui/page-head.tsx';
import { withSearchFields } from '../../lib/search-fields.ts';
import { ContentQueries } from '../../components/ui/content-queries.tsx';
import { ContentStatus } from '../../components/ui/content-status.tsx';
import { useContentItem } from '../../lib/use-content.ts';
import { ClosedJobNotice } from './closed-job-notice.tsx';
import { StructuredDataScript } from '../../components/ui/structured-data-script.tsx';
import { jobPostingLd } from '../../lib/content-structured-data.ts';
import { useSiteOrigin } from '../../lib/site-origin.tsx';
import { JobNotFound } from './job-not-found.tsx';
import type { ShownJob } from './resolve-job.ts';
import { jobFromState } from './resolve-job.ts';

export function CareerDetailsPage() {
  return (
    <ContentQueries>
      <CareerDetails />
    </ContentQueries>
  );
}

/** The job of /career-details/:id: the one passed in navigation state when it has that id, otherwise
 * the job the API has (open or closed, never a draft). */
function CareerDetails() {
  const id = useParams().id ?? '';
  const { state } = useRouteEntry();
  const passed = jobFromState(state);
  const found = useContentItem('jobs', passed?.id === id ? '' : id);
  if (passed?.id === id) return <JobPage job={passed} />;
  if (found.status === 'found') return <JobPage job={found.item} />;
  if (found.status === 'not-found') return <JobNotFound />;
  return (
    <main id="main" tabIndex={-1} className="bg-slate-50 focus:outline-none">
      <ContentStatus status={found.status} />
    </main>
  );
}

function JobPage({
  job,
}: {
  job: ShownJob &
    Partial<Pick<Job, 'closesAt' | 'createdAt' | 'seo_title' | 'seo_description' | 'og_image'>>;
}) {
  const origin = useSiteOrigin();
  const meta = [job.location, job.department, job.employmentType].filter(Boolean);
  const applyHref = `mailto:${company.hrEmail}?subject=${encodeURIComponent(job.title)}`;

  return (
    <main id="main" tabIndex={-1} className="bg-slate-50 focus:outline-none">
      <PageHead
        {...withSearchFields(jobMeta(job), job)}
        path={paths.careerDetails(job.id)}
        parents={[{ name: careerMeta.title, path: paths.career }]}
      />
      {/* Only an open job the server knows is posted: a closed one is not a job offer. */}
      {job.status === 'open' && job.createdAt && (
        <StructuredDataScript
          data={[
            jobPostingLd(origin, company, {
              ...job,
              createdAt: job.createdAt,
              closesAt: job.closesAt ?? null,
            }),
          ]}
        />
      )}
      <header className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
          <Link
            to={paths.career}
            className="inline-flex items-center gap-2 text-sm font-semibold text-brand-50 hover:text-white hover:underline"
          >
            <Icon node={ArrowLeft} className="h-4 w-4 shrink-0" />
            Back to Careers
          </Link>
          <h1 className="mt-4 text-3xl font-bold sm:text-5xl">{job.title}</h1>
          <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-brand-50">
            {meta.map((item, index) => (
              <li key={item} className="inline-flex items-center gap-1.5">
                {index === 0 ? (
                  <Icon node={MapPin} className="h-4 w-4 shrink-0" />
                ) : (
                  <Icon node={Briefcase} className="h-4 w-4 shrink-0" />
                )}
                {item}
              </li>
            ))}
          </ul>
          {job.status === 'closed' && <ClosedJobNotice />}
        </div>
      </header>

      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:py-16">
        <div className="space-y-8">
          <CardSection id="job-about" heading="About the Role" size="lg" shadow="md">
            {job.description && (
              <p className="mt-4 text-lg font-medium text-slate-800">{job.description}</p>
            )}
            <LongText text={job.details} className="mt-4 leading-relaxed text-slate-700" />
          </CardSection>
          <CardSection
            id="job-responsibilities"
            heading="Key Responsibilities"
            size="lg"
            shadow="md"
          >
            <ul className="mt-4 space-y-3">
              {job.responsibilities.map((item) => (
                <li key={item} className="flex gap-3 text-slate-700">
                  <Icon node={CircleCheckBig} className="mt-0.5 h-5 w-5 shrink-0 text-green-700" />
                  {item}
                </li>
              ))}
            </ul>
          </CardSection>
        </div>

        <CardSection
          as="aside"
          id="job-apply"
          heading="Send Your Resume"
          size="md-round"
          tone="deep"
          shadow="md"
          className="h-fit sm:p-8 lg:sticky lg:top-24"
        >
          <p className="mt-3 text-brand-50">{jobDetailPage.resumeNote}</p>
          <a
            href={applyHref}
            className="mt-6 flex items-center justify-center gap-2 rounded-md bg-accent-400 px-5 py-3 font-semibold text-brand-900 hover:bg-accent-500"
          >
            <Icon node={Mail} className="h-5 w-5 shrink-0" />
            Email Your Resume
          </a>
          <Link
            to={careersPage.openingsLink.to}
            className="mt-4 block text-center text-sm font-semibold text-brand-50 underline-offset-2 hover:underline"
          >
            {careersPage.openingsLink.label}
          </Link>
        </CardSection>
      </div>
    </main>
  );
}

export { CareerDetailsPage as Component };
