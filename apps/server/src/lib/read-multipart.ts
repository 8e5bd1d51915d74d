import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MAX_UPLOAD_BYTES } from '@site/shared';
import { HttpError } from '../errors.ts';

/** Multipart parsing, in the scopes that take forms only (the blog admin, the image upload): the plugin
 * adds a hook before and after every request of its scope, which the public reads should not pay for. */
export async function acceptMultipart(scope: FastifyInstance) {
  await scope.register(multipart, {
    limits: {
      fileSize: MAX_UPLOAD_BYTES,
      files: 3,
      fields: 30,
      fieldSize: 2 * 1024 * 1024,
      parts: 40,
      headerPairs: 200,
    },
  });
}

export const MALFORMED_MULTIPART = 'The multipart form is malformed';

/** Reads a multipart form: the named text fields, and the named file as a buffer (other files are
 * drained). A text field that is not expected is refused at once (400 naming it), before the rest
 * is read; a broken body is a 400, never a 500. Size limits stay the multipart plugin's (413);
 * `fileSize` sets this form's own. */
export async function readMultipart(
  request: FastifyRequest,
  expect: { fields: ReadonlySet<string>; file?: string; fileSize?: number },
) {
  const fields: Record<string, string> = {};
  let file: Buffer | undefined;
  const options = expect.fileSize === undefined ? {} : { limits: { fileSize: expect.fileSize } };
  try {
    for await (const part of request.parts(options)) {
      if (part.type === 'file') {
        if (part.fieldname === expect.file && !file) file = await part.toBuffer();
        else part.file.resume();
        continue;
      }
      if (!expect.fields.has(part.fieldname))
        throw new HttpError(400, `Unknown field: ${part.fieldname}`, {
          fields: { [part.fieldname]: ['unknown field'] },
        });
      if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
  } catch (error) {
    if (error instanceof HttpError || (error as { code?: string }).code?.startsWith('FST_'))
      throw error;
    throw new HttpError(400, MALFORMED_MULTIPART);
  }
  return { fields, file };
}
