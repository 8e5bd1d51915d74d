import { Link } from 'wouter';
import { projectNotFoundMeta, projectsPage } from '../../content/projects.ts';
import { actionStyles } from '../../components/ui/action-styles.ts';
import { PageHead } from '../../components/ui/page-head.tsx';
import { useNotFoundReport } from '../../lib/not-found-report.ts';

/** docs/product.md §8: an unknown project id. */
export function ProjectNotFound() {
  useNotFoundReport();
  const { notFound } = projectsPage;
  return (
    <main
      id="main"
      tabIndex={-1}
      className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-6 py-16 text-center focus:outline-none"
    >
      <PageHead {...projectNotFoundMeta} noindex />
      <h1 className="text-3xl font-bold text-brand-900">{notFound.title}</h1>
      <p className="mt-4 text-lg text-slate-600">{notFound.text}</p>
      <Link to={notFound.back.to} className={`mt-8 ${actionStyles.primary}`}>
        {notFound.back.label}
      </Link>
    </main>
  );
}
