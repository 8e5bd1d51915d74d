import { preloadModule } from 'react-dom';

/** Starts downloading a route's chunk and every chunk it imports at once, instead of one after the
 * other as the browser discovers them (the build does not add a preload helper to the bundle). The
 * table is the one the first-view loader leaves on `window` (first-view-loader.ts). React dedupes the
 * requests, so calling this on every render of a route is cheap. */
export function preloadRouteChunks(pathname: string): void {
  if (typeof window === 'undefined') return;
  const route = window.__siteRouteChunks?.find(([pattern]) =>
    new RegExp(pattern, 'i').test(pathname),
  );
  for (const file of route?.[1] ?? []) preloadModule(file, { as: 'script', crossOrigin: '' });
}
