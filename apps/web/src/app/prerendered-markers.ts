/** The attributes that mark what the server prerendered (docs/decisions/019-prerendered-pages.md). Plain
 * constants, no imports: the build reads them too, and passes them to the inline scripts. */

/** On `<html>` of every page the server prerenders. index.html's head script reads it (there, a hash URL's
 * page is fetched as its twin), and so does the first-view loader (first-view-loader.ts). */
export const PRERENDERED_PAGE_ATTRIBUTE = 'data-prerendered-page';

/** On the head elements the server put there for the prerendered page; React renders its own. */
export const PRERENDERED_HEAD_ATTRIBUTE = 'data-prerendered';

/** On `<html>` while the page the address names is not on screen yet: index.html's head script sets it
 * (`twin`: moving to the hash route's twin; `page`, `admin`: the app will render it) and its style hides
 * the content meanwhile; the app removes it once it shows the page. index.html writes the name itself. */
export const ROUTE_PENDING_ATTRIBUTE = 'data-route-pending';

/** On a control that needs the app (a language picker, a filter, a carousel arrow): its value names
 * the control (`search`, `tab:cctv`), the same in the server's HTML and the app's. A tap on it before
 * the app has taken over is kept by index.html's head script and done again by the app once it has
 * (src/app/early-actions.ts); controls the platform runs without script (links, forms, `popover`,
 * `<details>`) carry no such mark. */
export const EARLY_ACTION_ATTRIBUTE = 'data-early-action';

/** On a control whose early tap waits for the app: index.html's style shows it as busy. */
export const EARLY_ACTION_PENDING_ATTRIBUTE = 'data-early-action-pending';
