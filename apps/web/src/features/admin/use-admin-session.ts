import type { AdminUser } from '@site/shared';
import { useCallback, useEffect, useState } from 'react';
import { fetchCurrentUser } from './admin-api.ts';
import { clearStoredToken, readStoredToken, storeToken } from './token-storage.ts';

/** `signedIn` with a null token means the server ended the session while the dashboard was open:
 * the dashboard (and any open form) stays, and a sign-in form asks for a new token. */
export type AdminSession =
  | { phase: 'checking'; token: string }
  | { phase: 'signedOut' }
  | { phase: 'signedIn'; token: string | null; user: AdminUser };

function initialSession(): AdminSession {
  const token = readStoredToken();
  return token ? { phase: 'checking', token } : { phase: 'signedOut' };
}

export function useAdminSession() {
  const [session, setSession] = useState<AdminSession>(initialSession);
  const checkingToken = session.phase === 'checking' ? session.token : null;

  useEffect(() => {
    if (!checkingToken) return;
    let active = true;
    fetchCurrentUser(checkingToken).then(
      (result) => {
        if (!active) return;
        if (result.success) {
          setSession({ phase: 'signedIn', token: checkingToken, user: result.data.user });
        } else {
          clearStoredToken();
          setSession({ phase: 'signedOut' });
        }
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
  }, [checkingToken]);

  const signIn = useCallback((token: string, user: AdminUser) => {
    storeToken(token);
    setSession({ phase: 'signedIn', token, user });
  }, []);

  const signOut = useCallback(() => {
    clearStoredToken();
    setSession({ phase: 'signedOut' });
  }, []);

  const expire = useCallback(() => {
    clearStoredToken();
    setSession((current) =>
      current.phase === 'signedIn' ? { ...current, token: null } : { phase: 'signedOut' },
    );
  }, []);

  return { session, signIn, signOut, expire };
}
