import type { ContentTypeName } from './content-type-names.ts';

/** The portal's addresses (apps/admin; decision 067): one registry for the portal's router, its links
 * and the server's mails, so a mail links to the screen it is about. */
export const ADMIN_BASE = '/admin';

/** The portal's screens reached from a mailed link: `/admin/accept-invite#token=<token>` and
 * `/admin/reset-password#token=<token>` (`adminPaths.accountLink`). */
export const ACCOUNT_LINK_KINDS = ['accept-invite', 'reset-password'] as const;
export type AccountLinkKind = (typeof ACCOUNT_LINK_KINDS)[number];

/** A screen that edits items: a list, `new`, and one item by id. */
export type AdminEditableSection = 'posts' | ContentTypeName;
/** Every screen of the portal but the overview (`/admin`). */
export type AdminSection =
  | AdminEditableSection
  | 'messages'
  | 'subscribers'
  | 'registrations'
  | 'library'
  | 'redirects'
  | 'not-found'
  | 'team'
  | 'audit'
  | 'settings'
  | 'account';

export const adminPaths = {
  overview: ADMIN_BASE,
  section: (section: AdminSection) => `${ADMIN_BASE}/${section}`,
  newItem: (section: AdminEditableSection) => `${ADMIN_BASE}/${section}/new`,
  item: (section: AdminEditableSection, id: string) =>
    `${ADMIN_BASE}/${section}/${encodeURIComponent(id)}`,
  /** The inbox opened on one message. */
  message: (id: string) => `${ADMIN_BASE}/messages?id=${encodeURIComponent(id)}`,
  /** The registrations opened on one registration. */
  registration: (id: string) => `${ADMIN_BASE}/registrations?id=${encodeURIComponent(id)}`,
  /** A mailed account link's screen; the token is in the fragment, so it is never sent to the
   * server in the URL (nor written in its request log). */
  accountLink: (kind: AccountLinkKind, token: string) => `${ADMIN_BASE}/${kind}#token=${token}`,
};
