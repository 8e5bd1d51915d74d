import fs from 'node:fs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ContentPageData, ContentTypeName } from '@site/shared';
import {
  BLOG_LIST_LIMITS,
  CONTENT_LIST_MAX_ITEMS,
  CONTENT_PAGE_LIMIT,
  CONTENT_PAGES,
  CONTENT_TYPE_NAMES,
  blogPageWindow,
  companyDay,
} from '@site/shared';
import { builtInPosts, isBuiltInPost } from '@site/shared/built-in-posts';
import { SEARCH_POST_LIMIT, searchQueryOf } from '@site/shared/site-search';
import { PROJECT_IDS, paths, publicRoutes } from '@site/shared/site-routes';
import { HttpError } from '../errors.ts';
import type { Made } from '../lib/file-cache.ts';
import { fileCache } from '../lib/file-cache.ts';
import type { MatchedRoute, PagePath } from '../lib/page-path.ts';
import { pagePath } from '../lib/page-path.ts';
import type { OriginSettings } from '../lib/public-origin.ts';
import { vettedOrigin } from '../lib/public-origin.ts';
import { QueueFullError, workQueue } from '../lib/work-queue.ts';
import { BLOGS_TOPIC } from '../routes/blogs/blog-routes.ts';
import {
  contentTopic,
  findPublicItem,
  publicListFilter,
} from '../routes/content/content-routes.ts';
import type { PageData, RendererFiles } from './page-renderer.ts';
import { pageRenderer } from './page-renderer.ts';
import type { WebFile } from './web-app-files.ts';
import { compressedFile, sendFile, withInlineScripts } from './web-app-files.ts';
import { movedTo } from '../lib/redirects.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers a page path with its prerendered twin (registered when the web app is built). */
    pageTwins?: {
      answer(request: FastifyRequest, reply: FastifyReply): Promise<unknown>;
      /** Resolves once the pages kept before the last change have been rendered again. */
      settled(): Promise<void>;
      /** Renders the built-in pages of each origin and keeps them; answers how many. */
      warm(origins: readonly string[]): Promise<number>;
    };
  }
}

/** Memory for rendered pages, every coding counted (a page and its brotli and gzip copies take about
 * 120 KB): every public route for a few origins; beyond it the least recently used page goes. */
const MAX_CACHED_BYTES = 32 * 1024 * 1024;
/** Two pages in hand (one rendered in the thread while the other is compressed), and at most this many
 * waiting before a new one is answered 503: a burst of uncached pages (many origins, many unknown
 * posts) cannot queue minutes of work. */
const MAX_WAITING_RENDERS = 4;
/** The renderers' lanes: a visitor's page first, then the pages made again after a change. */
const VISITOR = 0;
const BACKGROUND = 1;

/** The routes whose pages show posts. */
const POST_ROUTES: ReadonlySet<string> = new Set(['blog', 'blogPost', 'search']);
/** The routes whose pages read a content type (CONTENT_PAGES). */
const routesReading = (type: ContentTypeName): ReadonlySet<string> =>
  new Set(
    Object.entries(CONTENT_PAGES)
      .filter(
        ([, reads]) =>
          reads?.lists?.includes(type) || reads?.item?.type === type || reads?.items?.type === type,
      )
      .map(([route]) => route),
  );
/** The route of a kept page's key (`keyOf`, or `{origin} 404:{route}` for a not-found page). */
const routeKeyOf = (key: string) => (key.split(' ')[1] ?? '').replace(/^404:/, '');
const PAGES_BUSY = 'The server is busy rendering pages. Try again in a few seconds.';

/** The query string of a request's URL, without the `?`. */
function queryOf(url: string): string {
  const at = url.indexOf('?');
  return at === -1 ? '' : url.slice(at + 1);
}

/** Which page of the blog list a `/blog` request asks for: `?page=N`, 1 without it. A value that is
 * not a page number is ignored like any other parameter; one past the last page shows the not-found
 * page (the renderer's `pageStatus`). */
function listPageOf(url: string): { page: number; given: boolean } {
  const value = new URLSearchParams(queryOf(url)).get('page');
  if (value === null || !/^[1-9]\d*$/.test(value)) return { page: 1, given: false };
  return { page: Math.min(Number(value), BLOG_LIST_LIMITS.maxPage + 1), given: true };
}

/** What a page request asks for beyond its path: the page of the blog list (`/blog?page=N`), the
 * search of the search page (`/search?q=…`, '' for none), and the company's day (a job past its
 * closing day leaves the openings on the next). */
type PageAsk = { listPage: number; q: string; day: string };

/** Path twins (docs/decisions/019-prerendered-pages.md): every public route answers at its path without the
 * hash (`/about`, `/blog/{slug}`) with the page prerendered by the web app's own components, so
 * crawlers and link previews read it and it paints before any script runs; the app then takes over
 * at `/#/about`. A path is read once (lib/page-path.ts): other spellings of a page lead to its
 * canonical path, and pages are rendered once per origin, route and parameters, kept in memory with
 * their brotli and gzip bytes up to a byte budget, and dropped on every instance when a post changes
 * (docs/decisions/037-page-cache-and-canonical-paths.md). Drafts are never rendered: only published
 * posts reach the renderer. */
export const pageTwinsPlugin = fp<OriginSettings & RendererFiles & { pageCsp: string }>(
  async (app, options) => {
    const renderer = pageRenderer({
      renderModule: options.renderModule,
      template: options.template,
    });
    app.addHook('onClose', () => renderer.close());
    // A listening server loads the renderer at once, so its first visitor does not wait for it; an app
    // that only answers `inject` (the tests) starts it on its first page.
    app.addHook('onListen', (done) => {
      renderer
        .start()
        .catch((error: unknown) =>
          app.log.error({ err: error }, 'the page renderer could not start'),
        );
      done();
    });
    // Every page allows the template's inline scripts, hashed once here; never hashes of rendered
    // output, which a post's text reaches.
    const csp = withInlineScripts(options.pageCsp, fs.readFileSync(options.template, 'utf8'));
    const pages = fileCache({ maxBytes: MAX_CACHED_BYTES });
    const renders = workQueue({ concurrency: 2, maxWaiting: MAX_WAITING_RENDERS, lanes: 2 });
    let warnedUnvetted = false;
    // No visitor waits for a render after a change (decision 059): the kept pages that show what
    // changed are rendered again in the background, behind the visitors' renders, while their last
    // good copies are served; one at a time, so a visitor's render always finds a free renderer.
    const background = workQueue({ concurrency: 1 });
    let round = Promise.resolve();
    /** The pages that show what changed are made again (a post: the blog's pages; a project: the
     * pages that read projects), not every page. */
    const revalidate = (routes: ReadonlySet<string>) => () => {
      round = pages.revalidate(
        (task) => background.run(() => renders.run(task, BACKGROUND)),
        (key) => routes.has(routeKeyOf(key)),
      );
    };
    async function settled() {
      let awaited;
      while (awaited !== round) await (awaited = round);
    }
    app.changes.subscribe(BLOGS_TOPIC, revalidate(POST_ROUTES));
    // A page showing jobs, courses, projects, media or documents shows an edit as posts do.
    for (const type of CONTENT_TYPE_NAMES)
      app.changes.subscribe(contentTopic(type), revalidate(routesReading(type)));

    /** What a page of CONTENT_PAGES shows of the content types on `day`: the first page of each list
     * (every page of it), and its items by id, never a draft. */
    async function contentFor(
      route: MatchedRoute,
      day: string,
    ): Promise<ContentPageData | undefined> {
      const reads = CONTENT_PAGES[route.key];
      if (!reads) return undefined;
      const ids = [
        ...(reads.item
          ? [{ type: reads.item.type, id: route.params[reads.item.param] ?? '' }]
          : []),
        ...(reads.items?.ids.map((id) => ({ type: reads.items!.type, id })) ?? []),
      ];
      const [lists, items] = await Promise.all([
        Promise.all(
          (reads.lists ?? []).map(async (type) => {
            const { items, total } = await app.repos.content.listAll(
              type,
              publicListFilter(type, day),
              CONTENT_PAGE_LIMIT,
              CONTENT_LIST_MAX_ITEMS,
            );
            return { type, page: { items, total } };
          }),
        ),
        Promise.all(
          ids.map(async ({ type, id }) => ({
            type,
            id,
            item: (id === '' ? undefined : await findPublicItem(app.repos, type, id)) ?? null,
          })),
        ),
      ]);
      return { lists, items };
    }

    /** What the page shows from the database: a page of the blog list (`blogPageWindow`: the built-in
     * posts first, then published posts at an offset), the published post of `/blog/{slug}`, or the
     * newest published posts a search finds (as `GET /api/blogs?q=` does). */
    async function dataFor(
      route: MatchedRoute | null,
      { listPage, q, day }: PageAsk,
    ): Promise<PageData> {
      const content = route ? await contentFor(route, day) : undefined;
      return { ...(await blogDataFor(route, { listPage, q })), ...(content ? { content } : {}) };
    }

    async function blogDataFor(
      route: MatchedRoute | null,
      { listPage, q }: Omit<PageAsk, 'day'>,
    ): Promise<PageData> {
      if (route?.key === 'blogPost') {
        const post = await app.repos.blogs.findPublishedBySlug(route.params.slug ?? '');
        return post ? { post } : {};
      }
      if (route?.key === 'search' && q !== '') {
        const { items, total } = await app.repos.blogs.listPublished({
          q,
          limit: SEARCH_POST_LIMIT,
        });
        return { search: { q, items, total } };
      }
      if (route?.key !== 'blog') return {};
      const { backend } = blogPageWindow(listPage, builtInPosts.length);
      const [list, categories] = await Promise.all([
        app.repos.blogs.listPublished({ limit: backend.limit, offset: backend.offset }),
        app.repos.blogs.publishedCategories(),
      ]);
      return { blogList: { page: listPage, items: list.items, total: list.total, categories } };
    }

    /** A page is kept per origin, route and parameters, and the blog list per page too. A search
     * (`q`) is never kept: any text can be searched. Its key only joins identical searches in flight. */
    const keyOf = (origin: string, route: MatchedRoute, { listPage, q, day }: PageAsk) =>
      `${origin} ${route.key} ${JSON.stringify(route.params)}${route.key === 'blog' ? ` page=${listPage}` : ''}${q === '' ? '' : ` q=${JSON.stringify(q)}`}${CONTENT_PAGES[route.key] ? ` day=${day}` : ''}`;

    /** The page's HTML with its brotli and gzip copies; kept unless it is a search or its render
     * failed in part (then it is answered as it is, the app rendering the missing part, and
     * rendered again next time). */
    async function renderFile(
      { pathname, route }: PagePath,
      origin: string,
      data: PageData,
      kept: boolean,
    ): Promise<Made> {
      const started = performance.now();
      const rendered = await renderer.renderPage({ pathname, route }, origin, data);
      app.metrics?.pageRendered((performance.now() - started) / 1000);
      if (rendered.errors.length > 0)
        app.log.error({ path: pathname, errors: rendered.errors }, 'page prerender failed');
      // Revalidated on every visit (the ETag makes that a 304), so an edited post shows at once.
      // A search is compressed once for one answer: quickly.
      const file = await compressedFile(Buffer.from(rendered.html), kept ? 'best' : 'fast', {
        type: 'text/html; charset=utf-8',
        cacheControl: 'no-cache',
        status: rendered.status,
        csp,
      });
      return { file, keep: kept && rendered.errors.length === 0 };
    }

    /** Renders the page for `origin` and keeps it (a search result is answered, not kept). A not-found
     * page does not depend on the path, so it is kept once per route: guessing paths cannot fill the
     * memory or keep the renderer busy. After a change the kept page is made again from what the
     * database holds then, and dropped if it is gone (a post unpublished) or now found. */
    async function render(page: PagePath, origin: string, ask: PageAsk): Promise<WebFile> {
      const { route } = page;
      const data = await dataFor(route, ask);
      // The renderer says whether the page exists (a post by that slug, a page of the list).
      const found = route !== null && (await renderer.pageStatus(route, data)) === 200;
      const key = found ? keyOf(origin, route, ask) : `${origin} 404:${route?.key ?? ''}`;
      const kept = ask.q === '';
      const remake = async () => {
        const fresh = await dataFor(route, ask);
        // A page that is gone, or a not-found page whose path now names one, is dropped.
        const foundNow = route !== null && (await renderer.pageStatus(route, fresh)) === 200;
        if (foundNow !== found) return null;
        return renderFile(page, origin, fresh, kept);
      };
      try {
        return await pages.fill(
          key,
          () => renders.run(() => renderFile(page, origin, data, kept), VISITOR),
          remake,
        );
      } catch (error) {
        if (error instanceof QueueFullError)
          throw new HttpError(503, PAGES_BUSY, undefined, {
            'Retry-After': '5',
            'Cache-Control': 'no-store',
          });
        throw error;
      }
    }

    /** Whether the one post or item a page shows is still public: a stale copy of a page whose post
     * was unpublished or deleted is never served while it is made again. */
    async function stillPublic(route: MatchedRoute): Promise<boolean> {
      if (route.key === 'blogPost') {
        const slug = route.params.slug ?? '';
        if (isBuiltInPost(slug)) return true;
        return (await app.repos.blogs.findPublishedBySlug(slug)) !== undefined;
      }
      const item = CONTENT_PAGES[route.key]?.item;
      if (!item) return true;
      return (await findPublicItem(app.repos, item.type, route.params[item.param] ?? '')) != null;
    }

    /** Renders the built-in pages (the route table's, the built-in posts and projects) of each of
     * `origins`, one after another; answers how many. The server calls it before it listens: no first
     * visitor after a start waits for a render (decision 059). */
    async function warm(origins: readonly string[]): Promise<number> {
      const day = companyDay();
      const builtInPages = [
        ...publicRoutes(),
        ...builtInPosts.map((post) => paths.blogPost(post.slug)),
        ...PROJECT_IDS.map((id) => paths.project(id)),
      ];
      let rendered = 0;
      for (const origin of origins)
        for (const path of builtInPages) {
          await render(pagePath(path), origin, { listPage: 1, q: '', day });
          rendered += 1;
        }
      return rendered;
    }

    function originOf(request: FastifyRequest): string {
      const origin = vettedOrigin(request, options);
      if (origin !== null) return origin;
      if (!warnedUnvetted)
        request.log.warn(
          'page for an unvetted host rendered with relative links; set PUBLIC_URL (or ALLOWED_HOSTS)',
        );
      warnedUnvetted = true;
      return '';
    }

    /** A page already rendered costs a map lookup; the database and the renderer are reached on a miss only. */
    async function answer(request: FastifyRequest, reply: FastifyReply) {
      const page = pagePath(request.url);
      const { route } = page;
      if (route?.key === 'admin') return reply.redirect('/admin', 302);
      // One spelling per page (`/ABOUT`, `/about/` → `/about`), rendered and kept once.
      if (route && page.respelled)
        return reply.redirect(page.canonical + request.url.slice(page.pathname.length), 301);
      // The blog list's first page has one address: `/blog?page=1` leads to `/blog`.
      const list = route?.key === 'blog' ? listPageOf(request.url) : { page: 1, given: false };
      if (list.given && list.page === 1) return reply.redirect(page.canonical, 301);
      const ask: PageAsk = {
        listPage: list.page,
        q: route?.key === 'search' ? searchQueryOf(queryOf(request.url)) : '',
        day: companyDay(),
      };
      const origin = originOf(request);
      if (route) {
        const key = keyOf(origin, route, ask);
        const kept = pages.get(key);
        const stale = pages.isStale(key);
        if (kept && (!stale || (await stillPublic(route)))) {
          // Whether the page came from memory (and was made before the last change): for operators.
          void reply.header('X-Page-Cache', stale ? 'stale' : 'hit');
          app.metrics?.pageCache(stale ? 'stale' : 'hit');
          return sendFile(kept, request, reply);
        }
        if (kept) pages.delete(key);
      }
      void reply.header('X-Page-Cache', 'miss');
      app.metrics?.pageCache('miss');
      const file = await render(page, origin, ask);
      // An address that names no page may have moved (a post's old slug, issue 48).
      if (file.status === 404) {
        const moved = await movedTo(app, request.url);
        if (moved) return reply.redirect(moved.location, moved.status);
        // Counted for the not-found log (a list page past the last is not an address to redirect).
        if (request.method === 'GET' && route?.key !== 'blog')
          await app.notFoundLog.record(request);
      }
      return sendFile(file, request, reply);
    }

    app.decorate('pageTwins', { answer, settled, warm });
    app.get('/', { compress: false }, answer);
  },
  { name: 'page-twins', dependencies: ['database', 'change-notifications'] },
);
