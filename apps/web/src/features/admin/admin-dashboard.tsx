import type { AdminUser, BlogPost } from '@site/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { logout } from './admin-api.ts';
import { SESSION_EXPIRED_MESSAGE, useAdminMessages } from './admin-messages.ts';
import { BlogForm } from './blog-form.tsx';
import { BlogList } from './blog-list.tsx';
import { SessionExpiredPanel } from './session-expired-panel.tsx';
import { adminBlogsKey } from './use-admin-blogs.ts';

type AdminDashboardProps = {
  user: AdminUser;
  /** null once the server has ended the session (the sign-in panel is then shown). */
  token: string | null;
  onSignIn: (token: string, user: AdminUser) => void;
  onSignOut: () => void;
  onExpire: () => void;
};

type Editor = { post: BlogPost | null; opened: number };

export function AdminDashboard({ user, token, onSignIn, onSignOut, onExpire }: AdminDashboardProps) {
  const { notify, dismiss } = useAdminMessages();
  const queryClient = useQueryClient();
  const [editor, setEditor] = useState<Editor | null>(null);
  const newPostRef = useRef<HTMLButtonElement>(null);

  const handleSessionExpired = useCallback(() => {
    notify('error', SESSION_EXPIRED_MESSAGE);
    onExpire();
  }, [notify, onExpire]);

  const openEditor = (post: BlogPost | null) =>
    setEditor((current) => ({ post, opened: (current?.opened ?? 0) + 1 }));

  function closeEditor() {
    setEditor(null);
    newPostRef.current?.focus();
  }

  function handleSignedInAgain(newToken: string, newUser: AdminUser) {
    onSignIn(newToken, newUser);
    void queryClient.invalidateQueries({ queryKey: adminBlogsKey });
  }

  function handleLogout() {
    if (token) {
      logout(token).catch((error: unknown) => console.error('The logout request failed', error));
    }
    queryClient.removeQueries({ queryKey: adminBlogsKey });
    dismiss();
    onSignOut();
  }

  return (
    <div className="space-y-6 sm:space-y-8">
      {token === null && <SessionExpiredPanel onSignedIn={handleSignedInAgain} />}
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">Blog Dashboard</h1>
          <p className="mt-1 break-words text-slate-700">Welcome back, {user.email}</p>
        </div>
        <div className="flex gap-3">
          <button
            ref={newPostRef}
            type="button"
            onClick={() => openEditor(null)}
            className="flex-1 rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 sm:flex-none"
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
      {editor && (
        <BlogForm
          key={`${editor.post?.id ?? 'new'}-${editor.opened}`}
          post={editor.post}
          token={token}
          onSessionExpired={handleSessionExpired}
          onClose={closeEditor}
        />
      )}
      <BlogList
        token={token}
        onSessionExpired={handleSessionExpired}
        onCreate={() => openEditor(null)}
        onEdit={openEditor}
      />
    </div>
  );
}
