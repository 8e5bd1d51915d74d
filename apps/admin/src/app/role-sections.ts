import type { Role } from '@site/shared';
import { mayUse } from '@site/shared';

/** What each role may see in the portal: the sections of the resources the permission table lets it
 * use at all (packages/shared permissions.ts, the table the server's guards read; decision 066). */
export function roleSections(role: Role) {
  return {
    leads: mayUse(role, 'leads'),
    team: mayUse(role, 'team'),
    audit: mayUse(role, 'audit'),
    settings: mayUse(role, 'settings'),
    overview: mayUse(role, 'overview'),
    contentTypes: mayUse(role, 'contentTypes'),
  };
}

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Administrator',
  editor: 'Editor',
  author: 'Author',
};
