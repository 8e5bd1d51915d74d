import { ROLE_FORBIDDEN } from '@site/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from './helpers/team.ts';
import {
  ADMIN,
  bearer,
  callAs,
  createTestApp,
  login,
  testDialect,
  type TestApp,
} from './helpers/test-app.ts';

type Entry = {
  id: string;
  at: string;
  actor: string | null;
  action: string;
  target: string | null;
  ip: string | null;
};

describe(`the audit trail (${testDialect}) @sql`, { timeout: 120_000 }, () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = async (query = '', token = admin) => {
    const response = await callAs(t.app, token, 'GET', `/api/admin/audit${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { data: Entry[]; total: number; nextCursor: string | null };
  };

  it('records sign-in failures and successes, sign-out, invitations, role changes, removals, content writes and exports, newest first', async () => {
    const failed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: ADMIN.email, password: 'wrong password!' },
      remoteAddress: '203.0.113.5',
    });
    expect(failed.statusCode).toBe(401);
    admin = await login(t.app);
    const spare = await login(t.app);
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(spare) });
    const headers = bearer(admin);
    const invited = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers,
      payload: { email: 'new@example.org', role: 'author' },
    });
    const id = invited.json().data.id as string;
    await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${id}`,
      headers,
      payload: { role: 'editor' },
    });
    await t.app.inject({ method: 'DELETE', url: `/api/admin/users/${id}`, headers });
    const projects = await t.app.inject({ method: 'GET', url: '/api/admin/projects', headers });
    const ids = (projects.json().data as { id: string }[]).map((p) => p.id).reverse();
    const reordered = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/projects/order',
      headers,
      payload: { ids },
    });
    expect(reordered.statusCode, reordered.body).toBe(200);
    await t.app.inject({ method: 'GET', url: '/api/admin/subscribers.csv', headers });

    const { data } = await get();
    expect(data.map((e) => [e.action, e.actor, e.target])).toEqual([
      ['lead.export', ADMIN.email, 'subscribers'],
      ['content.reorder', ADMIN.email, 'projects'],
      ['user.remove', ADMIN.email, 'user:new@example.org'],
      ['user.role', ADMIN.email, 'user:new@example.org'],
      ['user.invite', ADMIN.email, 'user:new@example.org'],
      ['auth.sign-out', ADMIN.email, `user:${ADMIN.email}`],
      ['auth.sign-in', ADMIN.email, `user:${ADMIN.email}`],
      ['auth.sign-in', ADMIN.email, `user:${ADMIN.email}`],
      ['auth.sign-in-failed', null, `user:${ADMIN.email}`],
    ]);
    expect(data.at(-1)!.ip).toBe('203.0.113.5');
    expect(Object.keys(data[0]!).sort()).toEqual(['action', 'actor', 'at', 'id', 'ip', 'target']);
    // No secret is kept in any entry.
    const rows = await t.app.database.db.selectFrom('audit_log').select('details').execute();
    for (const row of rows) expect(row.details ?? '').not.toMatch(/password|token/i);
  });

  it('filters by actor, action and time, and pages with a cursor', async () => {
    const failures = await get('?action=auth.sign-in-failed');
    expect(failures.data).toHaveLength(1);
    const byActor = await get(`?actor=${encodeURIComponent(ADMIN.email)}&action=auth.sign-in`);
    expect(byActor.data).toHaveLength(2);
    const future = await get(`?from=${new Date(Date.now() + 60_000).toISOString()}`);
    expect(future.data).toEqual([]);
    const past = await get(`?to=${new Date(Date.now() - 3_600_000).toISOString()}`);
    expect(past.data).toEqual([]);

    const all = (await get()).data;
    const first = await get('?limit=4');
    expect(first.data).toEqual(all.slice(0, 4));
    expect(first.nextCursor).not.toBeNull();
    expect(first.total).toBe(all.length);
    const second = await get(`?limit=4&cursor=${first.nextCursor}`);
    expect(second.data).toEqual(all.slice(4, 8));

    const bad = await callAs(t.app, admin, 'GET', '/api/admin/audit?from=yesterday');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('from must be a date (ISO 8601)');
  });

  it('cannot be edited or deleted through the API', async () => {
    const [entry] = (await get()).data;
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      for (const url of ['/api/admin/audit', `/api/admin/audit/${entry!.id}`]) {
        const response = await t.app.inject({ method, url, headers: bearer(admin), payload: {} });
        expect([404, 405], `${method} ${url}`).toContain(response.statusCode);
      }
    }
    expect((await get()).data[0]).toEqual(entry);
  });

  it('is for administrators only', async () => {
    const editor = await signedInMember(t.app, 'ed@example.org', 'editor');
    const response = await callAs(t.app, editor.token, 'GET', '/api/admin/audit');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ success: false, error: ROLE_FORBIDDEN });
  });
});
