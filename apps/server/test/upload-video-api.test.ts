import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_VIDEO_BYTES } from '@site/shared';
import type { LocalS3 } from '../../../test-support/local-s3.mjs';
import { startLocalS3 } from '../../../test-support/local-s3.mjs';
import { NOT_A_VIDEO, VIDEO_TOO_LARGE } from '../src/routes/upload/upload-routes.ts';
import type { TestApp } from './helpers/test-app.ts';
import { bearer, createTestApp, login, multipart, testDialect } from './helpers/test-app.ts';

/** The first bytes of an MP4 (an ISO `ftyp` box, brand isom) and of a WebM (EBML, DocType webm),
 * then filler: the server checks the content, never the name or the declared type. */
const mp4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x20]),
  Buffer.from('ftypisom\0\0\x02\0isomiso2avc1mp41', 'latin1'),
  Buffer.alloc(256 * 1024, 7),
]);
const webm = Buffer.concat([
  Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84]),
  Buffer.from('webm', 'latin1'),
  Buffer.alloc(64 * 1024, 3),
]);
const quicktime = Buffer.concat([
  Buffer.from([0, 0, 0, 0x14]),
  Buffer.from('ftypqt  \0\0\x02\0qt  ', 'latin1'),
  Buffer.alloc(1024),
]);

async function uploadVideo(t: TestApp, token: string, data: Buffer, filename = 'clip.mp4') {
  const form = multipart({}, [{ name: 'file', filename, type: 'video/mp4', data }]);
  return t.app.inject({
    method: 'POST',
    url: '/api/upload/video',
    headers: { ...bearer(token), ...form.headers },
    payload: form.payload,
  });
}

/** Sends `size` bytes of an MP4 through a real socket, generated as they go (never in memory). */
function streamUpload(origin: string, token: string, size: number) {
  const boundary = '----videotest';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const chunk = Buffer.alloc(1024 * 1024, 1);
  async function* body() {
    yield head;
    yield mp4.subarray(0, 64);
    let sent = 64;
    while (sent < size) {
      const next = chunk.subarray(0, Math.min(chunk.length, size - sent));
      sent += next.length;
      yield next;
    }
    yield tail;
  }
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request(
      `${origin}/api/upload/video`,
      {
        method: 'POST',
        headers: {
          ...bearer(token),
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': head.length + size + tail.length,
        },
      },
      (response) => {
        let text = '';
        response.on('data', (data: Buffer) => (text += data.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    // The server answers and closes before the whole body is sent: the rest is not needed.
    request.on('error', (error) => ((error as { code?: string }).code ? undefined : reject(error)));
    Readable.from(body()).pipe(request);
  });
}

function expectVideoChecks(get: () => { t: TestApp; token: string }) {
  it('refuses a file that is not MP4 or WebM by its bytes, whatever its name, with 415 and why', async () => {
    const { t, token } = get();
    for (const data of [Buffer.from('%PDF-1.7\n%%EOF\n'), quicktime, Buffer.alloc(500, 0x41)]) {
      const response = await uploadVideo(t, token, data, 'looks-like.mp4');
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ success: false, error: NOT_A_VIDEO });
    }
    const empty = await uploadVideo(t, token, Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/upload/video',
      ...multipart({}, [{ name: 'file', filename: 'a.mp4', type: 'video/mp4', data: mp4 }]),
    });
    expect(anonymous.statusCode).toBe(401);
  });
}

/** A player asks for parts of a video (to seek; Safari plays no video otherwise): the server sends
 * the one range asked for with 206, says it takes ranges, and answers a range past the end with 416. */
function expectRangeRequests(get: () => { t: TestApp; token: string }) {
  it('serves one byte range of a video with 206, a range past its end with 416, and several ranges or another If-Range whole', async () => {
    const { t, token } = get();
    const { url } = (await uploadVideo(t, token, mp4)).json().data as { url: string };
    const asked = (range: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url, headers: { range, ...headers } });
    const size = mp4.length;

    const first = await asked('bytes=0-99');
    expect(first.statusCode).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-99/${size}`);
    expect(first.headers['content-length']).toBe('100');
    expect(first.headers['accept-ranges']).toBe('bytes');
    expect(first.headers['content-type']).toBe('video/mp4');
    expect(first.rawPayload).toEqual(mp4.subarray(0, 100));

    const rest = await asked(`bytes=${size - 1000}-`);
    expect(rest.statusCode).toBe(206);
    expect(rest.headers['content-range']).toBe(`bytes ${size - 1000}-${size - 1}/${size}`);
    expect(rest.rawPayload).toEqual(mp4.subarray(size - 1000));

    const last = await asked('bytes=-16');
    expect(last.statusCode).toBe(206);
    expect(last.rawPayload).toEqual(mp4.subarray(size - 16));

    const past = await asked(`bytes=${size}-`);
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${size}`);

    for (const whole of [
      await asked('bytes=0-9,20-29'),
      await asked('bytes=0-9', { 'if-range': '"other-bytes"' }),
      await t.app.inject({ method: 'GET', url }),
    ]) {
      expect(whole.statusCode).toBe(200);
      expect(whole.headers['accept-ranges']).toBe('bytes');
      expect(whole.rawPayload).toEqual(mp4);
    }
    const missing = await t.app.inject({
      method: 'GET',
      url: `/uploads/${'0'.repeat(32)}.mp4`,
      headers: { range: 'bytes=0-9' },
    });
    expect(missing.statusCode).toBe(404);
  });
}

describe(`POST /api/upload/video into the local folder (${testDialect})`, () => {
  let t: TestApp;
  let token: string;
  let origin: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await login(t.app);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => t.close());

  it('stores an MP4 and a WebM as sent under a random name, served with their type and a year of caching; a media item takes the address', async () => {
    for (const [data, kind] of [
      [mp4, 'mp4'],
      [webm, 'webm'],
    ] as const) {
      const response = await uploadVideo(t, token, data, 'named-anything.bin');
      expect(response.statusCode).toBe(200);
      const { url, size } = response.json().data as { url: string; size: number };
      expect(url).toMatch(new RegExp(`^/uploads/[0-9a-f]{32}\\.${kind}$`));
      expect(size).toBe(data.length);
      expect(fs.readFileSync(path.join(t.dataDir, 'uploads', path.basename(url)))).toEqual(data);
      const served = await t.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(`video/${kind}`);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.rawPayload).toEqual(data);
    }
    const { url } = (await uploadVideo(t, token, mp4)).json().data as { url: string };
    const item = await t.app.inject({
      method: 'POST',
      url: '/api/admin/media',
      headers: bearer(token),
      payload: {
        kind: 'video',
        title: 'Uploaded clip',
        category: 'events',
        image: { src: '/images/media/team-collaboration.webp', width: 800, height: 500, alt: 'A' },
        videoUrl: url,
        description: 'A clip.',
        date: '2026-11',
        location: 'Nairobi',
        status: 'published',
      },
    });
    expect(item.statusCode).toBe(201);
    expect(item.json().data.videoUrl).toBe(url);
  });

  it('keeps a video as it arrives in a private temporary folder (0700), readable by its owner alone (0600), and removes it after the upload, accepted or refused', async () => {
    const modeOf = (file: string) => (fs.statSync(file).mode & 0o777).toString(8);
    const folders: string[] = [];
    const mkdtemp = fs.promises.mkdtemp;
    const made = vi.spyOn(fs.promises, 'mkdtemp').mockImplementation((async (
      ...args: Parameters<typeof mkdtemp>
    ) => {
      const folder = await mkdtemp(...args);
      folders.push(String(folder));
      return folder;
    }) as typeof mkdtemp);
    // The modes are read when the route hands the received file to the storage.
    const modes: string[] = [];
    const putFile = t.app.uploads.putFile.bind(t.app.uploads);
    const stored = vi
      .spyOn(t.app.uploads, 'putFile')
      .mockImplementation(async (name, file, size, type) => {
        modes.push(modeOf(path.dirname(file)), modeOf(file));
        return putFile(name, file, size, type);
      });
    let url: string;
    try {
      const accepted = await uploadVideo(t, token, mp4);
      expect(accepted.statusCode).toBe(200);
      url = accepted.json().data.url;
      expect((await uploadVideo(t, token, quicktime)).statusCode).toBe(415);
    } finally {
      made.mockRestore();
      stored.mockRestore();
    }
    expect(modes).toEqual(['700', '600']);
    expect(folders).toHaveLength(2);
    for (const folder of folders) {
      expect(path.dirname(folder)).toBe(os.tmpdir());
      expect(fs.existsSync(folder)).toBe(false);
    }
    // The stored video is written as any upload is, not with the temporary file's private mode.
    const written = path.join(t.dataDir, 'written-as-an-upload');
    fs.writeFileSync(written, '');
    expect(modeOf(path.join(t.dataDir, 'uploads', path.basename(url)))).toBe(modeOf(written));
    fs.rmSync(written);
  });

  expectVideoChecks(() => ({ t, token }));
  expectRangeRequests(() => ({ t, token }));

  it(`refuses a video over ${MAX_VIDEO_BYTES / 1024 / 1024} MB with 413 and why, streamed through a socket, and keeps no part of it`, async () => {
    const before = fs.readdirSync(path.join(t.dataDir, 'uploads'));
    const response = await streamUpload(origin, token, MAX_VIDEO_BYTES + 1024 * 1024);
    expect(response.status).toBe(413);
    expect(JSON.parse(response.body)).toEqual({ success: false, error: VIDEO_TOO_LARGE });
    expect(fs.readdirSync(path.join(t.dataDir, 'uploads'))).toEqual(before);
  }, 60_000);
});

describe(`POST /api/upload/video into an S3-compatible bucket (${testDialect})`, () => {
  let s3: LocalS3;
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    s3 = await startLocalS3();
    t = await createTestApp({ s3: s3.settings });
    token = await login(t.app);
  });
  afterAll(async () => {
    await t.close();
    await s3.stop();
  });

  it('streams the video into the bucket as sent, nothing on disk, and serves it back with its type', async () => {
    const response = await uploadVideo(t, token, webm, 'clip.webm');
    expect(response.statusCode).toBe(200);
    const { url, size } = response.json().data as { url: string; size: number };
    expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}\.webm$/);
    expect(size).toBe(webm.length);
    expect(s3.objectNames()).toContain(path.basename(url));
    expect(fs.existsSync(path.join(t.dataDir, 'uploads'))).toBe(false);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('video/webm');
    expect(served.rawPayload).toEqual(webm);
  });

  expectVideoChecks(() => ({ t, token }));
  expectRangeRequests(() => ({ t, token }));
});
