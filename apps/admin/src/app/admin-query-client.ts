import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ServerRefusal, SessionExpiredError } from '../api/admin-api.ts';
import { SESSION_EXPIRED_MESSAGE, type AdminMessages } from './admin-messages.ts';

declare module '@tanstack/react-query' {
  interface Register {
    /** A change's own words for a refusal or a failed request (docs/product.md §8). */
    mutationMeta: { refused?: (serverError: string) => string; failed?: (error: Error) => string };
  }
}

function refusalText(refusal: ServerRefusal): string {
  const text = `Error: ${refusal.message}`;
  return refusal.details === undefined || refusal.details === null
    ? text
    : `${text}\n\nDetails: ${JSON.stringify(refusal.details, null, 2)}`;
}

/** The portal's own client: every admin list and change ends here when it fails, so the parts of
 * the portal only say what success does. An ended session moves the portal to its sign-in-again
 * state (the open form stays); a refused or failed change is shown in the message region; a failed
 * load is only logged (docs/product.md §8). */
export function createAdminQueryClient(
  notify: AdminMessages['notify'],
  onSessionExpired: () => void,
) {
  const endedSession = (error: Error) => {
    if (!(error instanceof SessionExpiredError)) return false;
    notify('error', SESSION_EXPIRED_MESSAGE);
    onSessionExpired();
    return true;
  };
  return new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 60_000, refetchOnWindowFocus: false } },
    queryCache: new QueryCache({
      onError: (error) => {
        if (!endedSession(error)) console.error('An admin list could not be loaded', error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _result, { meta }) => {
        if (endedSession(error)) return;
        if (error instanceof ServerRefusal) {
          notify('error', meta?.refused?.(error.message) ?? refusalText(error));
          return;
        }
        console.error('An admin change failed', error);
        notify('error', meta?.failed?.(error) ?? error.message);
      },
    }),
  });
}
