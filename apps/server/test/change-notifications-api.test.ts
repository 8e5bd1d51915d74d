import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './helpers/test-app.ts';
import { bearer, callAs, createTestApp, login, testDialect } from './helpers/test-app.ts';

/** Two instances on one PostgreSQL database: a write through one clears the other's public list cache. */
describe.skipIf(testDialect !== 'postgres')(
  'caches kept coherent across instances (postgres) @sql',
  () => {
    let a: TestApp;
    let b: TestApp;
    let token: string;
    beforeAll(async () => {
      a = await createTestApp();
      b = await createTestApp({ sharedDatabaseUrl: a.databaseUrl, withAdmin: false });
      token = await login(a.app);
    });
    afterAll(async () => {
      await b?.close();
      await a?.close();
    });

    const titles = async (t: TestApp) =>
      (
        (await t.app.inject({ method: 'GET', url: '/api/blogs' })).json().data as {
          title: string;
        }[]
      ).map((p) => p.title);
    const nextNotification = (t: TestApp) =>
      new Promise<void>((resolve) => t.app.changes.subscribe('blogs', resolve));

    async function publish(title: string) {
      const response = await a.app.inject({
        method: 'POST',
        url: '/api/blogs',
        headers: bearer(token),
        payload: { title, content: 'Across instances.', status: 'published' },
      });
      expect(response.statusCode).toBe(201);
      return response.json().data.id as string;
    }

    it('shows a post published on one instance in the other one cached list, and drops it after a delete', async () => {
      expect(await titles(b)).not.toContain('Seen everywhere');
      const created = nextNotification(b);
      const id = await publish('Seen everywhere');
      await created;
      expect(await titles(b)).toContain('Seen everywhere');

      const deleted = nextNotification(b);
      expect(
        (await a.app.inject({ method: 'DELETE', url: `/api/blogs/${id}`, headers: bearer(token) }))
          .statusCode,
      ).toBe(200);
      await deleted;
      expect(await titles(b)).not.toContain('Seen everywhere');
    });

    it('shows a job opened on one instance in the other one cached openings, and drops it when closed', async () => {
      const openings = async () =>
        (
          (await b.app.inject({ method: 'GET', url: '/api/jobs' })).json().data as { id: string }[]
        ).map((job) => job.id);
      expect(await openings()).toEqual([]);
      const job = {
        title: 'Signal Engineer',
        location: 'Nairobi, Kenya',
        department: 'Engineering',
        employmentType: 'Full-time',
        description: 'Time the city’s signals.',
        details: 'Across instances.',
        status: 'open',
      };
      const opened = new Promise<void>((resolve) => b.app.changes.subscribe('jobs', resolve));
      const response = await callAs(a.app, token, 'POST', '/api/admin/jobs', job);
      expect(response.statusCode).toBe(201);
      const { id } = response.json().data as { id: string };
      await opened;
      expect(await openings()).toEqual([id]);

      const closed = new Promise<void>((resolve) => b.app.changes.subscribe('jobs', resolve));
      await a.app.inject({
        method: 'PUT',
        url: `/api/admin/jobs/${id}`,
        headers: bearer(token),
        payload: { ...job, status: 'closed' },
      });
      await closed;
      expect(await openings()).toEqual([]);
    });

    it('listens again after its connection is cut and starts from a clean cache', async () => {
      expect(await titles(b)).not.toContain('After the cut');
      const resynced = nextNotification(b);
      // Cuts every listening connection; b's listener reconnects and clears its caches.
      await sql`select pg_terminate_backend(pid) from pg_stat_activity where query ilike 'listen%' and pid <> pg_backend_pid()`.execute(
        a.app.database.db,
      );
      await resynced;

      const created = nextNotification(b);
      await publish('After the cut');
      await created;
      expect(await titles(b)).toContain('After the cut');
    });
  },
);
