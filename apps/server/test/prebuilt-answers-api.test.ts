import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './helpers/test-app.ts';
import { bearer, createTestApp, login, testDialect } from './helpers/test-app.ts';
import { scriptBr, writeDist } from './helpers/web-dist.ts';

type Answer = { status: number; headers: Record<string, string>; body: Buffer };

/** Headers a connection adds (the same on every answer of either way in), left out of the comparison. */
const PER_CONNECTION = new Set(['date', 'connection', 'keep-alive']);
const comparable = (headers: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(headers)
      .filter(([name]) => !PER_CONNECTION.has(name))
      .map(([name, value]) => [name, String(value)])
      .sort(([a], [b]) => a!.localeCompare(b!)),
  );

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
            headers: comparable(response.headers),
            body: Buffer.concat(chunks),
          }),
        );
      })
      .on('error', reject)
      .end();
  });
}

describe(`prebuilt answers: the lane before Fastify (${testDialect})`, () => {
  let t: TestApp;
  let dist: string;
  let port: number;
  const reachedFastify: string[] = [];
  const lines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    dist = writeDist();
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean))
          lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    t = await createTestApp({
      webDistDir: dist,
      trustProxy: 1,
      logger: { level: 'info', stream },
      beforeReady: (app) =>
        app.addHook('onRequest', (request, _reply, done) => {
          reachedFastify.push(request.url);
          done();
        }),
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

  const viaFastify = async (
    method: 'GET' | 'HEAD',
    url: string,
    headers: Record<string, string>,
  ): Promise<Answer> => {
    const response = await t.app.inject({ method, url, headers });
    return {
      status: response.statusCode,
      headers: comparable(response.headers),
      body: response.rawPayload,
    };
  };

  it('answers every file and the public list with the same status, headers and bytes as the Fastify route, without reaching Fastify', async () => {
    // The list is cached (and so prebuilt) once it has been read.
    expect((await overSocket(port, 'GET', '/api/blogs')).status).toBe(200);
    const urls = [
      '/assets/app-1a2b3c.js',
      '/index.html',
      '/',
      '/favicon.svg',
      '/images/hero/loop.mp4',
      '/api/blogs',
    ];
    const codings: Record<string, string>[] = [
      {},
      { 'accept-encoding': 'gzip, deflate, br, zstd' },
      { 'accept-encoding': 'gzip' },
      { 'accept-encoding': 'br;q=0, gzip;q=0' },
    ];
    let compared = 0;
    for (const url of urls) {
      for (const coding of codings) {
        const plain = await viaFastify('GET', url, coding);
        const etag = plain.headers.etag!;
        for (const headers of [
          coding,
          { ...coding, 'if-none-match': etag },
          { ...coding, 'if-none-match': '"stale"' },
        ]) {
          for (const method of ['GET', 'HEAD'] as const) {
            reachedFastify.length = 0;
            const lane = await overSocket(port, method, url, headers);
            expect(reachedFastify, `${method} ${url} ${JSON.stringify(headers)}`).toEqual([]);
            const route = await viaFastify(method, url, headers);
            expect(lane, `${method} ${url} ${JSON.stringify(headers)}`).toEqual(route);
            compared += 1;
          }
        }
      }
    }
    expect(compared).toBe(urls.length * codings.length * 6);
  });

  it('reads the headers it depends on in any spelling, repeated ones joined as Node joins them', async () => {
    const etag = (await viaFastify('GET', '/api/blogs', { 'accept-encoding': 'br' })).headers.etag!;
    const cases: [Record<string, string[]>, Record<string, string>, number, string | undefined][] =
      [
        [
          { 'Accept-Encoding': ['gzip;q=0.5', 'br'] },
          { 'accept-encoding': 'gzip;q=0.5, br' },
          200,
          'br',
        ],
        [
          { 'ACCEPT-ENCODING': ['br;q=0', 'gzip'] },
          { 'accept-encoding': 'br;q=0, gzip' },
          200,
          'gzip',
        ],
        [
          { 'If-None-Match': ['"stale"', etag], 'Accept-Encoding': ['br'] },
          { 'if-none-match': `"stale", ${etag}`, 'accept-encoding': 'br' },
          304,
          undefined,
        ],
      ];
    for (const [sent, joined, status, coding] of cases) {
      reachedFastify.length = 0;
      const lane = await overSocket(port, 'GET', '/api/blogs', sent);
      expect(reachedFastify).toEqual([]);
      expect({ status: lane.status, coding: lane.headers['content-encoding'] }).toEqual({
        status,
        coding,
      });
      expect(lane).toEqual(await viaFastify('GET', '/api/blogs', joined));
    }
  });

  it('leaves to Fastify what is not prebuilt: other spellings, byte ranges, other methods, unknown files', async () => {
    const cases: [string, string, Record<string, string>, number][] = [
      ['GET', '/assets/app-1a2b3c.js?v=1', { 'accept-encoding': 'br' }, 200],
      ['GET', '/images/hero/loop.mp4', { range: 'bytes=0-9' }, 206],
      ['POST', '/assets/app-1a2b3c.js', {}, 405],
      ['GET', '/assets/missing-0000.js', {}, 404],
    ];
    for (const [method, url, headers, status] of cases) {
      reachedFastify.length = 0;
      const answer = await overSocket(port, method, url, headers);
      expect({ method, url, status: answer.status, reached: reachedFastify }).toEqual({
        method,
        url,
        status,
        reached: [url],
      });
    }
    expect(
      (
        await overSocket(port, 'GET', '/assets/app-1a2b3c.js?v=1', { 'accept-encoding': 'br' })
      ).body.equals(scriptBr),
    ).toBe(true);
  });

  it('logs each answer as one read line: id, method, URL, status, the client behind the proxy, time', async () => {
    lines.length = 0;
    reachedFastify.length = 0;
    await overSocket(port, 'GET', '/assets/app-1a2b3c.js', {
      'accept-encoding': 'br',
      'x-forwarded-for': '203.0.113.7',
    });
    await overSocket(port, 'HEAD', '/favicon.svg', { 'if-none-match': '*' });
    expect(reachedFastify).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve)); // read lines leave once the turn is over
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      method: 'GET',
      url: '/assets/app-1a2b3c.js',
      statusCode: 200,
      ip: '203.0.113.7',
    });
    expect(lines[1]).toMatchObject({
      msg: 'request completed',
      method: 'HEAD',
      url: '/favicon.svg',
      statusCode: 304,
      ip: '127.0.0.1',
    });
    for (const line of lines) {
      expect(line.reqId).toMatch(/^req-[0-9a-z]+$/);
      expect(typeof line.responseTime).toBe('number');
    }
    expect(lines[0]?.reqId).not.toBe(lines[1]?.reqId);
  });

  it('shows a post published through the admin API in the very next list read, and never a draft', async () => {
    const first = JSON.parse((await overSocket(port, 'GET', '/api/blogs')).body.toString()) as {
      data: { title: string }[];
    };
    const token = await login(t.app);
    for (const [title, status] of [
      ['Street lighting draft', 'draft'],
      ['Solar at the depot', 'published'],
    ]) {
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/blogs',
        headers: bearer(token),
        payload: { title, content: 'Words.', status },
      });
      expect(created.statusCode).toBe(201);
    }
    const list = JSON.parse((await overSocket(port, 'GET', '/api/blogs')).body.toString()) as {
      data: { title: string }[];
    };
    expect(list.data.map((post) => post.title)).toEqual([
      'Solar at the depot',
      ...first.data.map((post) => post.title),
    ]);
  });
});
