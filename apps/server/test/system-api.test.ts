import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './helpers/test-app.ts';
import { bearer, createTestApp, login, testDialect } from './helpers/test-app.ts';

describe(`health, config and malformed requests (${testDialect})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      chatWidgetSrc: 'https://chat.example.com/widget.js',
      translator: { key: 'secret-translator-key' },
    });
  });
  afterAll(async () => t.close());

  it('reports the database state', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: { status: 'ok', database: 'up', dialect: testDialect },
    });
  });

  it('gives the browser its runtime settings and never a secret', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.json()).toEqual({
      success: true,
      data: { chatWidgetSrc: 'https://chat.example.com/widget.js', translationAvailable: true },
    });
    expect(response.body).not.toContain('secret-translator-key');
  });

  it('allows the chat widget origin in the CSP and sends security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.headers['content-security-policy']).toContain(
      "script-src 'self' https://chat.example.com",
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toContain('max-age=31536000');
  });

  it('answers malformed JSON with 400 and the envelope', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, error: 'Malformed JSON body' });
  });

  it('answers an oversized body with 413', async () => {
    const token = await login(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/blogs',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: JSON.stringify({ title: 'x', content: 'y'.repeat(3 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ success: false, error: 'The request body is too large' });
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().success).toBe(false);
  });

  it('answers unknown API routes with 404 and wrong methods with 405', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, error: 'No API route GET /api/nothing-here' });

    const wrong = await t.app.inject({ method: 'PATCH', url: '/api/blogs/some-id' });
    expect(wrong.statusCode).toBe(405);
    expect(wrong.headers.allow).toBe('GET, HEAD, PUT, DELETE');
    expect(wrong.json()).toEqual({ success: false, error: 'Method PATCH is not allowed here' });

    const get = await t.app.inject({ method: 'GET', url: '/api/auth/login' });
    expect(get.statusCode).toBe(405);
    expect(get.headers.allow).toBe('POST');
  });

  it('answers an unknown slug with 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/blogs/slug/no-such-post' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, error: 'Blog post not found' });
  });

  it('sends a page path typed without the hash to the app route', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/admin',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/#/admin');
  });

  it('survives garbage input without crashing', async () => {
    const token = await login(t.app);
    const payloads = ['null', '[]', '"text"', '123', '{"title":{"$gt":""},"content":[1]}'];
    for (const payload of payloads) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/blogs',
        headers: { ...bearer(token), 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode, payload).toBe(400);
      expect(response.json().success).toBe(false);
    }
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });
});

/** A raw HTTP exchange with a listening server: writes `head`, then `trickle` one byte every
 * `everyMs` until the server closes the connection (or `giveUpMs` passes), and reads the answer. */
function rawExchange(
  port: number,
  head: string,
  options: { trickle?: string; everyMs?: number; giveUpMs?: number } = {},
) {
  return new Promise<{ status: number; headers: Record<string, string>; body: string; ms: number }>(
    (resolve, reject) => {
      const started = performance.now();
      const socket = net.connect(port, '127.0.0.1');
      const chunks: Buffer[] = [];
      let timer: NodeJS.Timeout | undefined;
      const giveUp = setTimeout(() => socket.destroy(), options.giveUpMs ?? 5_000);
      socket.on('data', (chunk: Buffer) => chunks.push(chunk));
      socket.on('error', reject);
      socket.on('close', () => {
        clearInterval(timer);
        clearTimeout(giveUp);
        const text = Buffer.concat(chunks).toString('utf8');
        const [head = '', body = ''] = text.split('\r\n\r\n');
        const [statusLine = '', ...lines] = head.split('\r\n');
        const headers = Object.fromEntries(
          lines.map((line) => {
            const colon = line.indexOf(':');
            return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
          }),
        );
        resolve({
          status: Number(statusLine.split(' ')[1] ?? 0),
          headers,
          body,
          ms: performance.now() - started,
        });
      });
      socket.write(head);
      const rest = [...(options.trickle ?? '')];
      if (rest.length > 0)
        timer = setInterval(() => {
          if (socket.writable) socket.write(rest.shift() ?? ' ');
        }, options.everyMs ?? 50);
    },
  );
}

describe(`parser errors and slow clients on a listening server (${testDialect})`, () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({ timeouts: { requestMs: 600, headersMs: 400, checkIntervalMs: 50 } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => t.close());

  const expectEnvelope = (
    answer: Awaited<ReturnType<typeof rawExchange>>,
    status: number,
    error: string,
  ) => {
    expect(answer.status).toBe(status);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(answer.body)).toEqual({ success: false, error });
    expect(answer.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['x-frame-options']).toBe('DENY');
    expect(answer.headers['strict-transport-security']).toContain('max-age=31536000');
  };

  it('answers a request Node cannot parse with the envelope and the security headers', async () => {
    expectEnvelope(
      await rawExchange(port, 'NOT HTTP AT ALL\r\n\r\n'),
      400,
      'Malformed HTTP request',
    );
    expectEnvelope(
      await rawExchange(port, 'GET /api/health HTTP/1.1\r\nHost: localhost\r\nBad Name: x\r\n\r\n'),
      400,
      'Malformed HTTP request',
    );
    expectEnvelope(
      await rawExchange(
        port,
        `GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      ),
      431,
      'The request headers are too large',
    );
    const fine = await rawExchange(
      port,
      'GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
    );
    expect(fine.status).toBe(200);
  });

  it('cuts off a client that sends its headers and then trickles the body (408)', async () => {
    const answer = await rawExchange(
      port,
      'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        'Content-Length: 1000\r\n\r\n{"email":"',
      { trickle: 'a'.repeat(1_000), everyMs: 40 },
    );
    expectEnvelope(answer, 408, 'The request took too long to arrive');
    // The request timeout (600 ms) plus Node's check interval, not the 40 s the body would take.
    expect(answer.ms).toBeLessThan(3_000);
  });

  it('cuts off a client that never finishes its headers (408)', async () => {
    const answer = await rawExchange(port, 'GET /api/health HTTP/1.1\r\nHost: localhost\r\n', {
      trickle: 'X-Slow: '.padEnd(500, 'a'),
      everyMs: 40,
    });
    expectEnvelope(answer, 408, 'The request took too long to arrive');
    expect(answer.ms).toBeLessThan(3_000);
  });
});
