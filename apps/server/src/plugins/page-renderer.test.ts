import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildWebIfStale } from '../../../../scripts/lib/web-build.mjs';
import { publicRoutes } from '@site/shared/site-routes';
import { pagePath } from '../lib/page-path.ts';
import { renderModuleOf } from './static-files.ts';
import { pageRenderer } from './page-renderer.ts';

const dist = path.resolve(import.meta.dirname, '../../../web/dist');
const files = { renderModule: renderModuleOf(dist), template: path.join(dist, 'index.html') };

describe("the page renderer's thread", { timeout: 240_000 }, () => {
  const opened: ReturnType<typeof pageRenderer>[] = [];
  const open = (which = files) => {
    const renderer = pageRenderer(which);
    opened.push(renderer);
    return renderer;
  };
  beforeAll(() => buildWebIfStale(), 240_000);
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((renderer) => renderer.close()));
  });

  it('matches routes and renders pages with the web build, and starts again after it was closed', async () => {
    const renderer = open();
    await renderer.start();
    const route = await renderer.routeOf('/about');
    expect(route).toMatchObject({ key: 'about' });
    expect(await renderer.pageStatus(route, {})).toBe(200);
    expect(await renderer.pageStatus(await renderer.routeOf('/projects/no-such-project'), {})).toBe(
      404,
    );
    const page = await renderer.renderPage(
      { pathname: '/about', route },
      'https://www.example.co.ke',
      {},
    );
    expect(page).toMatchObject({ status: 200, errors: [] });
    expect(page.html).toMatch(
      /<link [^>]*rel="canonical" href="https:\/\/www\.example\.co\.ke\/about"/,
    );
    expect(page.html).toMatch(/<h1[^>]*>[^<]+/);

    await renderer.close();
    expect(await renderer.routeOf('/blog')).toMatchObject({ key: 'blog' });
  });

  it("matches every path as the server does (lib/page-path.ts), and refuses to render a route at another route's path", async () => {
    const renderer = open();
    const samples = [
      ...publicRoutes(),
      '/blog/some-post',
      '/projects/no-such-project',
      '/admin',
      '/no-such-page',
      '//x/blog',
      '/blog//x',
    ];
    for (const pathname of samples) {
      const ours = pagePath(pathname).route;
      const theirs = await renderer.routeOf(pathname);
      expect({ pathname, key: theirs?.key }).toEqual({ pathname, key: ours?.key });
      // The router adds positional parameters to the named ones.
      expect(theirs?.params ?? {}, pathname).toMatchObject(ours?.params ?? {});
    }
    // `//x/blog` names no route; a URL parser reads it as `/blog` on host x.
    await expect(
      renderer.renderPage({ pathname: '//x/blog', route: { key: 'blog', params: {} } }, '', {}),
    ).rejects.toThrow(/is not the path of route blog/);
  });

  it('rejects every call with the reason when the build cannot be loaded, and tries again on the next call', async () => {
    const renderer = open({ ...files, renderModule: path.join(dist, 'missing-render-page.js') });
    await expect(renderer.start()).rejects.toThrow(/missing-render-page\.js/);
    await expect(renderer.routeOf('/about')).rejects.toThrow(/missing-render-page\.js/);
    await expect(renderer.routeOf('/about')).rejects.toThrow(/missing-render-page\.js/);
  });
});
