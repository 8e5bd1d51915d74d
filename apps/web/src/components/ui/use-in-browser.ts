import { createContext, useContext } from 'react';

/** Whether the page is the running app's (components/ui/browser-phase.tsx): false while the server
 * renders a page and while the app hydrates it; true otherwise. */
export const InBrowserContext = createContext(true);

/** For what only the running app should load or do (a background clip, a menu opened by hover
 * before the take-over), not the page's HTML. */
export function useInBrowser(): boolean {
  return useContext(InBrowserContext);
}
