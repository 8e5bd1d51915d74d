import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { BlogPost } from '@site/shared';
import type { OriginSettings } from '../lib/public-origin.ts';
import { vettedOrigin } from '../lib/public-origin.ts';
import { BLOGS_TOPIC } from '../routes/blogs/blog-routes.ts';
import type { MatchedRoute, RendererFiles } from './page-renderer.ts';
import { pageRenderer } from './page-renderer.ts';
import type { WebFile } from './web-app-files.ts';
import { compressedFile, sendFile, withInlineScripts } from './web-app-files.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers a page path with its prerendered twin (registered when the web app is built). */
    pageTwins?: { answer(request: FastifyRequest, reply: FastifyReply): Promise<unknown> };
  }
}

/** Beyond this many pages (per origin and post), the cache starts again rather than grow. */
const MAX_CACHED_PAGES = 2_000;

/** Path twins (docs/decisions/019-prerendered-pages.md): every public route answers at its path without the
 * hash (`/about`, `/blog/{slug}`) with the page prerendered by the web app's own components, so
 * crawlers and link previews read it and it paints before any script runs; the app then takes over
 * at `/#/about`. Pages are rendered once per origin and path, kept in memory with their brotli and
 * gzip bytes, and dropped on every instance when a post changes. Drafts are never rendered: only
 * published posts reach the renderer. */
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
    const cache = new Map<string, Promise<WebFile>>();
    let warnedUnvetted = false;
    app.changes.subscribe(BLOGS_TOPIC, () => cache.clear());

    async function postsFor(route: MatchedRoute | null): Promise<BlogPost[]> {
      if (route?.key === 'blog') return app.repos.blogs.listPublished();
      if (route?.key !== 'blogPost') return [];
      const post = await app.repos.blogs.findPublishedBySlug(route.params.slug ?? '');
      return post ? [post] : [];
    }

    /** Renders the page at `pathname` for `origin` and keeps it. A not-found page does not depend on the
     * path, so it is kept once per route: guessing paths cannot fill the memory or keep the renderer busy. */
    async function render(
      pathname: string,
      origin: string,
      route: MatchedRoute | null,
    ): Promise<WebFile> {
      const data = { publishedPosts: await postsFor(route) };
      const key =
        (await renderer.pageStatus(route, data)) === 404
          ? `${origin} 404:${route?.key ?? ''}`
          : `${origin} ${pathname}`;
      let entry = cache.get(key);
      if (!entry) {
        if (cache.size >= MAX_CACHED_PAGES) cache.clear();
        entry = renderer.renderPage(pathname, origin, data).then((rendered) => {
          if (rendered.errors.length > 0) {
            // Served as it is (the app renders the missing part in the browser), rendered again next time.
            app.log.error({ path: pathname, errors: rendered.errors }, 'page prerender failed');
            cache.delete(key);
          }
          // Revalidated on every visit (the ETag makes that a 304), so an edited post shows at once.
          return compressedFile(Buffer.from(rendered.html), 'best', {
            type: 'text/html; charset=utf-8',
            cacheControl: 'no-cache',
            status: rendered.status,
            csp: withInlineScripts(options.pageCsp, rendered.html),
          });
        });
        cache.set(key, entry);
        entry.catch(() => cache.delete(key));
      }
      return entry;
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

    /** A page already rendered costs a map lookup; the route table and the database are read on a miss only. */
    async function answer(request: FastifyRequest, reply: FastifyReply) {
      const pathname = (request.url.split('?')[0] ?? '/').replace(/(.)\/+$/, '$1');
      const origin = originOf(request);
      const kept = cache.get(`${origin} ${pathname}`);
      if (kept) return sendFile(await kept, request, reply);
      const route = await renderer.routeOf(pathname);
      if (route?.key === 'admin') return reply.redirect('/#/admin', 302);
      return sendFile(await render(pathname, origin, route), request, reply);
    }

    app.decorate('pageTwins', { answer });
    app.get('/', { compress: false }, answer);
  },
  { name: 'page-twins', dependencies: ['database', 'change-notifications'] },
);
