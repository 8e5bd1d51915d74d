import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logRead } from '../src/plugins/request-log.ts';
import type { TestApp } from './helpers/test-app.ts';
import { createTestApp, testDialect } from './helpers/test-app.ts';

type LogLine = Record<string, unknown>;

/** Read lines leave once the current turn of the event loop is over. */
const turnEnded = () => new Promise((resolve) => setImmediate(resolve));

describe('the read line', () => {
  const capture = () => {
    const written: string[] = [];
    const logger = pino(
      { level: 'info' },
      { write: (text: string) => void written.push(...text.split('\n').filter(Boolean)) },
    );
    return { logger, written };
  };

  it('is written byte for byte as pino writes the same fields, whatever the URL holds', async () => {
    const ours = capture();
    const pinos = capture();
    const urls = [
      '/assets/index-Qndn-Q2e.js',
      '/search?q="quoted"&x=\\',
      '/caf\u00e9/\u2028\u0001',
      '/',
    ];
    for (const url of urls) {
      for (const ip of ['203.0.113.9', '::ffff:10.0.0.1', undefined]) {
        logRead(ours.logger, 'req-1a', 'HEAD', url, 304, ip, 1.2345678);
        pinos.logger.info(
          { reqId: 'req-1a', method: 'HEAD', url, statusCode: 304, ip, responseTime: 1.235 },
          'request completed',
        );
      }
    }
    expect(ours.written).toEqual([]);
    await turnEnded();
    const withoutTime = (line: string) => line.replace(/,"time":\d+,/, ',"time":0,');
    expect(ours.written.map(withoutTime)).toEqual(pinos.written.map(withoutTime));
    expect(ours.written).toHaveLength(urls.length * 3);
    expect(JSON.parse(ours.written[0]!)).toMatchObject({
      level: 30,
      pid: process.pid,
      msg: 'request completed',
      responseTime: 1.235,
    });
  });

  it('writes 64 waiting lines at once, nothing below the logger level, and an error line at once', async () => {
    const { logger, written } = capture();
    for (let i = 0; i < 64; i += 1) logRead(logger, `req-${i}`, 'GET', '/', 200, '127.0.0.1', 1);
    expect(written).toHaveLength(64);
    logger.level = 'warn';
    logRead(logger, 'req-x', 'GET', '/', 200, '127.0.0.1', 1);
    await turnEnded();
    expect(written).toHaveLength(64);
    logRead(logger, 'req-2', 'GET', '/', 500, '127.0.0.1', 1, new Error('stream broke'));
    expect(JSON.parse(written[64]!)).toMatchObject({
      level: 50,
      msg: 'request errored',
      reqId: 'req-2',
      err: { message: 'stream broke' },
    });
  });
});

describe(`request log (${testDialect})`, () => {
  let t: TestApp;
  const lines: LogLine[] = [];
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean))
          lines.push(JSON.parse(line) as LogLine);
        done();
      },
    });
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
