import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MALFORMED_MULTIPART } from '../src/lib/read-multipart.ts';
import { FEATURED_IMAGE_RULE } from '../src/storage/image-sources.ts';
import type { TestApp } from './helpers/test-app.ts';
import { bearer, createTestApp, login, multipart, testDialect } from './helpers/test-app.ts';

/** How many image encodings run at the same moment (the real sharp still does the work). */
const encoding = vi.hoisted(() => ({ active: 0, most: 0 }));
vi.mock('sharp', async (importOriginal) => {
  const original = (await importOriginal<{ default: typeof sharp }>()).default;
  const counted = (...args: Parameters<typeof sharp>) => {
    const pipeline = original(...args);
    const toBuffer = pipeline.toBuffer.bind(pipeline) as () => Promise<Buffer>;
    Object.assign(pipeline, {
      toBuffer: async () => {
        encoding.active += 1;
        encoding.most = Math.max(encoding.most, encoding.active);
        try {
          return await toBuffer();
        } finally {
          encoding.active -= 1;
        }
      },
    });
    return pipeline;
  };
  return { default: Object.assign(counted, original) };
});

type Answer = {
  statusCode: number;
  headers: Record<string, unknown>;
  json(): unknown;
  body: string;
};

/** The envelope with a status, and the security headers: what every bad request must get. An API
 * path gets the API set (a CSP that allows nothing); any other path the page set. */
function expectCleanRefusal(response: Answer, status: number, error: string, path = '/api/') {
  expect(response.statusCode).toBe(status);
  expect(response.json()).toEqual(expect.objectContaining({ success: false, error }));
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['strict-transport-security']).toContain('max-age=31536000');
  if (path.startsWith('/api/')) {
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(response.headers['x-frame-options']).toBe('DENY');
  } else {
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['permissions-policy']).toContain('camera=()');
  }
  expect(response.body).not.toMatch(/at .*\.ts:\d+|stack/i);
}

describe(`bad input is answered cleanly (${testDialect})`, () => {
  let t: TestApp;
  let token: string;
  let webDist: string;
  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'site-dist-'));
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>site</title>');
    t = await createTestApp({ webDistDir: webDist });
    token = await login(t.app);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  const rawMultipart = (body: string, contentType = 'multipart/form-data; boundary=abc') => ({
    headers: { ...bearer(token), 'content-type': contentType },
    payload: body,
  });

  it('answers malformed multipart with 400, never a 500', async () => {
    const bodies: [string, string | undefined][] = [
      ['--abc\r\nContent-Disposition: form-data; name="title"\r\n\r\nunterminated', undefined],
      ['--abc\r\ngarbage without a blank line', undefined],
      ['xx', 'multipart/form-data'],
    ];
    for (const url of ['/api/blogs', '/api/upload/cloud-image']) {
      for (const [body, contentType] of bodies) {
        const response = await t.app.inject({
          method: 'POST',
          url,
          ...rawMultipart(body, contentType),
        });
        expectCleanRefusal(response, 400, MALFORMED_MULTIPART);
      }
    }
  });

  it('takes multipart forms only where a form is expected: elsewhere 415, the body unread', async () => {
    const form = multipart({
      name: 'Amina',
      email: 'amina@example.com',
      message: 'A quote for six junctions, please.',
    });
    for (const url of ['/api/contact', '/api/newsletter', '/api/auth/login']) {
      expectCleanRefusal(
        await t.app.inject({ method: 'POST', url, ...form }),
        415,
        'Unsupported content type',
      );
    }
  });

  it('answers a malformed URL with the envelope and the security headers', async () => {
    for (const url of ['/api/blogs/slug/%zz', '/%zz', '/api/%E0%A4%A']) {
      expectCleanRefusal(
        await t.app.inject({ method: 'GET', url }),
        400,
        'The URL is malformed',
        url,
      );
    }
  });

  it('answers malformed JSON with the envelope and the security headers', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/blogs',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: '{"title": "x",',
    });
    expectCleanRefusal(response, 400, 'Malformed JSON body');
  });

  it('refuses unknown fields with 400 naming the field, in JSON and in the multipart form', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/blogs',
      headers: bearer(token),
      payload: { title: 'x', content: 'y', views: 9000 },
    });
    expectCleanRefusal(json, 400, 'Unknown field: views');
    const big = 'z'.repeat(2 * 1024 * 1024 - 1);
    const form = multipart({ junk1: big, title: 'x', content: 'y', junk2: big });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/blogs',
      headers: { ...bearer(token), ...form.headers },
      payload: form.payload,
    });
    expectCleanRefusal(refused, 400, 'Unknown field: junk1');
    expect(refused.json()).toEqual({
      success: false,
      error: 'Unknown field: junk1',
      details: { fields: { junk1: ['unknown field'] } },
    });
    const upload = multipart({ caption: 'hello' });
    const uploadRefused = await t.app.inject({
      method: 'POST',
      url: '/api/upload/cloud-image',
      headers: { ...bearer(token), ...upload.headers },
      payload: upload.payload,
    });
    expectCleanRefusal(uploadRefused, 400, 'Unknown field: caption');
    expect(
      (
        await t.app.inject({ method: 'GET', url: '/api/blogs/admin', headers: bearer(token) })
      ).json().data,
    ).toEqual([]);
  });

  it('checks the admin token before reading the body', async () => {
    const cases = [
      {
        method: 'POST' as const,
        url: '/api/blogs',
        headers: { 'content-type': 'application/json' },
        payload: '{"broken": ',
      },
      {
        method: 'PUT' as const,
        url: '/api/blogs/some-id',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ title: 'x', content: 'y'.repeat(3 * 1024 * 1024) }),
      },
      {
        method: 'POST' as const,
        url: '/api/upload/cloud-image',
        headers: { 'content-type': 'multipart/form-data; boundary=abc' },
        payload: '--abc\r\ngarbage',
      },
    ];
    for (const request of cases) {
      const response = await t.app.inject(request);
      expectCleanRefusal(response, 401, 'Authentication required');
      expect(response.headers['www-authenticate']).toBe('Bearer');
    }
  });

  it('answers 405 with the methods the route really takes, and 404 for an unknown API path, next to the web app', async () => {
    const wrong = await t.app.inject({ method: 'PATCH', url: '/api/blogs/some-id' });
    expect(wrong.statusCode).toBe(405);
    expect(wrong.headers.allow).toBe('GET, HEAD, PUT, DELETE');
    const feed = await t.app.inject({ method: 'POST', url: '/rss.xml' });
    expect(feed.statusCode).toBe(405);
    expect(feed.headers.allow).toBe('GET, HEAD');
    const unknown = await t.app.inject({ method: 'DELETE', url: '/api/nothing-here' });
    expectCleanRefusal(unknown, 404, 'No API route DELETE /api/nothing-here');
    expect(unknown.headers.allow).toBeUndefined();
  });

  it('accepts a featured image only from our /uploads/ (an upload name) without IMAGE_HOSTS, naming the field otherwise', async () => {
    const create = (featured_image: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/blogs',
        headers: bearer(token),
        payload: { title: 'Pictured', content: 'x', featured_image },
      });
    for (const bad of [
      'http://images.example.com/a.jpg',
      'javascript:alert(1)',
      '//evil.example/a.png',
      '/uploads/../secret',
      '/uploads/..',
      '/uploads/0123abcd-960.webp',
      '/uploads/0123456789abcdef0123456789abcdef-960.webp/x',
      '/images/../uploads/0123456789abcdef0123456789abcdef-960.webp',
      'https://images.example.com/a.jpg',
      'data:image/png;base64,AAAA',
    ]) {
      const response = await create(bad);
      expectCleanRefusal(response, 400, FEATURED_IMAGE_RULE);
      expect(response.json(), bad).toMatchObject({
        details: { fields: { featured_image: [FEATURED_IMAGE_RULE] } },
      });
    }
    const good = '/uploads/0123456789abcdef0123456789abcdef-960.webp';
    const response = await create(good);
    expect(response.statusCode).toBe(201);
    expect(response.json().data.featured_image).toBe(good);
  });

  it('counts 30 reads from one client as at most one view, without storing the address', async () => {
    const post = (
      await t.app.inject({
        method: 'POST',
        url: '/api/blogs',
        headers: bearer(token),
        payload: { title: 'Read often', content: 'x', status: 'published' },
      })
    ).json().data;
    const read = (remoteAddress: string) =>
      t.app.inject({ method: 'GET', url: `/api/blogs/slug/${post.slug}`, remoteAddress });
    for (let i = 0; i < 30; i += 1) expect((await read('192.0.2.77')).statusCode).toBe(200);
    const afterThirty = (
      await t.app.inject({ method: 'GET', url: '/api/blogs/admin', headers: bearer(token) })
    )
      .json()
      .data.find((p: { id: string }) => p.id === post.id);
    expect(afterThirty.views).toBe(1);
    expect((await read('192.0.2.78')).json().data.views).toBe(2);
    const stored = JSON.stringify([
      await t.app.database.db.selectFrom('rate_counters').selectAll().execute(),
      await t.app.database.db.selectFrom('daily_salts').selectAll().execute(),
      await t.app.database.db.selectFrom('blog_posts').selectAll().execute(),
    ]);
    expect(stored).not.toContain('192.0.2.77');
    expect(stored).not.toContain('192.0.2.78');
  });

  it('processes uploaded images one at a time', async () => {
    const image = await sharp({
      create: { width: 2_000, height: 1_200, channels: 3, background: '#336699' },
    })
      .jpeg()
      .toBuffer();
    const uploads = Array.from({ length: 4 }, () => {
      const form = multipart({}, [
        { name: 'image', filename: 'photo.jpg', type: 'image/jpeg', data: image },
      ]);
      return t.app.inject({
        method: 'POST',
        url: '/api/upload/cloud-image',
        headers: { ...bearer(token), ...form.headers },
        payload: form.payload,
      });
    });
    const responses = await Promise.all(uploads);
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(new Set(responses.map((r) => r.json().data.url)).size).toBe(4);
    expect(encoding.most).toBe(1);
  });
});

describe(`featured images from S3_PUBLIC_URL and IMAGE_HOSTS (${testDialect})`, () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({
      imageHosts: ['images.example.com', 'photos.example.org:8443'],
      // Never contacted here: only the public base matters to the check.
      s3: {
        bucket: 'site',
        endpoint: 'http://127.0.0.1:9',
        region: 'us-east-1',
        forcePathStyle: true,
        publicUrl: 'https://cdn.example.net/site',
      },
    });
    token = await login(t.app);
  });
  afterAll(async () => t.close());

  const save = (featured_image: string, multipartForm = false) => {
    const fields = { title: 'Pictured', content: 'x', featured_image };
    const form = multipart(fields);
    return t.app.inject({
      method: 'POST',
      url: '/api/blogs',
      headers: multipartForm ? { ...bearer(token), ...form.headers } : bearer(token),
      payload: multipartForm ? form.payload : fields,
    });
  };

  it('accepts the bucket origin, the listed hosts over https and our uploads, in JSON and in the form', async () => {
    for (const good of [
      'https://cdn.example.net/site/0123456789abcdef0123456789abcdef-960.webp',
      'https://images.example.com/a.jpg',
      'https://IMAGES.example.com/b.png?w=960',
      'https://photos.example.org:8443/c.webp',
      '/uploads/0123456789abcdef0123456789abcdef-480.webp',
    ]) {
      for (const multipartForm of [false, true]) {
        const response = await save(good, multipartForm);
        expect(response.statusCode, good).toBe(201);
        expect(response.json().data.featured_image).toBe(good);
      }
    }
  });

  it('refuses other hosts, ports, schemes and userinfo with 400 naming the field', async () => {
    for (const bad of [
      'https://evil.example/a.jpg',
      'https://images.example.com.evil.example/a.jpg',
      'https://sub.images.example.com/a.jpg',
      'https://images.example.com:8443/a.jpg',
      'https://photos.example.org/c.webp',
      'http://images.example.com/a.jpg',
      'http://cdn.example.net/site/a.webp',
      'https://images.example.com@evil.example/a.jpg',
      'https://user@images.example.com/a.jpg',
      'https://images.example.com/a b.jpg',
    ]) {
      for (const multipartForm of [false, true]) {
        const response = await save(bad, multipartForm);
        expectCleanRefusal(response, 400, FEATURED_IMAGE_RULE);
        expect(response.json(), bad).toMatchObject({
          details: { fields: { featured_image: [FEATURED_IMAGE_RULE] } },
        });
      }
    }
  });
});
