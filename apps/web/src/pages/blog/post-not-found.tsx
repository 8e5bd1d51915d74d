import { Link } from 'wouter';
import { paths } from '@site/shared/site-routes';
import { PageHead } from '../../components/ui/page-head.tsx';
import { blogPostCopy } from './blog-copy.ts';
import { useNotFoundReport } from '../../lib/not-found-report.ts';

/** docs/product.md §8: an unknown slug, or a post that could not be loaded. */
export function PostNotFound() {
  useNotFoundReport();
  const { notFound } = blogPostCopy;
  return (
    <main
      id="main"
      tabIndex={-1}
      className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-6 py-16 text-center focus:outline-none"
    >
      <PageHead title={notFound.title} description={notFound.text} noindex />
      <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">{notFound.title}</h1>
      <p className="mt-4 text-lg text-slate-700">{notFound.text}</p>
      <Link
        to={paths.blog}
        className="mt-8 inline-flex min-h-11 items-center justify-center rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
      >
        {notFound.back}
      </Link>
    </main>
  );
}
