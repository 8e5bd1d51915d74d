import type { BlogListItem, BlogPost, ListPage } from '@site/shared';
import { BLOG_PAGE_SIZE } from '@site/shared/blog-pages';
import { apiRequest } from '../../lib/api-client.ts';

/** docs/product.md §8: the error a failed list load throws and logs (the wording is the spec's). */
export const BLOG_LIST_ERROR = 'Failed to fetch admin blog posts';

/** One answer of GET /api/blogs: a page of published posts, how many match in all, and the cursor of
 * the next page (null on the last). */
export type BlogListPage = { items: BlogListItem[]; total: number; nextCursor: string | null };

/** What GET /api/blogs is asked: `cursor` (keyset) or `page` (offset, 1-based, in pages of `limit`);
 * `q` and `category` narrow the list. An empty value is left out. */
export type BlogListParams = {
  limit?: number;
  cursor?: string | null;
  page?: number;
  q?: string;
  category?: string;
};

/** The query string of `params`, without the empty ones: the first page of the whole list is plain
 * `/blogs`, the address the first-view loader preloads for /blog (vite.config.ts). */
function listPath({ limit, cursor, page, q, category }: BlogListParams): string {
  const search = new URLSearchParams();
  if (limit !== undefined) search.set('limit', String(limit));
  if (cursor) search.set('cursor', cursor);
  if (page !== undefined) search.set('page', String(page));
  if (q) search.set('q', q);
  if (category) search.set('category', category);
  const query = search.toString();
  return query ? `/blogs?${query}` : '/blogs';
}

/** GET /api/blogs: one page of published posts, newest first. A non-OK answer or a network failure
 * throws `BLOG_LIST_ERROR` (the cause attached). */
export async function fetchBlogListPage(params: BlogListParams = {}): Promise<BlogListPage> {
  let result;
  try {
    result = await apiRequest<BlogListItem[]>(listPath(params));
  } catch (cause) {
    throw new Error(BLOG_LIST_ERROR, { cause });
  }
  if (!result.success || !Array.isArray(result.data))
    throw new Error(BLOG_LIST_ERROR, { cause: result });
  const { total, nextCursor } = result as Partial<ListPage>;
  const items = result.data.filter((post) => post.status === 'published');
  return {
    items,
    total: typeof total === 'number' ? total : items.length,
    nextCursor: typeof nextCursor === 'string' && nextCursor !== '' ? nextCursor : null,
  };
}

/** The backend posts at `offset` (`limit` of them) of the whole list, and how many there are in all:
 * a page of the crawlable twin as `blogPageWindow` picks it. Asked in pages of six (one request when
 * the window is one of them, as it is with six built-in posts), never from the first post. */
export async function fetchBlogWindow({
  offset,
  limit,
}: {
  offset: number;
  limit: number;
}): Promise<{ items: BlogListItem[]; total: number }> {
  const size = BLOG_PAGE_SIZE;
  const first = Math.floor(offset / size);
  const last = Math.floor((offset + Math.max(limit, 1) - 1) / size);
  const pages = await Promise.all(
    Array.from({ length: last - first + 1 }, (_, index) =>
      fetchBlogListPage({ limit: size, page: first + index + 1 }),
    ),
  );
  const start = offset - first * size;
  return {
    items: pages.flatMap((page) => page.items).slice(start, start + limit),
    total: pages[0]?.total ?? 0,
  };
}

/** GET /api/blogs/categories: the categories of the published posts, most recently used first. */
export async function fetchBlogCategories(): Promise<string[]> {
  const result = await apiRequest<string[]>('/blogs/categories');
  if (!result.success || !Array.isArray(result.data))
    throw new Error('The blog categories could not be loaded', { cause: result });
  return result.data.filter((category) => typeof category === 'string' && category.trim() !== '');
}

/** GET /api/blogs/slug/:slug: the published post, or null for any non-OK answer (docs/product.md §7 ignores
 * those silently). A network failure throws. */
export async function fetchPublishedPost(slug: string): Promise<BlogPost | null> {
  const result = await apiRequest<BlogPost>(`/blogs/slug/${encodeURIComponent(slug)}`);
  if (!result.success || !result.data || result.data.status !== 'published') return null;
  return result.data;
}
