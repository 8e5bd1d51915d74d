import type { RouteObject } from 'react-router';

/** The public blog: the list and one post. */
export const blogRoutes: RouteObject[] = [];
