import { AdminDashboard } from './admin-dashboard.tsx';
import { AdminMessageRegion } from './admin-message-region.tsx';
import { AdminMessagesProvider } from './admin-messages-provider.tsx';
import { LoginForm } from './login-form.tsx';
import { useAdminSession } from './use-admin-session.ts';

/** The admin area: confirms a stored session, then shows the sign-in card or the blog dashboard. */
export function AdminPortal() {
  const { session, signIn, signOut, expire } = useAdminSession();
  return (
    <AdminMessagesProvider>
      <div className="space-y-6">
        <AdminMessageRegion />
        {session.phase === 'checking' && (
          <p role="status" className="py-16 text-center text-slate-600">
            Checking your session…
          </p>
        )}
        {session.phase === 'signedOut' && (
          <div className="py-4 sm:py-10">
            <LoginForm title="Admin Portal" headingLevel={1} onSignedIn={signIn} />
          </div>
        )}
        {session.phase === 'signedIn' && (
          <AdminDashboard
            user={session.user}
            token={session.token}
            onSignIn={signIn}
            onSignOut={signOut}
            onExpire={expire}
          />
        )}
      </div>
    </AdminMessagesProvider>
  );
}
