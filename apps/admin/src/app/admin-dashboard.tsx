import {
  CONTENT_TYPE_NAMES,
  type AdminUser,
  type BlogPost,
  type ContentTypeName,
} from '@site/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { scrollToId } from '@site/web/components/ui/scroll-into-view.ts';
import { logout } from '../api/admin-api.ts';
import { useAdminList } from '../api/admin-lists.ts';
import { useAdminMessages } from './admin-messages.ts';
import type { AdminTab } from './admin-tabs.tsx';
import { AdminTabs } from './admin-tabs.tsx';
import { AccountPanel } from '../routes/account/account-panel.tsx';
import { AuditPanel } from '../routes/audit/audit-panel.tsx';
import { BlogForm } from '../routes/posts/blog-form.tsx';
import { BlogList } from '../routes/posts/blog-list.tsx';
import { ContentPanel } from '../routes/content/content-panel.tsx';
import { CONTENT_FORMS } from '../routes/content/content-forms.ts';
import { InboxPanel } from '../routes/messages/inbox-panel.tsx';
import { RegistrationsPanel } from '../routes/registrations/registrations-panel.tsx';
import { roleSections } from './role-sections.ts';
import { SessionExpiredPanel } from '../session/session-expired-panel.tsx';
import { SettingsPanel } from '../routes/settings/settings-panel.tsx';
import { SiteOverview, type OverviewTarget } from '../routes/overview/site-overview.tsx';
import { SubscribersPanel } from '../routes/subscribers/subscribers-panel.tsx';
import { TeamPanel } from '../routes/team/team-panel.tsx';
import { primaryButton } from '../components/list-panel.tsx';
import { useSession } from '../session/session-context.tsx';

type TabKey =
  | 'posts'
  | ContentTypeName
  | 'messages'
  | 'subscribers'
  | 'registrations'
  | 'team'
  | 'audit'
  | 'settings'
  | 'account';

const isContentType = (key: TabKey): key is ContentTypeName =>
  (CONTENT_TYPE_NAMES as string[]).includes(key);

const LEAD_TABS = new Set<TabKey>(['messages', 'subscribers', 'registrations']);

/** The portal's sections: the posts, the leads, the site's other content types, then the team, the
 * audit trail, the settings (backups) and one's own account; only those the role may use
 * (role-sections.ts). */
function dashboardTabs(unread: number, role: AdminUser['role']): AdminTab<TabKey>[] {
  const sections = roleSections(role);
  const allowed = (key: TabKey) =>
    LEAD_TABS.has(key)
      ? sections.leads
      : isContentType(key)
        ? sections.contentTypes
        : key === 'team'
          ? sections.team
          : key === 'audit'
            ? sections.audit
            : key === 'settings'
              ? sections.settings
              : true;
  const tabs: AdminTab<TabKey>[] = [
    { key: 'posts', label: 'Blog Posts', accessibleLabel: 'Blog Posts' },
    {
      key: 'messages',
      label: (
        <>
          Messages
          {unread > 0 && (
            <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs text-white">
              {unread}
            </span>
          )}
        </>
      ),
      accessibleLabel: unread > 0 ? `Messages, ${unread} unread` : 'Messages',
    },
    { key: 'subscribers', label: 'Subscribers', accessibleLabel: 'Subscribers' },
    { key: 'registrations', label: 'Registrations', accessibleLabel: 'Registrations' },
    ...CONTENT_TYPE_NAMES.map((type) => ({
      key: type,
      label: CONTENT_FORMS[type].plural,
      accessibleLabel: CONTENT_FORMS[type].plural,
    })),
    { key: 'team', label: 'Team', accessibleLabel: 'Team' },
    { key: 'audit', label: 'Audit', accessibleLabel: 'Audit' },
    { key: 'settings', label: 'Settings', accessibleLabel: 'Settings' },
    { key: 'account', label: 'Account', accessibleLabel: 'Account' },
  ];
  return tabs.filter((tab) => allowed(tab.key));
}

type AdminDashboardProps = {
  onSignIn: (token: string, user: AdminUser) => void;
  onSignOut: () => void;
};

type Editor = { post: BlogPost | null; opened: number };

const SECTIONS_ID = 'admin-sections';

export function AdminDashboard({ onSignIn, onSignOut }: AdminDashboardProps) {
  // token is null once the server has ended the session (the sign-in panel is then shown).
  const { token, user } = useSession();
  const { dismiss } = useAdminMessages();
  const queryClient = useQueryClient();
  const [editor, setEditor] = useState<Editor | null>(null);
  const [tab, setTab] = useState<TabKey>('posts');
  // The post list opens anew on the posts in review when the overview asks for them.
  const [postsView, setPostsView] = useState({ status: '' as 'in_review' | '', opened: 0 });
  const newPostRef = useRef<HTMLButtonElement>(null);

  const sections = roleSections(user.role);
  // Leads are an administrator's only: nobody else asks for them.
  const messages = useAdminList('messages', sections.leads ? token : null);
  const unread = messages.data?.filter((message) => !message.read).length ?? 0;

  const openEditor = (post: BlogPost | null) => {
    setTab('posts');
    setEditor((current) => ({ post, opened: (current?.opened ?? 0) + 1 }));
  };

  function closeEditor() {
    setEditor(null);
    newPostRef.current?.focus();
  }

  function openFromOverview(target: OverviewTarget) {
    if (target === 'drafts') {
      setPostsView((current) => ({ status: 'in_review', opened: current.opened + 1 }));
      setTab('posts');
    } else setTab(target);
    scrollToId(SECTIONS_ID, false);
  }

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
      {sections.overview && <SiteOverview onOpen={openFromOverview} />}
      <div id={SECTIONS_ID} className="scroll-mt-4">
        <AdminTabs tabs={dashboardTabs(unread, user.role)} selected={tab} onSelect={setTab}>
          {tab === 'posts' && (
            <div className="space-y-6 sm:space-y-8">
              {editor && (
                <BlogForm
                  key={`${editor.post?.id ?? 'new'}-${editor.opened}`}
                  post={editor.post}
                  onClose={closeEditor}
                />
              )}
              <BlogList
                key={postsView.opened}
                initialStatus={postsView.status}
                onCreate={() => openEditor(null)}
                onEdit={openEditor}
              />
            </div>
          )}
          {isContentType(tab) && <ContentPanel key={tab} type={tab} />}
          {tab === 'messages' && <InboxPanel />}
          {tab === 'subscribers' && <SubscribersPanel />}
          {tab === 'registrations' && <RegistrationsPanel />}
          {tab === 'team' && <TeamPanel />}
          {tab === 'audit' && <AuditPanel />}
          {tab === 'settings' && <SettingsPanel />}
          {tab === 'account' && <AccountPanel />}
        </AdminTabs>
      </div>
    </div>
  );
}
