import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { NewUpload } from '../db/uploads-repository.ts';
import { WEBP_HEADER_BYTES, webpSize } from '../lib/webp-size.ts';
import type { ListedObject, UploadStorage } from './upload-storage.ts';
import { DOCUMENT_NAME, IMAGE_NAME } from './upload-storage.ts';

/** The site setting that says the uploads made before the library have been imported. */
export const UPLOADS_IMPORTED = 'uploads-imported';

async function firstBytes(body: Readable, count: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of body) {
    chunks.push(chunk as Buffer);
    length += (chunk as Buffer).length;
    if (length >= count) break;
  }
  body.destroy();
  return Buffer.concat(chunks).subarray(0, count);
}

/** An image's height, read from the first bytes of its widest file (not the whole file). */
async function imageSize(storage: UploadStorage, name: string) {
  const object = await storage.get(name, { start: 0, end: WEBP_HEADER_BYTES - 1 });
  return object ? webpSize(await firstBytes(object.body, WEBP_HEADER_BYTES)) : null;
}

const widthOf = (name: string) => Number(/-(\d+)\.webp$/.exec(name)![1]);
const earliest = (files: ListedObject[]) =>
  new Date(Math.min(...files.map((file) => file.modifiedAt.getTime()))).toISOString();

/** The uploads the storage holds, as the library records them: an image's widths together under
 * its widest file, a document or a video alone; when each was stored, and nobody as the uploader. */
export async function storedUploads(storage: UploadStorage): Promise<NewUpload[]> {
  const images = new Map<string, ListedObject[]>();
  const found: NewUpload[] = [];
  for await (const object of storage.list()) {
    if (IMAGE_NAME.test(object.name)) {
      const stem = object.name.slice(0, 32);
      images.set(stem, [...(images.get(stem) ?? []), object]);
      continue;
    }
    found.push({
      name: object.name,
      kind: DOCUMENT_NAME.test(object.name) ? 'document' : 'video',
      url: storage.url(object.name),
      variants: [],
      bytes: object.size,
      width: null,
      height: null,
      uploadedBy: null,
      createdAt: object.modifiedAt.toISOString(),
    });
  }
  for (const files of images.values()) {
    files.sort((a, b) => widthOf(a.name) - widthOf(b.name));
    const widest = files.at(-1)!;
    const size = await imageSize(storage, widest.name);
    found.push({
      name: widest.name,
      kind: 'image',
      url: storage.url(widest.name),
      variants: files.map((file) => ({ width: widthOf(file.name), url: storage.url(file.name) })),
      bytes: files.reduce((sum, file) => sum + file.size, 0),
      width: size?.width ?? widthOf(widest.name),
      height: size?.height ?? null,
      uploadedBy: null,
      createdAt: earliest(files),
    });
  }
  return found;
}

type ImportParts = {
  storage: UploadStorage;
  library: { importFound(uploads: NewUpload[]): Promise<number> };
  settings: {
    get<T>(name: string, fallback: T): Promise<T>;
    set(name: string, value: unknown, updatedBy: string | null): Promise<void>;
  };
  log: FastifyBaseLogger;
};

/** Once per database: records the uploads the storage held before the library existed (a start
 * after migration 019, or after restoring a backup made before it). A failure (the bucket out of
 * reach) is logged and the next start tries again; nothing is recorded twice. */
export async function importEarlierUploads({ storage, library, settings, log }: ImportParts) {
  if (await settings.get<unknown>(UPLOADS_IMPORTED, null)) return;
  try {
    const added = await library.importFound(await storedUploads(storage));
    await settings.set(UPLOADS_IMPORTED, { at: new Date().toISOString(), added }, null);
    if (added > 0) log.info({ added }, 'uploads made before the media library recorded in it');
  } catch (error) {
    log.warn(
      { err: error },
      'the uploads made before the media library could not be listed; the next start tries again',
    );
  }
}
