import type { FastifyInstance } from 'fastify';
import { Feed } from 'feed';
import { company } from '@site/shared/company';
import { paths, publicRoutes, twinUrl } from '@site/shared/site-routes';
import { plainText } from '../../lib/render-content.ts';
import type { OriginSettings } from '../../lib/public-origin.ts';
import { requireVettedOrigin, vettedOrigin } from '../../lib/public-origin.ts';
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

export async function feedRoutes(app: FastifyInstance, options: OriginSettings) {
  app.get('/rss.xml', async (request, reply) => {
    const origin = requireVettedOrigin(request, options);
    const posts = feedPosts(await app.repos.blogs.listPublished());
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
    for (const post of posts) {
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
    return reply
      .type('application/rss+xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=300')
      .send(feed.rss2());
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const origin = requireVettedOrigin(request, options);
    const posts = feedPosts(await app.repos.blogs.listPublished());
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
    const xml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...entries.map(
        (e) =>
          `  <url><loc>${escapeXml(e.loc)}</loc>${e.lastmod ? `<lastmod>${w3cDatetime(e.lastmod)}</lastmod>` : ''}</url>`,
      ),
      '</urlset>',
      '',
    ].join('\n');
    return reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=300')
      .send(xml);
  });

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
