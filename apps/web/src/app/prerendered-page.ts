import { startsInDefaultLanguage } from '../features/language-picker/language-context.tsx';
import { pathOfHash } from '../lib/hash-location.ts';
import {
  PRERENDERED_HEAD_ATTRIBUTE,
  PRERENDERED_PAGE_ATTRIBUTE,
  ROUTE_PENDING_ATTRIBUTE,
} from './prerendered-markers.ts';

/** The server answers every public path with the page prerendered (docs/decisions/019-prerendered-pages.md); the app then
 * runs at the hash URL of that page. */

/** The route path of the hash URL (`/#/blog/x?y=1#z` → `/blog/x`); `/` when there is none. */
export function hashRoutePath(hash = window.location.hash): string {
  return pathOfHash(hash);
}

/** On a path twin (`/about?x=1#team`, or `/about?x=1#/about?x=1#team` when a hash URL led there), moves
 * the address to the app's URL (`/#/about?x=1#team`)
 * without a reload, and removes the head elements of the prerendered page, which the app's own
 * `<title>` and `<meta>` replace. */
export function takeOverPrerenderedPage(): void {
  const { pathname, search, hash } = window.location;
  // A twin reached from a hash URL (index.html's head script) still carries it: `/about#/about#team`.
  if (pathname !== '/')
    window.history.replaceState(
      window.history.state,
      '',
      hash.startsWith('#/') ? `/${hash}` : `/#${pathname}${search}${hash}`,
    );
  for (const element of document.head.querySelectorAll(`[${PRERENDERED_HEAD_ATTRIBUTE}]`))
    element.remove();
}

/** Resolves once every stylesheet the document links has loaded (or failed: the page then renders with
 * what it has). A prerendered page carries only the rules it uses; the rest arrives with the app. */
export function stylesheetsLoaded(): Promise<unknown> {
  const pending = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter(
    (link) => !link.sheet,
  );
  return Promise.all(
    pending.map(
      (link) =>
        new Promise((resolve) => {
          link.addEventListener('load', resolve, { once: true });
          link.addEventListener('error', resolve, { once: true });
        }),
    ),
  );
}

/** Whether the app can take over the prerendered page's DOM as it is (hydrate): the server prerendered the
 * page the address names, and the visitor reads it in English, as the server rendered it. */
export function canHydrate(): boolean {
  const html = document.documentElement;
  return (
    html.hasAttribute(PRERENDERED_PAGE_ATTRIBUTE) &&
    !html.hasAttribute(ROUTE_PENDING_ATTRIBUTE) &&
    startsInDefaultLanguage()
  );
}
