import { pathOfHash } from '../lib/hash-location.ts';

/** The server answers every public path with the page prerendered (docs/decisions/019-prerendered-pages.md); the app then
 * runs at the hash URL of that page. */

/** Marks the head elements the server put there for the prerendered page; React renders its own. */
export const PRERENDERED_HEAD_ATTRIBUTE = 'data-prerendered';

/** The route path of the hash URL (`/#/blog/x?y=1#z` → `/blog/x`); `/` when there is none. */
export function hashRoutePath(hash = window.location.hash): string {
  return pathOfHash(hash);
}

/** On a path twin (`/about?x=1#team`), moves the address to the app's URL (`/#/about?x=1#team`)
 * without a reload, and removes the head elements of the prerendered page, which the app's own
 * `<title>` and `<meta>` replace. */
export function takeOverPrerenderedPage(): void {
  const { pathname, search, hash } = window.location;
  if (pathname !== '/' && !hash.startsWith('#/')) {
    window.history.replaceState(window.history.state, '', `/#${pathname}${search}${hash}`);
  }
  for (const element of document.head.querySelectorAll(`[${PRERENDERED_HEAD_ATTRIBUTE}]`)) element.remove();
}
