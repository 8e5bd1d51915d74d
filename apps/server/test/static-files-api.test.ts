import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS_POLICY } from '../src/plugins/security.ts';
import type { TestApp } from './helpers/test-app.ts';
import { createTestApp, testDialect } from './helpers/test-app.ts';
import {
  icon,
  indexHtml,
  inlineScript,
  script,
  scriptBr,
  scriptGz,
  video,
  writeDist,
} from './helpers/web-dist.ts';

describe(`web app files (${testDialect})`, () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = writeDist();
    t = await createTestApp({ webDistDir: dist, withAdmin: false });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('sends the precompressed file itself: br before gzip before identity, with Vary and a strong ETag per coding', async () => {
    const br = await get('/assets/app-1a2b3c.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.rawPayload.equals(scriptBr)).toBe(true);
    expect(Number(br.headers['content-length'])).toBe(scriptBr.byteLength);

    const gzip = await get('/assets/app-1a2b3c.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.equals(scriptGz)).toBe(true);

    const identity = await get('/assets/app-1a2b3c.js');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.rawPayload.equals(script)).toBe(true);

    const etags = [br, gzip, identity].map((r) => r.headers.etag);
    for (const etag of etags) expect(etag).toMatch(/^"[\w-]+"$/);
    expect(new Set(etags).size).toBe(3);
  });

  it('honours q-values: a coding refused with q=0 is never sent, and a higher q wins over our preference', async () => {
    const cases: [string, string | undefined][] = [
      ['br;q=0, gzip', 'gzip'],
      ['gzip;q=1, br;q=0.5', 'gzip'],
      ['*', 'br'],
      ['identity', undefined],
      ['br;q=0, gzip;q=0', undefined],
    ];
    for (const [accept, expected] of cases) {
      const response = await get('/assets/app-1a2b3c.js', { 'accept-encoding': accept });
      expect({ accept, encoding: response.headers['content-encoding'] }).toEqual({
        accept,
        encoding: expected,
      });
    }
  });

  it('never compresses per request: a file without precompressed twins goes out as its own bytes', async () => {
    const response = await get('/favicon.svg', { 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.rawPayload.equals(icon)).toBe(true);
  });

  it('answers 304 to If-None-Match with the current ETag (weak or strong form), and 200 to a stale one', async () => {
    const first = await get('/assets/app-1a2b3c.js', { 'accept-encoding': 'br' });
    const etag = first.headers.etag as string;
    for (const ifNoneMatch of [etag, `W/${etag}`, `"stale", ${etag}`, '*']) {
      const again = await get('/assets/app-1a2b3c.js', {
        'accept-encoding': 'br',
        'if-none-match': ifNoneMatch,
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    const stale = await get('/assets/app-1a2b3c.js', {
      'accept-encoding': 'br',
      'if-none-match': '"stale"',
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.equals(scriptBr)).toBe(true);
  });

  it('caches hashed assets for a year, revalidates the page every time and other files daily', async () => {
    expect((await get('/assets/app-1a2b3c.js')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    for (const url of ['/', '/index.html']) {
      const page = await get(url, { 'accept-encoding': 'br' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(zlib.brotliDecompressSync(page.rawPayload).toString()).toBe(indexHtml);
    }
    expect((await get('/favicon.svg')).headers['cache-control']).toBe('public, max-age=86400');
  });

  it("allows the page's own inline script by its hash, and only on that page", async () => {
    const hash = `'sha256-${createHash('sha256').update(inlineScript).digest('base64')}'`;
    const page = await get('/');
    expect(page.headers['content-security-policy']).toMatch(
      new RegExp(`script-src 'self' ${hash.replace(/[+/]/g, '\\$&')}`),
    );
    expect((await get('/favicon.svg')).headers['content-security-policy']).toMatch(
      /script-src 'self'(;|$)/,
    );
  });

  it('sends the page set on a page whatever its query says', async () => {
    for (const url of ['/?v=app.js', '/index.html?font=a.woff2']) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['permissions-policy'], url).toBe(PERMISSIONS_POLICY);
      expect(page.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const head = await t.app.inject({
      method: 'HEAD',
      url: '/assets/app-1a2b3c.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['content-encoding']).toBe('br');
    expect(Number(head.headers['content-length'])).toBe(scriptBr.byteLength);
    expect(head.headers.etag).toBe(
      (await get('/assets/app-1a2b3c.js', { 'accept-encoding': 'br' })).headers.etag,
    );
  });

  it('serves byte ranges of media files, and 416 for a range past the end', async () => {
    const part = await get('/images/hero/loop.mp4', { range: 'bytes=100-199' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 100-199/5000');
    expect(part.headers['content-type']).toBe('video/mp4');
    expect(part.rawPayload.equals(video.subarray(100, 200))).toBe(true);
    const tail = await get('/images/hero/loop.mp4', { range: 'bytes=-10' });
    expect(tail.rawPayload.equals(video.subarray(4990))).toBe(true);
    const whole = await get('/images/hero/loop.mp4');
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.equals(video)).toBe(true);
    const past = await get('/images/hero/loop.mp4', { range: 'bytes=6000-' });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe('bytes */5000');
  });

  it('answers 404 for unknown files, the build manifest and the compressed twins by name; page paths still redirect', async () => {
    for (const url of [
      '/assets/missing-0000.js',
      '/.vite/manifest.json',
      '/assets/app-1a2b3c.js.br',
      '/index.html.br',
    ]) {
      const response = await get(url);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
      expect(response.json()).toEqual({ success: false, error: 'Not found' });
    }
    const page = await get('/about', { accept: 'text/html' });
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toBe('/#/about');
  });
});

type Answer = { status: number; headers: Record<string, string>; body: Buffer };

/** A request over a real connection: what a browser gets, repeated header fields included. */
function overSocket(
  port: number,
  method: string,
  url: string,
  headers: Record<string, string | string[]> = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .request({ host: '127.0.0.1', port, method, path: url, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers as Record<string, string>,
            body: Buffer.concat(chunks),
          }),
        );
      })
      .on('error', reject)
      .end();
  });
}

describe(`web app files and the public list over a connection (${testDialect})`, () => {
  let t: TestApp;
  let dist: string;
  let port: number;
  const hooked: string[] = [];

  beforeAll(async () => {
    dist = writeDist();
    t = await createTestApp({
      webDistDir: dist,
      beforeReady: (app) => {
        app.addHook('onRequest', async (request) => void hooked.push(`onRequest ${request.url}`));
        app.addHook('onSend', async (request) => void hooked.push(`onSend ${request.url}`));
      },
    });
    await t.app.repos.blogs.create(
      {
        title: 'Junction control',
        content: 'Signal timing '.repeat(200),
        tags: [],
        status: 'published',
      },
      null,
    );
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const urls = [
    '/assets/app-1a2b3c.js',
    '/index.html',
    '/',
    '/favicon.svg',
    '/images/hero/loop.mp4',
    '/api/blogs',
  ];

  it("passes every answer, assets and the cached list included, through the app's hooks", async () => {
    // The list twice: the read that fills the cache, then one answered from it.
    for (const url of [...urls, '/api/blogs']) {
      hooked.length = 0;
      expect((await overSocket(port, 'GET', url)).status, url).toBe(200);
      expect(hooked).toEqual([`onRequest ${url}`, `onSend ${url}`]);
    }
  });

  it('sends the security set of each URL, a 304 without Content-Length, and HEAD with the headers of GET', async () => {
    const security: Record<string, Record<string, string>> = {
      '/assets/app-1a2b3c.js': {
        'x-content-type-options': 'nosniff',
        'cross-origin-resource-policy': 'same-origin',
      },
      '/images/hero/loop.mp4': {
        'x-content-type-options': 'nosniff',
        'cross-origin-resource-policy': 'same-origin',
      },
      '/index.html': { 'x-frame-options': 'SAMEORIGIN', 'permissions-policy': PERMISSIONS_POLICY },
      '/': { 'x-frame-options': 'SAMEORIGIN', 'permissions-policy': PERMISSIONS_POLICY },
      '/favicon.svg': { 'x-frame-options': 'SAMEORIGIN', 'permissions-policy': PERMISSIONS_POLICY },
      '/api/blogs': {
        'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
        'x-frame-options': 'DENY',
      },
    };
    const codings: Record<string, string>[] = [
      {},
      { 'accept-encoding': 'gzip, deflate, br, zstd' },
      { 'accept-encoding': 'gzip' },
    ];
    for (const url of urls) {
      for (const coding of codings) {
        const got = await overSocket(port, 'GET', url, coding);
        const where = `${url} ${JSON.stringify(coding)}`;
        expect(got.status, where).toBe(200);
        expect(got.headers, where).toMatchObject({
          ...security[url],
          'strict-transport-security': 'max-age=31536000; includeSubDomains',
          etag: expect.any(String),
          'content-length': String(got.body.byteLength),
        });
        const head = await overSocket(port, 'HEAD', url, coding);
        expect({ ...head.headers, date: '' }, where).toEqual({ ...got.headers, date: '' });
        expect(head.body.byteLength, where).toBe(0);
        for (const method of ['GET', 'HEAD']) {
          const current = await overSocket(port, method, url, {
            ...coding,
            'if-none-match': got.headers.etag!,
          });
          expect(current.status, `${method} ${where}`).toBe(304);
          expect(current.headers['content-length'], `${method} ${where}`).toBeUndefined();
          expect(current.headers['content-encoding'], `${method} ${where}`).toBeUndefined();
          expect(current.headers.etag).toBe(got.headers.etag);
          expect(current.body.byteLength).toBe(0);
          const stale = await overSocket(port, method, url, {
            ...coding,
            'if-none-match': '"stale"',
          });
          expect(stale.status, `${method} ${where}`).toBe(200);
        }
      }
    }
  });

  it('reads repeated Accept-Encoding and If-None-Match fields as one list', async () => {
    const br = await overSocket(port, 'GET', '/api/blogs', {
      'Accept-Encoding': ['gzip;q=0.5', 'br'],
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.body).toString()).toContain('Junction control');
    const gzip = await overSocket(port, 'GET', '/api/blogs', {
      'ACCEPT-ENCODING': ['br;q=0', 'gzip'],
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const current = await overSocket(port, 'GET', '/api/blogs', {
      'If-None-Match': ['"stale"', br.headers.etag!],
      'Accept-Encoding': ['br'],
    });
    expect(current.status).toBe(304);
  });

  it('answers other spellings, byte ranges, other methods and unknown files as the routes say', async () => {
    const query = await overSocket(port, 'GET', '/assets/app-1a2b3c.js?v=1', {
      'accept-encoding': 'br',
    });
    expect(query.status).toBe(200);
    expect(query.body.equals(scriptBr)).toBe(true);
    const part = await overSocket(port, 'GET', '/images/hero/loop.mp4', { range: 'bytes=0-9' });
    expect(part.status).toBe(206);
    expect(part.body.equals(video.subarray(0, 10))).toBe(true);
    const post = await overSocket(port, 'POST', '/assets/app-1a2b3c.js');
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
    expect((await overSocket(port, 'GET', '/assets/missing-0000.js')).status).toBe(404);
  });
});
