import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { Metadata } from 'sharp';
import { HttpError } from '../errors.ts';
import { workQueue } from './work-queue.ts';
import type { UploadStorage } from '../storage/upload-storage.ts';

export const IMAGE_WIDTHS = [480, 960, 1600] as const;
export const MAX_IMAGE_SIDE = 12_000;
export const MAX_IMAGE_PIXELS = 50_000_000;

const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif']);

export type ProcessedImage = {
  url: string;
  width: number;
  height: number;
  variants: { width: number; url: string }[];
};

/** Reads the real format from the bytes (never the name or the declared type). */
async function inspect(input: Buffer) {
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new HttpError(
      415,
      'The file is not an image we can read. Upload a JPEG, PNG, WebP, GIF or AVIF image.',
    );
  }
  const isAvif = meta.format === 'heif' && meta.compression === 'av1';
  if (meta.format === 'svg')
    throw new HttpError(
      415,
      'SVG images are not accepted. Upload a JPEG, PNG, WebP, GIF or AVIF image.',
    );
  if (!isAvif && !ACCEPTED.has(meta.format ?? '')) {
    throw new HttpError(
      415,
      `Images of type ${meta.format ?? 'unknown'} are not accepted. Upload a JPEG, PNG, WebP, GIF or AVIF image.`,
    );
  }
  const { width = 0, height = 0 } = meta;
  if (width < 1 || height < 1) throw new HttpError(415, 'The image has no readable dimensions.');
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_PIXELS) {
    throw new HttpError(
      400,
      `The image is ${width}×${height} pixels; the limit is ${MAX_IMAGE_SIDE} pixels a side and ${MAX_IMAGE_PIXELS / 1_000_000} megapixels.`,
    );
  }
  return meta;
}

/** An image encoded in its widths, not yet stored: `name` is the random stem of its files
 * (`<name>-<width>.webp`), `bytes` what they take in all. */
export type EncodedImage = {
  name: string;
  width: number;
  height: number;
  bytes: number;
  files: { width: number; file: string; body: Buffer }[];
};

/** Decoding a 50-megapixel image takes ~200 MB: images are processed one at a time, so several
 * uploads at once wait their turn instead of exhausting memory. */
const imageQueue = workQueue({ concurrency: 1 });

/** Auto-rotates, strips metadata (sharp keeps none unless asked) and re-encodes to WebP in a few
 * widths under a random name. Nothing is stored yet: the upload's route first records it in the
 * library (which may refuse it: the quota), then stores it (`storeImage`). */
export function encodeImage(input: Buffer): Promise<EncodedImage> {
  return imageQueue.run(() => encodeVariants(input));
}

async function encodeVariants(input: Buffer): Promise<EncodedImage> {
  const meta = await inspect(input);
  const rotated = (meta.orientation ?? 1) >= 5;
  const width = rotated ? meta.height! : meta.width!;
  const height = rotated ? meta.width! : meta.height!;
  const widths: number[] = IMAGE_WIDTHS.filter((w) => w < width);
  widths.push(Math.min(width, IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!));
  const unique = [...new Set(widths)].sort((a, b) => a - b);

  const name = randomBytes(16).toString('hex');
  const files: EncodedImage['files'] = [];
  for (const w of unique) {
    const body = await sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: w, withoutEnlargement: true })
      .webp({ quality: 80, effort: 4 })
      .toBuffer()
      .catch(() => {
        throw new HttpError(
          415,
          'The image could not be processed. It may be damaged; try another file.',
        );
      });
    files.push({ width: w, file: `${name}-${w}.webp`, body });
  }
  const largest = files[files.length - 1]!.width;
  return {
    name,
    width: largest,
    height: Math.round((height * largest) / width),
    bytes: files.reduce((sum, { body }) => sum + body.length, 0),
    files,
  };
}

/** Stores every width of an encoded image where the site keeps uploads; a failure removes the
 * widths already stored. Answers what the upload route answers. */
export async function storeImage(
  image: EncodedImage,
  storage: UploadStorage,
): Promise<ProcessedImage> {
  const stored: string[] = [];
  try {
    for (const { file, body } of image.files) {
      await storage.put(file, body, 'image/webp');
      stored.push(file);
    }
  } catch (error) {
    await Promise.all(stored.map((file) => storage.remove(file).catch(() => undefined)));
    throw error;
  }
  const variants = image.files.map(({ width, file }) => ({ width, url: storage.url(file) }));
  return {
    url: variants[variants.length - 1]!.url,
    width: image.width,
    height: image.height,
    variants,
  };
}
