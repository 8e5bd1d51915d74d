import type { RouteKey } from '@site/shared/site-routes';

/** The page module of every public route, as a path from this folder. Data rather than `import()`
 * calls, so that the build finds each route's chunk without reading code (build/first-view-plugin.ts);
 * site-routes.tsx loads them. The type makes a new route fail to compile until it has a page. */
export const PAGE_MODULES = {
  home: '../pages/home/home-page.tsx',
  about: '../pages/about/about-page.tsx',
  products: '../pages/products/products-page.tsx',
  projects: '../pages/projects/projects-page.tsx',
  project: '../pages/project-detail/project-detail-page.tsx',
  services: '../pages/services/services-page.tsx',
  // Also /services/street-lighting.
  service: '../pages/service-category/service-category-page.tsx',
  partners: '../pages/partners/partners-page.tsx',
  contact: '../pages/contact/contact-page.tsx',
  media: '../pages/media/media-page.tsx',
  career: '../pages/career/career-page.tsx',
  careers: '../pages/career/career-page.tsx',
  careerDetails: '../pages/career-details/career-details-page.tsx',
  jobOpenings: '../pages/job-openings/job-openings-page.tsx',
  docs: '../pages/docs/docs-page.tsx',
  training: '../pages/training/training-page.tsx',
  privacy: '../pages/legal/privacy-page.tsx',
  terms: '../pages/legal/terms-page.tsx',
  blog: '../pages/blog/blog-list-page.tsx',
  blogPost: '../pages/blog/blog-post-page.tsx',
  search: '../pages/search/search-page.tsx',
} as const satisfies Record<Exclude<RouteKey, 'admin'>, `../pages/${string}-page.tsx`>;

export type PublicRouteKey = keyof typeof PAGE_MODULES;
