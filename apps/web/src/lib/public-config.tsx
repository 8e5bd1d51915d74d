import type { PublicConfig } from '@site/shared';
import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useState,
  type ReactNode,
} from 'react';
import { apiRequest } from './api-client.ts';

export type PublicConfigState =
  { status: 'loading' } | { status: 'ready'; config: PublicConfig } | { status: 'error' };

const PublicConfigContext = createContext<PublicConfigState | null>(null);

/** GET /api/config once per mount (runtime settings: chat widget src, translation availability).
 * A plain fetch: TanStack Query stays out of the first-load bundle of the public pages. */
function useFetchedConfig(enabled: boolean): PublicConfigState {
  const [state, setState] = useState<PublicConfigState>({ status: 'loading' });
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    // In a transition: an urgent update reaching a part of the page still in its server form (a lazy
    // part, components/ui/lazy-part.tsx) would make React drop that HTML.
    const settle = (next: PublicConfigState) => {
      if (!controller.signal.aborted) startTransition(() => setState(next));
    };
    apiRequest<PublicConfig>('/config', { signal: controller.signal }).then(
      (result) =>
        settle(result.success ? { status: 'ready', config: result.data } : { status: 'error' }),
      () => settle({ status: 'error' }),
    );
    return () => controller.abort();
  }, [enabled]);
  return state;
}

/** Reads /api/config once for everything below it (the chat widget and the language feature). */
export function PublicConfigProvider({ children }: { children: ReactNode }) {
  const state = useFetchedConfig(true);
  return <PublicConfigContext value={state}>{children}</PublicConfigContext>;
}

/** The shared configuration from PublicConfigProvider; outside one, fetched by this component. */
export function usePublicConfig(): PublicConfigState {
  const shared = useContext(PublicConfigContext);
  const own = useFetchedConfig(shared === null);
  return shared ?? own;
}

export const isTranslationAvailable = (state: PublicConfigState) =>
  state.status === 'ready' && state.config.translationAvailable;
