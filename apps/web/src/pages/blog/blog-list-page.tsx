import { QueryClientProvider } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { BuiltInPost } from '@site/shared/built-in-posts';
import { builtInPosts } from '@site/shared/built-in-posts';
import { paths } from '@site/shared/site-routes';
import { queryClient } from '../../lib/query-client.ts';
import {
  ALL_CATEGORIES,
  PAGE_SIZE,
  categoryOptions,
  filterArticles,
} from '../../features/blog/filter-articles.ts';
import { useBlogArticles } from '../../features/blog/use-blog-articles.ts';
import { ArticleCard } from './article-card.tsx';
import { blogListCopy as copy } from './blog-copy.ts';
import { BlogFilters } from './blog-filters.tsx';
import { PageHead } from '../../components/ui/page-head.tsx';
import { PageHero } from '../../components/ui/page-hero.tsx';
import { LoadingStatus } from '../../components/ui/loading-status.tsx';
import { EmptyState } from './blog-states.tsx';
import { NewsletterBox } from './newsletter-box.tsx';

type BlogListPageProps = {
  /** The built-in posts; replaceable so tests can show the blog without any. */
  posts?: readonly BuiltInPost[];
};

/** /blog (docs/product.md §2 "Blog list"). */
export function BlogListPage({ posts = builtInPosts }: BlogListPageProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <BlogList posts={posts} />
    </QueryClientProvider>
  );
}

function BlogList({ posts }: Required<BlogListPageProps>) {
  const { articles, status } = useBlogArticles(posts);
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState(ALL_CATEGORIES);
  const [visible, setVisible] = useState(PAGE_SIZE);
  const cardLinks = useRef<(HTMLAnchorElement | null)[]>([]);

  const categories = useMemo(() => categoryOptions(articles), [articles]);
  const matches = useMemo(
    () => filterArticles(articles, query, category),
    [articles, query, category],
  );
  const shown = matches.slice(0, visible);

  return (
    <main id="main" tabIndex={-1} className="bg-slate-50 focus:outline-none">
      <PageHead title={copy.pageTitle} description={copy.description} path={paths.blog} />
      <PageHero {...copy.hero} />
      <section
        aria-labelledby="blog-articles"
        className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8"
      >
        <h2 id="blog-articles" className="sr-only">
          {copy.listHeading}
        </h2>
        <BlogFilters
          query={query}
          onQueryChange={(next) => {
            setQuery(next);
            setVisible(PAGE_SIZE);
          }}
          category={category}
          categories={categories}
          onCategoryChange={(next) => {
            setCategory(next);
            setVisible(PAGE_SIZE);
          }}
        />
        <div className="mt-10">
          {status === 'loading' ? (
            <LoadingStatus text={copy.loading} />
          ) : matches.length === 0 ? (
            <EmptyState
              title={copy.empty.title}
              hint={articles.length === 0 ? copy.empty.nonePublished : copy.empty.filtered}
            />
          ) : (
            <>
              <p aria-live="polite" className="mb-4 text-sm text-slate-600">
                {copy.showing(shown.length, matches.length)}
              </p>
              <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
                {shown.map((article, index) => (
                  <li key={`${article.source}:${article.slug}`}>
                    <ArticleCard
                      article={article}
                      priority={index === 0}
                      linkRef={(link) => {
                        cardLinks.current[index] = link;
                      }}
                    />
                  </li>
                ))}
              </ul>
              {matches.length > visible && (
                <div className="mt-12 flex justify-center">
                  <button
                    type="button"
                    onClick={() => {
                      // Keyboard focus moves to the first of the new cards (the button may vanish).
                      flushSync(() => setVisible(visible + PAGE_SIZE));
                      cardLinks.current[visible]?.focus();
                    }}
                    className="inline-flex min-h-11 items-center justify-center rounded-md bg-brand-700 px-8 py-3 font-semibold text-white hover:bg-brand-800"
                  >
                    {copy.loadMore}
                  </button>
                </div>
              )}
            </>
          )}
        </div>
      </section>
      <NewsletterBox />
    </main>
  );
}

export { BlogListPage as Component };
