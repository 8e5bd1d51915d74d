/** index.html's head script (docs/architecture.md). The build compiles and minifies this file into
 * index.html and calls `runHeadScript` with its data (build/first-view-plugin.ts): it runs before the
 * page is parsed, so it imports nothing and reads only its argument and the browser.
 *
 * The server sends the page of the address's path; a hash URL (/#/blog/x) names another page. On a page
 * the server prerendered, that page is fetched at its own path (/blog/x#/blog/x, its twin): it reads
 * before any script runs, and the app then moves the address back to the hash URL. The admin portal
 * (/#/admin) is a document of its own at /admin (decision 038): the visitor is sent there, hidden
 * meanwhile. Otherwise (an address with other characters, the bare app) the frame stays and the
 * content is hidden until the app shows the page the hash names (index.html's style). */

export type HeadScriptData = {
  /** src/app/prerendered-markers.ts */
  prerenderedPageAttribute: string;
  routePendingAttribute: string;
  /** PAGE_PATH of packages/shared/src/site-routes.ts: the paths that can have a twin. */
  pagePath: { source: string; flags: string };
  /** Page path → the srcset of its first-view picture (decision 025). */
  twinPictures: Record<string, string>;
};

const withoutTrailingSlash = (path: string) => path.replace(/\/+$/, '');

export function runHeadScript(data: HeadScriptData): void {
  const root = document.documentElement;
  const route = location.hash.startsWith('#/')
    ? location.hash.slice(1).split(/[?#]/)[0]!
    : location.pathname;
  if (withoutTrailingSlash(route) === withoutTrailingSlash(location.pathname)) return;
  if (withoutTrailingSlash(route) === '/admin') {
    root.setAttribute(data.routePendingAttribute, 'admin');
    location.replace('/admin');
    return;
  }
  const twin =
    root.hasAttribute(data.prerenderedPageAttribute) &&
    new RegExp(data.pagePath.source, data.pagePath.flags).test(route);
  root.setAttribute(data.routePendingAttribute, twin ? 'twin' : 'page');
  if (!twin) return;
  // The twin's first-view picture (the candidate its preload will pick: the first as wide as the
  // screen's pixels) starts now, as a prefetch, which outlives this document: it downloads while the
  // browser fetches the twin, not after it.
  const srcset = data.twinPictures[withoutTrailingSlash(route) || '/'];
  if (srcset) {
    const need = innerWidth * (devicePixelRatio || 1);
    let picture = '';
    for (const candidate of srcset.split(',')) {
      const [url = '', width = ''] = candidate.trim().split(' ');
      picture = url;
      if (parseFloat(width) >= need) break;
    }
    const link = { rel: 'prefetch', as: 'image', href: picture };
    document.head.appendChild(Object.assign(document.createElement('link'), link));
  }
  // The hash stays: the app's section scroll, not the browser's, brings the visitor to /#/about#team.
  location.replace(location.hash.slice(1).split('#')[0] + location.hash);
}
