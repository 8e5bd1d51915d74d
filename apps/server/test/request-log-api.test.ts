import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './helpers/test-app.ts';
import { createTestApp, testDialect } from './helpers/test-app.ts';

type LogLine = Record<string, unknown>;

describe(`request log (${testDialect})`, () => {
  let t: TestApp;
  const lines: LogLine[] = [];
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as LogLine);
        done();
      },
    });
    t = await createTestApp({ logger: { level: 'info', stream } });
  });
  afterAll(async () => t.close());

  const linesOf = (reqId: unknown) => lines.filter((line) => line.reqId === reqId);

  it('logs a read as one line with its id, method, URL, status, address and time', async () => {
    lines.length = 0;
    const response = await t.app.inject({ method: 'GET', url: '/api/blogs', remoteAddress: '203.0.113.9' });
    expect(response.statusCode).toBe(200);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ msg: 'request completed', method: 'GET', url: '/api/blogs', statusCode: 200, ip: '203.0.113.9' });
    expect(lines[0]?.reqId).toBeTruthy();
    expect(typeof lines[0]?.responseTime).toBe('number');
  });

  it("logs a write's arrival and its answer, each line bound to the request's id", async () => {
    lines.length = 0;
    const response = await t.app.inject({ method: 'POST', url: '/api/newsletter', payload: { email: 'not an address' } });
    expect(response.statusCode).toBe(400);
    const reqId = lines.find((line) => line.msg === 'incoming request')?.reqId;
    expect(reqId).toBeTruthy();
    expect(linesOf(reqId).map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    expect(linesOf(reqId)[1]).toMatchObject({ res: { statusCode: 400 } });
  });
});
