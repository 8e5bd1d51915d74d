import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../errors.ts';
import { processImage } from '../../lib/process-image.ts';

export async function uploadRoutes(app: FastifyInstance) {
  app.post('/cloud-image', { preHandler: app.requireAdmin }, async (request) => {
    if (!request.isMultipart()) {
      throw new HttpError(415, 'Send the image as multipart/form-data in a field named "image"');
    }
    let buffer: Buffer | undefined;
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'image' || buffer) {
        part.file.resume();
        continue;
      }
      buffer = await part.toBuffer();
    }
    if (!buffer || buffer.length === 0) throw new HttpError(400, 'Choose an image file to upload (form field "image")');
    const image = await processImage(buffer, app.uploads);
    request.log.info({ url: image.url, admin: request.admin?.email }, 'image uploaded');
    return { success: true, data: image };
  });
}
