import { mayUse } from '@site/shared/permissions';
import type { Role } from '@site/shared/roles';
import { SCREENS, type ScreenEntry } from './admin-screens.ts';

/** Whether a role may open a screen: the permission table lets it use the screen's resource. */
export const mayOpen = (role: Role, entry: Pick<ScreenEntry, 'resource'>) =>
  entry.resource === null || mayUse(role, entry.resource);

/** The screens a role may open, in the sidebar's order. */
export const screensFor = (role: Role) => SCREENS.filter((entry) => mayOpen(role, entry));
