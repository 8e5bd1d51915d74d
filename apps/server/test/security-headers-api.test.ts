import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { afterEach, describe, expect, it } from 'vitest';
import { configFromEnv } from '../src/config.ts';
import { migrateToLatest, migrateUpTo } from '../src/db/migrations/index.ts';
import { readEnv } from '../src/env.ts';
import { PUBLIC_URL_UNSET, SMTP_URL_UNSET, startupWarnings } from '../src/lib/startup-warnings.ts';
import { PERMISSIONS_POLICY } from '../src/plugins/security.ts';
import type { TestApp } from './helpers/test-app.ts';
import { bearer, createTestApp, login, testDialect } from './helpers/test-app.ts';

const directive = (csp: unknown, name: string) =>
  String(csp)
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `));

describe('TRUST_PROXY, ALLOWED_HOSTS and the translator budget from the environment', () => {
  it('takes false, a hop count, or proxy addresses and CIDR ranges', () => {
    expect(readEnv({}).TRUST_PROXY).toBe(false);
    expect(readEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(readEnv({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(readEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(readEnv({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,fd00:1234::/32' }).TRUST_PROXY).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      'fd00:1234::/32',
    ]);
  });

  it('refuses TRUST_PROXY=true at start, saying what to write instead', () => {
    expect(() => readEnv({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY=true would trust any client's own X-Forwarded-For.*TRUST_PROXY=1.*TRUST_PROXY=10\.0\.0\.5,10\.1\.0\.0\/16/,
    );
    expect(() => readEnv({ TRUST_PROXY: '10.0.0.300' })).toThrow(/not understood: 10\.0\.0\.300/);
    expect(() => readEnv({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(
      /not understood: 10\.0\.0\.0\/33/,
    );
  });

  it('reads ALLOWED_HOSTS and the translator budgets, with a 500,000-character day by default', () => {
    const config = configFromEnv(readEnv({ ALLOWED_HOSTS: 'www.example.com, Example.com:8443' }));
    expect(config.allowedHosts).toEqual(['www.example.com', 'example.com:8443']);
    expect(config.translatorBudget).toEqual({ dailyChars: 500_000, perAddressDailyChars: 100_000 });
    expect(
      configFromEnv(readEnv({ TRANSLATOR_DAILY_CHAR_LIMIT: '20000' })).translatorBudget?.dailyChars,
    ).toBe(20_000);
  });

  it('warns at start in production when PUBLIC_URL or SMTP_URL is unset', () => {
    const smtp = 'smtp://mail.example.com:587';
    expect(
      startupWarnings({ NODE_ENV: 'production', PUBLIC_URL: undefined, SMTP_URL: smtp }),
    ).toEqual([PUBLIC_URL_UNSET]);
    expect(
      startupWarnings({
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://www.example.com',
        SMTP_URL: undefined,
      }),
    ).toEqual([SMTP_URL_UNSET]);
    expect(
      startupWarnings({
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://www.example.com',
        SMTP_URL: smtp,
      }),
    ).toEqual([]);
    expect(
      startupWarnings({ NODE_ENV: 'development', PUBLIC_URL: undefined, SMTP_URL: undefined }),
    ).toEqual([]);
  });
});

describe(`Host, headers and output (${testDialect})`, () => {
  const apps: TestApp[] = [];
  const start = async (options: Parameters<typeof createTestApp>[0] = {}) => {
    const t = await createTestApp(options);
    apps.push(t);
    return t;
  };
  afterEach(async () => {
    for (const t of apps.splice(0)) await t.close();
  });

  const cacheable = ['/robots.txt', '/sitemap.xml', '/rss.xml'];

  it('never echoes a forged Host (or X-Forwarded-Host) in cacheable answers', async () => {
    const t = await start({ trustProxy: 1, allowedHosts: ['site.example'] });
    for (const url of cacheable) {
      for (const headers of [
        { host: 'evil.example' },
        { host: '127.0.0.1', 'x-forwarded-host': 'evil.example' },
        // A loopback or allowed name before userinfo, a path or a port that is not one.
        { host: '127.0.0.1:@evil.example' },
        { host: 'localhost:80@evil.example' },
        { host: '[::1]:@evil.example' },
        { host: 'localhost:80/evil.example' },
        { host: 'site.example:@evil.example' },
        { host: '127.0.0.1', 'x-forwarded-host': '127.0.0.1:@evil.example' },
        { host: '127.0.0.1', 'x-forwarded-host': 'localhost/evil.example' },
      ]) {
        const response = await t.app.inject({
          method: 'GET',
          url,
          headers,
          remoteAddress: '10.0.0.2',
        });
        expect(response.body, url).not.toContain('evil.example');
        if (url === '/robots.txt') {
          expect(response.statusCode).toBe(200);
          expect(response.body).not.toContain('Sitemap:');
        } else {
          expect(response.statusCode).toBe(421);
          expect(response.headers['cache-control']).toBe('no-store');
          expect(response.json().success).toBe(false);
        }
      }
    }
  });

  it('uses PUBLIC_URL whatever the Host says', async () => {
    const t = await start({ publicUrl: 'https://www.example.com/' });
    for (const url of cacheable) {
      const response = await t.app.inject({
        method: 'GET',
        url,
        headers: { host: 'evil.example' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('https://www.example.com/');
      expect(response.body).not.toContain('evil.example');
    }
  });

  it('echoes loopback and ALLOWED_HOSTS (with or without a port) when PUBLIC_URL is unset', async () => {
    const t = await start({ allowedHosts: ['www.example.org', 'alt.example.org:8443'] });
    const robots = (host: string) =>
      t.app.inject({ method: 'GET', url: '/robots.txt', headers: { host } });
    expect((await robots('127.0.0.1:4300')).body).toContain(
      'Sitemap: http://127.0.0.1:4300/sitemap.xml',
    );
    expect((await robots('localhost')).body).toContain('Sitemap: http://localhost/sitemap.xml');
    expect((await robots('WWW.example.org:8080')).body).toContain(
      'Sitemap: http://www.example.org:8080/sitemap.xml',
    );
    expect((await robots('alt.example.org:8443')).body).toContain(
      'Sitemap: http://alt.example.org:8443/sitemap.xml',
    );
    expect((await robots('alt.example.org:9999')).body).not.toContain('Sitemap:');
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/sitemap.xml',
          headers: { host: 'www.example.org' },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('sends Permissions-Policy on pages, the API set on API answers (a CSP that allows nothing), and the subresource set on scripts, styles, images, fonts and video', async () => {
    const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'site-dist-'));
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>site</title>');
    const subresources = [
      '/assets/app-1a2b.js',
      '/assets/app-1a2b.css',
      '/images/hero.webp',
      '/assets/font-1a2b.woff2',
      '/images/loop.mp4',
    ];
    for (const url of [...subresources, '/favicon.svg']) {
      fs.mkdirSync(path.dirname(path.join(webDist, url)), { recursive: true });
      fs.writeFileSync(path.join(webDist, url), 'bytes');
    }
    try {
      const t = await start({ webDistDir: webDist });
      for (const url of subresources) {
        const response = await t.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['x-content-type-options'], url).toBe('nosniff');
        expect(response.headers['cross-origin-resource-policy'], url).toBe('same-origin');
        expect(response.headers['strict-transport-security'], url).toBe(
          'max-age=31536000; includeSubDomains',
        );
        expect(response.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
        for (const documentOnly of [
          'content-security-policy',
          'x-frame-options',
          'permissions-policy',
          'cross-origin-opener-policy',
          'x-xss-protection',
          'x-download-options',
        ]) {
          expect(response.headers[documentOnly], `${url} ${documentOnly}`).toBeUndefined();
        }
      }
      // An SVG can hold scripts and is a document when opened: it keeps the page set.
      for (const url of ['/', '/robots.txt', '/favicon.svg']) {
        const response = await t.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
        expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      }
      expect(PERMISSIONS_POLICY).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
      for (const url of ['/api/health', '/api/blogs', '/api/nothing-here', '/api', '/api?x=1']) {
        const response = await t.app.inject({ method: 'GET', url });
        expect(response.headers['content-security-policy'], url).toBe(
          "default-src 'none'; frame-ancestors 'none'",
        );
        expect(response.headers['x-frame-options']).toBe('DENY');
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(response.headers['strict-transport-security']).toBe(
          'max-age=31536000; includeSubDomains',
        );
        expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
        expect(response.headers['referrer-policy']).toBe('no-referrer');
        for (const documentOnly of [
          'permissions-policy',
          'cross-origin-opener-policy',
          'x-xss-protection',
          'x-download-options',
        ]) {
          expect(response.headers[documentOnly], `${url} ${documentOnly}`).toBeUndefined();
        }
      }
      // The unsubscribe page is a document on an API path: its style and form need the page set.
      const unsubscribe = await t.app.inject({
        method: 'GET',
        url: '/api/newsletter/unsubscribe?token=' + 'a'.repeat(43),
      });
      expect(unsubscribe.headers['content-type']).toContain('text/html');
      expect(unsubscribe.headers['content-security-policy']).toContain(
        "style-src 'self' 'unsafe-inline'",
      );
      expect(unsubscribe.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    } finally {
      fs.rmSync(webDist, { recursive: true, force: true });
    }
  });

  it("lists only the chat widget's own origin in script-src and connect-src", async () => {
    const withChat = await start({ chatWidgetSrc: 'https://chat.example.com/widget/loader.js' });
    const csp = (await withChat.app.inject({ method: 'GET', url: '/robots.txt' })).headers[
      'content-security-policy'
    ];
    expect(directive(csp, 'script-src')).toBe("script-src 'self' https://chat.example.com");
    expect(directive(csp, 'connect-src')).toBe(
      "connect-src 'self' https://chat.example.com wss://chat.example.com",
    );
    const without = await start();
    const plain = (await without.app.inject({ method: 'GET', url: '/robots.txt' })).headers[
      'content-security-policy'
    ];
    expect(directive(plain, 'script-src')).toBe("script-src 'self'");
    expect(directive(plain, 'connect-src')).toBe("connect-src 'self'");
  });

  it("frames a post's videos from exactly YouTube's no-cookie player and Vimeo's", async () => {
    const t = await start();
    const csp = (await t.app.inject({ method: 'GET', url: '/robots.txt' })).headers[
      'content-security-policy'
    ];
    expect(directive(csp, 'frame-src')).toBe(
      "frame-src 'self' https://www.openstreetmap.org https://www.google.com https://www.youtube-nocookie.com https://player.vimeo.com",
    );
  });

  it('writes RSS titles and descriptions as plain text', async () => {
    const t = await start({ publicUrl: 'https://www.example.com' });
    const token = await login(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/blogs',
      headers: bearer(token),
      payload: {
        title: '<img src=x onerror=alert(1)>Breaking <b>news</b> &amp; more',
        excerpt: '<script>alert(1)</script>Plain &lt;script&gt;alert(2)&lt;/script&gt;text',
        content: 'Body',
        status: 'published',
      },
    });
    const rss = await t.app.inject({ method: 'GET', url: '/rss.xml' });
    const items = new XMLParser().parse(rss.body).rss.channel.item as {
      title: string;
      description: string;
    }[];
    const item = items.find((i) => String(i.title).startsWith('Breaking'))!;
    expect(item.title).toBe('Breaking news & more');
    expect(item.description).toBe('Plain text');
    expect(rss.body).not.toMatch(/onerror=|<script|&lt;script|<b>news/);
  });

  it('adds rel="noopener noreferrer" to every link that opens a new window', async () => {
    const t = await start();
    const token = await login(t.app);
    const content = [
      '<a href="/projects" target="_blank">ours</a>',
      '<a href="mailto:info@example.com" target="_BLANK" rel="opener">mail</a>',
      '<a href="#top" target="other">named</a>',
      '<a href="https://example.org" rel="opener">out</a>',
      '<a href="/about">same window</a>',
    ].join(' ');
    const post = (
      await t.app.inject({
        method: 'POST',
        url: '/api/blogs',
        headers: bearer(token),
        payload: { title: 'Links', content, status: 'published' },
      })
    ).json().data;
    const html: string = (
      await t.app.inject({ method: 'GET', url: `/api/blogs/slug/${post.slug}` })
    ).json().data.content;
    const anchors = html.match(/<a [^>]*>/g)!;
    expect(anchors).toHaveLength(5);
    for (const anchor of anchors.slice(0, 4)) expect(anchor).toContain('rel="noopener noreferrer"');
    expect(anchors[4]).toBe('<a href="/about">');
  });

  it('renders the HTML of posts saved before the change again, when migration 005 runs @sql', async () => {
    const t = await start();
    const token = await login(t.app);
    const post = (
      await t.app.inject({
        method: 'POST',
        url: '/api/blogs',
        headers: bearer(token),
        payload: {
          title: 'Old link',
          content: '<a href="/projects" target="_blank">ours</a>',
          status: 'published',
        },
      })
    ).json().data;
    const { db, dialect } = t.app.database;
    await db
      .updateTable('blog_posts')
      .set({ content_html: '<p><a href="/projects" target="_blank">ours</a></p>' })
      .execute();
    // Back to the schema before 005 (the later migrations' `down` first), then up again.
    await migrateUpTo(db, dialect, '004-leads');
    expect(await migrateToLatest(db, dialect)).toContain('005-security');
    const html: string = (
      await t.app.inject({ method: 'GET', url: `/api/blogs/slug/${post.slug}` })
    ).json().data.content;
    expect(html).toContain(
      '<a href="/projects" target="_blank" rel="noopener noreferrer">ours</a>',
    );
  });
});
