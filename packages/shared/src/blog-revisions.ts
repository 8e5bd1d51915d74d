import { z } from 'zod';
import { blogPostSchema } from './blog.ts';

/** One saved state of a post (issue 33): who saved it (null: the server's schedule), when, and the
 * whole post as it was then, its content the source as written. */
export const blogRevisionSchema = z.object({
  id: z.string(),
  at: z.string(),
  actor: z.object({ id: z.string().nullable(), email: z.string().nullable() }),
  post: blogPostSchema,
});
export type BlogRevision = z.infer<typeof blogRevisionSchema>;

/** `GET /api/blogs/:id/revisions`: the newest first. */
export const blogRevisionsResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(blogRevisionSchema),
});

export const blogRevisionParamsSchema = z.object({
  id: z.string().min(1).max(64),
  revisionId: z.string().min(1).max(64),
});

/** `POST /api/blogs/:id/preview-link`: an address that shows the post without signing in. */
/** `path` is on the site's own origin (the portal adds it). */
export const blogPreviewLinkSchema = z.object({ path: z.string(), expiresAt: z.string() });
export const blogPreviewLinkResponseSchema = z.object({
  success: z.literal(true),
  data: blogPreviewLinkSchema,
});

/** `DELETE /api/blogs/:id/preview-links`: the post's links made until `revokedAt` no longer open. */
export const blogPreviewRevokeSchema = z.object({ revokedAt: z.string() });
export type BlogPreviewRevoke = z.infer<typeof blogPreviewRevokeSchema>;
export const blogPreviewRevokeResponseSchema = z.object({
  success: z.literal(true),
  data: blogPreviewRevokeSchema,
});

/** How long a preview link works. */
export const PREVIEW_LINK_DAYS = 7;
export const PREVIEW_LINK_INVALID = 'This preview link is not valid.';
export const PREVIEW_LINK_EXPIRED = 'This preview link has expired. Ask the editor for a new one.';
export const REVISION_NOT_FOUND = 'Revision not found';
