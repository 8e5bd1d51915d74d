import { createHashRouter } from 'react-router';
import { RouteErrorPage } from './route-error-page.tsx';
import { blogRoutes } from './routes/blog-routes.tsx';
import { companyRoutes } from './routes/company-routes.tsx';
import { infoRoutes } from './routes/info-routes.tsx';
import { lazyPage } from './routes/route-module.ts';
import { SiteLayout } from './site-layout.tsx';

export const router = createHashRouter([
  {
    path: '/admin',
    errorElement: <RouteErrorPage />,
    lazy: lazyPage(() => import('../pages/admin/admin-page.tsx')),
  },
  {
    element: <SiteLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          ...companyRoutes,
          ...infoRoutes,
          ...blogRoutes,
          { path: '*', lazy: lazyPage(() => import('../pages/not-found/not-found-page.tsx')) },
        ],
      },
    ],
  },
]);
