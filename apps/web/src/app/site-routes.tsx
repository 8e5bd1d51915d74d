import { ROUTES, type RouteKey } from '@site/shared/site-routes';
import { parse } from 'regexparam';
import { matchRoute, Route, Switch, useLocation } from 'wouter';
import { lazyPage, type LazyPage } from './lazy-page.tsx';
import { preloadRouteChunks } from './route-chunks.ts';
import { RouteErrorBoundary } from './route-error-boundary.tsx';
import { SiteLayout } from './site-layout.tsx';

const careerPage = lazyPage(() => import('../pages/career/career-page.tsx'));

/** The page of every public route in the shared route table; the type makes a new route fail to
 * compile until it has a page. `services/:serviceKey` also serves /services/street-lighting. */
const pages: Record<Exclude<RouteKey, 'admin'>, LazyPage> = {
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
const AdminPage = lazyPage(() => import('../pages/admin/admin-page.tsx'));
const NotFoundPage = lazyPage(() => import('../components/ui/not-found-page.tsx'));

const publicKeys = Object.keys(pages) as (keyof typeof pages)[];

/** Every route of the site: the admin portal on its own, the public pages inside the site's frame. */
export function SiteRoutes() {
  const [pathname] = useLocation();
  preloadRouteChunks(pathname);
  return (
    <Switch>
      <Route path={ROUTES.admin.path}>
        <RouteErrorBoundary>
          <AdminPage />
        </RouteErrorBoundary>
      </Route>
      <Route>
        <SiteLayout>
          <Switch>
            {publicKeys.map((key) => (
              <Route key={key} path={ROUTES[key].path} component={pages[key]} />
            ))}
            <Route component={NotFoundPage} />
          </Switch>
        </SiteLayout>
      </Route>
    </Switch>
  );
}

/** The parameters of `pattern` in `pathname` (`/blog/:slug`, `/blog/x` → `{ slug: 'x' }`), as the router
 * matches them; null when it does not match. */
export function matchPath(
  pattern: string,
  pathname: string,
): Record<string, string | undefined> | null {
  const [matches, params] = matchRoute(parse, pattern, pathname);
  if (!matches) return null;
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      value === undefined ? value : decodeParam(value),
    ]),
  );
}

function decodeParam(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** A path's route in the route table, with its parameters (`/blog/x` → `blogPost`, `{ slug: 'x' }`). */
export type MatchedRoute = { key: RouteKey; params: Record<string, string | undefined> };

/** The route a path shows, or null for an unknown path (the not-found page). */
export function routeOf(pathname: string): MatchedRoute | null {
  for (const key of ['admin', ...publicKeys] as const) {
    const params = matchPath(ROUTES[key].path, pathname);
    if (params) return { key, params };
  }
  return null;
}

/** The route key a path shows, or null for an unknown path. */
export const routeKeyOf = (pathname: string): RouteKey | null => routeOf(pathname)?.key ?? null;

/** Loads the chunk of the page a path shows. */
export function preloadPage(pathname: string): Promise<void> {
  const key = routeKeyOf(pathname);
  return (key === 'admin' ? AdminPage : key ? pages[key] : NotFoundPage).preload();
}
