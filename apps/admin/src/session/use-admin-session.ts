import type { AdminUser } from '@site/shared';
import { useCallback, useEffect, useState } from 'react';
import { fetchCurrentUser, LIVE_SESSION, type PortalSession } from '../api/admin-api.ts';

/** The session is the server's HttpOnly cookie, which no script can read (decision 038): the portal
 * asks the server whether it holds one (GET /auth/me) and keeps only the answer. `signedIn` with a
 * null token means the server ended the session while the dashboard was open: the dashboard (and any
 * open form) stays, and a sign-in form asks to sign in again. */
export type AdminSession =
  | { phase: 'checking' }
  | { phase: 'signedOut' }
  | { phase: 'signedIn'; token: PortalSession; user: AdminUser };

/** The server's hint that this browser signed in (a cookie holding no secret, beside the HttpOnly
 * session; plugins/auth.ts). Without it, nobody is signed in here: no need to ask. */
const hasSignedInHint = () => /(?:^|;\s*)admin_signed_in=1(?:;|$)/.test(document.cookie);

/** Earlier versions kept the bearer token in localStorage; it is dropped, never read. */
function forgetStoredToken() {
  try {
    localStorage.removeItem('adminToken');
  } catch {
    // Storage that cannot be read holds no token to remove.
  }
}

export function useAdminSession() {
  const [session, setSession] = useState<AdminSession>(() =>
    hasSignedInHint() ? { phase: 'checking' } : { phase: 'signedOut' },
  );
  const checking = session.phase === 'checking';

  useEffect(() => {
    forgetStoredToken();
  }, []);

  useEffect(() => {
    if (!checking) return;
    let active = true;
    fetchCurrentUser().then(
      (result) => {
        if (!active) return;
        setSession(
          result.success
            ? { phase: 'signedIn', token: LIVE_SESSION, user: result.data.user }
            : { phase: 'signedOut' },
        );
      },
      (error: unknown) => {
        if (!active) return;
        console.error('Could not check the admin session', error);
        setSession({ phase: 'signedOut' });
      },
    );
    return () => {
      active = false;
    };
  }, [checking]);

  /** After a sign-in: the server has set the session's cookie. The answer's access token (for API
   * clients) is not kept. */
  const signIn = useCallback((_accessToken: string, user: AdminUser) => {
    setSession({ phase: 'signedIn', token: LIVE_SESSION, user });
  }, []);

  const signOut = useCallback(() => {
    setSession({ phase: 'signedOut' });
  }, []);

  const expire = useCallback(() => {
    setSession((current) =>
      current.phase === 'signedIn' ? { ...current, token: null } : { phase: 'signedOut' },
    );
  }, []);

  return { session, signIn, signOut, expire };
}
