import { ROUTES, type RouteKey } from '@site/shared/site-routes';
import type { RouteObject } from 'react-router';
import { createHashRouter } from 'react-router';
import { RouteErrorPage } from './route-error-page.tsx';
import { lazyPage } from './route-module.ts';
import { SiteLayout } from './site-layout.tsx';

const careerPage = lazyPage(() => import('../pages/career/career-page.tsx'));

/** The page of every public route in the shared route table; the type makes a new route fail to
 * compile until it has a page. `services/:serviceKey` also serves /services/street-lighting. */
const pages: Record<Exclude<RouteKey, 'admin'>, RouteObject['lazy']> = {
  home: lazyPage(() => import('../pages/home/home-page.tsx')),
  about: lazyPage(() => import('../pages/about/about-page.tsx')),
  products: lazyPage(() => import('../pages/products/products-page.tsx')),
  projects: lazyPage(() => import('../pages/projects/projects-page.tsx')),
  project: lazyPage(() => import('../pages/project-detail/project-detail-page.tsx')),
  services: lazyPage(() => import('../pages/services/services-page.tsx')),
  service: lazyPage(() => import('../pages/service-category/service-category-page.tsx')),
  partners: lazyPage(() => import('../pages/partners/partners-page.tsx')),
  contact: lazyPage(() => import('../pages/contact/contact-page.tsx')),
  media: lazyPage(() => import('../pages/media/media-page.tsx')),
  career: careerPage,
  careers: careerPage,
  careerDetails: lazyPage(() => import('../pages/career-details/career-details-page.tsx')),
  jobOpenings: lazyPage(() => import('../pages/job-openings/job-openings-page.tsx')),
  docs: lazyPage(() => import('../pages/docs/docs-page.tsx')),
  training: lazyPage(() => import('../pages/training/training-page.tsx')),
  privacy: lazyPage(() => import('../pages/legal/privacy-page.tsx')),
  terms: lazyPage(() => import('../pages/legal/terms-page.tsx')),
  blog: lazyPage(() => import('../pages/blog/blog-list-page.tsx')),
  blogPost: lazyPage(() => import('../pages/blog/blog-post-page.tsx')),
};

export const router = createHashRouter([
  {
    path: ROUTES.admin.path,
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
          ...Object.entries(pages).map(([key, lazy]) => ({ path: ROUTES[key as keyof typeof pages].path, lazy })),
          { path: '*', lazy: lazyPage(() => import('../components/ui/not-found-page.tsx')) },
        ],
      },
    ],
  },
]);
