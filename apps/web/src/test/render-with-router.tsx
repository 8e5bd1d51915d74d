import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryHashLocation, useRouteEntry, type HashLocation } from '../lib/hash-location.ts';

/** The app's router with its location in memory. No `hrefs`: links render as paths (`/about`). */
export function MemoryRouter({
  location,
  children,
}: {
  location: HashLocation;
  children: ReactNode;
}) {
  return (
    <Router hook={location.hook} searchHook={location.searchHook}>
      {children}
    </Router>
  );
}

/** Renders `ui` inside the router at `path`, a route with its query and section (`/products#cctv`),
 * and the history `state` a link passed. `location.current()` tells where the app is; `location.navigate()` moves it. */
export function renderWithRouter(
  ui: ReactNode,
  { path = '/', state }: { path?: string; state?: unknown } = {},
) {
  const location = memoryHashLocation(path, state);
  const result = render(ui, {
    wrapper: ({ children }) => <MemoryRouter location={location}>{children}</MemoryRouter>,
  });
  return { ...result, location };
}

/** Shows where the app is: the route's path and section (`/contact#contact`). */
export function CurrentLocation() {
  const { path, hash } = useRouteEntry();
  return <output data-testid="location">{path + hash}</output>;
}
