import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Feed } from 'feed';
import { CONTENT_TYPE_NAMES } from '@site/shared';
import { company, companyDay } from '@site/shared/company';
import { builtInPosts } from '@site/shared/built-in-posts';
import { paths, twinUrl } from '@site/shared/site-routes';
import { HttpError } from '../../errors.ts';
import { fileCache } from '../../lib/file-cache.ts';
import { plainText } from '../../lib/render-content.ts';
import type { OriginSettings } from '../../lib/public-origin.ts';
import { requireVettedOrigin, vettedOrigin } from '../../lib/public-origin.ts';
import { compressedFile, fileRoute } from '../../plugins/web-app-files.ts';
import { BLOGS_TOPIC } from '../blogs/blog-routes.ts';
import { contentTopic } from '../content/content-routes.ts';
import type { FeedPost } from './feed-posts.ts';
import { feedPosts } from './feed-posts.ts';
import { SITEMAP_MAX_URLS, sitemapIndex, sitemapSize, urlset } from './sitemap.ts';

const absolute = (origin: string, src: string) =>
  /^https?:\/\//.test(src) ? src : `${origin}${src}`;

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

/** Documents up to this size get the best compression (the feed of 50 posts: about 250 KB). */
const BEST_COMPRESSION_MAX_BYTES = 512 * 1024;

/** Memory for the built feed and sitemap, every coding counted: one of each per vetted origin. */
const MAX_CACHED_BYTES = 16 * 1024 * 1024;

export type FeedOptions = OriginSettings & {
  /** URLs in one sitemap before `/sitemap.xml` becomes an index of parts (a test sets a few). */
  sitemapMaxUrls?: number;
};

export async function feedRoutes(app: FastifyInstance, options: FeedOptions) {
  const maxUrls = options.sitemapMaxUrls ?? SITEMAP_MAX_URLS;
  // Each document is built once per origin and kept, with its validators, until a post changes on any
  // instance (the change notifications): a feed reader's poll is a lookup, or a 304.
  const documents = fileCache({ maxBytes: MAX_CACHED_BYTES });
  app.changes.subscribe(BLOGS_TOPIC, () => documents.clear());
  // The sitemap lists open jobs and published projects, and dates pages by what they show.
  for (const type of CONTENT_TYPE_NAMES)
    app.changes.subscribe(contentTopic(type), () => documents.clear());

  /** A document built by `build` for the request's origin, kept; `build` answers null for none (404). */
  const kept =
    (
      name: (request: FastifyRequest) => string,
      type: string,
      build: (origin: string, request: FastifyRequest) => Promise<string | null>,
    ) =>
    (request: FastifyRequest) => {
      const origin = requireVettedOrigin(request, options);
      return documents.fill(`${origin} ${name(request)}`, async () => {
        const text = await build(origin, request);
        if (text === null) throw new HttpError(404, 'Not found');
        const body = Buffer.from(text);
        // A sitemap of many posts is megabytes, read by few: compressed fast (the best brotli of
        // 10,000 posts' sitemap takes seconds).
        const effort = body.byteLength > BEST_COMPRESSION_MAX_BYTES ? 'fast' : 'best';
        const file = await compressedFile(body, effort, {
          type,
          cacheControl: 'public, max-age=300',
          // One tag for the document in any coding, the same on every instance that built these bytes.
          etag: `W/"${createHash('sha1').update(body).digest('base64url')}"`,
          lastModified: new Date(),
        });
        return { file, keep: true };
      });
    };
  const xml = 'application/xml; charset=utf-8';
  const base = (origin: string) => `${origin}${app.prefix}`;

  fileRoute(
    app,
    '/rss.xml',
    kept(
      () => 'rss',
      'application/rss+xml; charset=utf-8',
      async (origin) =>
        // Enough backend posts that the latest 50 stay 50 when built-in posts hide some by their slug.
        rssOf(
          origin,
          feedPosts(await app.repos.blogs.latestPublished(FEED_ITEMS + builtInPosts.length)),
        ),
    ),
  );
  // One sitemap while it holds at most `maxUrls` URLs; past that, an index of parts of that size.
  fileRoute(
    app,
    '/sitemap.xml',
    kept(
      // A job past its closing day leaves the sitemap the next day.
      () => `sitemap ${companyDay()}`,
      xml,
      async (origin) => {
        const size = await sitemapSize(app.repos);
        return size <= maxUrls
          ? urlset(origin, app.repos, 0, size)
          : sitemapIndex(base(origin), Math.ceil(size / maxUrls));
      },
    ),
  );
  fileRoute(
    app,
    '/sitemap-:part.xml',
    kept(
      (request) => `sitemap-${(request.params as { part: string }).part} ${companyDay()}`,
      xml,
      async (origin, request) => {
        const part = Number((request.params as { part: string }).part);
        const size = await sitemapSize(app.repos);
        if (size <= maxUrls || !Number.isInteger(part) || part < 1 || (part - 1) * maxUrls >= size)
          return null;
        return urlset(origin, app.repos, (part - 1) * maxUrls, maxUrls);
      },
    ),
  );

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
