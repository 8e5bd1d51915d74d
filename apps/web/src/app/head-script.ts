/** index.html's head script (docs/architecture.md). The build compiles and minifies this file into
 * index.html and calls `runHeadScript` with its data (build/first-view-plugin.ts): it runs before the
 * page is parsed, so it imports nothing and reads only its argument and the browser.
 *
 * The server sends the page of the address's path; a hash URL (/#/blog/x) names another page. On a page
 * the server prerendered, that page is fetched at its own path (/blog/x#/blog/x, its twin): it reads
 * before any script runs, and the app then moves the address back to the hash URL. The admin portal
 * (/#/admin) is a document of its own at /admin (decision 038): the visitor is sent there, hidden
 * meanwhile. Otherwise (an address with other characters, the bare app) the frame stays and the
 * content is hidden until the app shows the page the hash names (index.html's style).
 *
 * Before anything else it starts keeping early actions: a tap (or Enter, Space) on a control marked
 * as needing the app, made before the app has taken over, is kept, the control shows it is busy, and the
 * app does it once it has taken over (src/app/early-actions.ts). */

export type HeadScriptData = {
  /** src/app/prerendered-markers.ts */
  prerenderedPageAttribute: string;
  routePendingAttribute: string;
  /** PAGE_PATH of packages/shared/src/site-routes.ts: the paths that can have a twin. */
  pagePath: { source: string; flags: string };
  /** Page path → the srcset of its first-view picture (decision 025). */
  twinPictures: Record<string, string>;
  earlyActionAttribute: string;
  earlyActionPendingAttribute: string;
};

declare global {
  interface Window {
    /** The names of the controls tapped before the app took over, in order (head-script.ts). */
    __earlyActions?: string[];
  }
}

/** Keeps the taps on controls marked `earlyActionAttribute` until the app has taken over
 * (`<html data-app="ready">`): the tap does nothing now (the control is not the app's yet) and the
 * control is marked busy. A tap on anything else (a link, a form's button) goes on as usual. */
function keepEarlyActions(data: HeadScriptData): void {
  const actions: string[] = (window.__earlyActions = []);
  const keep = (event: Event) => {
    if (document.documentElement.dataset.app === 'ready') {
      removeEventListener('click', keep, true);
      return;
    }
    const target = event.target instanceof Element ? event.target : null;
    const control = target?.closest(`[${data.earlyActionAttribute}]`);
    const name = control?.getAttribute(data.earlyActionAttribute);
    if (!control || !name) return;
    event.preventDefault();
    event.stopPropagation();
    // A second tap on the same control before the app is there is the same wish, not a toggle back.
    if (actions[actions.length - 1] !== name) actions.push(name);
    control.setAttribute(data.earlyActionPendingAttribute, '');
    control.setAttribute('aria-busy', 'true');
  };
  addEventListener('click', keep, true);
}

const withoutTrailingSlash = (path: string) => path.replace(/\/+$/, '');

export function runHeadScript(data: HeadScriptData): void {
  keepEarlyActions(data);
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
