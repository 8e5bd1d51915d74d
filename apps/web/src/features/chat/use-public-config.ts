import type { PublicConfig } from '@site/shared';
import { useEffect, useState } from 'react';
import { apiRequest } from '../../lib/api-client.ts';

export type PublicConfigState = { status: 'loading' } | { status: 'ready'; config: PublicConfig } | { status: 'error' };

/** GET /api/config once per mount (runtime settings: chat widget src, translation availability).
 * A plain fetch: TanStack Query stays out of the first-load bundle of the public pages. */
export function usePublicConfig(): PublicConfigState {
  const [state, setState] = useState<PublicConfigState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    apiRequest<PublicConfig>('/config', { signal: controller.signal }).then(
      (result) => {
        if (controller.signal.aborted) return;
        if (result.success) setState({ status: 'ready', config: result.data });
        else setState({ status: 'error' });
      },
      () => {
        if (!controller.signal.aborted) setState({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, []);
  return state;
}
