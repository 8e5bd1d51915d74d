import type { BlogListItem } from './blog-list.ts';

// The paging of the blog list, without zod: the browser's blog page imports these, and a schema
// module would bring zod (about 90 KB) into its chunk. blog-list.ts re-exports them.

/** Cards a page of the blog list shows: the first screen, each "Load More Articles", and each page
 * of the crawlable twin `/blog?page=N` (SPEC: six at first, six more per Load More). */
export const BLOG_PAGE_SIZE = 6;

/** Which posts page `page` (1-based) of the blog list shows. The list is the built-in posts, then the
 * published backend posts newest first (SPEC), so a page takes built-in posts first and the rest
 * from the backend at an offset. */
export function blogPageWindow(page: number, builtInCount: number, pageSize = BLOG_PAGE_SIZE) {
  const start = (page - 1) * pageSize;
  const end = start + pageSize;
  const backendStart = Math.max(start, builtInCount);
  return {
    builtIns: { start: Math.min(start, builtInCount), end: Math.min(end, builtInCount) },
    backend: { offset: backendStart - builtInCount, limit: Math.max(0, end - backendStart) },
  };
}

/** What the server gives the renderer for `/blog` and `/blog?page=N`: that page's backend posts (as
 * `blogPageWindow` picks them), how many published backend posts there are in all, and the categories
 * for the filter. Drafts are never here. */
export type BlogListPageData = {
  page: number;
  items: BlogListItem[];
  total: number;
  categories: string[];
};
