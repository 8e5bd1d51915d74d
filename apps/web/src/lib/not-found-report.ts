import { useEffect } from 'react';
import { apiRequest } from './api-client.ts';
import { useRouteEntry } from './hash-location.ts';

/** Reports the address a not-found page of the app is shown at (`POST /api/not-found`, issue 48),
 * so the not-found log names the broken links inside the site, where a redirect would help. The
 * first page of a visit is not reported: the server answered its address (the page twin, which a
 * hash URL is sent to as well) as not found and counted it then. A failed report changes nothing
 * for the visitor. */
export function useNotFoundReport(report = true) {
  const { path, navigation } = useRouteEntry();
  useEffect(() => {
    if (!report || navigation === 0) return;
    apiRequest('/not-found', { method: 'POST', json: { path } }).catch(() => {});
  }, [report, path, navigation]);
}
