import { lazy, type ComponentType } from 'react';
import { OptionalPart } from './optional-part.tsx';

// Resolved: in a component test, on the server and when the app renders a page afresh, parts load at
// once. main.tsx holds them while the app hydrates a prerendered page.
let gate: Promise<void> = Promise.resolve();
let release: (() => void) | undefined;

/** Before hydrating a prerendered page (main.tsx): the parts' code waits for the take-over. */
export function holdPartsUntilTakeOver() {
  gate = new Promise((resolve) => (release = resolve));
}

/** Once the app has taken the page over (app/app.tsx): the parts' code loads now. */
export function releaseParts() {
  release?.();
  release = undefined;
}

/** A part of the page below the first view (the footer, the home page's lower sections) whose code
 * is a chunk of its own: the page's hydration in slices (decision 060). While the app hydrates a
 * prerendered page, the part's server HTML stays as it is (a dehydrated Suspense boundary: links and
 * forms work as in the twin); its code loads once the page has been taken over, and React hydrates
 * it then, in tasks of its own. Elsewhere it renders once its code is there, nothing before; if
 * the code cannot load, nothing (OptionalPart). */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Lazy = lazy(() => gate.then(load).then((component) => ({ default: component })));
  function Part(props: P) {
    return (
      <OptionalPart>
        <Lazy {...props} />
      </OptionalPart>
    );
  }
  return Part;
}
