import { builtInPosts } from '@site/shared/built-in-posts';
import { paths, publicRoutes, twinUrl } from '@site/shared/site-routes';
import type { BlogsRepository } from '../../db/blogs-repository.ts';

/** sitemaps.org: at most 50,000 URLs in one sitemap; past that, a sitemap index of several. */
export const SITEMAP_MAX_URLS = 50_000;

type Entry = { loc: string; lastmod?: Date };

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

/** W3C Datetime to the second, as sitemaps.org asks for `<lastmod>`. */
const w3cDatetime = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

const builtInSlugs = new Set(builtInPosts.map((post) => post.slug));

/** Every URL the sitemap lists, in order: the public routes, the built-in posts, then the published
 * posts newest first, read from the database a chunk at a time. A built-in post wins over a backend
 * post with the same slug, as on the post page. */
async function* entries(origin: string, blogs: BlogsRepository): AsyncGenerator<Entry> {
  for (const route of publicRoutes()) yield { loc: twinUrl(origin, route) };
  for (const post of builtInPosts)
    yield {
      loc: twinUrl(origin, paths.blogPost(post.slug)),
      lastmod: new Date(`${post.date}T00:00:00Z`),
    };
  for await (const chunk of blogs.publishedSlugs())
    for (const post of chunk)
      if (!builtInSlugs.has(post.slug))
        yield {
          loc: twinUrl(origin, paths.blogPost(post.slug)),
          lastmod: new Date(post.updatedAt),
        };
}

/** How many URLs the sitemap lists (a backend post that a built-in one hides counted too: at worst
 * the last part of an index lists fewer). */
export async function sitemapSize(blogs: BlogsRepository): Promise<number> {
  const { total } = await blogs.listPublished({ limit: 0 });
  return publicRoutes().length + builtInPosts.length + total;
}

/** A `<urlset>` of the URLs from `start` (0-based), at most `count` of them. */
export async function urlset(
  origin: string,
  blogs: BlogsRepository,
  start: number,
  count: number,
): Promise<string> {
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>'];
  lines.push('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  let index = 0;
  for await (const entry of entries(origin, blogs)) {
    if (index >= start + count) break;
    if (index >= start)
      lines.push(
        `  <url><loc>${escapeXml(entry.loc)}</loc>${entry.lastmod ? `<lastmod>${w3cDatetime(entry.lastmod)}</lastmod>` : ''}</url>`,
      );
    index += 1;
  }
  lines.push('</urlset>', '');
  return lines.join('\n');
}

/** A `<sitemapindex>` naming the parts `/sitemap-1.xml` … `/sitemap-{parts}.xml` under `base`. */
export function sitemapIndex(base: string, parts: number): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...Array.from(
      { length: parts },
      (_, i) => `  <sitemap><loc>${escapeXml(`${base}/sitemap-${i + 1}.xml`)}</loc></sitemap>`,
    ),
    '</sitemapindex>',
    '',
  ].join('\n');
}
