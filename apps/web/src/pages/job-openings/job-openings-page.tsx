import { Link } from 'wouter';
import { paths } from '@site/shared/site-routes';
import { ArrowLeft, Briefcase, Mail } from 'lucide';
import { Icon } from '../../components/ui/icons.tsx';
import { IconAction } from '../../components/ui/icon-action.tsx';
import { company } from '../../content/company.ts';
import { careerMeta, jobOpeningsMeta, jobOpeningsPage } from '../../content/careers.ts';
import { PageHead } from '../../components/ui/page-head.tsx';
import { ContentQueries } from '../../components/ui/content-queries.tsx';
import { ContentStatus } from '../../components/ui/content-status.tsx';
import { useContentList } from '../../lib/use-content.ts';

export function JobOpeningsPage() {
  return (
    <ContentQueries>
      <JobOpenings />
    </ContentQueries>
  );
}

/** The open jobs, or the empty state while there are none (docs/product.md §2 Job openings). */
function JobOpenings() {
  const openings = useContentList('jobs');
  const currentOpenings = openings.items;
  return (
    <main id="main" tabIndex={-1} className="bg-slate-50 focus:outline-none">
      <PageHead
        {...jobOpeningsMeta}
        path={paths.jobOpenings}
        parents={[{ name: careerMeta.title, path: paths.career }]}
      />
      <header className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
          <h1 className="text-3xl font-bold sm:text-5xl">{jobOpeningsPage.title}</h1>
          <p className="mt-4 max-w-2xl text-lg text-brand-50">
            Open positions at {company.shortName}.
          </p>
        </div>
      </header>
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:py-16">
        {openings.status !== 'loaded' ? (
          <ContentStatus status={openings.status} />
        ) : currentOpenings.length === 0 ? (
          <section
            aria-labelledby="no-roles"
            className="rounded-2xl bg-white p-8 text-center shadow-md ring-1 ring-slate-200 sm:p-12"
          >
            <Icon node={Briefcase} className="mx-auto h-12 w-12 text-brand-600" />
            <h2 id="no-roles" className="mt-4 text-2xl font-bold text-slate-900">
              {jobOpeningsPage.emptyTitle}
            </h2>
            <p className="mt-3 text-slate-700">{jobOpeningsPage.emptyText}</p>
            <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
              <IconAction to={jobOpeningsPage.back.to} icon={ArrowLeft} tone="primary" size="sm">
                {jobOpeningsPage.back.label}
              </IconAction>
              <IconAction
                href={`mailto:${company.hrEmail}?subject=${encodeURIComponent('Speculative application')}`}
                icon={Mail}
                tone="outline"
                size="sm"
              >
                Send us your CV
              </IconAction>
            </div>
          </section>
        ) : (
          <ul className="space-y-4">
            {currentOpenings.map((job) => (
              <li key={job.id} className="rounded-2xl bg-white p-6 shadow-md ring-1 ring-slate-200">
                <h2 className="text-xl font-bold text-slate-900">
                  <Link
                    to={paths.careerDetails(job.id)}
                    state={{ job }}
                    className="hover:underline"
                  >
                    {job.title}
                  </Link>
                </h2>
                <p className="mt-1 text-sm text-slate-600">{job.location}</p>
                <p className="mt-3 text-slate-700">{job.description}</p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </main>
  );
}

export { JobOpeningsPage as Component };
