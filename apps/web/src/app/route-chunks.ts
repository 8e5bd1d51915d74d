import { preloadModule } from 'react-dom';

/** [hash path pattern, module files, …]: the table the build's preload script leaves on `window`
 * (build/first-view-plugin.ts). */
type RouteChunkRow = [string, string[], ...unknown[]];

/** Starts downloading a route's chunk and every chunk it imports at once, instead of one after the
 * other as the browser discovers them (the build does not add a preload helper to the bundle). React
 * dedupes the requests, so calling this on every render of a route is cheap. */
export function preloadRouteChunks(pathname: string): void {
  if (typeof window === 'undefined') return;
  const table =
    (window as unknown as { __siteRouteChunks?: RouteChunkRow[] }).__siteRouteChunks ?? [];
  const row = table.find(([pattern]) => new RegExp(pattern).test(pathname));
  for (const file of row?.[1] ?? []) preloadModule(file, { as: 'script', crossOrigin: '' });
}
