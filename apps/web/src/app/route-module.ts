import type { RouteObject } from 'react-router';
import { withChunkTimeout } from './lazy-route.ts';

/** Route modules export `Component`; each loads as its own chunk, with the 120 s chunk time-out. */
export type RouteModule = { Component: React.ComponentType };
export const lazyPage =
  (load: () => Promise<RouteModule>): RouteObject['lazy'] =>
  () =>
    withChunkTimeout(load);
