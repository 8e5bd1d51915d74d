import { Link } from 'wouter';
import { paths } from '@site/shared/site-routes';
import { notFoundMeta, notFoundPage } from '../../content/not-found.ts';
import { useNotFoundReport } from '../../lib/not-found-report.ts';
import { PageHead } from './page-head.tsx';

/** The page of an address the site does not have. `reported`: whether the not-found log counts it
 * (a page of the blog list past the last is no address to redirect). */
export function NotFoundPage({ reported = true }: { reported?: boolean }) {
  useNotFoundReport(reported);
  return (
    <main
      id="main"
      tabIndex={-1}
      className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-6 py-16 text-center"
    >
      <PageHead {...notFoundMeta} noindex />
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-600">
        {notFoundPage.eyebrow}
      </p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900">{notFoundPage.title}</h1>
      <p className="mt-4 text-slate-600">{notFoundPage.text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          to={paths.home}
          className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
        >
          Go to the home page
        </Link>
        <Link
          to={paths.contact}
          className="rounded-md border border-slate-300 px-5 py-2.5 font-semibold text-slate-800 hover:bg-slate-50"
        >
          Contact us
        </Link>
      </div>
    </main>
  );
}

export { NotFoundPage as Component };
