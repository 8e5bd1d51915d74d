import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalS3 } from '../../../test-support/local-s3.mjs';
import { startLocalS3 } from '../../../test-support/local-s3.mjs';
import type { TestApp } from './helpers/test-app.ts';
import { bearer, createTestApp, login, multipart, testDialect } from './helpers/test-app.ts';

const YEAR = 'public, max-age=31536000, immutable';
const photo = () =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: '#2a7f3f' } })
    .jpeg()
    .toBuffer();

async function upload(t: TestApp, token: string) {
  const form = multipart({}, [
    { name: 'image', filename: 'site.jpg', type: 'image/jpeg', data: await photo() },
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/upload/cloud-image',
    headers: { ...bearer(token), ...form.headers },
    payload: form.payload,
  });
}

describe(`image uploads into an S3-compatible bucket (${testDialect})`, () => {
  let s3: LocalS3;
  beforeAll(async () => {
    s3 = await startLocalS3();
  });
  afterAll(async () => s3.stop());

  describe('served through /uploads/', () => {
    let t: TestApp;
    let token: string;
    beforeAll(async () => {
      t = await createTestApp({ s3: s3.settings });
      token = await login(t.app);
    });
    afterAll(async () => t.close());

    it('stores every width in the bucket, nothing on disk, and streams it back with a year of caching', async () => {
      const response = await upload(t, token);
      expect(response.statusCode).toBe(200);
      const image = response.json().data as {
        url: string;
        variants: { width: number; url: string }[];
      };
      expect(image.url).toMatch(/^\/uploads\/[0-9a-f]{32}-1200\.webp$/);
      const names = image.variants.map((v) => path.basename(v.url));
      expect(s3.objectNames()).toEqual(expect.arrayContaining(names));
      expect(fs.existsSync(path.join(t.dataDir, 'uploads'))).toBe(false);

      const served = await t.app.inject({ method: 'GET', url: image.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe(YEAR);
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({
        format: 'webp',
        width: 1200,
        height: 800,
      });

      const again = await t.app.inject({
        method: 'GET',
        url: image.url,
        headers: { 'if-none-match': String(served.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
    });

    it('stores an uploaded PDF in the bucket as it was sent and serves it as a PDF', async () => {
      const pdf = Buffer.from('%PDF-1.7\n%%EOF\n');
      const form = multipart({}, [
        { name: 'file', filename: 'brochure.pdf', type: 'application/pdf', data: pdf },
      ]);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/upload/document',
        headers: { ...bearer(token), ...form.headers },
        payload: form.payload,
      });
      expect(response.statusCode, response.body).toBe(200);
      const { url } = response.json().data as { url: string };
      expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}\.pdf$/);
      expect(s3.objectNames()).toContain(path.basename(url));
      const served = await t.app.inject({ method: 'GET', url });
      expect(served.headers['content-type']).toBe('application/pdf');
      expect(served.rawPayload).toEqual(pdf);
    });

    it('answers the 404 envelope for a missing object or a name that is not an upload', async () => {
      for (const url of [
        '/uploads/0123456789abcdef0123456789abcdef-480.webp',
        '/uploads/../site.db',
        '/uploads/notes.txt',
      ]) {
        const response = await t.app.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ success: false, error: 'Not found' });
      }
    });
  });

  it('answers addresses under S3_PUBLIC_URL when one is set', async () => {
    const t = await createTestApp({
      s3: { ...s3.settings, publicUrl: 'https://cdn.example.com/site/' },
    });
    try {
      const response = await upload(t, await login(t.app));
      expect(response.statusCode).toBe(200);
      const { url } = response.json().data as { url: string };
      expect(url).toMatch(/^https:\/\/cdn\.example\.com\/site\/[0-9a-f]{32}-1200\.webp$/);
      expect(s3.objectNames()).toContain(path.basename(url));
    } finally {
      await t.close();
    }
  });
});
