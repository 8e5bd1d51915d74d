import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { BuiltInPost } from '@site/shared/built-in-posts';
import { paths } from '@site/shared/site-routes';
import { SEARCH_POST_LIMIT } from '@site/shared/site-search';
import { searchEntries, searchIndex, withPublishedProjects } from '../../content/search-index.ts';
import { useContentList } from '../../lib/use-content.ts';
import { cardExcerpt } from '../../features/blog/article-text.ts';
import { fetchBlogListPage } from '../../features/blog/blog-api.ts';
import {
  fromBackend,
  fromBuiltIn,
  mergeArticles,
  type BlogArticle,
} from '../../features/blog/blog-article.ts';
import { ALL_CATEGORIES, filterArticles } from '../../features/blog/filter-articles.ts';
import type { BlogWindow } from '../../features/blog/use-blog-articles.ts';
import type { SearchResult } from '../../features/search/search-result.tsx';

/** The published posts the server finds for a search (the newest SEARCH_POST_LIMIT) and how many it
 * finds in all. A prerendered search page carries its own (app/render-page.tsx). */
export const searchPostsKey = (q: string) => ['blogs', 'search', q] as const;

export type SearchResults = {
  /** The index's entries (as the overlay lists them), then the matching built-in posts, then the
   * server's. */
  results: SearchResult[];
  /** How many match in all: the results, and the server's posts not listed. */
  total: number;
  /** The server's posts not listed (past the newest SEARCH_POST_LIMIT). */
  unlisted: number;
  /** loading: the server's posts are on their way; failed: the rest stands alone. */
  posts: 'loading' | 'loaded' | 'failed';
};

const postResult = (article: BlogArticle): SearchResult => ({
  type: 'post',
  title: article.title,
  description: cardExcerpt(article),
  href: paths.blogPost(article.slug),
  category: article.category,
});

/** The search page's results for `q` (decision 045): what the header's overlay finds in the site's
 * index, then the blog posts: the built-in ones matching as the blog list filters them, then the
 * published posts the server finds (GET /api/blogs?q=, never a draft). A blank query finds nothing.
 * A failed request is logged and the other results stand alone. */
export function useSearchResults(q: string, builtInPosts: readonly BuiltInPost[]): SearchResults {
  const blank = q.trim() === '';
  const query = useQuery({
    queryKey: searchPostsKey(q),
    queryFn: async (): Promise<BlogWindow> => {
      try {
        const { items, total } = await fetchBlogListPage({ q, limit: SEARCH_POST_LIMIT });
        return { items, total };
      } catch (error) {
        console.error(error);
        throw error;
      }
    },
    enabled: !blank,
    retry: false,
  });
  const { data } = query;
  const projects = useContentList('projects');
  const published = projects.status === 'loaded' ? projects.items : undefined;
  const results = useMemo(() => {
    if (blank) return [];
    const builtIns = filterArticles(builtInPosts.map(fromBuiltIn), q, ALL_CATEGORIES);
    const posts = mergeArticles(builtIns, (data?.items ?? []).map(fromBackend));
    const index = withPublishedProjects(searchIndex, published);
    return [...searchEntries(q, index), ...posts.map(postResult)];
  }, [blank, q, builtInPosts, data, published]);
  const unlisted = data ? Math.max(0, data.total - data.items.length) : 0;
  return {
    results,
    total: results.length + unlisted,
    unlisted,
    posts: blank || data ? 'loaded' : query.isError ? 'failed' : 'loading',
  };
}
