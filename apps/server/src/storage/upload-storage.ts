import type { ByteRange } from '../lib/byte-range.ts';
import type { Readable } from 'node:stream';

export type StoredObject = {
  body: Readable;
  contentType: string;
  length?: number;
  etag?: string;
  lastModified?: Date;
};

/** Where processed uploads live: a local folder (one instance) or an S3-compatible bucket (any number).
 * Names are flat, random and never reused, so nothing is ever overwritten. */
/** A stored file as a listing names it. */
export type ListedObject = { name: string; size: number; modifiedAt: Date };

export type UploadStorage = {
  kind: 'local' | 's3';
  put(name: string, body: Buffer, contentType: string): Promise<void>;
  /** Stores a file of this server's disk (a video received there), read as a stream: the bytes are
   * never all in memory. The file stays where it is; the caller removes it. */
  putFile(name: string, file: string, size: number, contentType: string): Promise<void>;
  remove(name: string): Promise<void>;
  /** null when there is no such object; with `range`, only those bytes of it. */
  get(name: string, range?: ByteRange): Promise<StoredObject | null>;
  /** The object's size and validator, to answer a range request; null when there is no such object. */
  stat(name: string): Promise<{ size: number; etag?: string } | null>;
  /** The address pages use for the object: `/uploads/<name>` or under S3_PUBLIC_URL. */
  url(name: string): string;
  /** Every stored upload (only upload names: nothing else in the folder or the bucket), in no
   * particular order; the library imports what it has no record of (decision 071). */
  list(): AsyncIterable<ListedObject>;
};

export type S3Settings = {
  bucket: string;
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
  /** A CDN or public bucket base that serves the objects directly. */
  publicUrl?: string;
};

/** Images are `<32 hex>-<width>.webp`, documents `<32 hex>.pdf`, videos `<32 hex>.mp4` or `.webm`;
 * anything else is not ours to serve. */
export const IMAGE_NAME = /^[0-9a-f]{32}-\d{1,5}\.webp$/;
export const DOCUMENT_NAME = /^[0-9a-f]{32}\.pdf$/;
export const VIDEO_NAME = /^[0-9a-f]{32}\.(?:mp4|webm)$/;
export const UPLOAD_NAME = /^[0-9a-f]{32}(?:-\d{1,5}\.webp|\.pdf|\.mp4|\.webm)$/;

const TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  mp4: 'video/mp4',
  webm: 'video/webm',
};

/** The type an upload is served with, from its name (names are made by the server only). */
export const uploadContentType = (name: string) =>
  TYPES[name.slice(name.lastIndexOf('.') + 1)] ?? 'image/webp';
