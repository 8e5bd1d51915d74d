import type { ReactNode } from 'react';
import { startTransition, useEffect, useEffectEvent, useState } from 'react';
import { flushSync } from 'react-dom';
import { InBrowserContext } from './use-in-browser.ts';

/** The phase `useInBrowser()` reads. `hydrating`: the page is the server's (while the server renders
 * it, and while the app hydrates it, whose first render must be the server's to the byte); right
 * after hydration it becomes the app's, in a transition: one render the browser can interrupt, not
 * the synchronous re-render of every reader that a store with a server value would cause. Without
 * `hydrating` the page is the app's at once. `children` gets the phase too (the app's links). */
export function BrowserPhase({
  hydrating,
  until,
  onInBrowser,
  children,
}: {
  hydrating: boolean;
  /** What the page waits for before it becomes the app's (the lazy parts' hydration): true, it turns
   * in a transition; false (waited too long), at once, whatever is still in its server form. */
  until?: () => Promise<boolean>;
  /** Called once the page is the app's (after that render has been committed). */
  onInBrowser?: () => void;
  children: (inBrowser: boolean) => ReactNode;
}) {
  const [serverPage, setServerPage] = useState(hydrating);
  const inBrowser = useEffectEvent(() => onInBrowser?.());
  const waitFor = useEffectEvent(() => until?.());
  useEffect(() => {
    if (!serverPage) return inBrowser();
    const turn = () => startTransition(() => setServerPage(false));
    const waiting = waitFor();
    if (!waiting) return turn();
    let mounted = true;
    void waiting.then((settled) => {
      if (!mounted) return;
      if (settled) turn();
      // A part whose code has not come is dropped and rendered once it comes: synchronously, as React
      // gives up a server form only for a synchronous update.
      else flushSync(() => setServerPage(false));
    });
    return () => {
      mounted = false;
    };
  }, [serverPage]);
  return <InBrowserContext value={!serverPage}>{children(!serverPage)}</InBrowserContext>;
}
