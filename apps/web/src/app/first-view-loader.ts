/** The first-view loader: the inline script that takes the place of the app's script tag in the built
 * index.html (docs/architecture.md, docs/decisions/020-first-view-loading.md). The build compiles and
 * minifies this file and calls `loadFirstView` with its data (build/first-view-plugin.ts): it runs on
 * its own, before any module, so it imports nothing and reads only its argument and the browser. */

/** What one route's page needs, by the route's path (`/blog/:slug`). */
export type FirstViewRoute = [
  /** The path as regexparam (the router's matcher) writes it, without its `i` flag. */
  pattern: string,
  /** The page's chunk and every chunk it imports. */
  modules: string[],
  styles: string[],
  /** The srcset of the page's first-view picture. */
  heroSrcset: string | null,
  /** The API GETs the page makes at once. */
  data: string[],
];

export type FirstViewData = {
  routes: FirstViewRoute[];
  /** The app's entry script, the chunks it imports (fetched with it), the one of them evaluated first
   * in a task of its own (the one that starts React: starting React and evaluating the app in one task
   * would be a long task on a slow phone), and its stylesheets. */
  main: { script: string; imports: string[]; first: string; styles: string[] };
  /** The API GETs the app makes at once on every route. */
  everyRoute: string[];
  /** On a prerendered page, the app starts at the latest this long after the HTML was read. */
  startAppWithinMs: number;
  /** src/app/prerendered-markers.ts */
  prerenderedPageAttribute: string;
  routePendingAttribute: string;
};

declare global {
  interface Window {
    /** The route table, for the app's in-app navigations (src/app/route-chunks.ts). */
    __siteRouteChunks?: FirstViewRoute[];
  }
}

/** Starts the first view's picture at once; the app's script, the chunks of the route the address names
 * (the hash route, or the path of a prerendered page) with their CSS, and the API data it asks for at
 * once start together:
 * - on a prerendered page that shows its own route, once the page has loaded and shown its first content
 *   (`load` and the first-contentful-paint entry, then the next frame: its text and pictures have the
 *   network to themselves), at the visitor's first touch, click or key, or `startAppWithinMs` after the
 *   HTML was read, whichever comes first: the page reads without the app, which adds menus and forms;
 * - otherwise (a hash route the page does not show, the bare app shell) at once.
 * A document index.html's head script is moving to its twin (pending `twin`) or to the admin portal's
 * own document (pending `admin`) loads nothing. */
export function loadFirstView(data: FirstViewData): void {
  const root = document.documentElement;
  const pending = root.getAttribute(data.routePendingAttribute);
  if (pending === 'twin' || pending === 'admin') return;
  const isHashRoute = location.hash.startsWith('#/');
  const path = isHashRoute ? location.hash.slice(1).split(/[?#]/)[0]! : location.pathname;
  window.__siteRouteChunks = data.routes;
  const route = data.routes.find(([pattern]) => new RegExp(pattern, 'i').test(decodeURI(path)));
  const [, routeModules = [], routeStyles = [], heroSrcset, routeData = []] = route ?? [];

  const addLink = (rel: string, href: string, properties: Partial<HTMLLinkElement> = {}) =>
    document.head.append(Object.assign(document.createElement('link'), { rel, href }, properties));
  const preloadModule = (href: string) => addLink('modulepreload', href, { crossOrigin: '' });
  const preloadData = (href: string) =>
    addLink('preload', href, { as: 'fetch', crossOrigin: 'anonymous' });
  const addScript = (src: string) =>
    document.head.appendChild(
      Object.assign(document.createElement('script'), { type: 'module', crossOrigin: '', src }),
    );

  // The same srcset and sizes as the page's <img>, so the browser uses what was preloaded.
  if (heroSrcset) {
    const widest = heroSrcset.split(',').pop()!.trim().split(' ')[0]!;
    addLink('preload', widest, {
      as: 'image',
      imageSrcset: heroSrcset,
      imageSizes: '100vw',
      fetchPriority: 'high',
    });
  }

  const runApp = () => {
    const first = addScript(data.main.first);
    first.onload = first.onerror = () => setTimeout(() => addScript(data.main.script));
  };
  // Four tasks, in order: eighteen requests made in one task took 18–24 ms at 4× CPU
  // (docs/decisions/027-hydration-and-react-in-its-own-task.md).
  const tasks = [
    () => {
      for (const href of data.main.styles)
        if (!document.querySelector(`link[rel=stylesheet][href="${href}"]`))
          addLink('stylesheet', href, { crossOrigin: '' });
    },
    () => [data.main.script, ...data.main.imports].forEach(preloadModule),
    () => {
      routeModules.forEach(preloadModule);
      for (const href of routeStyles) addLink('preload', href, { as: 'style', crossOrigin: '' });
      // A prerendered page carries the data of the page it shows.
      if (isHashRoute && path !== location.pathname) routeData.forEach(preloadData);
    },
    () => {
      data.everyRoute.forEach(preloadData);
      if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', runApp);
      else runApp();
    },
  ];
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const next = () => {
      tasks.shift()!();
      if (tasks.length > 0) setTimeout(next);
    };
    next();
  };

  if (pending || !root.hasAttribute(data.prerenderedPageAttribute)) return start();
  for (const type of ['pointerdown', 'keydown', 'focusin'])
    addEventListener(type, start, { once: true, capture: true, passive: true });
  let loaded = false;
  let painted = !window.PerformanceObserver?.supportedEntryTypes?.includes('paint');
  const startWhenShown = () => {
    if (loaded && painted) requestAnimationFrame(() => setTimeout(start));
  };
  addEventListener('load', () => {
    loaded = true;
    startWhenShown();
  });
  if (!painted)
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      painted = true;
      startWhenShown();
    }).observe({ type: 'paint', buffered: true });
  document.addEventListener('DOMContentLoaded', () => setTimeout(start, data.startAppWithinMs));
}
