import type { ContentTypeName } from '@site/shared';
import {
  CONTENT_LIST_MAX_ITEMS,
  CONTENT_PAGE_LIMIT,
  CONTENT_PAGES,
  companyDay,
} from '@site/shared';
import { builtInPosts } from '@site/shared/built-in-posts';
import type { RouteKey } from '@site/shared/site-routes';
import { paths, publicRouteEntries, twinUrl } from '@site/shared/site-routes';
import type { Repositories } from '../../plugins/database.ts';
import { findPublicItem, publicListFilter } from '../content/content-routes.ts';

/** What the sitemap reads: posts, and the content types' public items. */
type SitemapRepos = Pick<Repositories, 'blogs' | 'content'>;

/** The content types whose items have pages of their own in the sitemap: open jobs, published
 * projects (drafts and closed jobs never). */
const ITEM_PAGES = [
  { type: 'jobs', path: (id: string) => paths.careerDetails(id) },
  { type: 'projects', path: (id: string) => paths.project(id) },
] as const satisfies readonly { type: ContentTypeName; path: (id: string) => string }[];

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

const newest = (dates: readonly string[]): Date | undefined =>
  dates.length === 0 ? undefined : new Date(dates.reduce((a, b) => (a > b ? a : b)));

/** When a page that shows content types last changed: the newest `updatedAt` of what it shows (the
 * lists it reads, the items it names); undefined for a page that reads none. */
async function lastChangeOf(
  repos: SitemapRepos,
  key: RouteKey,
  day: string,
): Promise<Date | undefined> {
  const reads = CONTENT_PAGES[key];
  if (!reads) return undefined;
  const lists = await Promise.all(
    (reads.lists ?? []).map((type) =>
      repos.content.listAll(
        type,
        publicListFilter(type, day),
        CONTENT_PAGE_LIMIT,
        CONTENT_LIST_MAX_ITEMS,
      ),
    ),
  );
  const named = reads.items;
  const items = named
    ? await Promise.all(named.ids.map((id) => findPublicItem(repos, named.type, id)))
    : [];
  return newest([
    ...lists.flatMap((list) => list.items.map((item) => item.updatedAt)),
    ...items.flatMap((item) => (item ? [item.updatedAt] : [])),
  ]);
}

/** The public items of `type` (open jobs, published projects), a chunk at a time, in list order. */
async function* publicItems(repos: SitemapRepos, type: ContentTypeName, day: string) {
  let cursor: string | undefined;
  for (;;) {
    const page = await repos.content.list(type, publicListFilter(type, day), {
      limit: CONTENT_PAGE_LIMIT,
      cursor,
    });
    yield* page.items;
    if (page.nextCursor === null) return;
    cursor = page.nextCursor;
  }
}

/** Every URL the sitemap lists, in order: the public routes (a page of content types dated by the
 * newest of what it shows), the pages of open jobs and published projects, the built-in posts, then
 * the published posts newest first, read from the database a chunk at a time. A built-in post wins
 * over a backend post with the same slug, as on the post page. */
async function* entries(origin: string, repos: SitemapRepos): AsyncGenerator<Entry> {
  const { blogs } = repos;
  const day = companyDay();
  const dated = new Map<RouteKey, Promise<Date | undefined>>();
  for (const { key, path } of publicRouteEntries()) {
    if (!dated.has(key)) dated.set(key, lastChangeOf(repos, key, day));
    const lastmod = await dated.get(key);
    yield { loc: twinUrl(origin, path), ...(lastmod ? { lastmod } : {}) };
  }
  for (const { type, path } of ITEM_PAGES)
    for await (const item of publicItems(repos, type, day))
      yield { loc: twinUrl(origin, path(item.id)), lastmod: new Date(item.updatedAt) };
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
export async function sitemapSize(repos: SitemapRepos): Promise<number> {
  const day = companyDay();
  const [{ total }, ...itemPages] = await Promise.all([
    repos.blogs.listPublished({ limit: 0 }),
    ...ITEM_PAGES.map(({ type }) =>
      repos.content.list(type, publicListFilter(type, day), { limit: 1 }),
    ),
  ]);
  const items = itemPages.reduce((sum, page) => sum + page.total, 0);
  return publicRouteEntries().length + items + builtInPosts.length + total;
}

/** A `<urlset>` of the URLs from `start` (0-based), at most `count` of them. */
export async function urlset(
  origin: string,
  repos: SitemapRepos,
  start: number,
  count: number,
): Promise<string> {
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>'];
  lines.push('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  let index = 0;
  for await (const entry of entries(origin, repos)) {
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
