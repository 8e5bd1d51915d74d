import { startTransition, useEffect, useState } from 'react';
import { Router } from 'wouter';
import { browserHashLocation, hashHref } from '../lib/hash-location.ts';
import { replayEarlyActions } from './early-actions.ts';
import { ROUTE_PENDING_ATTRIBUTE } from './prerendered-markers.ts';
import { SiteRoutes } from './site-routes.tsx';

/** TanStack Query is provided by the pages that fetch (admin, blog), so it stays out of the
 * first-load bundle of the public pages.
 *
 * `hydrating`: the app takes over the prerendered page's DOM (docs/decisions/027-hydration-and-react-in-its-own-task.md), so its
 * first render is the server's to the byte: links are path twins (`/about`), as the server rendered
 * them; right after, in a transition, they become the app's hash links (`#/about`). Not `useInBrowser()`:
 * its switch after hydration is a synchronous update, which would re-render the whole tree in one task. */
export function App({ hydrating = false }: { hydrating?: boolean }) {
  const [twinLinks, setTwinLinks] = useState(hydrating);
  // The page the hash names is on screen: the prerendered page's content, hidden meanwhile, is gone.
  // Tests (e2e/fixtures/test.ts) and tools read `data-app="ready"`: from here on, the page is the app's.
  useEffect(() => {
    document.documentElement.removeAttribute(ROUTE_PENDING_ATTRIBUTE);
    document.documentElement.dataset.app = 'ready';
    replayEarlyActions();
  }, []);
  useEffect(() => {
    if (twinLinks) startTransition(() => setTwinLinks(false));
  }, [twinLinks]);
  return (
    <Router
      hook={browserHashLocation.hook}
      searchHook={browserHashLocation.searchHook}
      hrefs={twinLinks ? undefined : hashHref}
    >
      <SiteRoutes />
    </Router>
  );
}
