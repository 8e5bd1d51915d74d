/** Every public route of the site, for the sitemap. The admin portal is deliberately absent.
 * Project ids follow SPEC §3; apps/web/src/content checks that its projects match this list. */
export const PROJECT_IDS = [
  'its-1',
  'lighting-1',
  'lighting-2',
  'lighting-3',
  'lighting-4',
  'security-1',
  'solar-1',
  'traffic-1',
  'traffic-2',
  'traffic-3',
  'junction-1',
] as const;

export const STATIC_PUBLIC_ROUTES = [
  '/',
  '/about',
  '/products',
  '/projects',
  '/services',
  '/services/its',
  '/services/security',
  '/services/streetlighting',
  '/services/solar',
  '/contact',
  '/media',
  '/career',
  '/career-details/1',
  '/career-details/2',
  '/career-details/3',
  '/job-openings',
  '/docs',
  '/training',
  '/privacy',
  '/terms',
  '/blog',
  '/partners',
] as const;

export const publicRoutes = (): string[] => [...STATIC_PUBLIC_ROUTES, ...PROJECT_IDS.map((id) => `/projects/${id}`)];

/** Hash URLs, as the single-page app serves them (SPEC §1). */
export const hashUrl = (origin: string, route: string) => `${origin}/#${route}`;
