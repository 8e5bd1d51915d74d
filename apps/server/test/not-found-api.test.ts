import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NOT_FOUND_ENTRY_MISSING,
  NOT_FOUND_PATH_RULE,
  ROLE_FORBIDDEN,
  TOO_MANY_NOT_FOUND_REPORTS,
} from '@site/shared';
import { signedInMember } from './helpers/team.ts';
import type { TestApp } from './helpers/test-app.ts';
import { callAs, createTestApp, login, testDialect } from './helpers/test-app.ts';
import { buildWebIfStale, webDist } from './helpers/real-web-build.ts';

type Entry = { path: string; count: number; firstAt: string; lastAt: string };

/** The not-found log (issue 48, decision 072): every "not found" of a site page, counted by path in
 * one upsert, the log bounded in paths and each path in length. On both databases: the upsert that
 * counts, the bound inside the same statement and the trim by last time. */
describe(`the not-found log (${testDialect}) @sql`, { timeout: 240_000 }, () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    await buildWebIfStale();
    t = await createTestApp({ webDistDir: webDist, notFoundLogEntries: 10 });
    admin = await login(t.app);
  }, 240_000);
  afterAll(async () => t?.close());

  const visit = (url: string, method: 'GET' | 'HEAD' = 'GET') =>
    t.app.inject({ method, url, headers: { accept: 'text/html' } });
  const log = async (query = '') => {
    const response = await callAs(t.app, admin, 'GET', `/api/admin/not-found${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response;
  };
  const entries = async (query = '') => (await log(query)).json().data as Entry[];
  const countOf = async (path: string) =>
    (await entries('?limit=100')).find((entry) => entry.path === path)?.count;
  const clear = () => t.app.database.db.deleteFrom('not_found_paths').execute();

  it('counts the not-found pages and files of the site by path, never the API, a HEAD or a live page', async () => {
    for (const url of [
      '/old-products',
      '/old-products?utm_source=mail',
      '/blog/kisumu-one',
      '/projects/its-99',
      '/brochure-2019.pdf',
      '/brochure-2019.pdf',
      '/brochure-2019.pdf',
    ]) {
      const response = await visit(url);
      expect(response.statusCode, url).toBe(404);
    }
    await visit('/old-products', 'HEAD');
    await visit('/about');
    await t.app.inject({ method: 'GET', url: '/api/no-such-call' });
    await visit('/blog?page=999');

    const byCount = await entries();
    expect(byCount.map(({ path, count }) => [path, count])).toEqual([
      ['/brochure-2019.pdf', 3],
      ['/old-products', 2],
      ['/projects/its-99', 1],
      ['/blog/kisumu-one', 1],
    ]);
    const [first] = byCount;
    expect(Date.parse(first!.lastAt)).toBeGreaterThanOrEqual(Date.parse(first!.firstAt));
    const latest = await entries('?sort=latest');
    expect(latest[0]?.path).toBe('/brochure-2019.pdf');
  });

  it('cuts a long path and pages the log, the most frequent first, with the next page in Link', async () => {
    await clear();
    const long = `/${'a'.repeat(400)}`;
    await visit(long);
    expect(await countOf(`/${'a'.repeat(299)}`)).toBe(1);
    await clear();
    for (const [path, times] of [
      ['/one', 1],
      ['/two', 2],
      ['/three', 3],
    ] as const)
      for (let i = 0; i < times; i += 1) await visit(path);
    const first = await log('?limit=2');
    expect(first.json()).toMatchObject({ total: 3 });
    expect((first.json().data as Entry[]).map((entry) => entry.path)).toEqual(['/three', '/two']);
    const { nextCursor } = first.json() as { nextCursor: string };
    expect(first.headers.link).toBe(
      `</api/admin/not-found?sort=count&limit=2&cursor=${nextCursor}>; rel="next"`,
    );
    const second = await log(`?limit=2&cursor=${nextCursor}`);
    expect((second.json().data as Entry[]).map((entry) => entry.path)).toEqual(['/one']);
    expect(second.json().nextCursor).toBeNull();
    const latest = await log('?sort=latest&limit=1');
    const afterLatest = await log(`?sort=latest&limit=5&cursor=${latest.json().nextCursor}`);
    expect((afterLatest.json().data as Entry[]).map((entry) => entry.path)).toEqual([
      '/two',
      '/one',
    ]);
    const bad = await callAs(t.app, admin, 'GET', '/api/admin/not-found?sort=loudest');
    expect(bad.json()).toMatchObject({ error: 'sort must be one of count, latest' });
  });

  it('keeps at most its number of paths, still counts the ones it has, and lets the least recently seen go', async () => {
    await clear();
    for (let i = 1; i <= 12; i += 1) await visit(`/missing-${i}`);
    const kept = await entries('?limit=100');
    expect(kept).toHaveLength(10);
    expect(kept.map((entry) => entry.path)).not.toContain('/missing-11');
    // Full: a path it has is still counted.
    await visit('/missing-1');
    expect(await countOf('/missing-1')).toBe(2);
    // Housekeeping keeps the nine most recently seen, making room for new paths.
    await t.app.housekeeping.runAll();
    const trimmed = (await entries('?sort=latest&limit=100')).map((entry) => entry.path);
    expect(trimmed).toHaveLength(9);
    expect(trimmed).toContain('/missing-1');
    expect(trimmed).not.toContain('/missing-2');
    await visit('/missing-13');
    expect(await countOf('/missing-13')).toBe(1);
  });

  it("counts the app's own not-found pages it reports, validated and limited per client", async () => {
    await clear();
    const report = (path: unknown, remoteAddress = '203.0.113.7') =>
      t.app.inject({
        method: 'POST',
        url: '/api/not-found',
        payload: { path },
        remoteAddress,
      });
    const accepted = await report('/services/old-lighting?from=menu');
    expect(accepted.statusCode).toBe(202);
    expect(accepted.json()).toEqual({ success: true, data: { path: '/services/old-lighting' } });
    expect(await countOf('/services/old-lighting')).toBe(1);
    for (const path of ['/api/blogs', '/admin/posts', 'no-slash', '/uploads/x.webp', '/a b']) {
      const refused = await report(path, '203.0.113.8');
      expect(refused.statusCode, path).toBe(400);
      expect(refused.json(), path).toMatchObject({
        error: NOT_FOUND_PATH_RULE,
        details: { fields: { path: [NOT_FOUND_PATH_RULE] } },
      });
    }
    // 30 reports an hour from one client; the 31st is refused before its body is read.
    for (let i = 2; i <= 30; i += 1)
      expect((await report('/services/old-lighting')).statusCode).toBe(202);
    const limited = await report('/services/old-lighting');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ success: false, error: TOO_MANY_NOT_FOUND_REPORTS });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await countOf('/services/old-lighting')).toBe(30);
    expect((await report('/services/old-lighting', '198.51.100.4')).statusCode).toBe(202);
  });

  it('drops an address once a redirect leads from it, and a post renamed drops its old address', async () => {
    await clear();
    await visit('/old-catalogue');
    await visit('/blog/kisumu-lights');
    expect(await countOf('/old-catalogue')).toBe(1);
    const added = await callAs(t.app, admin, 'POST', '/api/admin/redirects', {
      from: '/old-catalogue',
      to: '/products',
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(await countOf('/old-catalogue')).toBeUndefined();
    expect((await visit('/old-catalogue')).statusCode).toBe(301);
    // Nor does the app's report count an address that now leads somewhere.
    await t.app.inject({
      method: 'POST',
      url: '/api/not-found',
      payload: { path: '/old-catalogue' },
    });
    expect(await countOf('/old-catalogue')).toBeUndefined();

    const created = await callAs(t.app, admin, 'POST', '/api/blogs', {
      title: 'Kisumu lights',
      content: 'Lamps.',
      status: 'published',
      slug: 'kisumu-lights-2026',
    });
    const { id } = created.json().data as { id: string };
    await callAs(t.app, admin, 'PUT', `/api/blogs/${id}`, {
      title: 'Kisumu lights',
      content: 'Lamps.',
      status: 'published',
      slug: 'kisumu-lights',
    });
    await callAs(t.app, admin, 'PUT', `/api/blogs/${id}`, {
      title: 'Kisumu lights',
      content: 'Lamps.',
      status: 'published',
      slug: 'kisumu-lights-2027',
    });
    expect(await countOf('/blog/kisumu-lights')).toBeUndefined();
  });

  it('is for editors and administrators, and clears an entry with a trail', async () => {
    await clear();
    await visit('/old-team');
    const editor = (await signedInMember(t.app, 'editor@example.com', 'editor')).token;
    const author = (await signedInMember(t.app, 'author@example.com', 'author')).token;
    expect((await callAs(t.app, author, 'GET', '/api/admin/not-found')).json()).toEqual({
      success: false,
      error: ROLE_FORBIDDEN,
    });
    expect((await callAs(t.app, null, 'GET', '/api/admin/not-found')).statusCode).toBe(401);
    const cleared = await callAs(t.app, editor, 'DELETE', '/api/admin/not-found?path=%2Fold-team');
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().data).toMatchObject({ path: '/old-team', count: 1 });
    expect(await entries()).toEqual([]);
    const again = await callAs(t.app, editor, 'DELETE', '/api/admin/not-found?path=%2Fold-team');
    expect({ status: again.statusCode, body: again.json() }).toEqual({
      status: 404,
      body: { success: false, error: NOT_FOUND_ENTRY_MISSING },
    });
    const trail = await t.app.database.db
      .selectFrom('audit_log')
      .select(['action', 'target', 'actor_email'])
      .where('action', '=', 'not-found.clear')
      .execute();
    expect(trail).toEqual([
      {
        action: 'not-found.clear',
        target: 'not-found:/old-team',
        actor_email: 'editor@example.com',
      },
    ]);
  });
});
