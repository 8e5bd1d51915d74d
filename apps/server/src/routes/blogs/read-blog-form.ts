import type { FastifyRequest } from 'fastify';

/** The blog form arrives as multipart (the admin portal) or JSON (API clients). File parts are
 * drained and ignored: an image must be uploaded first and sent as its URL. */
export async function readBlogForm(request: FastifyRequest): Promise<unknown> {
  if (!request.isMultipart()) return request.body;
  const fields: Record<string, string> = {};
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      part.file.resume();
      continue;
    }
    if (typeof part.value === 'string') fields[part.fieldname] = part.value;
  }
  return fields;
}
