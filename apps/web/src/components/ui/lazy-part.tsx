import { lazy, useEffect, useState, type ComponentType } from 'react';
import { OptionalPart } from './optional-part.tsx';

/** How long the take-over waits at most for the parts to hydrate (their code on a slow network):
 * after that, a part still loading is rendered afresh once its code is there. */
export const PARTS_WAIT_MS = 3_000;

// Resolved: in a component test, on the server and when the app renders a page afresh, parts load at
// once. main.tsx holds them while the app hydrates a prerendered page.
let gate: Promise<void> = Promise.resolve();
let release: (() => void) | undefined;
let held = false;
/** The parts the hydration met, each resolved once it has hydrated or failed to load. */
const hydrating = new Set<Promise<void>>();

/** Before hydrating a prerendered page (main.tsx): the parts' code waits for the take-over. */
export function holdPartsUntilTakeOver() {
  gate = new Promise((resolve) => (release = resolve));
  held = true;
}

/** Once the app has hydrated the page's first slice (app/app.tsx): the parts' code loads now. */
export function releaseParts() {
  release?.();
  release = undefined;
  held = false;
}

/** True once every part the hydration met has hydrated (or could not load); false after `atMostMs`
 * if one has not. The page becomes the app's only then (app/app.tsx): an urgent update reaching a
 * part still in its server form makes React drop that HTML (the part gone until its code is there),
 * and a transition waits for the part to hydrate. */
export function partsHydrated(atMostMs = PARTS_WAIT_MS): Promise<boolean> {
  return Promise.race([
    Promise.all(hydrating).then(() => {
      hydrating.clear();
      return true;
    }),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), atMostMs)),
  ]);
}

/** A part of the page whose code is a chunk of its own (the footer, the header's menus, the home page's
 * lower sections): the page's hydration in slices (decision 060). While the app hydrates a
 * prerendered page, the part's server HTML stays as it is (a dehydrated Suspense boundary: links,
 * CSS menus and popovers work as in the twin); its code loads once the first slice has been taken
 * over, and React hydrates it then, in a task of its own, before the page becomes the app's
 * (`partsHydrated`). Elsewhere it renders once its code is there, nothing before; if the code cannot
 * load, nothing (OptionalPart). */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  // Whether this part has hydrated: asked when the app hydrates the part's outside, since React
  // may start on the part's own boundary only after the rest of the page.
  let hydrated: (() => void) | undefined;
  const awaitHydration = () => {
    if (!held || hydrated) return;
    hydrating.add(new Promise<void>((resolve) => (hydrated = resolve)));
  };
  const Lazy = lazy(() =>
    gate.then(load).then(
      (Component) => ({
        default: function Hydrated(props: P) {
          useEffect(() => hydrated?.(), []);
          return <Component {...props} />;
        },
      }),
      (error: unknown) => {
        hydrated?.();
        throw error;
      },
    ),
  );
  function Part(props: P) {
    useState(awaitHydration);
    return (
      <OptionalPart>
        <Lazy {...props} />
      </OptionalPart>
    );
  }
  return Part;
}
