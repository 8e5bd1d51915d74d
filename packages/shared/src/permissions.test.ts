import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from './roles.ts';
import {
  ACTIONS,
  RESOURCES,
  can,
  grantOf,
  mayUse,
  postStatusesFor,
  statusAction,
} from './permissions.ts';

/** One role's row of the table: per resource, the grant of each action in `ACTIONS` order. */
const matrix = (role: Role) =>
  Object.fromEntries(
    RESOURCES.map((resource) => [
      resource,
      ACTIONS.map((action) => grantOf(role, action, resource).padEnd(7))
        .join('')
        .trimEnd(),
    ]),
  );

describe('the permission table (decisions 049, 051, 066)', () => {
  it('grants each role × resource × action exactly this', () => {
    expect(matrix('admin')).toEqual({
      //              read   create update publish delete
      posts: /*    */ 'all    all    all    all    all',
      images: /*   */ 'none   all    none   none   none',
      files: /*    */ 'none   all    none   none   none',
      contentTypes: 'all    all    all    none   all',
      overview: /* */ 'all    none   none   none   none',
      leads: /*    */ 'all    none   all    none   all',
      team: /*     */ 'all    all    all    none   all',
      audit: /*    */ 'all    none   none   none   none',
      settings: /* */ 'all    all    all    none   none',
      account: /*  */ 'own    none   own    none   own',
      redirects: /**/ 'all    all    none   none   all',
      uploads: /*  */ 'all    none   all    none   all',
    });
    expect(matrix('editor')).toEqual({
      posts: /*    */ 'all    all    all    all    all',
      images: /*   */ 'none   all    none   none   none',
      files: /*    */ 'none   all    none   none   none',
      contentTypes: 'all    all    all    none   all',
      overview: /* */ 'all    none   none   none   none',
      leads: /*    */ 'none   none   none   none   none',
      team: /*     */ 'none   none   none   none   none',
      audit: /*    */ 'none   none   none   none   none',
      settings: /* */ 'none   none   none   none   none',
      account: /*  */ 'own    none   own    none   own',
      redirects: /**/ 'all    all    none   none   all',
      uploads: /*  */ 'all    none   all    none   all',
    });
    expect(matrix('author')).toEqual({
      posts: /*    */ 'own    all    own    none   none',
      images: /*   */ 'none   all    none   none   none',
      files: /*    */ 'none   none   none   none   none',
      contentTypes: 'none   none   none   none   none',
      overview: /* */ 'none   none   none   none   none',
      leads: /*    */ 'none   none   none   none   none',
      team: /*     */ 'none   none   none   none   none',
      audit: /*    */ 'none   none   none   none   none',
      settings: /* */ 'none   none   none   none   none',
      account: /*  */ 'own    none   own    none   own',
      redirects: /**/ 'none   none   none   none   none',
      uploads: /*  */ 'all    none   own    none   own',
    });
  });

  it('answers an "own" grant only for the owner, and never for an item without one', () => {
    expect(can('author', 'update', 'posts', { ownerId: 'u1', userId: 'u1' })).toBe(true);
    expect(can('author', 'update', 'posts', { ownerId: 'u2', userId: 'u1' })).toBe(false);
    expect(can('author', 'update', 'posts', { ownerId: null, userId: 'u1' })).toBe(false);
    expect(can('author', 'update', 'posts')).toBe(false);
    expect(can('author', 'delete', 'posts', { ownerId: 'u1', userId: 'u1' })).toBe(false);
    expect(can('editor', 'update', 'posts', { ownerId: 'u2', userId: 'u1' })).toBe(true);
    expect(can('editor', 'read', 'audit')).toBe(false);
  });

  it('lists the sections each role may use at all', () => {
    const used = (role: Role) => RESOURCES.filter((resource) => mayUse(role, resource));
    expect(Object.fromEntries(ROLES.map((role) => [role, used(role)]))).toEqual({
      admin: [...RESOURCES],
      editor: [
        'posts',
        'images',
        'files',
        'contentTypes',
        'overview',
        'account',
        'redirects',
        'uploads',
      ],
      author: ['posts', 'images', 'account', 'uploads'],
    });
  });

  it('lets only a role that publishes give a post a status that publishes, schedules or archives it', () => {
    expect(statusAction('in_review')).toBe('update');
    expect(statusAction('archived')).toBe('publish');
    expect(postStatusesFor('author')).toEqual(['draft', 'in_review']);
    expect(postStatusesFor('editor')).toEqual([
      'draft',
      'in_review',
      'scheduled',
      'published',
      'archived',
    ]);
    expect(postStatusesFor('admin')).toEqual(postStatusesFor('editor'));
  });
});
