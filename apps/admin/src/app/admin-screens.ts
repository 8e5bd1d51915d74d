import type { AdminSection } from '@site/shared/admin-paths';
import { CONTENT_TYPE_NAMES, CONTENT_TYPE_PLURALS } from '@site/shared/content-type-names';
import type { Resource } from '@site/shared/permissions';

/** The sidebar's groups, in their order. */
export const SCREEN_GROUPS = ['Content', 'Leads', 'Team', 'Settings'] as const;
export type ScreenGroup = (typeof SCREEN_GROUPS)[number];

/** One entry of the sidebar: a screen of the portal, its group, and the resource of the permission
 * table (packages/shared permissions.ts) a role must be able to use to see it (none: everyone). */
export type ScreenEntry = {
  section: AdminSection;
  label: string;
  group: ScreenGroup;
  resource: Resource | null;
};

/** The portal's screens besides the overview, in the sidebar's order (decision 068). Data only: the
 * document's title reads it before anyone signs in (screen-access.ts says who may open which). */
export const SCREENS: readonly ScreenEntry[] = [
  { section: 'posts', label: 'Blog Posts', group: 'Content', resource: null },
  ...CONTENT_TYPE_NAMES.map((type): ScreenEntry => ({
    section: type,
    label: CONTENT_TYPE_PLURALS[type],
    group: 'Content',
    resource: 'contentTypes',
  })),
  { section: 'library', label: 'Library', group: 'Content', resource: 'uploads' },
  { section: 'redirects', label: 'Redirects', group: 'Content', resource: 'redirects' },
  { section: 'not-found', label: 'Not found', group: 'Content', resource: 'redirects' },
  { section: 'messages', label: 'Messages', group: 'Leads', resource: 'leads' },
  { section: 'subscribers', label: 'Subscribers', group: 'Leads', resource: 'leads' },
  { section: 'registrations', label: 'Registrations', group: 'Leads', resource: 'leads' },
  { section: 'team', label: 'Team', group: 'Team', resource: 'team' },
  { section: 'audit', label: 'Audit', group: 'Team', resource: 'audit' },
  { section: 'settings', label: 'Settings', group: 'Settings', resource: 'settings' },
  { section: 'account', label: 'Account', group: 'Settings', resource: null },
];

/** The screen an address belongs to: its first segment under /admin (null: the overview). */
export function screenOf(pathname: string): ScreenEntry | null {
  const [first] = pathname.replace(/^\/admin\/?/, '').split('/');
  return SCREENS.find((entry) => entry.section === first) ?? null;
}
