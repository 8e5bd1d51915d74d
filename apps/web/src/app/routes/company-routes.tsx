import type { RouteObject } from 'react-router';
import { lazyPage } from './route-module.ts';

/** Home and the pages about the company's work: about, products, projects, services, partners.
 * `services/:serviceKey` also serves the alias /services/street-lighting (see service-category-page). */
export const companyRoutes: RouteObject[] = [
  { index: true, lazy: lazyPage(() => import('../../pages/home/home-page.tsx')) },
  { path: 'about', lazy: lazyPage(() => import('../../pages/about/about-page.tsx')) },
  { path: 'products', lazy: lazyPage(() => import('../../pages/products/products-page.tsx')) },
  { path: 'projects', lazy: lazyPage(() => import('../../pages/projects/projects-page.tsx')) },
  { path: 'projects/:projectId', lazy: lazyPage(() => import('../../pages/project-detail/project-detail-page.tsx')) },
  { path: 'services', lazy: lazyPage(() => import('../../pages/services/services-page.tsx')) },
  { path: 'services/:serviceKey', lazy: lazyPage(() => import('../../pages/service-category/service-category-page.tsx')) },
  { path: 'partners', lazy: lazyPage(() => import('../../pages/partners/partners-page.tsx')) },
];
