import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../errors.ts';
import { processImage } from '../../lib/process-image.ts';
import { acceptMultipart, readMultipart } from '../../lib/read-multipart.ts';

export async function uploadRoutes(app: FastifyInstance) {
  await acceptMultipart(app);
  app.post('/cloud-image', { onRequest: app.requireAdmin }, async (request) => {
    if (!request.isMultipart()) {
      throw new HttpError(415, 'Send the image as multipart/form-data in a field named "image"');
    }
    const { file: buffer } = await readMultipart(request, { fields: new Set(), file: 'image' });
    if (!buffer || buffer.length === 0)
      throw new HttpError(400, 'Choose an image file to upload (form field "image")');
    const image = await processImage(buffer, app.uploads);
    request.log.info({ url: image.url, admin: request.admin?.email }, 'image uploaded');
    return { success: true, data: image };
  });
}
