import type { FastifyRequest } from 'fastify';
import { blogInputSchema } from '@site/shared';
import { readMultipart } from '../../lib/read-multipart.ts';

const BLOG_FIELDS: ReadonlySet<string> = new Set(Object.keys(blogInputSchema.shape));

/** The blog form arrives as multipart (the admin portal) or JSON (API clients). File parts are
 * drained and ignored: an image must be uploaded first and sent as its URL. */
export async function readBlogForm(request: FastifyRequest): Promise<unknown> {
  if (!request.isMultipart()) return request.body;
  return (await readMultipart(request, { fields: BLOG_FIELDS })).fields;
}
