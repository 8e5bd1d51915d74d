import type { BlogStatus } from './blog.ts';
import { BLOG_STATUSES } from './blog.ts';
import type { Role } from './roles.ts';

/** What a role does with a resource. A request's method names it where a guard covers a whole
 * route family (GET read, POST create, PUT and PATCH update, DELETE delete). */
export const ACTIONS = ['read', 'create', 'update', 'publish', 'delete'] as const;
export type Action = (typeof ACTIONS)[number];

/** What the permission table governs: the server's admin route families and the portal's sections. */
export const RESOURCES = [
  'posts',
  'images',
  'files',
  'contentTypes',
  'overview',
  'leads',
  'team',
  'audit',
  'settings',
  'account',
  'redirects',
  'uploads',
] as const;
export type Resource = (typeof RESOURCES)[number];

/** `all`: any item; `own`: only items whose owner is the signed-in person; `none`: refused. */
export type Grant = 'all' | 'own' | 'none';

type Grants = Partial<Record<Action, Grant>>;

const everything: Grants = { read: 'all', create: 'all', update: 'all', delete: 'all' };
const managesPosts: Grants = { ...everything, publish: 'all' };
const ownAccount: Grants = { read: 'own', update: 'own', delete: 'own' };
/** What administrators and editors alike do: the posts, their pictures and files, the content types
 * and the overview. */
const runsTheContent = {
  posts: managesPosts,
  images: { create: 'all' },
  files: { create: 'all' },
  contentTypes: everything,
  overview: { read: 'all' },
} satisfies Partial<Record<string, Grants>>;
/** The site's redirects (issue 48): listed, added and removed, never changed in place. */
const keepsAddresses: Grants = { read: 'all', create: 'all', delete: 'all' };
/** The media library (issue 48, decision 071): every upload listed and picked; its default alt text
 * edited and the upload deleted (uploading stays `images` and `files`). */
const keepsTheLibrary: Grants = { read: 'all', update: 'all', delete: 'all' };

/** The one permission table (issue 47; rules of decisions 049 and 051). An action left out is
 * `none`. Images are the uploads of posts; files are documents and videos; settings are the
 * second-factor rule and backups (create: "Back up now"); the account is one's own password, sessions
 * and second factor; redirects are old addresses that lead to new ones, with the not-found log that
 * names the addresses worth one; uploads are the media library's entries, each owned by whoever
 * uploaded it. */
export const PERMISSIONS: Record<Role, Record<Resource, Grants>> = {
  admin: {
    ...runsTheContent,
    leads: { read: 'all', update: 'all', delete: 'all' },
    team: everything,
    audit: { read: 'all' },
    settings: { read: 'all', create: 'all', update: 'all' },
    account: ownAccount,
    redirects: keepsAddresses,
    uploads: keepsTheLibrary,
  },
  editor: {
    ...runsTheContent,
    leads: {},
    team: {},
    audit: {},
    settings: {},
    account: ownAccount,
    redirects: keepsAddresses,
    uploads: keepsTheLibrary,
  },
  // Ghost's Contributor: writes posts, changes and reads only their own, publishes and deletes none.
  author: {
    posts: { read: 'own', create: 'all', update: 'own' },
    images: { create: 'all' },
    files: {},
    contentTypes: {},
    overview: {},
    leads: {},
    team: {},
    audit: {},
    settings: {},
    account: ownAccount,
    redirects: {},
    // Picks any picture for their posts; changes and deletes only what they uploaded.
    uploads: { read: 'all', update: 'own', delete: 'own' },
  },
};

export const grantOf = (role: Role, action: Action, resource: Resource): Grant =>
  PERMISSIONS[role][resource][action] ?? 'none';

/** Whether `role` may do `action` to `resource`; an `own` grant needs the item's owner to be the
 * signed-in person (an item without an owner is nobody's own). */
export function can(
  role: Role,
  action: Action,
  resource: Resource,
  { ownerId, userId }: { ownerId?: string | null; userId?: string } = {},
): boolean {
  const grant = grantOf(role, action, resource);
  if (grant === 'own') return ownerId != null && ownerId === userId;
  return grant === 'all';
}

/** Whether `role` may do anything at all with `resource` (the portal shows its section). */
export const mayUse = (role: Role, resource: Resource) =>
  ACTIONS.some((action) => grantOf(role, action, resource) !== 'none');

/** Giving a post one of these statuses publishes it, schedules it or takes it off the site. */
const PUBLISHING_STATUSES: ReadonlySet<BlogStatus> = new Set([
  'scheduled',
  'published',
  'archived',
]);

/** The action that giving a post `status` takes. */
export const statusAction = (status: BlogStatus): Action =>
  PUBLISHING_STATUSES.has(status) ? 'publish' : 'update';

/** The statuses `role` may give a post (an author: draft and in review), in workflow order. */
export const postStatusesFor = (role: Role): readonly BlogStatus[] =>
  BLOG_STATUSES.filter((status) => grantOf(role, statusAction(status), 'posts') !== 'none');
