import type { Role } from '@site/shared';

/** A role as the portal names it. */
export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Administrator',
  editor: 'Editor',
  author: 'Author',
};
