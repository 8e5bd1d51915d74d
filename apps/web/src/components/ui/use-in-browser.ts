import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/** False while the server prerenders a page, true in the browser: for what only the running app should
 * load (a background clip), not the page's HTML. */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
