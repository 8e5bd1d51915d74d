import { useEffect } from 'react';
import { PRERENDERED_PAGE_ATTRIBUTE } from '../app/prerendered-markers.ts';
import { apiRequest } from './api-client.ts';
import { useRouteEntry } from './hash-location.ts';

/** Reports the address a not-found page of the app is shown at (`POST /api/not-found`, issue 48),
 * so the not-found log names the broken links inside the site and the addresses typed or shared
 * wrong, where a redirect would help. The first page of a document the server prerendered is not
 * reported: the server answered it as not found and counted it then. A failed report changes
 * nothing for the visitor. */
export function useNotFoundReport(report = true) {
  const { path, navigation } = useRouteEntry();
  useEffect(() => {
    if (!report) return;
    const countedByServer =
      navigation === 0 && document.documentElement.hasAttribute(PRERENDERED_PAGE_ATTRIBUTE);
    if (countedByServer) return;
    apiRequest('/not-found', { method: 'POST', json: { path } }).catch(() => {});
  }, [report, path, navigation]);
}
