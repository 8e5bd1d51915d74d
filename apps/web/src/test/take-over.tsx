import { act } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { BrowserPhase } from '../components/ui/browser-phase.tsx';
import { vi } from 'vitest';
import { memoryHashLocation } from '../lib/hash-location.ts';
import { MemoryRouter } from './render-with-router.tsx';

/** A page given the router it runs in: the server's (`ssrPath`) or the app's (hash location). */
export type RoutedPage = (router: (children: ReactNode) => ReactNode) => ReactNode;

const roots: Root[] = [];
const containers: HTMLElement[] = [];

/** Unmounts what `takeOver` hydrated and removes what `prerender` put in the document; run after every
 * test by setup.ts (a hook registered here would run only in the first file that imports this one,
 * since the files share their modules). */
export function unmountTakeOvers() {
  act(() => {
    for (const root of roots.splice(0)) root.unmount();
  });
  for (const container of containers.splice(0)) container.remove();
}

/** The server's prerender of `page` at `route` (react-dom/server, its query through `ssrPath`), put
 * in the document as the browser shows it before the app runs. */
export function prerender(page: RoutedPage, route: string) {
  const html = renderToString(
    page((children) => (
      <BrowserPhase hydrating>{() => <Router ssrPath={route}>{children}</Router>}</BrowserPhase>
    )),
  );
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  containers.push(container);
  return { html, container };
}

/** The app taking the prerendered `container` over at the hash URL `route`: what hydration reported
 * (recoverable errors, console errors). Unmounted after the test. */
export async function takeOver(container: HTMLElement, page: RoutedPage, route: string) {
  const errors: unknown[] = [];
  const consoleError = vi.spyOn(console, 'error');
  await act(async () => {
    roots.push(
      hydrateRoot(
        container,
        page((children) => (
          <BrowserPhase hydrating>
            {() => <MemoryRouter location={memoryHashLocation(route)}>{children}</MemoryRouter>}
          </BrowserPhase>
        )),
        { onRecoverableError: (error) => errors.push(error) },
      ),
    );
  });
  return { errors, consoleError };
}

/** Both: prerendered at `route` and taken over at the same route. */
export async function prerenderAndTakeOver(page: RoutedPage, route: string) {
  const { html, container } = prerender(page, route);
  return { html, container, ...(await takeOver(container, page, route)) };
}
