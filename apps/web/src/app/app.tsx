import { useEffect } from 'react';
import { Router } from 'wouter';
import { BrowserPhase } from '../components/ui/browser-phase.tsx';
import { partsHydrated, releaseParts } from '../components/ui/lazy-part.tsx';
import { browserHashLocation, hashHref } from '../lib/hash-location.ts';
import { replayEarlyActions } from './early-actions.ts';
import { ROUTE_PENDING_ATTRIBUTE } from './prerendered-markers.ts';
import { SiteRoutes } from './site-routes.tsx';

/** TanStack Query is provided by the pages that fetch (admin, blog), so it stays out of the
 * first-load bundle of the public pages.
 *
 * `hydrating`: the app takes over the prerendered page's DOM (docs/decisions/027-hydration-and-react-in-its-own-task.md), so its
 * first render is the server's to the byte: links are path twins (`/about`), as the server rendered
 * them; right after, in a transition, they become the app's hash links (`#/about`), and what only the
 * running app shows (`useInBrowser()`) appears, in the same interruptible render. */
export function App({ hydrating = false }: { hydrating?: boolean }) {
  // The page the hash names is on screen: the prerendered page's content, hidden meanwhile, is gone.
  useEffect(() => {
    document.documentElement.removeAttribute(ROUTE_PENDING_ATTRIBUTE);
    releaseParts();
  }, []);
  return (
    <BrowserPhase
      hydrating={hydrating}
      // The parts hydrated in slices of their own are hydrated first (components/ui/lazy-part.tsx).
      until={partsHydrated}
      // From here on the page is the app's, its controls in their in-browser form: the head script
      // stops keeping taps, the kept ones are done now, and tests (e2e/fixtures/test.ts) and tools
      // read `data-app="ready"`.
      onInBrowser={() => {
        document.documentElement.dataset.app = 'ready';
        void replayEarlyActions();
      }}
    >
      {(inBrowser) => (
        <Router
          hook={browserHashLocation.hook}
          searchHook={browserHashLocation.searchHook}
          hrefs={inBrowser ? hashHref : undefined}
        >
          <SiteRoutes />
        </Router>
      )}
    </BrowserPhase>
  );
}
