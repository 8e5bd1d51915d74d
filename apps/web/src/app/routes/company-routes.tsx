import type { RouteObject } from 'react-router';
import { lazyPage } from './route-module.ts';

/** Home and the pages about the company's work: about, products, projects, services, partners. */
export const companyRoutes: RouteObject[] = [
  { index: true, lazy: lazyPage(() => import('../../pages/home/home-page.tsx')) },
];
