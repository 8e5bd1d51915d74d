import { CONTENT_TYPE_NAMES, mayUse, type ContentTypeName } from '@site/shared';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { useSession } from '../session/session-context.tsx';
import { SCREENS, type ScreenEntry } from './admin-screens.ts';
import { mayOpen } from './screen-access.ts';
import { ScreenMessage } from './screen-message.tsx';

/** A screen's code is loaded when its address is first opened: the sign-in screen carries none. */
function screen<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => ({ default: await load() }));
}

const SiteOverview = screen(() =>
  import('../routes/overview/site-overview.tsx').then((m) => m.SiteOverview),
);
const PostsScreen = screen(() =>
  import('../routes/posts/posts-screen.tsx').then((m) => m.PostsScreen),
);
const PostEditorScreen = screen(() =>
  import('../routes/posts/post-editor-screen.tsx').then((m) => m.PostEditorScreen),
);
const ContentListScreen = screen(() =>
  import('../routes/content/content-screens.tsx').then((m) => m.ContentListScreen),
);
const ContentEditorScreen = screen(() =>
  import('../routes/content/content-screens.tsx').then((m) => m.ContentEditorScreen),
);
const InboxPanel = screen(() =>
  import('../routes/messages/inbox-panel.tsx').then((m) => m.InboxPanel),
);
const SubscribersPanel = screen(() =>
  import('../routes/subscribers/subscribers-panel.tsx').then((m) => m.SubscribersPanel),
);
const RegistrationsPanel = screen(() =>
  import('../routes/registrations/registrations-panel.tsx').then((m) => m.RegistrationsPanel),
);
const LibraryPanel = screen(() =>
  import('../routes/library/library-panel.tsx').then((m) => m.LibraryPanel),
);
const RedirectsPanel = screen(() =>
  import('../routes/redirects/redirects-panel.tsx').then((m) => m.RedirectsPanel),
);
const NotFoundPanel = screen(() =>
  import('../routes/not-found/not-found-panel.tsx').then((m) => m.NotFoundPanel),
);
const TeamPanel = screen(() => import('../routes/team/team-panel.tsx').then((m) => m.TeamPanel));
const AuditPanel = screen(() =>
  import('../routes/audit/audit-panel.tsx').then((m) => m.AuditPanel),
);
const SettingsPanel = screen(() =>
  import('../routes/settings/settings-panel.tsx').then((m) => m.SettingsPanel),
);
const AccountPanel = screen(() =>
  import('../routes/account/account-panel.tsx').then((m) => m.AccountPanel),
);

const entryOf = (section: ScreenEntry['section']) =>
  SCREENS.find((entry) => entry.section === section)!;

/** A screen the role may open, or a message saying it may not. */
function Allowed({ section, children }: { section: ScreenEntry['section']; children: ReactNode }) {
  const { user } = useSession();
  if (mayOpen(user.role, entryOf(section))) return children;
  return (
    <ScreenMessage
      title="Not available"
      text={`${entryOf(section).label} is not part of what your role can use.`}
      back={{ href: '/posts', label: 'Go to the posts' }}
    />
  );
}

const contentRoutes = (type: ContentTypeName) => [
  <Route key={`${type}-list`} path={`/${type}`}>
    <Allowed section={type}>
      <ContentListScreen type={type} />
    </Allowed>
  </Route>,
  <Route key={`${type}-new`} path={`/${type}/new`}>
    <Allowed section={type}>
      <ContentEditorScreen type={type} id={null} />
    </Allowed>
  </Route>,
  <Route key={`${type}-item`} path={`/${type}/:id`}>
    {({ id }: { id: string }) => (
      <Allowed section={type}>
        <ContentEditorScreen key={id} type={type} id={id} />
      </Allowed>
    )}
  </Route>,
];

/** The portal's screens by address under /admin (decision 068); an unknown address is "not found"
 * inside the portal. */
export function AdminRoutes() {
  const { user } = useSession();
  const pages: [ScreenEntry['section'], ComponentType][] = [
    ['messages', InboxPanel],
    ['subscribers', SubscribersPanel],
    ['registrations', RegistrationsPanel],
    ['library', LibraryPanel],
    ['redirects', RedirectsPanel],
    ['not-found', NotFoundPanel],
    ['team', TeamPanel],
    ['audit', AuditPanel],
    ['settings', SettingsPanel],
    ['account', AccountPanel],
  ];
  return (
    <Suspense
      fallback={
        <p role="status" className="py-10 text-center text-slate-600">
          Loading…
        </p>
      }
    >
      <Switch>
        <Route path="/">
          {mayUse(user.role, 'overview') ? <SiteOverview /> : <Redirect to="/posts" replace />}
        </Route>
        <Route path="/posts">
          <PostsScreen />
        </Route>
        <Route path="/posts/new">
          <PostEditorScreen id={null} />
        </Route>
        <Route path="/posts/:id">
          {({ id }: { id: string }) => <PostEditorScreen key={id} id={id} />}
        </Route>
        {CONTENT_TYPE_NAMES.flatMap(contentRoutes)}
        {pages.map(([section, Page]) => (
          <Route key={section} path={`/${section}`}>
            <Allowed section={section}>
              <Page />
            </Allowed>
          </Route>
        ))}
        <Route>
          <ScreenMessage
            title="Page not found"
            text="There is no screen of the portal at this address."
            back={{ href: '/', label: 'Go to the start of the portal' }}
          />
        </Route>
      </Switch>
    </Suspense>
  );
}
