import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import type { TestApp } from './helpers/test-app.ts';
import { createTestApp, testDialect } from './helpers/test-app.ts';
import { writeDist } from './helpers/web-dist.ts';

const CHAT = 'https://chat.example.com/widget/loader.js';
const adminHtml = `<!doctype html><html lang="en"><head><title>Admin Portal</title><script type="module" crossorigin src="/admin/assets/index-9f8e7d.js"></script></head><body><div id="root"></div></body></html>`;

const PORTAL_SCRIPT = 'console.log("portal");';

const directives = (csp: unknown) =>
  Object.fromEntries(
    String(csp)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name = '', ...values]) => [name, values]),
  );

/** The portal is a document of its own at /admin, never the document that loads the chat (decision 038). */
describe(`the admin portal's document (${testDialect})`, () => {
  let t: TestApp | undefined;
  let dist: string | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
    if (dist) fs.rmSync(dist, { recursive: true, force: true });
    dist = undefined;
  });

  async function start(withAdmin = true) {
    dist = writeDist();
    if (withAdmin) {
      fs.mkdirSync(path.join(dist, 'admin/assets'), { recursive: true });
      fs.writeFileSync(path.join(dist, 'admin/index.html'), adminHtml);
      fs.writeFileSync(path.join(dist, 'admin/index.html.br'), zlib.brotliCompressSync(adminHtml));
      fs.writeFileSync(path.join(dist, 'admin/assets/index-9f8e7d.js'), PORTAL_SCRIPT);
    }
    t = await createTestApp({ webDistDir: dist, chatWidgetSrc: CHAT });
    return t;
  }

  it('answers /admin with its own strict CSP, without the chat origin even when CHAT_WIDGET_SRC is set', async () => {
    await start();
    const page = await t!.app.inject({ method: 'GET', url: '/' });
    expect(page.headers['content-security-policy']).toContain('https://chat.example.com');

    for (const url of [
      '/admin',
      '/admin/',
      '/admin?from=bookmark',
      '/admin/posts/42',
      '/admin/posts?status=in_review&q=kisumu',
      '/admin/no-such-screen',
    ]) {
      const admin = await t!.app.inject({ method: 'GET', url });
      expect(admin.statusCode, url).toBe(200);
      expect(admin.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(admin.body).toBe(adminHtml);
      const csp = String(admin.headers['content-security-policy']);
      expect(csp).not.toContain('chat.example.com');
      expect(directives(csp)).toMatchObject({
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'"],
        'connect-src': ["'self'"],
        'frame-src': ["'none'"],
        'frame-ancestors': ["'none'"],
        'base-uri': ["'none'"],
        'object-src': ["'none'"],
      });
      expect(admin.headers['x-frame-options']).toBe('DENY');
      expect(admin.headers['referrer-policy']).toBe('same-origin');
      expect(admin.headers['cache-control']).toBe('no-cache');
    }
  });

  it('sends the precompressed copy, and a 304 for a current ETag', async () => {
    await start();
    const br = await t!.app.inject({
      method: 'GET',
      url: '/admin',
      headers: { 'accept-encoding': 'br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(adminHtml);
    const again = await t!.app.inject({
      method: 'GET',
      url: '/admin',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('serves its scripts for a year under /admin/assets, and a missing one is a 404, not the document', async () => {
    await start();
    const script = await t!.app.inject({ method: 'GET', url: '/admin/assets/index-9f8e7d.js' });
    expect(script.statusCode).toBe(200);
    expect(script.body).toBe(PORTAL_SCRIPT);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await t!.app.inject({ method: 'GET', url: '/admin/assets/index-000000.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('<div id="root">');
    // The public site's files never include the portal's folder under their own policy.
    expect((await t!.app.inject({ method: 'GET', url: '/admin.html' })).statusCode).toBe(404);
  });

  it('says the portal is not built rather than sending /admin elsewhere, for a build without it', async () => {
    await start(false);
    for (const url of ['/admin', '/admin/posts']) {
      const admin = await t!.app.inject({ method: 'GET', url });
      expect(admin.statusCode).toBe(503);
      expect(admin.json()).toEqual({ success: false, error: 'The admin portal is not built' });
    }
  });
});
