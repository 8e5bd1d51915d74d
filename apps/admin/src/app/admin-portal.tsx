import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { AdminDashboard } from './admin-dashboard.tsx';
import { AdminMessageRegion } from './admin-message-region.tsx';
import { useAdminMessages } from './admin-messages.ts';
import { AdminMessagesProvider } from './admin-messages-provider.tsx';
import { createAdminQueryClient } from './admin-query-client.ts';
import { SessionProvider } from '../session/session-context.tsx';
import { SignedOutView } from '../session/signed-out-view.tsx';
import { TwoFactorGate } from '../session/two-factor-gate.tsx';
import { useAdminSession } from '../session/use-admin-session.ts';

/** The admin area: confirms a stored session, then shows the sign-in card or the blog dashboard. */
export function AdminPortal() {
  return (
    <AdminMessagesProvider>
      <div className="space-y-6">
        <AdminMessageRegion />
        <AdminSessionView />
      </div>
    </AdminMessagesProvider>
  );
}

function AdminSessionView() {
  const { notify } = useAdminMessages();
  const { session, signIn, signOut, expire } = useAdminSession();
  const [queryClient] = useState(() => createAdminQueryClient(notify, expire));
  if (session.phase === 'checking') {
    return (
      <p role="status" className="py-16 text-center text-slate-600">
        Checking your session…
      </p>
    );
  }
  return (
    <QueryClientProvider client={queryClient}>
      {session.phase === 'signedOut' ? (
        <div className="py-4 sm:py-10">
          <SignedOutView onSignedIn={signIn} />
        </div>
      ) : (
        <SessionProvider value={{ token: session.token, user: session.user }}>
          <TwoFactorGate onSignOut={signOut}>
            <AdminDashboard onSignIn={signIn} onSignOut={signOut} />
          </TwoFactorGate>
        </SessionProvider>
      )}
    </QueryClientProvider>
  );
}
