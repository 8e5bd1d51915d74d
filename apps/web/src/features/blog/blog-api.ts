import type { BlogPost } from '@site/shared';
import { apiRequest } from '../../lib/api-client.ts';

/** docs/product.md §8: the error a failed list load throws and logs (the wording is the spec's). */
export const BLOG_LIST_ERROR = 'Failed to fetch admin blog posts';

/** GET /api/blogs: the published posts, newest first. A non-OK answer or a network failure
 * throws `BLOG_LIST_ERROR` (the cause attached). */
export async function fetchPublishedPosts(): Promise<BlogPost[]> {
  let result;
  try {
    result = await apiRequest<BlogPost[]>('/blogs');
  } catch (cause) {
    throw new Error(BLOG_LIST_ERROR, { cause });
  }
  if (!result.success || !Array.isArray(result.data))
    throw new Error(BLOG_LIST_ERROR, { cause: result });
  return result.data.filter((post) => post.status === 'published');
}

/** GET /api/blogs/slug/:slug: the published post, or null for any non-OK answer (docs/product.md §7 ignores
 * those silently). A network failure throws. */
export async function fetchPublishedPost(slug: string): Promise<BlogPost | null> {
  const result = await apiRequest<BlogPost>(`/blogs/slug/${encodeURIComponent(slug)}`);
  if (!result.success || !result.data || result.data.status !== 'published') return null;
  return result.data;
}
