import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { WEBP_HEADER_BYTES, webpSize } from './webp-size.ts';

const picture = (width: number, height: number, channels: 3 | 4 = 3) =>
  sharp({ create: { width, height, channels, background: '#2a7f3f80' } });

describe('webpSize', () => {
  it('reads the width and height of lossy, lossless and extended WebP from the first bytes', async () => {
    const lossy = await picture(1600, 900).webp({ quality: 80 }).toBuffer();
    const lossless = await picture(481, 7).webp({ lossless: true }).toBuffer();
    const extended = await picture(960, 541, 4).webp({ quality: 80 }).withMetadata().toBuffer();
    expect(lossy.toString('latin1', 12, 16)).toBe('VP8 ');
    expect(lossless.toString('latin1', 12, 16)).toBe('VP8L');
    expect(extended.toString('latin1', 12, 16)).toBe('VP8X');
    expect(webpSize(lossy.subarray(0, WEBP_HEADER_BYTES))).toEqual({ width: 1600, height: 900 });
    expect(webpSize(lossless.subarray(0, WEBP_HEADER_BYTES))).toEqual({ width: 481, height: 7 });
    expect(webpSize(extended.subarray(0, WEBP_HEADER_BYTES))).toEqual({ width: 960, height: 541 });
  });

  it('answers null for what is not a WebP header', async () => {
    const png = await picture(10, 10).png().toBuffer();
    expect(webpSize(png)).toBeNull();
    expect(webpSize(Buffer.from('RIFF'))).toBeNull();
  });
});
