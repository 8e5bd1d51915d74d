import { useEffect } from 'react';
import { HashRouter } from 'react-router';
import { SiteRoutes } from './site-routes.tsx';

/** TanStack Query is provided by the pages that fetch (admin, blog), so it stays out of the
 * first-load bundle of the public pages. */
export function App() {
  // The page the hash names is on screen: the prerendered page's content, hidden meanwhile, is gone.
  useEffect(() => document.documentElement.removeAttribute('data-route-pending'), []);
  return (
    <HashRouter>
      <SiteRoutes />
    </HashRouter>
  );
}
