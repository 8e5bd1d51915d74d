import type { RouteObject } from 'react-router';
import { lazyPage } from './route-module.ts';

/** The public blog: the list and one post. */
export const blogRoutes: RouteObject[] = [
  { path: 'blog', lazy: lazyPage(() => import('../../pages/blog/blog-list-page.tsx')) },
  { path: 'blog/:slug', lazy: lazyPage(() => import('../../pages/blog/blog-post-page.tsx')) },
];
