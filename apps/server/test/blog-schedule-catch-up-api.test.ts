import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TestApp } from './helpers/test-app.ts';
import { bearer, createTestApp, login, testDialect } from './helpers/test-app.ts';

/** Scheduled work catches up after downtime (issue 50): a post whose time passed while every instance
 * was stopped is published by the next start's first housekeeping run (a second after ready, not a
 * minute), as of its scheduled time and with its audit entry. The clock is moved past the schedule
 * while the server is down; the test waits for the state, not for a fixed time. */
describe(`scheduled posts after downtime (${testDialect}) @sql`, () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("publishes a post whose time passed while every instance was stopped, on the next start's first housekeeping run, with its audit entry", async () => {
    const first = await createTestApp();
    let second: TestApp | undefined;
    try {
      const token = await login(first.app);
      const at = new Date(Date.now() + 3_600_000);
      const created = await first.app.inject({
        method: 'POST',
        url: '/api/blogs',
        headers: bearer(token),
        payload: {
          title: 'Published while nobody was running',
          content: 'Scheduled for a time the server was down.',
          status: 'scheduled',
          publishAt: at.toISOString(),
        },
      });
      expect(created.statusCode, created.body).toBe(201);
      const post = created.json().data as { id: string; slug: string };
      const read = (t: TestApp) =>
        t.app.inject({ method: 'GET', url: `/api/blogs/slug/${post.slug}` });
      expect((await read(first)).statusCode).toBe(404);

      // Every instance stops (the data stays); ten minutes past the schedule, one starts again.
      await first.app.close();
      vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
      vi.setSystemTime(at.getTime() + 10 * 60_000);
      second = await createTestApp({
        dataDir: first.dataDir,
        sharedDatabaseUrl: first.databaseUrl,
        withAdmin: false,
        housekeeping: true,
      });
      const restarted = second;
      // The first run comes a second after ready; the next only a minute later, past this wait.
      await vi.waitFor(async () => expect((await read(restarted)).statusCode).toBe(200), {
        timeout: 15_000,
        interval: 100,
      });
      expect((await read(restarted)).json().data).toMatchObject({
        id: post.id,
        status: 'published',
        published_at: at.toISOString(),
      });

      const audit = await restarted.app.inject({
        method: 'GET',
        url: '/api/admin/audit?action=post.publish-scheduled',
        headers: bearer(await login(restarted.app)),
      });
      expect(audit.statusCode, audit.body).toBe(200);
      expect(audit.json().data).toEqual([
        expect.objectContaining({ action: 'post.publish-scheduled', target: post.id, actor: null }),
      ]);
    } finally {
      // The second app removes the shared data folder; the first drops its PostgreSQL database.
      await second?.close();
      await first.close();
    }
  });
});
