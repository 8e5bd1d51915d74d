import { waitFor } from '@testing-library/react';
import { Suspense, useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { replayEarlyActions } from './early-actions.ts';
import { EARLY_ACTION_ATTRIBUTE, EARLY_ACTION_PENDING_ATTRIBUTE } from './prerendered-markers.ts';

/** A control as the app renders it: marked with its name, its handler counting the clicks. */
function control(name: string) {
  const button = document.createElement('button');
  button.setAttribute(EARLY_ACTION_ATTRIBUTE, name);
  const onClick = vi.fn();
  button.addEventListener('click', onClick);
  document.body.append(button);
  return { button, onClick };
}

/** What the head script leaves on a control tapped before the take-over. */
function markPending(button: HTMLElement) {
  button.setAttribute(EARLY_ACTION_PENDING_ATTRIBUTE, '');
  button.setAttribute('aria-busy', 'true');
}

afterEach(() => {
  delete window.__earlyActions;
});

describe('replayEarlyActions', () => {
  it('clicks each kept control again, in the order tapped, found by its name', async () => {
    const order: string[] = [];
    const names = ['media-filter:events', 'lightbox:4', 'carousel:next'];
    for (const name of names)
      control(name).button.addEventListener('click', () => order.push(name));
    control('language');
    window.__earlyActions = ['lightbox:4', 'media-filter:events', 'carousel:next'];
    await replayEarlyActions();
    expect(order).toEqual(['lightbox:4', 'media-filter:events', 'carousel:next']);
    expect(window.__earlyActions).toEqual([]);
  });

  it('clears the busy marks, then clicks the control the app renders under that name', async () => {
    const server = control('share');
    markPending(server.button);
    const hydrated = control('media-filter:team');
    markPending(hydrated.button);
    // The app rendered the page anew (another stored language): the server's button is gone.
    server.button.remove();
    const rendered = control('share');
    window.__earlyActions = ['media-filter:team', 'share'];
    await replayEarlyActions();
    expect(server.onClick).not.toHaveBeenCalled();
    expect(rendered.onClick).toHaveBeenCalledTimes(1);
    expect(hydrated.onClick).toHaveBeenCalledTimes(1);
    expect(hydrated.button).not.toHaveAttribute(EARLY_ACTION_PENDING_ATTRIBUTE);
    expect(hydrated.button).not.toHaveAttribute('aria-busy');
  });

  it('drops a name whose control is not on the page any more, and does nothing the second time', async () => {
    const language = control('language');
    markPending(language.button);
    window.__earlyActions = ['carousel:next', 'language'];
    await replayEarlyActions();
    await replayEarlyActions();
    expect(language.onClick).toHaveBeenCalledTimes(1);
    expect(language.button).not.toHaveAttribute(EARLY_ACTION_PENDING_ATTRIBUTE);
  });

  it('does nothing when the head script kept nothing (no prerendered page, or no tap)', async () => {
    const { onClick } = control('language');
    await replayEarlyActions();
    expect(onClick).not.toHaveBeenCalled();
  });
});

/** A page in the frame's Suspense boundary (site-layout.tsx), whose control counts its clicks. */
function Page() {
  const [clicks, setClicks] = useState(0);
  return (
    <button type="button" data-early-action="count" onClick={() => setClicks(clicks + 1)}>
      {`Clicked ${clicks}`}
    </button>
  );
}

/** The app as app.tsx runs it: replays the early actions in the effect that marks it ready. */
function App() {
  useEffect(() => void replayEarlyActions(), []);
  return (
    <main>
      <Suspense fallback={null}>
        <Page />
      </Suspense>
    </main>
  );
}

describe('replayEarlyActions, as the app takes over a prerendered page', () => {
  it("reaches a control of the page, which React hydrates after the app's first effect", async () => {
    const actEnvironment = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT');
    // React schedules as in the browser: the Suspense boundary's content is hydrated after the commit
    // whose effects replay the actions.
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);
    try {
      const container = document.body.appendChild(document.createElement('div'));
      container.innerHTML = renderToString(<App />);
      const button = container.querySelector('button')!;
      markPending(button);
      window.__earlyActions = ['count'];
      const root = hydrateRoot(container, <App />);
      await waitFor(() => expect(button).toHaveTextContent('Clicked 1'));
      expect(button).not.toHaveAttribute(EARLY_ACTION_PENDING_ATTRIBUTE);
      root.unmount();
    } finally {
      Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', actEnvironment);
    }
  });
});
