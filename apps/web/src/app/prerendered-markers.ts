/** The attributes that mark what the server prerendered (docs/decisions/019-prerendered-pages.md). Plain
 * constants, no imports: the build's first-view plugin reads them too. */

/** On `<html>` of every page the server prerenders. index.html's head script reads it (there, a hash URL's
 * page is fetched as its twin), and so does the first-view loader (build/first-view-plugin.ts). */
export const PRERENDERED_PAGE_ATTRIBUTE = 'data-prerendered-page';

/** On the head elements the server put there for the prerendered page; React renders its own. */
export const PRERENDERED_HEAD_ATTRIBUTE = 'data-prerendered';
