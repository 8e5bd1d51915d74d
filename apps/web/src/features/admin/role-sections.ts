import type { Role } from '@site/shared';

/** What each role may see in the portal (the server enforces the same rules, decision 049):
 * administrators everything; editors the content and the overview, no leads, team, audit or
 * settings; authors their posts and their own account. */
export function roleSections(role: Role) {
  const admin = role === 'admin';
  return {
    leads: admin,
    team: admin,
    audit: admin,
    settings: admin,
    overview: admin || role === 'editor',
    contentTypes: admin || role === 'editor',
  };
}

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Administrator',
  editor: 'Editor',
  author: 'Author',
};
