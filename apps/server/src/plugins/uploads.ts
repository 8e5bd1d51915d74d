import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../errors.ts';
import { singleByteRange, type ByteRange } from '../lib/byte-range.ts';
import { siteSettingsRepository } from '../db/site-settings-repository.ts';
import { imageSources } from '../storage/image-sources.ts';
import { importEarlierUploads } from '../storage/import-uploads.ts';
import { localStorage } from '../storage/local-storage.ts';
import { s3Storage } from '../storage/s3-storage.ts';
import type { S3Settings, UploadStorage } from '../storage/upload-storage.ts';
import { UPLOAD_NAME } from '../storage/upload-storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    uploads: UploadStorage;
    /** Whether a post may show an image at this address (storage/image-sources.ts). */
    isAllowedImage: (url: string) => boolean;
  }
}

const YEAR = 'public, max-age=31536000, immutable';

/** Chooses where uploads live and serves them at `/uploads/`. Names are random and never reused, so
 * every answer may be cached for a year wherever the bytes come from. Only upload names are served,
 * from the folder or the bucket alike: nothing else that lands in the folder is ever sent. */
export const uploadsPlugin = fp<{ dataDir: string; s3?: S3Settings; imageHosts?: string[] }>(
  async (app, options) => {
    const uploadsDir = path.join(options.dataDir, 'uploads');
    const storage = options.s3 ? s3Storage(options.s3) : localStorage(uploadsDir);
    app.decorate('uploads', storage);
    app.decorate(
      'isAllowedImage',
      imageSources({ s3PublicUrl: options.s3?.publicUrl, imageHosts: options.imageHosts }),
    );
    // The media library records every upload; those stored before it are imported once.
    app.addHook('onReady', () =>
      importEarlierUploads({
        storage,
        library: app.repos.uploads,
        settings: siteSettingsRepository(app.database.db),
        log: app.log,
      }),
    );

    // The folder and the bucket alike; with S3_PUBLIC_URL too, so pages saved before the switch keep
    // their `/uploads/` addresses.
    app.get<{ Params: { '*': string } }>('/uploads/*', async (request, reply) => {
      const name = request.params['*'];
      if (!UPLOAD_NAME.test(name)) throw new HttpError(404, 'Not found');
      reply
        .header('Cache-Control', YEAR)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Accept-Ranges', 'bytes');
      const range = await askedRange(storage, name, request.headers);
      if (range?.bytes === null)
        return reply.status(416).header('Content-Range', `bytes */${range.size}`).send();
      const object = await storage.get(name, range?.bytes);
      if (!object) throw new HttpError(404, 'Not found');
      reply.type(object.contentType);
      if (object.etag) reply.header('ETag', object.etag);
      if (object.lastModified) reply.header('Last-Modified', object.lastModified.toUTCString());
      if (object.etag && request.headers['if-none-match'] === object.etag) {
        object.body.destroy();
        return reply.status(304).send();
      }
      if (object.length !== undefined) reply.header('Content-Length', object.length);
      if (range) {
        const { start, end } = range.bytes;
        reply.status(206).header('Content-Range', `bytes ${start}-${end}/${range.size}`);
      }
      return reply.send(object.body);
    });
  },
  { name: 'uploads', dependencies: ['database'] },
);

/** The byte range to answer (`singleByteRange`), with the object's size: `bytes` null when it lies
 * past the end (416). An `If-Range` for other bytes or a revalidation (`If-None-Match`, answered 304
 * first) get the whole object (null). */
async function askedRange(
  storage: UploadStorage,
  name: string,
  headers: FastifyRequest['headers'],
): Promise<{ bytes: ByteRange | null; size: number } | null> {
  if (!headers.range || headers['if-none-match']) return null;
  const stat = await storage.stat(name);
  if (!stat || (headers['if-range'] && headers['if-range'] !== stat.etag)) return null;
  const bytes = singleByteRange(headers.range, stat.size);
  if (bytes === 'unsatisfiable') return { bytes: null, size: stat.size };
  return bytes && { bytes, size: stat.size };
}
