import { createHashRouter } from 'react-router';
import { withChunkTimeout } from './lazy-route.ts';
import { RouteErrorPage } from './route-error-page.tsx';
import { SiteLayout } from './site-layout.tsx';

/** Route modules export `Component` (and optionally `loader`); each loads as its own chunk. */
type RouteModule = { Component: React.ComponentType };
const page = (load: () => Promise<RouteModule>) => () => withChunkTimeout(load);

export const router = createHashRouter([
  {
    path: '/admin',
    errorElement: <RouteErrorPage />,
    lazy: page(() => import('../pages/admin/admin-page.tsx')),
  },
  {
    element: <SiteLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, lazy: page(() => import('../pages/home/home-page.tsx')) },
          { path: '*', lazy: page(() => import('../pages/not-found/not-found-page.tsx')) },
        ],
      },
    ],
  },
]);
