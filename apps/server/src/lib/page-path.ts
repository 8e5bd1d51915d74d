import { ROUTES, type RouteKey } from '@site/shared/site-routes';
import { parse } from 'regexparam';

/** A path's route in the site's route table, with its parameters (`/blog/x` → `blogPost`, `{ slug: 'x' }`). */
export type MatchedRoute = { key: RouteKey; params: Record<string, string | undefined> };

/** What a page request's path means, read once: `pathname` as it came (without the query), the
 * route it names in canonical spelling (`canonical`: lower case, no trailing slash), and whether it
 * was spelled otherwise. A path with an empty segment (`//x/blog`, `/blog//x`) names no route. */
export type PagePath = {
  pathname: string;
  route: MatchedRoute | null;
  canonical: string;
  respelled: boolean;
};

// regexparam's patterns, the matcher the web router (wouter) uses; routes never overlap, so order is free.
const TABLE = Object.entries(ROUTES).map(([key, def]) => ({
  key: key as RouteKey,
  ...parse(def.path),
}));

/** The route table's match for a canonical path. Page paths hold letters, digits, hyphens and slashes
 * only (PAGE_PATH), so parameters need no decoding. */
export function matchRoute(canonical: string): MatchedRoute | null {
  for (const { key, keys, pattern } of TABLE) {
    const match = pattern.exec(canonical);
    if (match)
      return { key, params: Object.fromEntries(keys.map((name, i) => [name, match[i + 1]])) };
  }
  return null;
}

/** Reads the path of a page request (`request.url`, checked against PAGE_PATH before). */
export function pagePath(url: string): PagePath {
  const pathname = url.split('?', 1)[0] ?? '/';
  const trimmed = pathname === '/' ? pathname : pathname.replace(/\/$/, '');
  const canonical = trimmed.toLowerCase();
  const emptySegment = pathname !== '/' && trimmed.slice(1).split('/').includes('');
  return {
    pathname,
    route: emptySegment ? null : matchRoute(canonical),
    canonical,
    respelled: canonical !== pathname,
  };
}
