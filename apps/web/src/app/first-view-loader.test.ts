import { parse } from 'regexparam';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadFirstView, type FirstViewData } from './first-view-loader.ts';

const data: FirstViewData = {
  routes: [
    [parse('/').pattern.source, ['/assets/home-page.js'], [], null, []],
    [
      parse('/blog').pattern.source,
      ['/assets/blog-list-page.js', '/assets/format-date.js'],
      ['/assets/blog.css'],
      null,
      ['/api/blogs'],
    ],
    [
      parse('/about').pattern.source,
      ['/assets/about-page.js'],
      [],
      '/images/hero/about-800.webp 800w, /images/hero/about-1600.webp 1600w',
      [],
    ],
  ],
  main: {
    script: '/assets/index.js',
    imports: ['/assets/react-start.js'],
    first: '/assets/react-start.js',
    styles: ['/assets/index.css'],
  },
  everyRoute: ['/api/config'],
  startAppWithinMs: 3_000,
  prerenderedPageAttribute: 'data-prerendered-page',
  routePendingAttribute: 'data-route-pending',
};

/** What the loader added to the head, in order: `rel href` of links, `script src` of scripts. */
const added = () =>
  [...document.head.children].map((element) =>
    element instanceof HTMLLinkElement
      ? `${element.rel} ${element.getAttribute('href')}`
      : `script ${element.getAttribute('src')}`,
  );

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  history.replaceState(null, '', '/');
  delete window.__siteRouteChunks;
});

describe('the first-view loader', () => {
  it('on the bare app shell, loads the app with the chunks, CSS and data of the hash route at once', () => {
    history.replaceState(null, '', '/#/blog?page=2');
    loadFirstView(data);
    vi.runAllTimers();
    expect(added()).toEqual([
      'stylesheet /assets/index.css',
      'modulepreload /assets/index.js',
      'modulepreload /assets/react-start.js',
      'modulepreload /assets/blog-list-page.js',
      'modulepreload /assets/format-date.js',
      'preload /assets/blog.css',
      'preload /api/blogs',
      'preload /api/config',
      'script /assets/react-start.js',
    ]);
    expect(window.__siteRouteChunks).toBe(data.routes);
  });

  it('on a prerendered page, starts the picture at once and the app at the first touch', () => {
    history.replaceState(null, '', '/about');
    document.documentElement.setAttribute('data-prerendered-page', '');
    loadFirstView(data);
    vi.runAllTimers();
    expect(added()).toEqual(['preload /images/hero/about-1600.webp']);

    window.dispatchEvent(new Event('pointerdown'));
    vi.runAllTimers();
    expect(added()).toContain('modulepreload /assets/about-page.js');
    expect(added().at(-1)).toBe('script /assets/react-start.js');
  });

  it('loads nothing in a document that is moving to its twin', () => {
    history.replaceState(null, '', '/#/about');
    document.documentElement.setAttribute('data-prerendered-page', '');
    document.documentElement.setAttribute('data-route-pending', 'twin');
    loadFirstView(data);
    vi.runAllTimers();
    expect(added()).toEqual([]);
  });

  it("loads nothing in a document that is moving to the admin portal's own (/#/admin → /admin)", () => {
    history.replaceState(null, '', '/#/admin');
    document.documentElement.setAttribute('data-prerendered-page', '');
    document.documentElement.setAttribute('data-route-pending', 'admin');
    loadFirstView(data);
    vi.runAllTimers();
    expect(added()).toEqual([]);
  });
});
