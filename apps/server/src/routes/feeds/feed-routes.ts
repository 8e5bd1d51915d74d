import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Feed } from 'feed';
import { company } from '@site/shared/company';
import { paths, publicRoutes, twinUrl } from '@site/shared/site-routes';
import { fileCache } from '../../lib/file-cache.ts';
import { plainText } from '../../lib/render-content.ts';
import type { OriginSettings } from '../../lib/public-origin.ts';
import { requireVettedOrigin, vettedOrigin } from '../../lib/public-origin.ts';
import { compressedFile, fileRoute } from '../../plugins/web-app-files.ts';
import { BLOGS_TOPIC } from '../blogs/blog-routes.ts';
import type { FeedPost } from './feed-posts.ts';
import { feedPosts } from './feed-posts.ts';

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

const absolute = (origin: string, src: string) =>
  /^https?:\/\//.test(src) ? src : `${origin}${src}`;

/** W3C Datetime to the second, as sitemaps.org asks for `<lastmod>`. */
const w3cDatetime = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

/** A feed reader wants what is new: the latest posts, not the archive (the sitemap lists every post). */
const FEED_ITEMS = 50;

function rssOf(origin: string, posts: FeedPost[]): string {
  const feed = new Feed({
    title: `${company.shortName} Blog`,
    description: `News and insights on intelligent transport, smart street lighting, security and solar from ${company.shortName}, ${company.location}.`,
    id: twinUrl(origin, paths.blog),
    link: twinUrl(origin, paths.blog),
    language: 'en',
    copyright: `© ${new Date().getFullYear()} ${company.name}`,
    updated: posts[0]?.updated ?? new Date(),
    generator: company.shortName,
    feedLinks: { rss: `${origin}/rss.xml` },
  });
  for (const post of posts.slice(0, FEED_ITEMS)) {
    const link = twinUrl(origin, paths.blogPost(post.slug));
    feed.addItem({
      title: plainText(post.title),
      id: link,
      link,
      description: plainText(post.description),
      content: post.html,
      date: post.date,
      published: post.date,
      category: post.category ? [{ name: post.category }] : undefined,
      author: post.author ? [{ name: post.author }] : undefined,
      image: post.image ? absolute(origin, post.image) : undefined,
    });
  }
  return feed.rss2();
}

function sitemapOf(origin: string, posts: FeedPost[]): string {
  const entries = [
    ...publicRoutes().map((route) => ({
      loc: twinUrl(origin, route),
      lastmod: undefined as Date | undefined,
    })),
    ...posts.map((post) => ({
      loc: twinUrl(origin, paths.blogPost(post.slug)),
      lastmod: post.updated,
    })),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries.map(
      (e) =>
        `  <url><loc>${escapeXml(e.loc)}</loc>${e.lastmod ? `<lastmod>${w3cDatetime(e.lastmod)}</lastmod>` : ''}</url>`,
    ),
    '</urlset>',
    '',
  ].join('\n');
}

/** Memory for the built feed and sitemap, every coding counted: one of each per vetted origin. */
const MAX_CACHED_BYTES = 16 * 1024 * 1024;

export async function feedRoutes(app: FastifyInstance, options: OriginSettings) {
  // Each document is built once per origin and kept, with its validators, until a post changes on any
  // instance (the change notifications): a feed reader's poll is a lookup, or a 304.
  const documents = fileCache({ maxBytes: MAX_CACHED_BYTES });
  app.changes.subscribe(BLOGS_TOPIC, () => documents.clear());

  const kept =
    (name: string, type: string, build: (origin: string, posts: FeedPost[]) => string) =>
    (request: FastifyRequest) => {
      const origin = requireVettedOrigin(request, options);
      return documents.fill(`${origin} ${name}`, async () => {
        const body = Buffer.from(build(origin, feedPosts(await app.repos.blogs.listPublished())));
        const file = await compressedFile(body, 'best', {
          type,
          cacheControl: 'public, max-age=300',
          // One tag for the document in any coding, the same on every instance that built these bytes.
          etag: `W/"${createHash('sha1').update(body).digest('base64url')}"`,
          lastModified: new Date(),
        });
        return { file, keep: true };
      });
    };

  fileRoute(app, '/rss.xml', kept('rss', 'application/rss+xml; charset=utf-8', rssOf));
  fileRoute(app, '/sitemap.xml', kept('sitemap', 'application/xml; charset=utf-8', sitemapOf));

  app.get('/robots.txt', async (request, reply) => {
    const origin = vettedOrigin(request, options);
    const sitemap = origin ? ['', `Sitemap: ${origin}/sitemap.xml`] : [];
    // Crawlers never send the part after `#`, so only paths can be disallowed: the admin portal's path and the API.
    const body = [
      'User-agent: *',
      'Allow: /',
      'Disallow: /admin',
      'Disallow: /api/',
      ...sitemap,
      '',
    ].join('\n');
    return reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(body);
  });
}
