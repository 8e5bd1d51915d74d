import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { BuiltInPost } from '@site/shared/built-in-posts';
import { fetchPublishedPost, fetchPublishedPosts } from './blog-api.ts';
import type { BlogArticle } from './blog-article.ts';
import { fromBackend, fromBuiltIn, mergeArticles } from './blog-article.ts';

export const publishedPostsKey = ['blogs', 'published'] as const;
export const publishedPostKey = (slug: string) => ['blogs', 'slug', slug] as const;

export type BlogListState = {
  articles: BlogArticle[];
  /** loading: the backend posts are on their way; failed: only the built-in posts are shown. */
  status: 'loading' | 'loaded' | 'failed';
};

/** The built-in posts followed by the published backend posts. When the list cannot be
 * loaded the error is logged and the built-in posts stand alone (docs/product.md §4, §8). */
export function useBlogArticles(builtInPosts: readonly BuiltInPost[]): BlogListState {
  const query = useQuery({
    queryKey: publishedPostsKey,
    queryFn: async () => {
      try {
        return await fetchPublishedPosts();
      } catch (error) {
        console.error(error);
        throw error;
      }
    },
    retry: false,
  });
  const builtIns = useMemo(() => builtInPosts.map(fromBuiltIn), [builtInPosts]);
  const articles = useMemo(
    () => mergeArticles(builtIns, (query.data ?? []).map(fromBackend)),
    [builtIns, query.data],
  );
  return { articles, status: query.isPending ? 'loading' : query.isError ? 'failed' : 'loaded' };
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
    queryFn: async () => {
      try {
        return await fetchPublishedPost(slug);
      } catch (error) {
        console.error(error);
        throw error;
      }
    },
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
