import { useEffect } from 'react';
import { Router } from 'wouter';
import { browserHashLocation, hashHref } from '../lib/hash-location.ts';
import { SiteRoutes } from './site-routes.tsx';

/** TanStack Query is provided by the pages that fetch (admin, blog), so it stays out of the
 * first-load bundle of the public pages. */
export function App() {
  // The page the hash names is on screen: the prerendered page's content, hidden meanwhile, is gone.
  // Tests (e2e/fixtures/test.ts) and tools read `data-app="ready"`: from here on, the page is the app's.
  useEffect(() => {
    document.documentElement.removeAttribute('data-route-pending');
    document.documentElement.dataset.app = 'ready';
  }, []);
  return (
    <Router hook={browserHashLocation.hook} searchHook={browserHashLocation.searchHook} hrefs={hashHref}>
      <SiteRoutes />
    </Router>
  );
}
