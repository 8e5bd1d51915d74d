import type { AdminUser } from '@site/shared';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { PortalSession } from '../api/admin-api.ts';

/** The signed-in person and their session, for every part of the dashboard. `token` is null once
 * the server has ended the session while the dashboard stays open (use-admin-session.ts). */
export type Session = { token: PortalSession; user: AdminUser };

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ value, children }: { value: Session; children: ReactNode }) {
  const { token, user } = value;
  // A new object only when the session changes, so a parent's render wakes no reader.
  const session = useMemo(() => ({ token, user }), [token, user]);
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session)
    throw new Error('useSession must be used inside SessionProvider (a signed-in view)');
  return session;
}
