import { useRouter } from 'wouter';
import { ChunkLoadError } from './lazy-route.ts';
import { paths } from '@site/shared/site-routes';
import { PageHead } from '../components/ui/page-head.tsx';

/** Shown instead of a blank screen when a route chunk fails to load or a page throws. */
export function RouteErrorPage({ error }: { error: unknown }) {
  const { hrefs } = useRouter();
  const isChunk = error instanceof ChunkLoadError;
  if (!isChunk) console.error(error);
  return (
    <main
      id="main"
      tabIndex={-1}
      className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-6 py-16 text-center"
    >
      <PageHead title="Something went wrong" description="This page could not be shown." noindex />
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-600">
        Something went wrong
      </p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900">
        {isChunk ? 'This page could not be loaded' : 'Sorry, this page hit a problem'}
      </h1>
      <p className="mt-4 text-slate-600">
        {isChunk
          ? 'Your connection may have dropped, or the site was just updated. Reloading usually fixes it.'
          : 'Reload the page to try again, or go back to the home page.'}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
        >
          Reload
        </button>
        {/* The browser's own navigation, not the router's: it works even when the app is broken. */}
        <a
          href={hrefs(paths.home)}
          className="rounded-md border border-slate-300 px-5 py-2.5 font-semibold text-slate-800 hover:bg-slate-50"
        >
          Go to the home page
        </a>
      </div>
    </main>
  );
}
