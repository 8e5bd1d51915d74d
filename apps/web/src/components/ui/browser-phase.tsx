import type { ReactNode } from 'react';
import { startTransition, useEffect, useEffectEvent, useState } from 'react';
import { InBrowserContext } from './use-in-browser.ts';

/** The phase `useInBrowser()` reads. `hydrating`: the page is the server's (while the server renders
 * it, and while the app hydrates it, whose first render must be the server's to the byte); right
 * after hydration it becomes the app's, in a transition: one render the browser can interrupt, not
 * the synchronous re-render of every reader that a store with a server value would cause. Without
 * `hydrating` the page is the app's at once. `children` gets the phase too (the app's links). */
export function BrowserPhase({
  hydrating,
  onInBrowser,
  children,
}: {
  hydrating: boolean;
  /** Called once the page is the app's (after that render has been committed). */
  onInBrowser?: () => void;
  children: (inBrowser: boolean) => ReactNode;
}) {
  const [serverPage, setServerPage] = useState(hydrating);
  const inBrowser = useEffectEvent(() => onInBrowser?.());
  useEffect(() => {
    if (serverPage) startTransition(() => setServerPage(false));
    else inBrowser();
  }, [serverPage]);
  return <InBrowserContext value={!serverPage}>{children(!serverPage)}</InBrowserContext>;
}
