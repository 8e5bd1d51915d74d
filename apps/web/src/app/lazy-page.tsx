import { lazy, type ComponentType } from 'react';
import { withChunkTimeout } from './lazy-route.ts';

/** Route modules export `Component`; each loads as its own chunk, with the 120 s chunk time-out. */
export type RouteModule = { Component: ComponentType };

/** A page loaded on first use. `preload()` starts the chunk early (the page a visitor opens is
 * loaded before the app first renders, so the prerendered HTML is replaced by the same page, never
 * by a loading state); once loaded, the page renders without suspending. */
export type LazyPage = ComponentType & { preload: () => Promise<void> };

export function lazyPage(load: () => Promise<RouteModule>): LazyPage {
  let loaded: ComponentType | undefined;
  let pending: Promise<RouteModule> | undefined;
  const start = () =>
    (pending ??= withChunkTimeout(load).then(
      (module) => {
        loaded = module.Component;
        return module;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  const Suspending = lazy(() => start().then((module) => ({ default: module.Component })));
  function Page() {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Suspending />;
  }
  Page.preload = () => start().then(() => undefined);
  return Page;
}
