import type { FastifyInstance, FastifyRequest } from 'fastify';
import { blogInputSchema } from '@site/shared';
import { HttpError } from '../../errors.ts';
import { readMultipart } from '../../lib/read-multipart.ts';
import { FEATURED_IMAGE_RULE, OG_IMAGE_RULE } from '../../storage/image-sources.ts';

const BLOG_FIELDS: ReadonlySet<string> = new Set(Object.keys(blogInputSchema.shape));

/** The blog form arrives as multipart (the admin portal) or JSON (API clients). File parts are
 * drained and ignored: an image must be uploaded first and sent as its URL. */
export async function readBlogForm(request: FastifyRequest): Promise<unknown> {
  const form = request.isMultipart()
    ? (await readMultipart(request, { fields: BLOG_FIELDS })).fields
    : request.body;
  checkFeaturedImage(request.server, form);
  return form;
}

const IMAGE_FIELDS = { featured_image: FEATURED_IMAGE_RULE, og_image: OG_IMAGE_RULE } as const;

/** The shared schema knows the shape of an image address; which hosts are ours is this server's
 * setting (S3_PUBLIC_URL, IMAGE_HOSTS), so it is checked here. */
function checkFeaturedImage(app: FastifyInstance, form: unknown) {
  if (typeof form !== 'object' || form === null) return;
  for (const [field, rule] of Object.entries(IMAGE_FIELDS)) {
    const value = (form as Record<string, unknown>)[field];
    if (typeof value !== 'string' || value.trim() === '' || app.isAllowedImage(value.trim()))
      continue;
    throw new HttpError(400, rule, { fields: { [field]: [rule] } });
  }
}
