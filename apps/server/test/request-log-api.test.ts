import fs from 'node:fs';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './helpers/test-app.ts';
import { createTestApp, testDialect } from './helpers/test-app.ts';
import { writeDist } from './helpers/web-dist.ts';

type LogLine = Record<string, unknown>;

/** Fastify logs the completed line when the answer has finished, which may be after inject resolves. */
const turnEnded = () => new Promise((resolve) => setImmediate(resolve));

/** A log stream and the lines written to it, parsed. */
function logLines() {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  return { lines, stream };
}

describe(`request log (${testDialect})`, () => {
  let t: TestApp;
  const { lines, stream } = logLines();
  beforeAll(async () => {
    t = await createTestApp({ logger: { level: 'info', stream } });
  });
  afterAll(async () => t.close());

  const linesOf = (reqId: unknown) => lines.filter((line) => line.reqId === reqId);

  it('logs a read as one line with its id, method, URL, status, address and time', async () => {
    lines.length = 0;
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/blogs',
      remoteAddress: '203.0.113.9',
    });
    expect(response.statusCode).toBe(200);
    await turnEnded();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      msg: 'request completed',
      method: 'GET',
      url: '/api/blogs',
      statusCode: 200,
      ip: '203.0.113.9',
    });
    expect(lines[0]?.reqId).toBeTruthy();
    expect(typeof lines[0]?.responseTime).toBe('number');
  });

  it("logs a write's arrival and its answer, each line bound to the request's id", async () => {
    lines.length = 0;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      payload: { email: 'not an address' },
    });
    expect(response.statusCode).toBe(400);
    const reqId = lines.find((line) => line.msg === 'incoming request')?.reqId;
    expect(reqId).toBeTruthy();
    expect(linesOf(reqId).map((line) => line.msg)).toEqual([
      'incoming request',
      'request completed',
    ]);
    expect(linesOf(reqId)[1]).toMatchObject({ res: { statusCode: 400 } });
  });
});

describe(`read lines of the web app's files (${testDialect})`, () => {
  let t: TestApp;
  let dist: string;
  const { lines, stream } = logLines();
  beforeAll(async () => {
    dist = writeDist();
    t = await createTestApp({
      webDistDir: dist,
      trustProxy: 1,
      withAdmin: false,
      // The logger's own options apply to read lines too.
      logger: { level: 'info', stream, mixin: () => ({ instance: 'web-1' }) },
    });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('logs each answer as one read line: id, method, URL, status, the client behind the proxy, time', async () => {
    lines.length = 0;
    await t.app.inject({
      method: 'GET',
      url: '/assets/app-1a2b3c.js',
      headers: { 'accept-encoding': 'br', 'x-forwarded-for': '203.0.113.7' },
      remoteAddress: '127.0.0.1',
    });
    await t.app.inject({
      method: 'HEAD',
      url: '/favicon.svg',
      headers: { 'if-none-match': '*' },
      remoteAddress: '127.0.0.1',
    });
    await turnEnded();
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      method: 'GET',
      url: '/assets/app-1a2b3c.js',
      statusCode: 200,
      ip: '203.0.113.7',
      instance: 'web-1',
    });
    expect(lines[1]).toMatchObject({
      msg: 'request completed',
      method: 'HEAD',
      url: '/favicon.svg',
      statusCode: 304,
      ip: '127.0.0.1',
      instance: 'web-1',
    });
    for (const line of lines) {
      expect(line.reqId).toMatch(/^req-[0-9a-z]+$/);
      expect(typeof line.responseTime).toBe('number');
    }
    expect(lines[0]?.reqId).not.toBe(lines[1]?.reqId);
  });
});
