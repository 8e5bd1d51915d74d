import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { listObjects, s3Storage } from './s3-storage.ts';
import type { S3Settings } from './upload-storage.ts';
import { UPLOAD_NAME, uploadContentType } from './upload-storage.ts';

/** A file of a backup: its name (an upload's name, a bucket object's key), size and SHA-256. */
export type FileEntry = { name: string; bytes: number; sha256: string };

/** A backup holds personal data: only its owner may read what it copies. */
const PRIVATE_FILE = 0o600;

export async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Copies the bucket's upload objects into `storeDir`, each by its key. Upload names are never reused
 * (upload-storage.ts), so an object already in the store is the same object: only new ones are
 * fetched, and their SHA-256 taken from `known` (the previous backup's manifest) when it has them.
 * A copy is written under a temporary name and renamed once complete, so the store never holds a
 * partial object under its key. Keys that are not upload names are not ours and are skipped. */
export async function copyBucketObjects(
  settings: S3Settings,
  storeDir: string,
  known: ReadonlyMap<string, FileEntry> = new Map(),
): Promise<{ objects: FileEntry[]; copied: number; skipped: number }> {
  const { client } = s3Storage(settings);
  fs.mkdirSync(storeDir, { recursive: true, mode: 0o700 });
  const objects: FileEntry[] = [];
  let copied = 0;
  let skipped = 0;
  try {
    for await (const { key, size } of listObjects(client, settings.bucket)) {
      if (!UPLOAD_NAME.test(key)) {
        skipped += 1;
        continue;
      }
      const target = path.join(storeDir, key);
      const present = fs.lstatSync(target, { throwIfNoEntry: false });
      if (present?.isFile() && present.size === size) {
        const entry = known.get(key);
        objects.push(
          entry && entry.bytes === size
            ? entry
            : { name: key, bytes: size, sha256: await sha256File(target) },
        );
        continue;
      }
      objects.push(await fetchObject(settings, client, key, target));
      copied += 1;
    }
  } finally {
    client.destroy();
  }
  objects.sort((a, b) => a.name.localeCompare(b.name));
  return { objects, copied, skipped };
}

async function fetchObject(
  settings: S3Settings,
  client: ReturnType<typeof s3Storage>['client'],
  key: string,
  target: string,
): Promise<FileEntry> {
  const object = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: key }));
  const partial = `${target}.partial-${randomBytes(4).toString('hex')}`;
  const hash = createHash('sha256');
  let bytes = 0;
  try {
    await pipeline(
      object.Body as Readable,
      async function* (source: AsyncIterable<Buffer>) {
        for await (const chunk of source) {
          hash.update(chunk);
          bytes += chunk.length;
          yield chunk;
        }
      },
      fs.createWriteStream(partial, { flags: 'wx', mode: PRIVATE_FILE }),
    );
    fs.renameSync(partial, target);
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  }
  return { name: key, bytes, sha256: hash.digest('hex') };
}

/** Whether the bucket holds no object at all (a restore puts objects only into an empty bucket). */
export async function isBucketEmpty(settings: S3Settings): Promise<boolean> {
  const { client } = s3Storage(settings);
  try {
    // One page of the listing (no MaxKeys: s3rver, the tests' server, fails on a truncated page).
    const page = await client.send(new ListObjectsV2Command({ Bucket: settings.bucket }));
    return (page.Contents ?? []).length === 0;
  } finally {
    client.destroy();
  }
}

/** Puts files back into the bucket under their names, as the site stores uploads (type by name,
 * a year of caching), each read as a stream. */
export async function putBucketObjects(
  settings: S3Settings,
  files: { name: string; file: string }[],
): Promise<void> {
  const storage = s3Storage(settings);
  try {
    for (const { name, file } of files)
      await storage.putFile(name, file, fs.statSync(file).size, uploadContentType(name));
  } finally {
    storage.client.destroy();
  }
}
