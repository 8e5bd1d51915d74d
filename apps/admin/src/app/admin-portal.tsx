import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { AdminMessageRegion } from './admin-message-region.tsx';
import { useAdminMessages } from './admin-messages.ts';
import { AdminMessagesProvider } from './admin-messages-provider.tsx';
import { createAdminQueryClient } from './admin-query-client.ts';
import { SessionProvider } from '../session/session-context.tsx';
import { SignedOutView } from '../session/signed-out-view.tsx';
import { useAdminSession } from '../session/use-admin-session.ts';

/** The admin area: confirms the session, then shows the sign-in card (at whatever address was asked,
 * which the signed-in portal then opens) or the portal. */
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

const SignedInPortal = lazy(() =>
  import('./signed-in-portal.tsx').then((module) => ({ default: module.SignedInPortal })),
);

const waiting = (text: string) => (
  <p role="status" className="py-16 text-center text-slate-600">
    {text}
  </p>
);

function AdminSessionView() {
  const { notify } = useAdminMessages();
  const { session, signIn, signOut, expire } = useAdminSession();
  const [queryClient] = useState(() => createAdminQueryClient(notify, expire));
  if (session.phase === 'checking') return waiting('Checking your session…');
  return (
    <QueryClientProvider client={queryClient}>
      {session.phase === 'signedOut' ? (
        <div className="py-4 sm:py-10">
          <SignedOutView onSignedIn={signIn} />
        </div>
      ) : (
        <SessionProvider value={{ token: session.token, user: session.user }}>
          <Suspense fallback={waiting('Opening the portal…')}>
            <SignedInPortal onSignIn={signIn} onSignOut={signOut} />
          </Suspense>
        </SessionProvider>
      )}
    </QueryClientProvider>
  );
}
