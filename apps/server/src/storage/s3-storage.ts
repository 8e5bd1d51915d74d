import fs from 'node:fs';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Settings, UploadStorage } from './upload-storage.ts';
import { UPLOAD_NAME } from './upload-storage.ts';

/** Every object of the bucket, a page (1,000 keys) at a time. */
export async function* listObjects(client: S3Client, bucket: string) {
  let token: string | undefined;
  do {
    const page = await client.send(
      new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }),
    );
    for (const object of page.Contents ?? [])
      if (object.Key)
        yield { key: object.Key, size: object.Size ?? 0, modifiedAt: object.LastModified };
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
}

export function s3Storage(settings: S3Settings): UploadStorage & { client: S3Client } {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
    // Checksums only where S3 requires them: R2, Ceph and older MinIO refuse the newer default headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const publicBase = settings.publicUrl?.replace(/\/+$/, '');
  return {
    kind: 's3',
    client,
    async put(name, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: settings.bucket,
          Key: name,
          Body: body,
          ContentType: contentType,
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },
    async putFile(name, file, size, contentType) {
      // One PUT from a stream of known length (S3 takes up to 5 GB so): never the whole file in memory.
      await client.send(
        new PutObjectCommand({
          Bucket: settings.bucket,
          Key: name,
          Body: fs.createReadStream(file),
          ContentLength: size,
          ContentType: contentType,
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },
    async remove(name) {
      await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: name }));
    },
    async get(name, range) {
      try {
        const object = await client.send(
          new GetObjectCommand({
            Bucket: settings.bucket,
            Key: name,
            Range: range && `bytes=${range.start}-${range.end}`,
          }),
        );
        return {
          body: object.Body as Readable,
          contentType: object.ContentType ?? 'application/octet-stream',
          length: object.ContentLength,
          etag: object.ETag,
          lastModified: object.LastModified,
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async stat(name) {
      try {
        const head = await client.send(
          new HeadObjectCommand({ Bucket: settings.bucket, Key: name }),
        );
        return { size: head.ContentLength ?? 0, etag: head.ETag };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    url: (name) => (publicBase ? `${publicBase}/${name}` : `/uploads/${name}`),
    async *list() {
      for await (const { key, size, modifiedAt } of listObjects(client, settings.bucket))
        if (UPLOAD_NAME.test(key)) yield { name: key, size, modifiedAt: modifiedAt ?? new Date() };
    },
  };
}

/** S3 says "no such object" as NoSuchKey for a GET, as a bare 404 for a HEAD. */
const isMissing = (error: unknown) =>
  error instanceof NoSuchKey ||
  (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);
