import { z } from 'zod';
import { BLOG_LIMITS, blogPostSchema, blogStatusSchema } from './blog.ts';

/** How many posts a list answer holds: `limit` when asked, else the default; never more than the
 * maximum. What a page sends does not grow with the number of posts (DESIGN §5). */
export const BLOG_LIST_LIMITS = {
  defaultLimit: 12,
  maxLimit: 50,
  /** The portal's list holds whole posts (their source, for editing), a page at a time. */
  adminDefaultLimit: 20,
  query: 200,
  cursor: 200,
  /** Pages of the crawlable `/blog?page=N` twin. */
  maxPage: 10_000,
} as const;

/** Optional one-line text; no control character (a NUL alone makes PostgreSQL refuse the text). */
export const optionalTrimmed = (max: number, label: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z
      .string()
      .trim()
      .max(max, `${label} must be at most ${max} characters`)
      .refine((value) => !/\p{Cc}/u.test(value), `${label} must not contain control characters`)
      .optional(),
  );

const limitSchema = (fallback: number) =>
  z.coerce
    .number({ error: 'limit must be a whole number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(BLOG_LIST_LIMITS.maxLimit, `limit must be at most ${BLOG_LIST_LIMITS.maxLimit}`)
    .default(fallback);

/** The query string of `GET /api/blogs`: a page of published posts, newest first. `cursor` is the
 * opaque `nextCursor` of the previous answer (keyset paging: a post published meanwhile neither
 * repeats nor skips one); `page` (1-based) is the offset form the crawlable twins use. `q` searches
 * title, excerpt, content and tags (full-text where the database has it); `category` matches exactly. */
export const blogListQuerySchema = z
  .strictObject({
    limit: limitSchema(BLOG_LIST_LIMITS.defaultLimit),
    cursor: optionalTrimmed(BLOG_LIST_LIMITS.cursor, 'cursor'),
    page: z.coerce
      .number({ error: 'page must be a whole number' })
      .int('page must be a whole number')
      .min(1, 'page must be at least 1')
      .max(BLOG_LIST_LIMITS.maxPage, `page must be at most ${BLOG_LIST_LIMITS.maxPage}`)
      .optional(),
    q: optionalTrimmed(BLOG_LIST_LIMITS.query, 'q'),
    category: optionalTrimmed(BLOG_LIMITS.category, 'category'),
  })
  .refine((query) => !(query.cursor && query.page), {
    message: 'Use either cursor or page, not both',
  });
export type BlogListQuery = z.infer<typeof blogListQuerySchema>;

/** `GET /api/blogs/admin`: the same paging and search over every post, with a status filter. */
export const adminBlogListQuerySchema = z.strictObject({
  limit: limitSchema(BLOG_LIST_LIMITS.adminDefaultLimit),
  cursor: optionalTrimmed(BLOG_LIST_LIMITS.cursor, 'cursor'),
  q: optionalTrimmed(BLOG_LIST_LIMITS.query, 'q'),
  category: optionalTrimmed(BLOG_LIMITS.category, 'category'),
  status: z.preprocess((value) => (value === '' ? undefined : value), blogStatusSchema.optional()),
});
export type AdminBlogListQuery = z.infer<typeof adminBlogListQuerySchema>;

/** A post in a public list: everything a card shows, never the whole `content` nor what only the
 * post's own page says to search engines. `excerpt` is the author's excerpt or the start of the
 * post's text. */
export const blogListItemSchema = blogPostSchema
  .omit({ content: true, seo_title: true, seo_description: true, og_image: true })
  .extend({
    excerpt: z.string(),
  });
export type BlogListItem = z.infer<typeof blogListItemSchema>;

/** Paging facts every list answer carries beside `data`: how many posts match in all, and the
 * cursor of the next page (null on the last). The same next page is in the `Link: <…>; rel="next"`
 * header (RFC 8288). */
export const listPageSchema = z.object({
  total: z.number().int().min(0),
  nextCursor: z.string().nullable(),
});
export type ListPage = z.infer<typeof listPageSchema>;

export const blogListResponseSchema = z
  .object({ success: z.literal(true), data: z.array(blogListItemSchema) })
  .extend(listPageSchema.shape);
export type BlogListResponse = z.infer<typeof blogListResponseSchema>;

export const adminBlogListResponseSchema = z
  .object({ success: z.literal(true), data: z.array(blogPostSchema) })
  .extend(listPageSchema.shape);
export type AdminBlogListResponse = z.infer<typeof adminBlogListResponseSchema>;

/** `GET /api/blogs/categories`: the categories of published posts, most recently used first. */
export const blogCategoriesResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(z.string()),
});

export { BLOG_PAGE_SIZE, blogPageWindow, type BlogListPageData } from './blog-pages.ts';
export * from './blog-revisions.ts';
