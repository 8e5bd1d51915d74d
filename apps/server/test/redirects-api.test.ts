import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  REDIRECT_CHAIN,
  REDIRECT_LOOP,
  REDIRECT_NOT_FOUND,
  REDIRECT_TAKEN,
  ROLE_FORBIDDEN,
} from '@site/shared';
import { signedInMember } from './helpers/team.ts';
import type { TestApp } from './helpers/test-app.ts';
import { bearer, createTestApp, login, testDialect } from './helpers/test-app.ts';
import { buildWebIfStale, webDist } from './helpers/real-web-build.ts';

const ORIGIN = 'https://www.example.co.ke';

/** Links that never break (issue 48): a post's old slug, and the redirects an editor adds. On both
 * databases: the redirects' one-per-address rule and the upsert of a slug that moves again. */
describe(`redirects (${testDialect}) @sql`, { timeout: 240_000 }, () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    await buildWebIfStale();
    t = await createTestApp({ webDistDir: webDist, publicUrl: ORIGIN });
    admin = await login(t.app);
  }, 240_000);
  afterAll(async () => t?.close());

  const call = (token: string, method: string, url: string, payload?: object) =>
    t.app.inject({ method: method as 'GET', url, headers: bearer(token), payload });
  const visit = async (url: string) => {
    await t.app.pageTwins!.settled();
    return t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
  };
  async function post(slug: string, status: 'published' | 'draft') {
    const created = await call(admin, 'POST', '/api/blogs', {
      title: `Kisumu junctions ${slug}`,
      content: 'We commissioned 14 junctions.',
      status,
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json().data as { id: string };
    await rename(id, slug, status);
    return { id, rename: (next: string) => rename(id, next, status) };
  }
  async function rename(id: string, slug: string, status: string) {
    const response = await call(admin, 'PUT', `/api/blogs/${id}`, {
      title: `Kisumu junctions`,
      content: 'We commissioned 14 junctions.',
      status,
      slug,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { slug: string };
  }

  it("answers a published post's old slug with 301 to the new one, on the page and in the API", async () => {
    const { rename: moveTo } = await post('kisumu-one', 'published');
    expect((await visit('/blog/kisumu-one')).statusCode).toBe(200);
    await moveTo('kisumu-junctions-2026');

    const page = await visit('/blog/kisumu-one?ref=whatsapp');
    expect(page.statusCode).toBe(301);
    expect(page.headers.location).toBe('/blog/kisumu-junctions-2026?ref=whatsapp');
    expect((await visit('/blog/kisumu-junctions-2026')).statusCode).toBe(200);

    const api = await t.app.inject({ method: 'GET', url: '/api/blogs/slug/kisumu-one' });
    expect(api.statusCode).toBe(301);
    expect(api.headers.location).toBe('/api/blogs/slug/kisumu-junctions-2026');
    const followed = await t.app.inject({ method: 'GET', url: String(api.headers.location) });
    expect(followed.json().data.slug).toBe('kisumu-junctions-2026');

    // A second move leads the first address straight to the last one (no chain), and a move back
    // drops the redirect from the address that names the post again (no loop).
    await moveTo('kisumu-junctions');
    expect((await visit('/blog/kisumu-one')).headers.location).toBe('/blog/kisumu-junctions');
    await moveTo('kisumu-one');
    expect((await visit('/blog/kisumu-one')).statusCode).toBe(200);
    expect((await visit('/blog/kisumu-junctions')).headers.location).toBe('/blog/kisumu-one');
    expect((await visit('/blog/kisumu-junctions-2026')).headers.location).toBe('/blog/kisumu-one');
  });

  it('keeps no redirect for a draft that was never public, and an unknown slug stays a 404', async () => {
    const { rename: moveTo } = await post('draft-first-name', 'draft');
    await moveTo('draft-second-name');
    expect((await visit('/blog/draft-first-name')).statusCode).toBe(404);
    const api = await t.app.inject({ method: 'GET', url: '/api/blogs/slug/draft-first-name' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ success: false, error: 'Blog post not found' });
  });

  it('lets an editor add and remove redirects, refusing loops, chains and a second one per address', async () => {
    const editor = (await signedInMember(t.app, 'editor@example.com', 'editor')).token;
    const author = (await signedInMember(t.app, 'author@example.com', 'author')).token;
    const added = await call(editor, 'POST', '/api/admin/redirects', {
      from: '/old-products',
      to: '/products',
    });
    expect(added.statusCode, added.body).toBe(201);
    const redirect = added.json().data as { id: string };
    expect(added.json().data).toMatchObject({
      from: '/old-products',
      to: '/products',
      status: 301,
      source: 'manual',
      createdBy: 'editor@example.com',
    });
    const moved = await visit('/old-products');
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/products');
    // An address that is no page at all (an old file) may be redirected too, to another site.
    const file = await call(editor, 'POST', '/api/admin/redirects', {
      from: '/brochure-2019.pdf',
      to: 'https://files.example.org/brochure.pdf',
      status: 302,
    });
    expect(file.statusCode, file.body).toBe(201);
    const old = await t.app.inject({ method: 'GET', url: '/brochure-2019.pdf' });
    expect(old.statusCode).toBe(302);
    expect(old.headers.location).toBe('https://files.example.org/brochure.pdf');

    const refused = async (body: object, status: number, error: string) => {
      const response = await call(editor, 'POST', '/api/admin/redirects', body);
      expect({ status: response.statusCode, error: response.json().error }).toEqual({
        status,
        error,
      });
    };
    await refused({ from: '/loop', to: '/loop?x=1' }, 400, REDIRECT_LOOP);
    await refused({ from: '/older-products', to: '/old-products' }, 400, REDIRECT_CHAIN);
    await refused({ from: '/products', to: '/old-products' }, 400, REDIRECT_CHAIN);
    await refused({ from: '/old-products', to: '/about' }, 409, REDIRECT_TAKEN);
    await refused(
      { from: '/api/blogs', to: '/about' },
      400,
      'from must be a path of the site, like /old-page',
    );
    await refused(
      { from: '/x', to: 'http://plain.example.org/' },
      400,
      'to must be a path of the site or an https:// address',
    );

    const listed = await call(editor, 'GET', '/api/admin/redirects');
    expect(listed.json().data.map((r: { from: string }) => r.from)).toEqual(
      expect.arrayContaining(['/old-products', '/brochure-2019.pdf']),
    );
    expect((await call(author, 'GET', '/api/admin/redirects')).json()).toEqual({
      success: false,
      error: ROLE_FORBIDDEN,
    });

    const removed = await call(editor, 'DELETE', `/api/admin/redirects/${redirect.id}`);
    expect(removed.statusCode).toBe(200);
    expect((await visit('/old-products')).statusCode).toBe(404);
    const again = await call(editor, 'DELETE', `/api/admin/redirects/${redirect.id}`);
    expect({ status: again.statusCode, error: again.json().error }).toEqual({
      status: 404,
      error: REDIRECT_NOT_FOUND,
    });
    const trail = await t.app.database.db
      .selectFrom('audit_log')
      .select(['action', 'target'])
      .where('action', 'like', 'redirect.%')
      .orderBy('at')
      .execute();
    expect(trail.map((row) => `${row.action} ${row.target}`)).toEqual([
      'redirect.create redirect:/old-products',
      'redirect.create redirect:/brochure-2019.pdf',
      'redirect.delete redirect:/old-products',
    ]);
  });
});
