import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  blogPreviewRevokeResponseSchema,
  PREVIEW_LINK_EXPIRED,
  PREVIEW_LINK_INVALID,
  ROLE_FORBIDDEN,
} from '@site/shared';
import type { Role } from '@site/shared';
import type { TestApp } from './helpers/test-app.ts';
import { bearer, createTestApp, login, testDialect } from './helpers/test-app.ts';
import { signedInMember } from './helpers/team.ts';

const addAccount = async (t: TestApp, email: string, role: Role) =>
  (await signedInMember(t.app, email, role)).token;

const HOUR = 3_600_000;

describe(`editorial workflow of posts (${testDialect})`, () => {
  let t: TestApp;
  let admin: string;
  let editor: string;
  let author: string;
  let otherAuthor: string;
  let authorId: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await login(t.app);
    editor = await addAccount(t, 'editor@example.com', 'editor');
    author = await addAccount(t, 'author@example.com', 'author');
    otherAuthor = await addAccount(t, 'other@example.com', 'author');
    authorId = (await t.app.repos.users.findByEmail('author@example.com'))!.id;
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    await t.app.database.db.deleteFrom('blog_posts').execute();
    await t.app.database.db.deleteFrom('blog_post_revisions').execute();
    await t.app.database.db.deleteFrom('audit_log').execute();
  });

  const call = (token: string, method: string, url: string, payload?: Record<string, unknown>) =>
    t.app.inject({ method: method as 'GET', url, headers: bearer(token), payload });
  const create = async (token: string, body: Record<string, unknown>) => {
    const response = await call(token, 'POST', '/api/blogs', body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as {
      id: string;
      slug: string;
      status: string;
      [k: string]: unknown;
    };
  };
  const put = (token: string, id: string, body: Record<string, unknown>) =>
    call(token, 'PUT', `/api/blogs/${id}`, body);
  const forbidden = { success: false, error: ROLE_FORBIDDEN };
  const auditActions = async () =>
    (
      await t.app.database.db
        .selectFrom('audit_log')
        .select(['action', 'actor_email', 'target'])
        .orderBy('at')
        .execute()
    ).map((row) => `${row.action} ${row.actor_email ?? '-'}`);
  const publicSlugs = async () =>
    (
      (await t.app.inject({ method: 'GET', url: '/api/blogs' })).json().data as { slug: string }[]
    ).map((post) => post.slug);

  it('lets an author write and submit their own post, records its owner, and nothing more', async () => {
    const post = await create(author, { title: 'Junction notes', content: 'First take.' });
    expect(post).toMatchObject({ status: 'draft', owner_id: authorId, author: null });
    const submitted = await put(author, post.id, {
      title: 'Junction notes',
      content: 'Second take.',
      status: 'in_review',
    });
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json().data.status).toBe('in_review');

    for (const status of ['published', 'scheduled', 'archived']) {
      const response = await put(author, post.id, {
        title: 'Junction notes',
        content: 'x',
        status,
        publishAt: new Date(Date.now() + HOUR).toISOString(),
      });
      expect(response.statusCode, status).toBe(403);
      expect(response.json()).toEqual(forbidden);
    }
    const published = await create(author, { title: 'x', content: 'y' }).then(() =>
      call(author, 'POST', '/api/blogs', {
        title: 'Straight out',
        content: 'y',
        status: 'published',
      }),
    );
    expect(published.statusCode).toBe(403);
    expect(published.json()).toEqual(forbidden);
    expect((await call(author, 'DELETE', `/api/blogs/${post.id}`)).statusCode).toBe(403);
    expect((await call(author, 'DELETE', `/api/blogs/missing`)).statusCode).toBe(404);

    // Another author's post is not theirs to touch, nor to see.
    const theirs = await put(otherAuthor, post.id, { title: 'Mine now', content: 'x' });
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json()).toEqual(forbidden);
    expect((await call(otherAuthor, 'GET', `/api/blogs/${post.id}/revisions`)).statusCode).toBe(
      403,
    );
    expect((await call(otherAuthor, 'GET', '/api/blogs/admin')).json().data).toEqual([]);
    const listed = (await call(author, 'GET', '/api/blogs/admin')).json();
    expect(listed.total).toBe(2);
    expect((await call(editor, 'GET', '/api/blogs/admin')).json().total).toBe(2);

    // Once an editor publishes it, the author can no longer change it.
    const live = await put(editor, post.id, {
      title: 'Junction notes',
      content: 'Second take.',
      status: 'published',
    });
    expect(live.statusCode).toBe(200);
    expect(live.json().data).toMatchObject({ status: 'published', owner_id: authorId });
    expect((await put(author, post.id, { title: 'Late', content: 'x' })).statusCode).toBe(403);
    expect(await publicSlugs()).toEqual([post.slug]);
    const stored = await t.app.repos.blogs.findById(post.id);
    expect(stored).toMatchObject({
      title: 'Junction notes',
      status: 'published',
      owner_id: authorId,
    });

    expect(await auditActions()).toEqual([
      'post.create author@example.com',
      'post.submit author@example.com',
      'post.create author@example.com',
      'post.publish editor@example.com',
    ]);
  });

  it('reads one post by id for its address in the portal: its source text, only for who may read it', async () => {
    const post = await create(author, { title: 'Kisumu junctions', content: 'We **built** 14.' });
    for (const token of [author, editor, admin]) {
      const read = await call(token, 'GET', `/api/blogs/${post.id}`);
      expect(read.statusCode).toBe(200);
      expect(read.headers['cache-control']).toBe('no-store');
      expect(read.json().data).toMatchObject({
        id: post.id,
        title: 'Kisumu junctions',
        content: 'We **built** 14.',
        status: 'draft',
      });
    }
    const colleague = await call(otherAuthor, 'GET', `/api/blogs/${post.id}`);
    expect({ status: colleague.statusCode, body: colleague.json() }).toEqual({
      status: 403,
      body: forbidden,
    });
    const missing = await call(admin, 'GET', '/api/blogs/no-such-post');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, error: 'Blog post not found' });
    const signedOut = await t.app.inject({ method: 'GET', url: `/api/blogs/${post.id}` });
    expect(signedOut.statusCode).toBe(401);
  });

  it("never tells an author of a colleague's draft through a slug clash: a taken slug gets a free one", async () => {
    const taking = (title: string) => ({ title, slug: 'kisumu-junctions', content: 'x' });
    expect((await create(editor, taking('Draft'))).slug).toBe('kisumu-junctions');

    expect((await create(author, taking('Junctions'))).slug).toBe('kisumu-junctions-2');
    const own = await create(author, { title: 'Another', content: 'x' });
    const renamed = await put(author, own.id, taking('Another'));
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data.slug).toBe('kisumu-junctions-3');

    // An editor sees every post, so a clash is theirs to resolve.
    const clash = await call(editor, 'POST', '/api/blogs', taking('Again'));
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({
      error: 'slug "kisumu-junctions" is already used by another post',
    });
    expect((await put(editor, own.id, taking('Another'))).statusCode).toBe(409);
  });

  it('never shows a post in review or scheduled on the public API', async () => {
    const review = await create(author, { title: 'Waiting', content: 'x', status: 'in_review' });
    const later = await create(editor, {
      title: 'Later',
      content: 'x',
      status: 'scheduled',
      publishAt: new Date(Date.now() + HOUR).toISOString(),
    });
    expect(await publicSlugs()).toEqual([]);
    for (const slug of [review.slug, later.slug])
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/blogs/slug/${slug}` })).statusCode,
      ).toBe(404);
    const feed = await t.app.inject({ method: 'GET', url: '/rss.xml' });
    expect(feed.body).not.toContain('Waiting');
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.body).not.toContain(later.slug);
  });

  it('schedules a post for publishAt, refuses a missing or past time, and publishes it on time', async () => {
    const missing = await call(editor, 'POST', '/api/blogs', {
      title: 'No time',
      content: 'x',
      status: 'scheduled',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      error: 'publishAt is required when status is scheduled',
      details: { fields: { publishAt: ['publishAt is required when status is scheduled'] } },
    });
    for (const [publishAt, error] of [
      ['2020-01-01T08:00:00+03:00', 'publishAt must be in the future'],
      ['tomorrow', 'publishAt must be an ISO date-time'],
    ]) {
      const refused = await call(editor, 'POST', '/api/blogs', {
        title: 'Not scheduled',
        content: 'x',
        status: 'scheduled',
        publishAt,
      });
      expect({ status: refused.statusCode, error: refused.json().error }).toEqual({
        status: 400,
        error,
      });
    }

    const at = new Date(Date.now() + HOUR);
    const post = await create(editor, {
      title: 'On time',
      content: 'x',
      status: 'scheduled',
      publishAt: at.toISOString().replace('Z', '+00:00'),
    });
    expect(post).toMatchObject({
      status: 'scheduled',
      publishAt: at.toISOString(),
      published_at: null,
    });

    await t.app.housekeeping.runAll(new Date(at.getTime() - 1_000));
    expect(await publicSlugs()).toEqual([]);
    await t.app.housekeeping.runAll(at);
    expect(await publicSlugs()).toEqual([post.slug]);
    const stored = await t.app.repos.blogs.findById(post.id);
    expect(stored).toMatchObject({ status: 'published', publish_at: null });
    expect(new Date(stored!.published_at!).toISOString()).toBe(at.toISOString());
    const revisions = (await call(editor, 'GET', `/api/blogs/${post.id}/revisions`)).json().data;
    expect(revisions.map((r: { post: { status: string } }) => r.post.status)).toEqual([
      'published',
      'scheduled',
    ]);
    expect(revisions[0].actor).toEqual({ id: null, email: null });
    expect(await auditActions()).toEqual([
      'post.create editor@example.com',
      'post.schedule editor@example.com',
      'post.publish-scheduled -',
    ]);
  });

  it('keeps a revision of every save and restores one as a new revision', async () => {
    const post = await create(author, { title: 'Version one', content: 'The first text.' });
    await put(author, post.id, { title: 'Version two', content: 'The second text.' });
    await put(author, post.id, { title: 'Version three', content: 'Third.', status: 'in_review' });
    const revisions = await call(author, 'GET', `/api/blogs/${post.id}/revisions`);
    expect(revisions.statusCode).toBe(200);
    expect(revisions.headers['cache-control']).toBe('no-store');
    const list = revisions.json().data as {
      id: string;
      at: string;
      actor: { email: string };
      post: { title: string; content: string };
    }[];
    expect(list.map((r) => r.post.title)).toEqual(['Version three', 'Version two', 'Version one']);
    expect(list[0]!.actor.email).toBe('author@example.com');

    const first = list[2]!;
    const restored = await call(
      author,
      'POST',
      `/api/blogs/${post.id}/revisions/${first.id}/restore`,
    );
    expect(restored.statusCode).toBe(200);
    // The text comes back; the status stays (in review), and so does the address.
    expect(restored.json().data).toMatchObject({
      title: 'Version one',
      content: 'The first text.',
      status: 'in_review',
      slug: post.slug,
    });
    const after = (await call(editor, 'GET', `/api/blogs/${post.id}/revisions`)).json().data;
    expect(after).toHaveLength(4);
    expect(after[0].post.title).toBe('Version one');

    expect(
      (await call(author, 'POST', `/api/blogs/${post.id}/revisions/nope/restore`)).json(),
    ).toEqual({ success: false, error: 'Revision not found' });
    expect(
      (await call(otherAuthor, 'POST', `/api/blogs/${post.id}/revisions/${first.id}/restore`))
        .statusCode,
    ).toBe(403);
    // Published, the post is the editors' to restore.
    await put(editor, post.id, {
      title: 'Version one',
      content: 'The first text.',
      status: 'published',
    });
    expect(
      (await call(author, 'POST', `/api/blogs/${post.id}/revisions/${first.id}/restore`))
        .statusCode,
    ).toBe(403);
    const byEditor = await call(
      editor,
      'POST',
      `/api/blogs/${post.id}/revisions/${list[1]!.id}/restore`,
    );
    expect(byEditor.json().data).toMatchObject({ title: 'Version two', status: 'published' });
    expect((await auditActions()).filter((a) => a.startsWith('post.restore-revision'))).toEqual([
      'post.restore-revision author@example.com',
      'post.restore-revision editor@example.com',
    ]);

    expect((await call(editor, 'DELETE', `/api/blogs/${post.id}`)).statusCode).toBe(200);
    expect((await auditActions()).at(-1)).toBe('post.delete editor@example.com');
    expect((await call(admin, 'GET', `/api/blogs/${post.id}/revisions`)).statusCode).toBe(404);
  });

  it('gives a signed preview link that works without signing in for 7 days, and refuses a tampered or expired one', async () => {
    const post = await create(author, {
      title: 'Preview <me>',
      content: '## Soon\n\nNot public yet.',
    });
    const link = await call(author, 'POST', `/api/blogs/${post.id}/preview-link`);
    expect(link.statusCode).toBe(200);
    const { path, expiresAt } = link.json().data as { path: string; expiresAt: string };
    expect(path).toMatch(/^\/api\/blogs\/preview\/[\w-]+\.\d+\.[\w-]+$/);
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(7 * 86_400_000 - 60_000);
    expect((await call(otherAuthor, 'POST', `/api/blogs/${post.id}/preview-link`)).statusCode).toBe(
      403,
    );

    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(page.body).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(page.body).toContain('<h1>Preview &lt;me&gt;</h1>');
    expect(page.body).toContain('<h2');
    expect(page.body).toContain('Not public yet.');

    const token = path.split('/').at(-1)!;
    const [id, expires, signature] = token.split('.') as [string, string, string];
    const tampered = await t.app.inject({
      method: 'GET',
      url: `/api/blogs/preview/${id}.${Number(expires) + 86_400_000}.${signature}`,
    });
    expect(tampered.statusCode).toBe(404);
    expect(tampered.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(tampered.body).toContain(PREVIEW_LINK_INVALID);
    expect(tampered.body).not.toContain('Not public yet.');

    const old = await t.app.inject({
      method: 'GET',
      url: path,
      // The link made now is expired 7 days and a moment later.
    });
    expect(old.statusCode).toBe(200);
    const { previewLinks } = await import('../src/routes/blogs/preview-links.ts');
    const made = await previewLinks(t.app).create(
      post.id,
      new Date(Date.now() - 7 * 86_400_000 - 1),
    );
    const expired = await t.app.inject({ method: 'GET', url: `/api/blogs/preview/${made.token}` });
    expect(expired.statusCode).toBe(410);
    expect(expired.body).toContain(PREVIEW_LINK_EXPIRED);
    expect(expired.headers['x-robots-tag']).toBe('noindex, nofollow');
  });

  it("revokes a post's preview links: one made before answers as an invalid link, one made after opens", async () => {
    const post = await create(author, { title: 'Revocable', content: 'Not public yet.' });
    const revokeUrl = `/api/blogs/${post.id}/preview-links`;
    const makeLink = async () =>
      (await call(author, 'POST', `/api/blogs/${post.id}/preview-link`)).json().data.path as string;
    const open = (url: string) => t.app.inject({ method: 'GET', url });
    const before = await makeLink();
    expect((await open(before)).statusCode).toBe(200);

    const colleague = await call(otherAuthor, 'DELETE', revokeUrl);
    expect(colleague.statusCode).toBe(403);
    expect(colleague.json()).toEqual(forbidden);
    const unknown = await call(editor, 'DELETE', '/api/blogs/no-such-post/preview-links');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, error: 'Blog post not found' });
    expect((await open(before)).statusCode).toBe(200);

    const revoked = await call(author, 'DELETE', revokeUrl);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.headers['cache-control']).toBe('no-store');
    const { revokedAt } = blogPreviewRevokeResponseSchema.parse(revoked.json()).data;

    const gone = await open(before);
    const invalid = await open('/api/blogs/preview/not-a-link');
    expect(gone.statusCode).toBe(404);
    expect(gone.headers['content-type']).toBe(invalid.headers['content-type']);
    expect(gone.body).toBe(invalid.body);
    expect(gone.body).toContain(PREVIEW_LINK_INVALID);
    expect(gone.body).not.toContain('Not public yet.');
    // A link made in the revoke's own millisecond is revoked too; the route makes new ones after it.
    const { previewLinks } = await import('../src/routes/blogs/preview-links.ts');
    const atRevoke = await previewLinks(t.app).create(post.id, new Date(revokedAt));
    expect((await open(`/api/blogs/preview/${atRevoke.token}`)).statusCode).toBe(404);

    const after = await makeLink();
    const page = await open(after);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Not public yet.');

    // An editor revokes any post's links.
    expect((await call(editor, 'DELETE', revokeUrl)).statusCode).toBe(200);
    expect((await open(after)).statusCode).toBe(404);

    const trail = await t.app.database.db
      .selectFrom('audit_log')
      .select(['action', 'actor_email', 'target', 'details'])
      .where('action', '=', 'post.preview-revoke')
      .orderBy('at')
      .execute();
    expect(trail.map((row) => [row.actor_email, row.target, JSON.parse(row.details!)])).toEqual([
      ['author@example.com', post.id, { title: 'Revocable' }],
      ['editor@example.com', post.id, { title: 'Revocable' }],
    ]);
  });
});
