import { ROUTES, type RouteKey } from '@site/shared/site-routes';
import { parse } from 'regexparam';
import { matchRoute, Route, Switch, useLocation } from 'wouter';
import { lazyPage, type LazyPage, type RouteModule } from './lazy-page.tsx';
import { PAGE_MODULES, type PublicRouteKey } from './page-modules.ts';
import { preloadRouteChunks } from './route-chunks.ts';
import { RouteErrorBoundary } from './route-error-boundary.tsx';
import { SiteLayout } from './site-layout.tsx';

/** Every page module, each its own chunk loaded on first use. legal-page.tsx is not one: it is the frame
 * the privacy and terms pages share. */
const pageModules = import.meta.glob<RouteModule>([
  '../pages/*/*-page.tsx',
  '!../pages/legal/legal-page.tsx',
]);
const lazyPages = new Map(
  Object.entries(pageModules).map(([file, load]) => [file, lazyPage(load)]),
);
function pageAt(file: string): LazyPage {
  const page = lazyPages.get(file);
  if (!page) throw new Error(`${file} is not a page module`);
  return page;
}

const publicKeys = Object.keys(PAGE_MODULES) as PublicRouteKey[];
const pages = Object.fromEntries(
  publicKeys.map((key) => [key, pageAt(PAGE_MODULES[key])]),
) as Record<PublicRouteKey, LazyPage>;
const AdminPage = pageAt('../pages/admin/admin-page.tsx');
const NotFoundPage = lazyPage(() => import('../components/ui/not-found-page.tsx'));

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
