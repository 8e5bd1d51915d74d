import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { MAX_DOCUMENT_BYTES } from '@site/shared';
import { HttpError } from '../../errors.ts';
import { processImage } from '../../lib/process-image.ts';
import { acceptMultipart, readMultipart } from '../../lib/read-multipart.ts';

/** Every PDF starts with this header; the name and the declared type are the client's to invent. */
const PDF_HEADER = Buffer.from('%PDF-');

export const NOT_A_PDF =
  'The file is not a PDF (its content does not start with %PDF-). Upload a PDF document.';

export async function uploadRoutes(app: FastifyInstance) {
  await acceptMultipart(app);
  // Authors too: the images of their own posts.
  const imageUploaders = app.requireRole('admin', 'editor', 'author');
  app.post('/cloud-image', { onRequest: imageUploaders }, async (request) => {
    if (!request.isMultipart()) {
      throw new HttpError(415, 'Send the image as multipart/form-data in a field named "image"');
    }
    const { file: buffer } = await readMultipart(request, { fields: new Set(), file: 'image' });
    if (!buffer || buffer.length === 0)
      throw new HttpError(400, 'Choose an image file to upload (form field "image")');
    const image = await processImage(buffer, app.uploads);
    request.log.info({ url: image.url, admin: request.admin?.email }, 'image uploaded');
    await app.audit(request, 'upload.image', image.url);
    return { success: true, data: image };
  });

  // A document is stored as sent (a PDF is not re-encoded), under a random name, where images are.
  app.post('/document', { onRequest: app.requireRole('admin', 'editor') }, async (request) => {
    if (!request.isMultipart())
      throw new HttpError(415, 'Send the PDF as multipart/form-data in a field named "file"');
    const { file } = await readMultipart(request, {
      fields: new Set(),
      file: 'file',
      fileSize: MAX_DOCUMENT_BYTES,
    });
    if (!file || file.length === 0)
      throw new HttpError(400, 'Choose a PDF file to upload (form field "file")');
    if (!file.subarray(0, PDF_HEADER.length).equals(PDF_HEADER))
      throw new HttpError(415, NOT_A_PDF);
    const name = `${randomBytes(16).toString('hex')}.pdf`;
    await app.uploads.put(name, file, 'application/pdf');
    const url = app.uploads.url(name);
    request.log.info({ url, admin: request.admin?.email }, 'document uploaded');
    await app.audit(request, 'upload.document', url);
    return { success: true, data: { url, size: file.length } };
  });
}
