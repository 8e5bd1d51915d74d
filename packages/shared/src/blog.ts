import { z } from 'zod';
import { SEO_LIMITS, optionalLine, seoFieldsOutputShape, seoInputShape } from './seo-fields.ts';

/** A post's statuses (issue 33): an author's `draft` goes `in_review`; an editor publishes it now
 * (`published`) or at `publishAt` (`scheduled`, published by the server's housekeeping). */
export const BLOG_STATUSES = ['draft', 'in_review', 'scheduled', 'published', 'archived'] as const;
export const blogStatusSchema = z.enum(BLOG_STATUSES);
export type BlogStatus = z.infer<typeof blogStatusSchema>;

/** How a post's `content` is written (decision 073): markdown (marked, then the post-HTML policy) or
 * the portal editor's HTML (the policy alone). Posts written before the editor are markdown. */
export const CONTENT_FORMATS = ['markdown', 'html'] as const;
export type ContentFormat = (typeof CONTENT_FORMATS)[number];

export const BLOG_LIMITS = {
  title: 200,
  slug: 120,
  content: 200_000,
  excerpt: 500,
  category: 80,
  author: 120,
  tag: 40,
  tags: 20,
  url: 2048,
} as const;

/** A blog post as the API returns it. Public calls carry rendered, sanitized HTML in `content`;
 * the admin list carries the source exactly as written (markdown or HTML). */
export const blogPostSchema = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  content: z.string(),
  excerpt: z.string().nullable(),
  category: z.string().nullable(),
  tags: z.array(z.string()),
  status: blogStatusSchema,
  featured_image: z.string().nullable(),
  /** What the featured image shows, for readers who cannot see it; null: the page uses the title. */
  featured_image_alt: z.string().nullable(),
  ...seoFieldsOutputShape,
  author: z.string().nullable(),
  views: z.number().int(),
  reading_time: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  published_at: z.string().nullable(),
  /** When a `scheduled` post is published (ISO date-time); null otherwise. */
  publishAt: z.string().nullable().optional(),
  /** The account that created the post (null for posts older than the workflow). */
  owner_id: z.string().nullable().optional(),
  /** How `content` is written; on answers with the source (the portal's). */
  content_format: z.enum(CONTENT_FORMATS).optional(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

const emptyToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value === null ? undefined : value;

const optionalText = (max: number, label: string) =>
  z.preprocess(
    emptyToUndefined,
    z.string().trim().max(max, `${label} must be at most ${max} characters`).optional(),
  );

/** Tags arrive as comma-separated text (the multipart form) or as an array (JSON). */
const tagsSchema = z.preprocess(
  (value) => {
    if (value === undefined || value === null) return undefined;
    const list = typeof value === 'string' ? value.split(',') : value;
    if (!Array.isArray(list)) return list;
    const seen = new Set<string>();
    const tags: unknown[] = [];
    for (const item of list) {
      const tag = typeof item === 'string' ? item.trim() : item;
      if (tag === '') continue;
      const key = typeof tag === 'string' ? tag.toLowerCase() : tag;
      if (seen.has(key)) continue;
      seen.add(key);
      tags.push(tag);
    }
    return tags;
  },
  z
    .array(
      z.string().max(BLOG_LIMITS.tag, `each tag must be at most ${BLOG_LIMITS.tag} characters`),
      {
        error: 'tags must be comma-separated text or a list of strings',
      },
    )
    .max(BLOG_LIMITS.tags, `at most ${BLOG_LIMITS.tags} tags are allowed`)
    .optional(),
);

/** A featured image is an uploaded file of ours (`/uploads/…`) or an https URL: a plain http image
 * would be mixed content on the site and in the feeds. */
const imageUrlSchema = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .trim()
    .max(BLOG_LIMITS.url, `featured_image must be at most ${BLOG_LIMITS.url} characters`)
    .refine(
      (value) =>
        /^\/uploads\/[A-Za-z0-9._-]+$/.test(value) || /^https:\/\/[^\s"'<>]+$/i.test(value),
      'featured_image must be an uploaded image path (/uploads/…) or an https URL',
    )
    .optional(),
);

const requiredText = (max: number, label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** The blog form: what POST /api/blogs and PUT /api/blogs/:id accept (multipart or JSON).
 * PUT replaces the form fields; `slug` and `author` are kept when they are left out. */
export const blogInputSchema = z.strictObject({
  title: requiredText(BLOG_LIMITS.title, 'title'),
  content: requiredText(BLOG_LIMITS.content, 'content'),
  /** Left out: markdown, as before the editor. */
  content_format: z.preprocess(
    emptyToUndefined,
    z.enum(CONTENT_FORMATS, { error: 'content_format must be one of markdown, html' }).optional(),
  ),
  excerpt: optionalText(BLOG_LIMITS.excerpt, 'excerpt'),
  category: optionalText(BLOG_LIMITS.category, 'category'),
  tags: tagsSchema,
  status: z.preprocess(
    emptyToUndefined,
    z
      .enum(BLOG_STATUSES, {
        error: 'status must be one of draft, in_review, scheduled, published, archived',
      })
      .optional(),
  ),
  publishAt: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine((value) => !Number.isNaN(Date.parse(value)), 'publishAt must be an ISO date-time')
      .transform((value) => new Date(value).toISOString())
      .optional(),
  ),
  featured_image: imageUrlSchema,
  featured_image_alt: optionalLine('featured_image_alt', SEO_LIMITS.alt),
  ...seoInputShape,
  slug: optionalText(BLOG_LIMITS.slug, 'slug'),
  author: optionalText(BLOG_LIMITS.author, 'author'),
});
export type BlogInput = z.infer<typeof blogInputSchema>;

/** Field names the blog form sends, in order. */
export const BLOG_FORM_FIELDS = [
  'title',
  'content',
  'content_format',
  'excerpt',
  'category',
  'tags',
  'status',
  'featured_image',
  'featured_image_alt',
  'publishAt',
  'seo_title',
  'seo_description',
  'og_image',
] as const;

export const PUBLISH_AT_REQUIRED = 'publishAt is required when status is scheduled';
export const PUBLISH_AT_IN_PAST = 'publishAt must be in the future';

export const blogIdParamsSchema = z.object({ id: z.string().min(1).max(64) });
/** `GET /api/blogs/preview/:token`: a signed preview link's token. */
export const previewTokenParamsSchema = z.object({ token: z.string().min(1).max(300) });
export const blogSlugParamsSchema = z.object({ slug: z.string().min(1).max(200) });
