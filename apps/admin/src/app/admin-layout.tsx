import { mayUse, type AdminUser } from '@site/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { logout } from '../api/admin-api.ts';
import { useAdminList } from '../api/admin-lists.ts';
import { primaryButton } from '../components/list-panel.tsx';
import { SessionExpiredPanel } from '../session/session-expired-panel.tsx';
import { useSession } from '../session/session-context.tsx';
import { useAdminMessages } from './admin-messages.ts';
import { AdminRoutes } from './admin-routes.tsx';
import { AdminSidebar } from './admin-sidebar.tsx';

type AdminLayoutProps = {
  onSignIn: (token: string, user: AdminUser) => void;
  onSignOut: () => void;
};

/** The signed-in portal: 'Blog Dashboard' with the welcome line, 'New Post' and 'Logout' above every
 * screen, the sidebar of sections, and the screen of the address (admin-routes.tsx). */
export function AdminLayout({ onSignIn, onSignOut }: AdminLayoutProps) {
  // token is null once the server has ended the session (the sign-in panel is then shown).
  const { token, user } = useSession();
  const { dismiss } = useAdminMessages();
  const queryClient = useQueryClient();
  const [location, navigate] = useLocation();
  const screenRef = useRef<HTMLDivElement>(null);
  const opened = useRef(location);

  // Leads are an administrator's only: nobody else asks for them.
  const messages = useAdminList('messages', mayUse(user.role, 'leads') ? token : null);
  const unread = messages.data?.filter((message) => !message.read).length ?? 0;

  // A screen opened from the sidebar or a link takes the focus (the first one does not: the page
  // has just loaded), so a screen reader starts reading it and the keyboard goes on from it.
  useEffect(() => {
    if (opened.current === location) return;
    opened.current = location;
    // A screen that put the focus on its own heading (a form) keeps it.
    if (screenRef.current?.contains(document.activeElement)) return;
    screenRef.current?.focus({ preventScroll: true });
    screenRef.current?.scrollIntoView?.({ block: 'start' });
  }, [location]);

  function handleSignedInAgain(newToken: string, newUser: AdminUser) {
    onSignIn(newToken, newUser);
    void queryClient.invalidateQueries();
  }

  function handleLogout() {
    if (token) {
      logout().catch((error: unknown) => console.error('The logout request failed', error));
    }
    queryClient.clear();
    dismiss();
    onSignOut();
  }

  return (
    <div className="space-y-6">
      {token === null && <SessionExpiredPanel onSignedIn={handleSignedInAgain} />}
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">Blog Dashboard</h1>
          <p className="mt-1 break-words text-slate-700">Welcome back, {user.email}</p>
        </div>
        <div className="flex gap-3">
          <button
            type="button"
            onClick={() => navigate('/posts/new')}
            className={`flex-1 sm:flex-none ${primaryButton}`}
          >
            New Post
          </button>
          <button
            type="button"
            onClick={handleLogout}
            className="flex-1 rounded-lg border border-slate-400 bg-white px-5 py-2.5 font-semibold text-slate-800 hover:bg-slate-50 sm:flex-none"
          >
            Logout
          </button>
        </div>
      </div>
      <div className="grid gap-6 lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-8">
        <AdminSidebar unread={unread} />
        <div
          ref={screenRef}
          tabIndex={-1}
          className="min-w-0 scroll-mt-4 space-y-6 focus:outline-none sm:space-y-8"
        >
          <AdminRoutes />
        </div>
      </div>
    </div>
  );
}
