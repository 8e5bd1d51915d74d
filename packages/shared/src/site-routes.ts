import { parse } from 'regexparam';

/** THE route table of the site (docs/product.md §2). The web router, the typed link helpers
 * (`paths`), the sitemap (`publicRoutes`), the search index and the link tests all derive from it. */

/** Routed ids. The web content types its projects, services and sample jobs with these lists, so
 * an id is written once here and the content tests check the data holds exactly these. */
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
export type ProjectId = (typeof PROJECT_IDS)[number];

export const SERVICE_KEYS = ['its', 'security', 'streetlighting', 'solar'] as const;
export type ServiceKey = (typeof SERVICE_KEYS)[number];
/** Older links spell the lighting page with a hyphen; the service page accepts both. */
export const SERVICE_KEY_ALIASES: Readonly<Record<string, ServiceKey>> = {
  'street-lighting': 'streetlighting',
};

export const SAMPLE_JOB_IDS = [1, 2, 3] as const;
export type SampleJobId = (typeof SAMPLE_JOB_IDS)[number];

type RouteDef = {
  /** Route pattern (`:name` parameters), matched by the web router. */
  path: string;
  /** What the sitemap lists for this route: nothing (admin, aliases, per-post pages the server adds itself),
   * the path itself, or one path per id. */
  sitemap: 'none' | 'self' | readonly string[];
};

const fill = (pattern: string, params: Record<string, string | number>) =>
  pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));

/** In sitemap order (the server adds the pages of open jobs and published projects after them). */
export const ROUTES = {
  home: { path: '/', sitemap: 'self' },
  about: { path: '/about', sitemap: 'self' },
  products: { path: '/products', sitemap: 'self' },
  projects: { path: '/projects', sitemap: 'self' },
  services: { path: '/services', sitemap: 'self' },
  service: {
    path: '/services/:serviceKey',
    sitemap: SERVICE_KEYS.map((serviceKey) => fill('/services/:serviceKey', { serviceKey })),
  },
  contact: { path: '/contact', sitemap: 'self' },
  media: { path: '/media', sitemap: 'self' },
  career: { path: '/career', sitemap: 'self' },
  /** The job-not-found page links back to /careers (docs/product.md §2.3). */
  careers: { path: '/careers', sitemap: 'none' },
  /** Open jobs' pages: the server lists them from the database. */
  careerDetails: { path: '/career-details/:id', sitemap: 'none' },
  jobOpenings: { path: '/job-openings', sitemap: 'self' },
  docs: { path: '/docs', sitemap: 'self' },
  training: { path: '/training', sitemap: 'self' },
  privacy: { path: '/privacy', sitemap: 'self' },
  terms: { path: '/terms', sitemap: 'self' },
  blog: { path: '/blog', sitemap: 'self' },
  blogPost: { path: '/blog/:slug', sitemap: 'none' },
  partners: { path: '/partners', sitemap: 'self' },
  /** `/search?q=…`: answered for any text, so never listed (decision 045). */
  search: { path: '/search', sitemap: 'none' },
  /** Published projects' pages: the server lists them from the database. */
  project: { path: '/projects/:projectId', sitemap: 'none' },
  admin: { path: '/admin', sitemap: 'none' },
} as const satisfies Record<string, RouteDef>;
export type RouteKey = keyof typeof ROUTES;

/** Typed links: a string for each route without parameters, a function for each with. */
export const paths = {
  home: ROUTES.home.path,
  about: ROUTES.about.path,
  products: ROUTES.products.path,
  projects: ROUTES.projects.path,
  project: (projectId: ProjectId | (string & {})) => fill(ROUTES.project.path, { projectId }),
  services: ROUTES.services.path,
  service: (serviceKey: ServiceKey | keyof typeof SERVICE_KEY_ALIASES) =>
    fill(ROUTES.service.path, { serviceKey }),
  contact: ROUTES.contact.path,
  media: ROUTES.media.path,
  career: ROUTES.career.path,
  careers: ROUTES.careers.path,
  careerDetails: (id: number | string) => fill(ROUTES.careerDetails.path, { id }),
  jobOpenings: ROUTES.jobOpenings.path,
  docs: ROUTES.docs.path,
  training: ROUTES.training.path,
  privacy: ROUTES.privacy.path,
  terms: ROUTES.terms.path,
  blog: ROUTES.blog.path,
  blogPost: (slug: string) => fill(ROUTES.blogPost.path, { slug }),
  partners: ROUTES.partners.path,
  search: ROUTES.search.path,
  admin: ROUTES.admin.path,
} as const satisfies Record<RouteKey, string | ((param: never) => string)>;

/** The slug of a blog post's address (`/blog/some-post` → `some-post`), or null for any other. */
export function blogSlugIn(path: string): string | null {
  const match = routePattern(ROUTES.blogPost.path).exec(path.split(/[?#]/)[0] ?? '');
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

/** A link to a section of a page, e.g. `withHash(paths.products, 'signal-heads')`. */
export const withHash = (path: string, sectionId: string) => `${path}#${sectionId}`;

/** Every public route of the site the sitemap lists by itself, with its route's key. The admin
 * portal is deliberately absent. */
export const publicRouteEntries = (): { key: RouteKey; path: string }[] =>
  (Object.entries(ROUTES) as [RouteKey, RouteDef][]).flatMap(([key, def]) =>
    (def.sitemap === 'none' ? [] : def.sitemap === 'self' ? [def.path] : def.sitemap).map(
      (path) => ({ key, path }),
    ),
  );

/** Every public route of the site the sitemap lists by itself. */
export const publicRoutes = (): string[] => publicRouteEntries().map((entry) => entry.path);

/** The regular expression a route pattern (`/blog/:slug`) matches paths with: regexparam's, as the
 * web router (wouter) uses it (case-insensitive, an optional trailing slash). */
export const routePattern = (path: string): RegExp => parse(path).pattern;

/** Whether `link` (a path with an optional query or hash) leads to a route of the site. */
export const isSiteLink = (link: string): boolean => {
  const path = link.replace(/[?#].*$/, '');
  return Object.values(ROUTES).some((def) => routePattern(def.path).test(path));
};

/** Hash URLs, as the single-page app serves them (docs/product.md §1): the app's own addresses,
 * for in-app links and the links people copy. */
export const hashUrl = (origin: string, route: string) => `${origin}/#${route}`;

/** Path twins (decision 016): the same route without the hash (`/about`, `/blog/{slug}`), answered
 * with a prerendered page. The address for crawlers and outside readers: sitemap, feed, share bots. */
export const twinUrl = (origin: string, route: string) => `${origin}${route}`;

/** Paths that can name a page, and so have a twin: letters, digits, hyphens and slashes. Anything else
 * (a file name, an encoded character) is not a page: the server gives it the plain 404, and index.html's
 * first script (which the build writes this pattern into) does not fetch it as a twin. */
export const PAGE_PATH = /^\/[a-z0-9\-/]*$/i;

/** The path twin of a hash URL (`https://x/#/blog/a` → `https://x/blog/a`); any other URL as it is. */
export const twinOfHashUrl = (url: string) => {
  const at = url.indexOf('/#/');
  return at === -1 ? url : url.slice(0, at) + url.slice(at + 2);
};

/** A query value as a form sends it (`a b&c` → `a+b%26c`), which URLSearchParams reads back. */
export const formEncode = (value: string) => encodeURIComponent(value).replace(/%20/g, '+');

/** The query parameter the contact page reads to prefill the subject of its form. */
export const CONTACT_SUBJECT_PARAM = 'subject';

/** The contact page with its form's subject prefilled (form-encoded, as URLSearchParams reads it), scrolled to a section if one is named,
 * e.g. `/contact?subject=Product+enquiry#contact`. */
export const contactWithSubject = (subject: string, section?: 'contact' | 'support') =>
  `${paths.contact}?${CONTACT_SUBJECT_PARAM}=${formEncode(subject)}${section ? `#${section}` : ''}`;
