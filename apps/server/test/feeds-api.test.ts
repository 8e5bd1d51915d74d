import { XMLParser } from 'fast-xml-parser';
import type { BlogPost } from '@site/shared';
import { builtInPosts } from '@site/shared/built-in-posts';
import { PROJECT_IDS, publicRoutes } from '@site/shared/site-routes';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BLOGS_TOPIC } from '../src/routes/blogs/blog-routes.ts';
import { feedRoutes } from '../src/routes/feeds/feed-routes.ts';
import type { GeneratedPost } from './helpers/blog-posts.ts';
import { insertPublishedPosts } from './helpers/blog-posts.ts';
import type { TestApp } from './helpers/test-app.ts';
import { bearer, createTestApp, login, testDialect } from './helpers/test-app.ts';

type RssItem = {
  title: string;
  link: string;
  guid: string | { '#text': string };
  pubDate: string;
  description: string;
};
type SitemapEntry = { loc: string; lastmod?: string };

const secondsOf = (iso: string) => new Date(iso).toISOString().replace(/\.\d{3}Z$/, 'Z');

describe(`RSS feed, sitemap and robots (${testDialect})`, () => {
  let t: TestApp;
  let token: string;
  let published: BlogPost;
  let draft: BlogPost;
  const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' });
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { host: 'site.example', ...headers } });
  const sitemap = async (): Promise<SitemapEntry[]> => {
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('#');
    return parser.parse(response.body).urlset.url;
  };

  beforeAll(async () => {
    t = await createTestApp({ allowedHosts: ['site.example'] });
    token = await login(t.app);
    const post = async (body: object) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/blogs',
          headers: bearer(token),
          payload: body,
        })
      ).json().data as BlogPost;
    published = await post({
      title: 'Feed: published backend post',
      content: 'Visible <b>news</b>',
      excerpt: 'Backend excerpt',
      status: 'published',
      category: 'ITS',
    });
    draft = await post({ title: 'Feed: secret draft', content: 'Hidden' });
    await post({ title: 'Feed: archived', content: 'Old', status: 'archived' });
  });
  afterAll(async () => t.close());

  it('serves a valid RSS 2.0 feed of the built-in and published posts, newest first, linking to path twins', async () => {
    const response = await get('/rss.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    const doc = parser.parse(response.body);
    expect(doc.rss['@version']).toBe('2.0');
    const channel = doc.rss.channel;
    expect(channel.title).toBe('Kilima Smart Systems Blog');
    expect(channel.link).toBe('http://site.example/blog');
    expect(typeof channel.description).toBe('string');
    const items: RssItem[] = channel.item;
    expect(items).toHaveLength(builtInPosts.length + 1);
    const titles = items.map((i) => i.title);
    expect(titles).toContain('Feed: published backend post');
    expect(response.body).not.toContain('secret draft');
    expect(response.body).not.toContain('Feed: archived');
    for (const post of builtInPosts) expect(titles).toContain(post.title);
    const dates = items.map((i) => Date.parse(i.pubDate));
    expect(dates.every((d) => !Number.isNaN(d))).toBe(true);
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    expect(items[0]!.title).toBe('Feed: published backend post');
    expect(items[0]!.link).toBe('http://site.example/blog/feed-published-backend-post');
    for (const item of items) {
      const post = builtInPosts.find((p) => p.title === item.title);
      const slug = post?.slug ?? 'feed-published-backend-post';
      expect(item.link).toBe(`http://site.example/blog/${slug}`);
      expect(typeof item.guid === 'string' ? item.guid : item.guid['#text']).toBe(item.link);
    }
  });

  it('lists the path twin of every public route and post in the sitemap, never a # nor the admin portal', async () => {
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    const doc = parser.parse(response.body);
    expect(doc.urlset['@xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const entries = await sitemap();
    const locs = entries.map((u) => u.loc);
    expect(locs).toContain('http://site.example/');
    for (const route of publicRoutes()) expect(locs).toContain(`http://site.example${route}`);
    for (const id of PROJECT_IDS) expect(locs).toContain(`http://site.example/projects/${id}`);
    expect(locs).toContain('http://site.example/about');
    // The published projects' pages; the seeded jobs are closed, so none of theirs.
    expect(locs.filter((l) => l.includes('/career-details/'))).toEqual([]);
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs).toHaveLength(publicRoutes().length + PROJECT_IDS.length + builtInPosts.length + 1);
    expect(
      locs.some(
        (l) => l.includes('secret-draft') || l.includes('archived') || l.includes('/admin'),
      ),
    ).toBe(false);
  });

  it('gives each post its path twin with the time it was last updated as lastmod, and pages none', async () => {
    const entries = await sitemap();
    for (const post of builtInPosts) {
      expect(entries).toContainEqual({
        loc: `http://site.example/blog/${post.slug}`,
        lastmod: `${post.date}T00:00:00Z`,
      });
    }
    expect(entries).toContainEqual({
      loc: 'http://site.example/blog/feed-published-backend-post',
      lastmod: secondsOf(published.updated_at),
    });
    expect(entries.find((e) => e.loc === 'http://site.example/about')).toEqual({
      loc: 'http://site.example/about',
    });
    for (const { lastmod } of entries)
      if (lastmod) expect(lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
  });

  it('adds a draft to the sitemap and the feed only once it is published', async () => {
    const twin = `http://site.example/blog/${draft.slug}`;
    expect((await sitemap()).map((e) => e.loc)).not.toContain(twin);
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/blogs/${draft.id}`,
      headers: bearer(token),
      payload: { title: 'Feed: now public', content: 'Out now', status: 'published' },
    });
    expect(response.statusCode).toBe(200);
    const now: BlogPost = response.json().data;
    expect((await sitemap()).find((e) => e.loc === twin)).toEqual({
      loc: twin,
      lastmod: secondsOf(now.updated_at),
    });
    const items: RssItem[] = parser.parse((await get('/rss.xml')).body).rss.channel.item;
    expect(items.find((i) => i.title === 'Feed: now public')?.link).toBe(twin);
  });

  it('serves robots.txt disallowing the admin portal and the API by path and naming the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /admin',
        'Disallow: /api/',
        '',
        'Sitemap: http://site.example/sitemap.xml',
        '',
      ].join('\n'),
    );
  });

  it('builds the feed and the sitemap once per origin, answers 304 to their validators, and builds them again after a post changes', async () => {
    await t.app.changes.publish(BLOGS_TOPIC);
    // On PostgreSQL every change also comes back through LISTEN/NOTIFY, in the order sent: once a marker
    // sent now has come back twice (at once, then from the database), no earlier echo can clear the
    // documents built below.
    let markers = 0;
    t.app.changes.subscribe('test:barrier', () => markers++);
    await t.app.changes.publish('test:barrier');
    await vi.waitFor(() => expect(markers).toBe(t.databaseUrl ? 2 : 1));
    const latest = vi.spyOn(t.app.repos.blogs, 'latestPublished');
    const slugs = vi.spyOn(t.app.repos.blogs, 'publishedSlugs');
    const reads = { count: () => latest.mock.calls.length + slugs.mock.calls.length };
    try {
      const first = { rss: await get('/rss.xml'), sitemap: await get('/sitemap.xml') };
      for (const [url, built] of [
        ['/rss.xml', first.rss],
        ['/sitemap.xml', first.sitemap],
      ] as const) {
        const again = await get(url);
        expect(again.body).toBe(built.body);
        expect(again.headers.etag).toBe(built.headers.etag);
        expect(again.headers['last-modified']).toBe(built.headers['last-modified']);
        const etag = String(built.headers.etag);
        expect((await get(url, { 'if-none-match': etag })).statusCode).toBe(304);
        const since = String(built.headers['last-modified']);
        expect((await get(url, { 'if-modified-since': since })).statusCode).toBe(304);
      }
      expect(reads.count()).toBe(2);
      // Another vetted origin has documents of its own.
      const local = await get('/rss.xml', { host: 'localhost:8080' });
      expect(local.body).toContain('http://localhost:8080/blog');
      expect(reads.count()).toBe(3);

      const created = await t.app.inject({
        method: 'POST',
        url: '/api/blogs',
        headers: bearer(token),
        payload: { title: 'Feed: after the cache', content: 'New', status: 'published' },
      });
      expect(created.statusCode).toBe(201);
      const rss = await get('/rss.xml', { 'if-none-match': String(first.rss.headers.etag) });
      expect(rss.statusCode).toBe(200);
      expect(rss.body).toContain('Feed: after the cache');
      expect((await get('/sitemap.xml')).body).toContain('/blog/feed-after-the-cache');
    } finally {
      latest.mockRestore();
      slugs.mockRestore();
    }
  });
});

describe(`RSS feed and sitemap of a large blog (${testDialect})`, () => {
  let t: TestApp;
  let posts: GeneratedPost[];
  const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' });
  const get = (url: string) =>
    t.app.inject({ method: 'GET', url, headers: { host: 'site.example' } });
  const MAX_URLS = 20;

  beforeAll(async () => {
    t = await createTestApp({
      allowedHosts: ['site.example'],
      // The same routes with a sitemap of at most 20 URLs, under /small.
      beforeReady: (app) =>
        void app.register(feedRoutes, {
          prefix: '/small',
          allowedHosts: ['site.example'],
          sitemapMaxUrls: MAX_URLS,
        }),
    });
    // Published after the built-in posts: the newest 60 posts are all backend posts.
    posts = await insertPublishedPosts(t.app.database.db, { count: 60, bytes: 300 });
    await t.app.changes.publish(BLOGS_TOPIC);
  });
  afterAll(async () => t.close());

  it('carries the latest 50 posts in the feed, newest first, read with a limit', async () => {
    const latest = vi.spyOn(t.app.repos.blogs, 'latestPublished');
    try {
      const items: RssItem[] = parser.parse((await get('/rss.xml')).body).rss.channel.item;
      expect(items.map((item) => item.link)).toEqual(
        posts.slice(0, 50).map((post) => `http://site.example/blog/${post.slug}`),
      );
      expect(latest.mock.calls).toEqual([[50 + builtInPosts.length]]);
    } finally {
      latest.mockRestore();
    }
  });

  it('becomes a sitemap index past its URL limit, whose parts list every URL once', async () => {
    const index = await get('/small/sitemap.xml');
    expect(index.statusCode).toBe(200);
    const total = publicRoutes().length + PROJECT_IDS.length + builtInPosts.length + posts.length;
    const parts = Math.ceil(total / MAX_URLS);
    const doc = parser.parse(index.body);
    expect(doc.sitemapindex['@xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const locs: string[] = [doc.sitemapindex.sitemap].flat().map((s: { loc: string }) => s.loc);
    expect(locs).toEqual(
      Array.from({ length: parts }, (_, i) => `http://site.example/small/sitemap-${i + 1}.xml`),
    );
    const urls: string[] = [];
    for (const loc of locs) {
      const part = await get(new URL(loc).pathname);
      expect(part.statusCode).toBe(200);
      expect(part.headers['content-type']).toBe('application/xml; charset=utf-8');
      const entries: SitemapEntry[] = [parser.parse(part.body).urlset.url].flat();
      expect(entries.length).toBeLessThanOrEqual(MAX_URLS);
      urls.push(...entries.map((entry) => entry.loc));
    }
    expect(urls).toHaveLength(total);
    expect(new Set(urls).size).toBe(total);
    for (const post of posts) expect(urls).toContain(`http://site.example/blog/${post.slug}`);
    for (const url of [
      '/small/sitemap-0.xml',
      `/small/sitemap-${parts + 1}.xml`,
      '/small/sitemap-x.xml',
    ])
      expect((await get(url)).statusCode, url).toBe(404);
    // Within the limit: one sitemap, and no parts.
    expect(parser.parse((await get('/sitemap.xml')).body).urlset.url).toHaveLength(total);
    expect((await get('/sitemap-1.xml')).statusCode).toBe(404);
  });
});
