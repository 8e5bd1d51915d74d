import { XMLParser } from 'fast-xml-parser';
import { builtInPosts } from '@site/shared/built-in-posts';
import { PROJECT_IDS, publicRoutes } from '@site/shared/site-routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './helpers/test-app.ts';
import { bearer, createTestApp, login, testDialect } from './helpers/test-app.ts';

type RssItem = { title: string; link: string; guid: unknown; pubDate: string; description: string };

describe(`RSS feed, sitemap and robots (${testDialect})`, () => {
  let t: TestApp;
  const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' });

  beforeAll(async () => {
    t = await createTestApp({ allowedHosts: ['site.example'] });
    const token = await login(t.app);
    const post = (body: object) => t.app.inject({ method: 'POST', url: '/api/blogs', headers: bearer(token), payload: body });
    await post({ title: 'Feed: published backend post', content: 'Visible <b>news</b>', excerpt: 'Backend excerpt', status: 'published', category: 'ITS' });
    await post({ title: 'Feed: secret draft', content: 'Hidden' });
    await post({ title: 'Feed: archived', content: 'Old', status: 'archived' });
  });
  afterAll(async () => t.close());

  it('serves a valid RSS 2.0 feed of the built-in and published posts, newest first', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/rss.xml', headers: { host: 'site.example' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    const doc = parser.parse(response.body);
    expect(doc.rss['@version']).toBe('2.0');
    const channel = doc.rss.channel;
    expect(channel.title).toBe('Kilima Smart Systems Blog');
    expect(channel.link).toBe('http://site.example/#/blog');
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
    expect(items[0]!.link).toBe('http://site.example/#/blog/feed-published-backend-post');
  });

  it('lists every public route and post in the sitemap, never the admin portal', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'site.example' } });
    expect(response.statusCode).toBe(200);
    const doc = parser.parse(response.body);
    expect(doc.urlset['@xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const locs: string[] = doc.urlset.url.map((u: { loc: string }) => u.loc);
    for (const route of publicRoutes()) expect(locs).toContain(`http://site.example/#${route}`);
    for (const id of PROJECT_IDS) expect(locs).toContain(`http://site.example/#/projects/${id}`);
    for (const post of builtInPosts) expect(locs).toContain(`http://site.example/#/blog/${post.slug}`);
    expect(locs).toContain('http://site.example/#/blog/feed-published-backend-post');
    expect(locs.some((l) => l.includes('secret-draft') || l.includes('/admin'))).toBe(false);
  });

  it('serves robots.txt excluding the admin portal and naming the sitemap', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'site.example' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toContain('Disallow: /admin');
    expect(response.body).toContain('Disallow: /api/');
    expect(response.body).toContain('Sitemap: http://site.example/sitemap.xml');
  });
});
