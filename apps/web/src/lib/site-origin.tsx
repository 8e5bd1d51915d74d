import { createContext, useContext } from 'react';

/** The site's origin (`https://example.com`) for absolute URLs in page heads: canonical, og:url,
 * og:image, JSON-LD. The server's prerender provides the deployment's vetted origin; in the
 * browser it is the page's own origin. */
const SiteOriginContext = createContext<string | null>(null);

export const SiteOriginProvider = SiteOriginContext.Provider;

export function useSiteOrigin(): string {
  const provided = useContext(SiteOriginContext);
  return provided ?? (typeof window === 'undefined' ? '' : window.location.origin);
}
