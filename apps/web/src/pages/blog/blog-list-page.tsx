import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import type { BuiltInPost } from '@site/shared/built-in-posts';
import { builtInPosts } from '@site/shared/built-in-posts';
import { paths } from '@site/shared/site-routes';
import { absoluteUrl } from '../../lib/absolute-url.ts';
import { useRouteEntry } from '../../lib/hash-location.ts';
import { queryClient } from '../../lib/query-client.ts';
import { useSiteOrigin } from '../../lib/site-origin.tsx';
import type { BlogArticle } from '../../features/blog/blog-article.ts';
import { ALL_CATEGORIES, PAGE_SIZE } from '../../features/blog/filter-articles.ts';
import { blogListHref, blogPageOf, lastBlogPage } from '../../features/blog/list-pages.ts';
import {
  useBlogCategories,
  useBlogList,
  useBlogListPage,
} from '../../features/blog/use-blog-articles.ts';
import { actionStyles } from '../../components/ui/action-styles.ts';
import { LoadingStatus } from '../../components/ui/loading-status.tsx';
import { NotFoundPage } from '../../components/ui/not-found-page.tsx';
import { PageHead } from '../../components/ui/page-head.tsx';
import { PageHero } from '../../components/ui/page-hero.tsx';
import { useDebouncedValue } from '../../components/ui/use-debounced-value.ts';
import { useInBrowser } from '../../components/ui/use-in-browser.ts';
import { ArticleCard } from './article-card.tsx';
import { blogListCopy as copy } from './blog-copy.ts';
import { BlogFilters } from './blog-filters.tsx';
import { EmptyState } from './blog-states.tsx';
import { NewsletterBox } from './newsletter-box.tsx';

/** docs/product.md §9: the search asks the server once typing has paused this long. */
const SEARCH_DEBOUNCE_MS = 300;

type BlogListPageProps = {
  /** The built-in posts; replaceable so tests can show the blog without any. */
  posts?: readonly BuiltInPost[];
};

/** /blog (docs/product.md §2 "Blog list"), and its pages `/blog?page=N` (decision 042). */
export function BlogListPage({ posts = builtInPosts }: BlogListPageProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <BlogList posts={posts} />
    </QueryClientProvider>
  );
}

/** The page of the list the address names. While the app takes over a prerendered `/blog?page=N`,
 * the router's query is still the server's (none: most twins are rendered once per path,
 * lib/hash-location.ts), but the route entry already holds the address's; on the server, the
 * router's `ssrSearch` holds it. */
function useListPage(): number {
  const entry = useRouteEntry();
  const search = useSearch();
  return blogPageOf(entry.search || search);
}

type Filters = {
  query: string;
  category: string;
  categories: readonly string[];
  onQueryChange: (query: string) => void;
  onCategoryChange: (category: string) => void;
};

function BlogList({ posts }: Required<BlogListPageProps>) {
  const page = useListPage();
  const [, navigate] = useLocation();
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState(ALL_CATEGORIES);
  const q = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  const categories = useBlogCategories(posts);
  // A numbered page shows the whole list: arriving at one (a link, back or forward) clears the filters.
  const [filteredPage, setFilteredPage] = useState(page);
  if (filteredPage !== page) {
    setFilteredPage(page);
    if (page > 1) {
      setQuery('');
      setCategory(ALL_CATEGORIES);
    }
  }
  // Searching or choosing a category from a numbered page filters the whole list, from its top.
  const toWholeList = () => {
    if (page > 1) navigate(paths.blog, { replace: true });
  };
  const filters: Filters = {
    query,
    category,
    categories,
    onQueryChange: (next) => {
      setQuery(next);
      toWholeList();
    },
    onCategoryChange: (next) => {
      setCategory(next);
      toWholeList();
    },
  };
  if (page > 1) return <NumberedPage posts={posts} page={page} filters={filters} />;
  return (
    <WholeList
      posts={posts}
      q={query.trim() === '' ? '' : q}
      category={category}
      filters={filters}
    />
  );
}

/** The first page, `/blog`: six cards, six more per 'Load More Articles', fetched from the server a
 * page of the API at a time as they are needed (docs/product.md §4). */
function WholeList({
  posts,
  q,
  category,
  filters,
}: {
  posts: readonly BuiltInPost[];
  q: string;
  category: string;
  filters: Filters;
}) {
  const filterKey = `${q}\u0000${category}`;
  const [paging, setPaging] = useState({ filterKey, visible: PAGE_SIZE });
  // A new search or category starts again at six.
  const visible = paging.filterKey === filterKey ? paging.visible : PAGE_SIZE;
  const list = useBlogList(posts, { q, category }, visible);
  const shown = list.articles.slice(0, visible);
  const more = list.articles.length > visible || list.hasMore;
  const unfiltered = q === '' && category === ALL_CATEGORIES;
  const cardLinks = useRef<(HTMLAnchorElement | null)[]>([]);
  // Keyboard focus moves to the first of the new cards once it is shown (the button may vanish).
  const focusCard = useRef<number | null>(null);
  useEffect(() => {
    const index = focusCard.current;
    const link = index === null ? null : cardLinks.current[index];
    if (!link) return;
    focusCard.current = null;
    link.focus();
  });

  let content: ReactNode;
  if (list.status === 'loading') content = <LoadingStatus text={copy.loading} late={!unfiltered} />;
  else if (list.articles.length === 0)
    content = (
      <EmptyState
        title={copy.empty.title}
        hint={unfiltered ? copy.empty.nonePublished : copy.empty.filtered}
      />
    );
  else
    content = (
      <>
        <p aria-live="polite" className="mb-4 text-sm text-slate-600">
          {copy.showing(shown.length, list.total)}
        </p>
        <ArticleGrid articles={shown} cardLinks={cardLinks} />
        {list.loadingMore ? (
          <LoadingStatus text={copy.loading} late />
        ) : (
          more && (
            <div className="mt-12 flex justify-center">
              <LoadMore
                onLoadMore={() => {
                  focusCard.current = visible;
                  setPaging({ filterKey, visible: visible + PAGE_SIZE });
                }}
              />
            </div>
          )
        )}
      </>
    );
  return (
    <BlogFrame
      page={1}
      next={unfiltered && list.status === 'loaded' && list.total > PAGE_SIZE ? 2 : null}
      filters={filters}
    >
      {content}
    </BlogFrame>
  );
}

/** 'Load More Articles'. In the server's HTML (and until the app has taken the page over) a link to
 * the second page, `/blog?page=2`, which works without JavaScript and which crawlers follow; in the
 * app a button that shows six more. */
function LoadMore({ onLoadMore }: { onLoadMore: () => void }) {
  const inBrowser = useInBrowser();
  const className = `${actionStyles.primary} px-8`;
  if (!inBrowser)
    return (
      <Link to={blogListHref(2)} rel="next" className={className}>
        {copy.loadMore}
      </Link>
    );
  return (
    <button type="button" onClick={onLoadMore} className={className}>
      {copy.loadMore}
    </button>
  );
}

/** Page `page` ≥ 2 of the whole list, `/blog?page=N` (decision 042): the six cards `blogPageWindow`
 * picks, with links to the pages before and after. A page past the last is not found. */
function NumberedPage({
  posts,
  page,
  filters,
}: {
  posts: readonly BuiltInPost[];
  page: number;
  filters: Filters;
}) {
  const list = useBlogListPage(posts, page);
  const last = list.total === null ? null : lastBlogPage(list.total);
  if (last !== null && page > last) return <NotFoundPage reported={false} />;

  const first = (page - 1) * PAGE_SIZE + 1;
  return (
    <BlogFrame page={page} next={last !== null && page < last ? page + 1 : null} filters={filters}>
      {list.status === 'loading' || last === null ? (
        <LoadingStatus text={copy.loading} />
      ) : (
        <>
          <p aria-live="polite" className="mb-4 text-sm text-slate-600">
            {copy.showingRange(first, first + list.articles.length - 1, list.total ?? 0)}
          </p>
          <ArticleGrid articles={list.articles} />
          <nav aria-label={copy.pages.label} className="mt-12 flex flex-col items-center gap-4">
            <p className="text-sm text-slate-600">{copy.pages.position(page, last)}</p>
            <div className="flex flex-wrap justify-center gap-3">
              <Link to={blogListHref(page - 1)} rel="prev" className={actionStyles.outlineDark}>
                {copy.pages.previous}
              </Link>
              {page < last && (
                <Link to={blogListHref(page + 1)} rel="next" className={actionStyles.primary}>
                  {copy.pages.next}
                </Link>
              )}
            </div>
          </nav>
        </>
      )}
    </BlogFrame>
  );
}

function ArticleGrid({
  articles,
  cardLinks,
}: {
  articles: readonly BlogArticle[];
  cardLinks?: { current: (HTMLAnchorElement | null)[] };
}) {
  return (
    <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
      {articles.map((article, index) => (
        <li key={`${article.source}:${article.slug}`}>
          <ArticleCard
            article={article}
            priority={index === 0}
            linkRef={
              cardLinks &&
              ((link) => {
                cardLinks.current[index] = link;
              })
            }
          />
        </li>
      ))}
    </ul>
  );
}

/** What every page of the list shares: its head (with `rel=prev/next` between the numbered pages),
 * the hero, the search and category filters, and the newsletter box. */
function BlogFrame({
  page,
  next,
  filters,
  children,
}: {
  page: number;
  next: number | null;
  filters: Filters;
  children: ReactNode;
}) {
  const origin = useSiteOrigin();
  const numbered = page > 1;
  return (
    <main id="main" tabIndex={-1} className="bg-slate-50 focus:outline-none">
      <PageHead
        title={numbered ? copy.numberedTitle(page) : copy.pageTitle}
        description={copy.description}
        path={blogListHref(page)}
        parents={numbered ? [{ name: copy.pageTitle, path: paths.blog }] : undefined}
      />
      {numbered && <link rel="prev" href={absoluteUrl(origin, blogListHref(page - 1))} />}
      {next !== null && <link rel="next" href={absoluteUrl(origin, blogListHref(next))} />}
      <PageHero {...copy.hero} />
      <section
        aria-labelledby="blog-articles"
        className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8"
      >
        <h2 id="blog-articles" className="sr-only">
          {copy.listHeading}
        </h2>
        <BlogFilters
          query={filters.query}
          onQueryChange={filters.onQueryChange}
          category={filters.category}
          categories={filters.categories}
          onCategoryChange={filters.onCategoryChange}
        />
        <div className="mt-10">{children}</div>
      </section>
      <NewsletterBox />
    </main>
  );
}

export { BlogListPage as Component };
