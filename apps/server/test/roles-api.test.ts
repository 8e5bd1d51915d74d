import type { Role } from '@site/shared';
import { CONTENT_TYPE_NAMES, ROLE_FORBIDDEN, ROLES } from '@site/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from './helpers/team.ts';
import {
  bearer,
  createTestApp,
  login,
  multipart,
  testDialect,
  type TestApp,
} from './helpers/test-app.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Call = { method: Method; url: string; body?: 'json' | 'image' };

/** Every admin route family but the blog's (the editorial workflow's), and the roles it admits. */
const FAMILIES: { name: string; roles: Role[]; calls: Call[] }[] = [
  {
    name: 'leads',
    roles: ['admin'],
    calls: [
      { method: 'GET', url: '/api/admin/messages' },
      { method: 'PATCH', url: '/api/admin/messages/missing', body: 'json' },
      { method: 'DELETE', url: '/api/admin/messages/missing' },
      { method: 'GET', url: '/api/admin/subscribers' },
      { method: 'GET', url: '/api/admin/subscribers.csv' },
      { method: 'DELETE', url: '/api/admin/subscribers/missing' },
      { method: 'GET', url: '/api/admin/training-registrations' },
      { method: 'GET', url: '/api/admin/training-registrations.csv' },
      { method: 'DELETE', url: '/api/admin/training-registrations/missing' },
    ],
  },
  {
    name: 'users',
    roles: ['admin'],
    calls: [
      { method: 'GET', url: '/api/admin/users' },
      { method: 'POST', url: '/api/admin/users', body: 'json' },
      { method: 'PATCH', url: '/api/admin/users/missing', body: 'json' },
      { method: 'DELETE', url: '/api/admin/users/missing' },
    ],
  },
  { name: 'audit', roles: ['admin'], calls: [{ method: 'GET', url: '/api/admin/audit' }] },
  {
    name: 'backups',
    roles: ['admin'],
    calls: [
      { method: 'GET', url: '/api/admin/backups' },
      { method: 'POST', url: '/api/admin/backups' },
    ],
  },
  {
    name: 'redirects',
    roles: ['admin', 'editor'],
    calls: [
      { method: 'GET', url: '/api/admin/redirects' },
      { method: 'POST', url: '/api/admin/redirects', body: 'json' },
      { method: 'DELETE', url: '/api/admin/redirects/missing' },
    ],
  },
  {
    name: 'content types',
    roles: ['admin', 'editor'],
    calls: CONTENT_TYPE_NAMES.flatMap((type): Call[] => [
      { method: 'GET', url: `/api/admin/${type}` },
      { method: 'POST', url: `/api/admin/${type}`, body: 'json' },
      { method: 'PUT', url: `/api/admin/${type}/order`, body: 'json' },
      { method: 'PUT', url: `/api/admin/${type}/missing`, body: 'json' },
      { method: 'DELETE', url: `/api/admin/${type}/missing` },
    ]),
  },
  {
    name: 'dashboard',
    roles: ['admin', 'editor'],
    calls: [{ method: 'GET', url: '/api/admin/dashboard' }],
  },
  {
    name: 'document upload',
    roles: ['admin', 'editor'],
    calls: [{ method: 'POST', url: '/api/upload/document', body: 'json' }],
  },
  {
    name: 'video upload',
    roles: ['admin', 'editor'],
    calls: [{ method: 'POST', url: '/api/upload/video', body: 'json' }],
  },
  {
    name: 'image upload',
    roles: ['admin', 'editor', 'author'],
    calls: [{ method: 'POST', url: '/api/upload/cloud-image', body: 'image' }],
  },
  {
    // Whose upload it is decides past the guard (upload-library-api: an author's own only).
    name: 'media library',
    roles: ['admin', 'editor', 'author'],
    calls: [
      { method: 'GET', url: '/api/admin/uploads' },
      { method: 'PATCH', url: '/api/admin/uploads/missing', body: 'json' },
      { method: 'DELETE', url: '/api/admin/uploads/missing' },
    ],
  },
];

describe(`roles on every admin route family (${testDialect})`, { timeout: 120_000 }, () => {
  let t: TestApp;
  const tokens = {} as Record<Role, string>;

  beforeAll(async () => {
    t = await createTestApp();
    tokens.admin = await login(t.app);
    tokens.editor = (await signedInMember(t.app, 'editor@example.org', 'editor')).token;
    tokens.author = (await signedInMember(t.app, 'author@example.org', 'author')).token;
  });
  afterAll(() => t.close());

  const send = (call: Call, token?: string) => {
    const headers = token ? bearer(token) : {};
    if (call.body === 'image') {
      const form = multipart({}, []);
      return t.app.inject({
        method: call.method,
        url: call.url,
        payload: form.payload,
        headers: { ...headers, ...form.headers },
      });
    }
    return t.app.inject({
      method: call.method,
      url: call.url,
      headers,
      payload: call.body === 'json' ? {} : undefined,
    });
  };

  for (const family of FAMILIES) {
    for (const role of ROLES) {
      const allowed = family.roles.includes(role);
      it(`${family.name}: ${role} ${allowed ? 'is let through' : 'gets 403 ROLE_FORBIDDEN'}`, async () => {
        for (const call of family.calls) {
          const response = await send(call, tokens[role]);
          const where = `${call.method} ${call.url}`;
          if (allowed) {
            expect([401, 403], where).not.toContain(response.statusCode);
          } else {
            expect(response.statusCode, where).toBe(403);
            expect(response.json(), where).toEqual({ success: false, error: ROLE_FORBIDDEN });
          }
        }
      });
    }
    it(`${family.name}: 401 without a session`, async () => {
      for (const call of family.calls)
        expect((await send(call)).statusCode, `${call.method} ${call.url}`).toBe(401);
    });
  }
});
