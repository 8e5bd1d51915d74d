import type { RouteObject } from 'react-router';

/** Contact, media, careers, documentation, training and the legal pages. */
export const infoRoutes: RouteObject[] = [];
