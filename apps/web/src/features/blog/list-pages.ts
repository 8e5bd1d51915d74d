import { BLOG_PAGE_SIZE } from '@site/shared/blog-pages';
import { paths } from '@site/shared/site-routes';

/** The pages of the blog list (decision 042): `/blog` is the first, `/blog?page=N` the N-th six cards
 * (the crawlable twins; the app shows the same at `/#/blog?page=N`). */

/** The address of page `page` of the list: `/blog` for the first. */
export function blogListHref(page: number): string {
  return page <= 1 ? paths.blog : `${paths.blog}?page=${page}`;
}

/** The page a query string names (`page=3` → 3); 1 when it names none, or not a whole number ≥ 1. */
export function blogPageOf(search: string): number {
  const value = new URLSearchParams(search).get('page') ?? '';
  return /^[1-9]\d{0,8}$/.test(value) ? Number(value) : 1;
}

/** The last page of a list of `count` posts (built-in and backend); 1 for an empty list, whose first
 * page says so. */
export function lastBlogPage(count: number): number {
  return Math.max(1, Math.ceil(count / BLOG_PAGE_SIZE));
}
