import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useId, useRef, type FormEvent } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { Search } from 'lucide';
import type { BuiltInPost } from '@site/shared/built-in-posts';
import { builtInPosts } from '@site/shared/built-in-posts';
import { paths } from '@site/shared/site-routes';
import {
  SEARCH_QUERY_MAX_LENGTH,
  SEARCH_QUERY_PARAM,
  searchHref,
  searchQueryOf,
} from '@site/shared/site-search';
import { actionStyles } from '../../components/ui/action-styles.ts';
import { Icon } from '../../components/ui/icons.tsx';
import { LoadingStatus } from '../../components/ui/loading-status.tsx';
import { PageHead } from '../../components/ui/page-head.tsx';
import { PageHero } from '../../components/ui/page-hero.tsx';
import { searchTips } from '../../content/search-index.ts';
import {
  noResultsFor,
  resultCount,
  SearchResultSummary,
  searchTipsCopy,
  type SearchResult,
} from '../../features/search/search-result.tsx';
import { useSearchResults } from './use-search-results.ts';
import { useRouteEntry } from '../../lib/hash-location.ts';
import { queryClient } from '../../lib/query-client.ts';
import { searchCopy as copy } from './search-copy.ts';

type SearchPageProps = {
  /** The built-in posts; replaceable so tests can search without them. */
  posts?: readonly BuiltInPost[];
};

/** /search and /search?q=… (decision 045): a search form that works without script, and for a query
 * the overlay's results for it and the matching blog posts, each a link. The server renders it for
 * any query (and keeps none); the app shows the same and searches again in place. */
export function SearchPage({ posts = builtInPosts }: SearchPageProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <SearchView posts={posts} />
    </QueryClientProvider>
  );
}

/** The search the address names. While the app takes over a prerendered `/search?q=…`, the router's
 * query is still the server's (none, lib/hash-location.ts), but the route entry already holds the
 * address's; on the server, the router's `ssrSearch` holds it. */
function useSearchQuery(): string {
  const entry = useRouteEntry();
  const search = useSearch();
  return searchQueryOf(entry.search || search);
}

function SearchView({ posts }: Required<SearchPageProps>) {
  const q = useSearchQuery();
  const found = useSearchResults(q, posts);
  const searching = q !== '' && found.posts === 'loading';
  let summary: string = copy.prompt;
  if (q !== '')
    summary = found.total > 0 ? resultCount(found.total) : searching ? '' : noResultsFor(q);
  return (
    <main id="main" tabIndex={-1} className="bg-slate-50 focus:outline-none">
      <PageHead
        {...(q === ''
          ? { title: copy.pageTitle, description: copy.description, path: paths.search }
          : { title: copy.resultsTitle(q), description: copy.description, noindex: true })}
      />
      <PageHero eyebrow={copy.hero.eyebrow} title={copy.hero.title} subtitle={copy.hero.subtitle}>
        <SearchForm q={q} />
      </PageHero>
      {/* In the hero's column, so the results start under the search box. */}
      <section
        aria-labelledby="search-results"
        className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8"
      >
        <div className="max-w-3xl">
          <h2 id="search-results" className="sr-only">
            {copy.resultsHeading}
          </h2>
          <p role="status" className="text-lg font-semibold text-slate-900">
            {summary}
          </p>
          {found.results.length > 0 && <ResultList results={found.results} />}
          {searching && <LoadingStatus text={copy.loadingPosts} late />}
          {found.unlisted > 0 && (
            <p className="mt-6 text-slate-700">
              {copy.unlisted(found.unlisted)}{' '}
              <Link to={paths.blog} className="font-semibold text-brand-700 underline">
                {copy.toBlog}
              </Link>
            </p>
          )}
          {(q === '' || (found.total === 0 && !searching)) && (
            <Tips intro={q === '' ? searchTipsCopy.text : copy.empty.hint} />
          )}
        </div>
      </section>
    </main>
  );
}

/** The search form: a GET of `/search?q=…`, which the server answers without script; in the app,
 * the same address in place. What the visitor typed before the app took over stays in the box. */
function SearchForm({ q }: { q: string }) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [, navigate] = useLocation();
  // A search reached otherwise (back, a tip) shows in the box.
  const shown = useRef(q);
  useEffect(() => {
    if (shown.current === q) return;
    shown.current = q;
    if (input.current) input.current.value = q;
  }, [q]);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = new FormData(event.currentTarget).get(SEARCH_QUERY_PARAM);
    navigate(searchHref(typeof text === 'string' ? text : ''));
  };
  return (
    <form
      role="search"
      action={paths.search}
      method="get"
      onSubmit={onSubmit}
      className="w-full max-w-2xl"
    >
      <label htmlFor={inputId} className="block text-sm font-semibold text-brand-50">
        {copy.form.label}
      </label>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row">
        <div className="relative flex-1">
          <Icon
            node={Search}
            className="pointer-events-none absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-slate-500"
          />
          <input
            ref={input}
            id={inputId}
            type="search"
            name={SEARCH_QUERY_PARAM}
            defaultValue={q}
            maxLength={SEARCH_QUERY_MAX_LENGTH}
            placeholder={copy.form.placeholder}
            enterKeyHint="search"
            autoComplete="off"
            spellCheck={false}
            className="block min-h-12 w-full rounded-md border border-white/20 bg-white py-3 pl-10 pr-3 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:outline-none focus:ring-4 focus:ring-accent-400/60"
          />
        </div>
        <button type="submit" className={`${actionStyles.accent} min-h-12`}>
          {copy.form.submit}
        </button>
      </div>
    </form>
  );
}

/** Each result a link to what it found, with the overlay's badge, title, description and category. */
function ResultList({ results }: { results: readonly SearchResult[] }) {
  return (
    <ul aria-label={copy.resultsHeading} className="mt-6 space-y-3">
      {results.map((result) => (
        <li key={result.href}>
          <Link
            to={result.href}
            className="block rounded-lg bg-white px-4 py-3 shadow-sm ring-1 ring-slate-200 transition-shadow hover:ring-2 hover:ring-brand-600"
          >
            <SearchResultSummary result={result} />
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The overlay's search tips, each a link to its search. */
function Tips({ intro }: { intro: string }) {
  return (
    <div className="mt-8">
      <h3 className="text-xs font-semibold uppercase tracking-wider text-slate-600">
        {searchTipsCopy.heading}
      </h3>
      <p className="mt-1 text-sm text-slate-600">{intro}</p>
      <ul className="mt-3 flex flex-wrap gap-2">
        {searchTips.map((tip) => (
          <li key={tip}>
            <Link
              to={searchHref(tip)}
              className="inline-block rounded-full border border-slate-300 bg-white px-3 py-1 text-sm text-slate-700 hover:border-brand-600 hover:text-brand-700"
            >
              {tip}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export { SearchPage as Component };
