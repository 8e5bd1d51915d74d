import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { bearer, multipart, signedInTestApp, testDialect } from './helpers/test-app.ts';

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#12568a' } });

describe(`image upload API (${testDialect})`, () => {
  const t = signedInTestApp();

  const upload = (file: { data: Buffer; filename?: string; type?: string }, field = 'image') => {
    const form = multipart({}, [
      {
        name: field,
        filename: file.filename ?? 'photo.jpg',
        type: file.type ?? 'image/jpeg',
        data: file.data,
      },
    ]);
    return t.app.inject({
      method: 'POST',
      url: '/api/upload/cloud-image',
      headers: { ...bearer(t.token), ...form.headers },
      payload: form.payload,
    });
  };

  it('re-encodes a JPEG to WebP in several widths, auto-rotated and without metadata, under a random name', async () => {
    // 2000×1000 stored sideways (EXIF orientation 6 = rotate 90°), with EXIF data to strip.
    const data = await solid(2000, 1000)
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'secret-camera-owner' } } })
      .toBuffer();
    const response = await upload({ data, filename: 'holiday.jpg' });
    expect(response.statusCode).toBe(200);
    const { data: image } = response.json();
    expect(image.url).toMatch(/^\/uploads\/[0-9a-f]{32}-1000\.webp$/);
    expect(image.url).not.toContain('holiday');
    expect(image.variants.map((v: { width: number }) => v.width)).toEqual([480, 960, 1000]);
    expect(image).toMatchObject({ width: 1000, height: 2000 });

    const file = path.join(t.dataDir, 'uploads', path.basename(image.url));
    const meta = await sharp(fs.readFileSync(file)).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1000, height: 2000 });
    expect(meta.exif).toBeUndefined();
    expect(fs.readFileSync(file).includes('secret-camera-owner')).toBe(false);

    const served = await t.app.inject({ method: 'GET', url: image.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('accepts PNG, WebP, GIF and AVIF, checked by content not by name', async () => {
    const images = [
      await solid(300, 200).png().toBuffer(),
      await solid(300, 200).webp().toBuffer(),
      await solid(300, 200).gif().toBuffer(),
      await solid(300, 200).avif().toBuffer(),
    ];
    for (const data of images) {
      const response = await upload({ data, filename: 'misleading-name.txt', type: 'text/plain' });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.variants).toEqual([
        { width: 300, url: expect.stringMatching(/-300\.webp$/) },
      ]);
    }
  });

  it('refuses a non-image with 415 even when it is named .jpg', async () => {
    const response = await upload({
      data: Buffer.from('MZ this is not an image at all'),
      filename: 'cat.jpg',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      success: false,
      error: 'The file is not an image we can read. Upload a JPEG, PNG, WebP, GIF or AVIF image.',
    });
  });

  it('refuses SVG', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    const response = await upload({ data: svg, filename: 'logo.svg', type: 'image/svg+xml' });
    expect(response.statusCode).toBe(415);
    expect(response.json().error).toBe(
      'SVG images are not accepted. Upload a JPEG, PNG, WebP, GIF or AVIF image.',
    );
  });

  it('refuses a file over 10 MB with 413', async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0xff);
    const response = await upload({ data: big });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      success: false,
      error: 'The image is larger than the 10 MB limit',
    });
  });

  it('refuses absurd pixel dimensions', async () => {
    const data = await solid(13_000, 8).png().toBuffer();
    const response = await upload({ data, filename: 'strip.png', type: 'image/png' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(
      /^The image is 13000×8 pixels; the limit is 12000 pixels a side/,
    );
  });

  it('asks for the image field and for multipart', async () => {
    const wrongField = await upload({ data: await solid(10, 10).png().toBuffer() }, 'file');
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().error).toBe('Choose an image file to upload (form field "image")');
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/upload/cloud-image',
      headers: bearer(t.token),
      payload: { image: 'x' },
    });
    expect(json.statusCode).toBe(415);
  });

  it('needs a signed-in administrator', async () => {
    const form = multipart({}, [
      {
        name: 'image',
        filename: 'a.png',
        type: 'image/png',
        data: await solid(10, 10).png().toBuffer(),
      },
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/upload/cloud-image',
      headers: form.headers,
      payload: form.payload,
    });
    expect(response.statusCode).toBe(401);
  });

  it('serves only upload names, and only regular files: never a link or another file in the folder', async () => {
    const folder = path.join(t.dataDir, 'uploads');
    const secretDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-secret-'));
    const secret = path.join(secretDir, 'secret.txt');
    fs.writeFileSync(secret, 'server-only secret');
    const image = await solid(8, 8).webp().toBuffer();
    const names = {
      image: 'abcdef0123456789abcdef0123456789-480.webp',
      linked: 'fedcba9876543210fedcba9876543210-480.webp',
    };
    fs.writeFileSync(path.join(folder, names.image), image);
    fs.symlinkSync(secret, path.join(folder, names.linked));
    fs.symlinkSync(secret, path.join(folder, 'secret.webp'));
    fs.writeFileSync(path.join(folder, 'notes.txt'), 'server-only secret');
    fs.writeFileSync(path.join(folder, `${names.image}.txt`), 'server-only secret');
    try {
      for (const url of [
        `/uploads/${names.linked}`,
        '/uploads/secret.webp',
        '/uploads/notes.txt',
        `/uploads/${names.image}.txt`,
        `/uploads/${names.image.toUpperCase()}`,
      ]) {
        const response = await t.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(404);
        expect(response.body).not.toContain('server-only secret');
      }
      const served = await t.app.inject({ method: 'GET', url: `/uploads/${names.image}` });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(image)).toBe(true);
      expect(served.headers['content-type']).toBe('image/webp');
      const again = await t.app.inject({
        method: 'GET',
        url: `/uploads/${names.image}`,
        headers: { 'if-none-match': String(served.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
    } finally {
      fs.rmSync(secretDir, { recursive: true, force: true });
    }
  });
});
