import type { InfiniteData } from '@tanstack/react-query';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import type { BlogListItem } from '@site/shared';
import { blogPageWindow } from '@site/shared/blog-pages';
import type { BuiltInPost } from '@site/shared/built-in-posts';
import type { BlogListPage } from './blog-api.ts';
import {
  fetchBlogCategories,
  fetchBlogListPage,
  fetchBlogWindow,
  fetchPublishedPost,
} from './blog-api.ts';
import type { BlogArticle } from './blog-article.ts';
import { fromBackend, fromBuiltIn, mergeArticles } from './blog-article.ts';
import { ALL_CATEGORIES, categoryOptions, filterArticles } from './filter-articles.ts';
import { logged } from '../../lib/logged-query.ts';

export const publishedPostKey = (slug: string) => ['blogs', 'slug', slug] as const;
/** The whole list, or the list narrowed by a search and a category, a page of the API at a time. */
export const blogListKey = (q: string, category: string) =>
  ['blogs', 'list', { q, category }] as const;
/** The backend posts of one page of the list (`/blog?page=N`) and their total: a prerendered list
 * page carries its own. */
export const blogListPageKey = (page: number) => ['blogs', 'page', page] as const;
/** How many published backend posts there are: every prerendered list page carries it, so the app
 * knows at once whether a page is past the last one. */
export const blogTotalKey = ['blogs', 'total'] as const;
export const blogCategoriesKey = ['blogs', 'categories'] as const;

/** What a list page holds (and what a prerendered page seeds under `blogListPageKey`). */
export type BlogWindow = { items: BlogListItem[]; total: number };

export type BlogListState = {
  /** loading: the backend posts are on their way; failed: only the built-in posts are shown. */
  status: 'loading' | 'loaded' | 'failed';
  /** The matching built-in posts, then the matching backend posts loaded so far. */
  articles: BlogArticle[];
  /** How many posts match in all: the built-in ones and the server's count. */
  total: number;
  /** Whether more posts match than `articles` holds. */
  hasMore: boolean;
  /** The next page of backend posts is on its way. */
  loadingMore: boolean;
};

/** The blog list (docs/product.md §3, §4): the built-in posts, filtered here, then the published
 * backend posts the server finds for the same search (`q`) and category, newest first, a page of the
 * API at a time. Pages are fetched until `wanted` posts are at hand or none are left. A failed first
 * page is logged and the built-in posts stand alone; a failed later page ends the list there. */
export function useBlogList(
  builtInPosts: readonly BuiltInPost[],
  { q, category }: { q: string; category: string },
  wanted: number,
): BlogListState {
  const builtIns = useMemo(
    () => filterArticles(builtInPosts.map(fromBuiltIn), q, category),
    [builtInPosts, q, category],
  );
  const serverCategory = category === ALL_CATEGORIES ? '' : category;
  // A prerendered /blog carries the total (and the backend posts of its first page): until the
  // first page of the API arrives, the list shows the same as the server's HTML.
  const seeded = useQueryClient().getQueryData<BlogWindow>(blogListPageKey(1));
  const unfiltered = q === '' && serverCategory === '';
  // One object while it stands: the query compares it by identity.
  const placeholder = useMemo(
    (): InfiniteData<BlogListPage, string | null> | undefined =>
      seeded && unfiltered
        ? { pages: [{ ...seeded, nextCursor: null }], pageParams: [null] }
        : undefined,
    [seeded, unfiltered],
  );
  const query = useInfiniteQuery({
    queryKey: blogListKey(q, serverCategory),
    queryFn: ({ pageParam }) =>
      logged(() => fetchBlogListPage({ cursor: pageParam, q, category: serverCategory }))(),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: placeholder,
    retry: false,
  });
  const { data, isPlaceholderData, hasNextPage, isFetching, isFetchNextPageError } = query;
  const { fetchNextPage } = query;

  const articles = useMemo(
    () =>
      mergeArticles(
        builtIns,
        (data?.pages ?? []).flatMap((page) => page.items.map(fromBackend)),
      ),
    [builtIns, data],
  );
  const backendTotal = data?.pages.at(-1)?.total ?? 0;
  const total = builtIns.length + backendTotal;
  const more = hasNextPage && !isFetchNextPageError;
  const short = wanted > articles.length;
  useEffect(() => {
    if (short && more && !isFetching) void fetchNextPage();
  }, [short, more, isFetching, fetchNextPage]);

  if (!data)
    return {
      status: query.isError ? 'failed' : 'loading',
      articles: builtIns,
      total: builtIns.length,
      hasMore: false,
      loadingMore: false,
    };
  return {
    status: 'loaded',
    articles,
    total,
    // The prerendered page's total stands for the pages still to come.
    hasMore: more || (isPlaceholderData && total > articles.length),
    loadingMore: short && (query.isFetchingNextPage || (isPlaceholderData && isFetching)),
  };
}

export type BlogPageState = {
  status: 'loading' | 'loaded' | 'failed';
  /** The page's built-in posts, then its backend posts. */
  articles: BlogArticle[];
  /** How many posts the list holds in all; null while unknown. */
  total: number | null;
};

/** Page `page` of the whole list (`/blog?page=N`, decision 042): the posts `blogPageWindow` picks,
 * the built-in ones first. A failed load is logged and counts as no backend posts. */
export function useBlogListPage(builtInPosts: readonly BuiltInPost[], page: number): BlogPageState {
  const queryClient = useQueryClient();
  const { builtIns, backend } = blogPageWindow(page, builtInPosts.length);
  const query = useQuery({
    queryKey: blogListPageKey(page),
    queryFn: logged((): Promise<BlogWindow> => fetchBlogWindow(backend)),
    retry: false,
  });
  const pageBuiltIns = useMemo(
    () => builtInPosts.slice(builtIns.start, builtIns.end).map(fromBuiltIn),
    [builtInPosts, builtIns.start, builtIns.end],
  );
  const { data } = query;
  const articles = useMemo(
    () => mergeArticles(pageBuiltIns, (data?.items ?? []).map(fromBackend)),
    [pageBuiltIns, data],
  );
  if (data) return { status: 'loaded', articles, total: builtInPosts.length + data.total };
  if (query.isError) return { status: 'failed', articles, total: builtInPosts.length };
  // A prerendered page past the last one carries the total: the app knows it at once, as the server did.
  const knownTotal = queryClient.getQueryData<number>(blogTotalKey);
  return {
    status: 'loading',
    articles,
    total: knownTotal === undefined ? null : builtInPosts.length + knownTotal,
  };
}

/** The category dropdown's options: 'All', the built-in posts' categories, then the server's. The
 * server's are a nicety: when they cannot be loaded, the built-in ones stand alone. */
export function useBlogCategories(builtInPosts: readonly BuiltInPost[]): string[] {
  const { data } = useQuery({
    queryKey: blogCategoriesKey,
    queryFn: fetchBlogCategories,
    retry: false,
  });
  return useMemo(
    () => categoryOptions(builtInPosts.map(fromBuiltIn), data ?? []),
    [builtInPosts, data],
  );
}

export type BlogPostState =
  { status: 'loading' } | { status: 'found'; article: BlogArticle } | { status: 'not-found' };

/** One post by slug: a built-in post with that slug wins and needs no request (docs/product.md §7);
 * otherwise the published backend post. A failed request is logged and counts as not found. */
export function useBlogArticle(slug: string, builtInPosts: readonly BuiltInPost[]): BlogPostState {
  const builtIn = useMemo(
    () => builtInPosts.find((post) => post.slug === slug),
    [builtInPosts, slug],
  );
  const query = useQuery({
    queryKey: publishedPostKey(slug),
    queryFn: logged(() => fetchPublishedPost(slug)),
    enabled: !builtIn && slug !== '',
    retry: false,
  });
  const backend = query.data;
  return useMemo((): BlogPostState => {
    if (builtIn) return { status: 'found', article: fromBuiltIn(builtIn) };
    if (slug === '') return { status: 'not-found' };
    if (backend) return { status: 'found', article: fromBackend(backend) };
    if (query.isPending) return { status: 'loading' };
    return { status: 'not-found' };
  }, [builtIn, slug, backend, query.isPending]);
}
