import zlib from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TestApp } from './helpers/test-app.ts';
import { bearer, createTestApp, login, multipart, testDialect } from './helpers/test-app.ts';
import { FEATURED_IMAGE_RULE } from '../src/storage/image-sources.ts';

describe(`blog API (${testDialect})`, () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp();
    token = await login(t.app);
  });
  afterAll(async () => t.close());

  beforeEach(async () => {
    await t.app.database.db.deleteFrom('blog_posts').execute();
  });

  const create = (body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/blogs', headers: bearer(token), payload: body });

  it('creates a post from the multipart form with tags as comma-separated text', async () => {
    const form = multipart({
      title: 'Smart Junctions in Nairobi',
      content: '## Why\n\nAdaptive signals cut queues.',
      excerpt: 'How adaptive control helps',
      category: 'Intelligent Transport System(ITS)',
      tags: 'traffic, signals , ,Traffic, nairobi',
      status: 'published',
      featured_image: '/uploads/0123456789abcdef0123456789abcdef-960.webp',
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/blogs',
      headers: { ...bearer(token), ...form.headers },
      payload: form.payload,
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.data).toMatchObject({
      title: 'Smart Junctions in Nairobi',
      slug: 'smart-junctions-in-nairobi',
      content: '## Why\n\nAdaptive signals cut queues.',
      excerpt: 'How adaptive control helps',
      category: 'Intelligent Transport System(ITS)',
      tags: ['traffic', 'signals', 'nairobi'],
      status: 'published',
      featured_image: '/uploads/0123456789abcdef0123456789abcdef-960.webp',
      views: 0,
      reading_time: 1,
    });
    expect(body.data.published_at).toBe(body.data.created_at);
    expect(Date.parse(body.data.updated_at)).not.toBeNaN();
  });

  it('accepts JSON, defaults to draft, and stores the post', async () => {
    const response = await create({ title: 'Draft one', content: 'Body' });
    expect(response.statusCode).toBe(201);
    const post = response.json().data;
    expect(post.status).toBe('draft');
    expect(post.published_at).toBeNull();
    expect(post.tags).toEqual([]);
    const stored = await t.app.database.db
      .selectFrom('blog_posts')
      .selectAll()
      .where('id', '=', post.id)
      .executeTakeFirstOrThrow();
    expect(stored.title).toBe('Draft one');
    expect(stored.status).toBe('draft');
  });

  it('makes unique slugs: a clash gets -2, -3', async () => {
    const slugs = [];
    for (let i = 0; i < 3; i += 1)
      slugs.push(
        (await create({ title: 'Solar Street Lighting!', content: 'x' })).json().data.slug,
      );
    expect(slugs).toEqual([
      'solar-street-lighting',
      'solar-street-lighting-2',
      'solar-street-lighting-3',
    ]);
  });

  it('lets the admin edit the slug, and refuses a slug already taken with 409', async () => {
    const a = (await create({ title: 'First', content: 'x' })).json().data;
    const b = (await create({ title: 'Second', content: 'x' })).json().data;
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/blogs/${b.id}`,
      headers: bearer(token),
      payload: { title: 'Second', content: 'x', slug: 'Better Slug' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data.slug).toBe('better-slug');
    const clash = await t.app.inject({
      method: 'PUT',
      url: `/api/blogs/${b.id}`,
      headers: bearer(token),
      payload: { title: 'Second', content: 'x', slug: a.slug },
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({
      success: false,
      error: 'slug "first" is already used by another post',
    });
  });

  it('answers 400 naming the field for bad input', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ content: 'x' }, 'title is required'],
      [{ title: '   ', content: 'x' }, 'title is required'],
      [{ title: 'x' }, 'content is required'],
      [
        { title: 'x', content: 'y', status: 'deleted' },
        'status must be one of draft, published, archived',
      ],
      [{ title: 'x'.repeat(201), content: 'y' }, 'title must be at most 200 characters'],
      [{ title: 'x', content: 'y', featured_image: 'javascript:alert(1)' }, FEATURED_IMAGE_RULE],
      [
        { title: 'x', content: 'y', tags: 42 },
        'tags must be comma-separated text or a list of strings',
      ],
    ];
    for (const [payload, message] of cases) {
      const response = await create(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ success: false, error: message });
      expect(response.json().details.fields).toBeDefined();
    }
  });

  it('hides drafts and archived posts from the public list and slug lookup', async () => {
    const published = (
      await create({ title: 'Published post', content: 'Visible', status: 'published' })
    ).json().data;
    const draft = (await create({ title: 'Secret draft', content: 'Hidden' })).json().data;
    const archived = (
      await create({ title: 'Old news', content: 'Gone', status: 'archived' })
    ).json().data;

    const list = await t.app.inject({ method: 'GET', url: '/api/blogs' });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((p: { slug: string }) => p.slug)).toEqual([published.slug]);
    expect(list.body).not.toContain('Secret draft');
    expect(list.body).not.toContain('Old news');

    for (const hidden of [draft, archived]) {
      const response = await t.app.inject({ method: 'GET', url: `/api/blogs/slug/${hidden.slug}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, error: 'Blog post not found' });
    }
  });

  it('lists published posts newest first with rendered HTML', async () => {
    await create({ title: 'Older', content: '**bold**', status: 'published' });
    await new Promise((r) => setTimeout(r, 5));
    await create({ title: 'Newer', content: '*em*', status: 'published' });
    const data = (await t.app.inject({ method: 'GET', url: '/api/blogs' })).json().data;
    expect(data.map((p: { title: string }) => p.title)).toEqual(['Newer', 'Older']);
    expect(data[1].content).toBe('<p><strong>bold</strong></p>\n');
  });

  it('strips script, event handlers and javascript: URLs from public content', async () => {
    const payload =
      '<p onclick="steal()">Hi</p><script>alert(1)</script><img src="https://example.com/a.png" onerror="alert(2)">' +
      '<a href="javascript:alert(3)">click</a><iframe src="https://evil.example"></iframe>\n\n[md](javascript:alert(4))';
    const post = (await create({ title: 'XSS', content: payload, status: 'published' })).json()
      .data;
    const response = await t.app.inject({ method: 'GET', url: `/api/blogs/slug/${post.slug}` });
    const html: string = response.json().data.content;
    expect(html).toContain('Hi');
    expect(html).toContain('<img src="https://example.com/a.png"');
    for (const bad of ['<script', 'onclick', 'onerror', 'javascript:', '<iframe', 'alert(1)'])
      expect(html).not.toContain(bad);
    // The admin sees the source exactly as written.
    const admin = await t.app.inject({
      method: 'GET',
      url: '/api/blogs/admin',
      headers: bearer(token),
    });
    expect(admin.json().data[0].content).toBe(payload);
  });

  it('counts a view for each client that fetches a post by slug', async () => {
    const post = (await create({ title: 'Counted', content: 'x', status: 'published' })).json()
      .data;
    await t.app.inject({
      method: 'GET',
      url: `/api/blogs/slug/${post.slug}`,
      remoteAddress: '198.51.100.1',
    });
    const second = await t.app.inject({
      method: 'GET',
      url: `/api/blogs/slug/${post.slug}`,
      remoteAddress: '198.51.100.2',
    });
    expect(second.json().data.views).toBe(2);
    const admin = await t.app.inject({
      method: 'GET',
      url: '/api/blogs/admin',
      headers: bearer(token),
    });
    expect(admin.json().data[0].views).toBe(2);
  });

  it("counts a repeat reader from memory: only a client's first read on an instance writes", async () => {
    const post = (await create({ title: 'Read again', content: 'x', status: 'published' })).json()
      .data;
    const read = (app: TestApp['app'], remoteAddress: string) =>
      app.inject({ method: 'GET', url: `/api/blogs/slug/${post.slug}`, remoteAddress });
    const writes = (app: TestApp['app']) => {
      const counter = vi.spyOn(app.repos.rateCounters, 'add');
      const addView = vi.spyOn(app.repos.blogs, 'addView');
      return {
        views: () => counter.mock.calls.filter(([c]) => c.key.startsWith('view:')).length,
        addView: () => addView.mock.calls.length,
        restore: () => (counter.mockRestore(), addView.mockRestore()),
      };
    };
    const here = writes(t.app);
    try {
      expect((await read(t.app, '198.51.100.7')).json().data.views).toBe(1);
      expect([here.views(), here.addView()]).toEqual([1, 1]);
      for (let i = 0; i < 5; i += 1)
        expect((await read(t.app, '198.51.100.7')).json().data.views).toBe(1);
      expect([here.views(), here.addView()]).toEqual([1, 1]);
      expect((await read(t.app, '198.51.100.8')).json().data.views).toBe(2);
      expect([here.views(), here.addView()]).toEqual([2, 2]);
    } finally {
      here.restore();
    }
    // Another instance on the same database asks the shared counter about its own first read of
    // the client, which was counted already: no second view.
    const other = await createTestApp({ sameDatabaseAs: t });
    const there = writes(other.app);
    try {
      expect((await read(other.app, '198.51.100.7')).json().data.views).toBe(2);
      expect((await read(other.app, '198.51.100.7')).json().data.views).toBe(2);
      expect([there.views(), there.addView()]).toEqual([1, 0]);
    } finally {
      there.restore();
      await other.close();
    }
  });

  it('computes reading time from the words', async () => {
    const words = Array.from({ length: 401 }, (_, i) => `word${i}`).join(' ');
    const post = (await create({ title: 'Long read', content: words })).json().data;
    expect(post.reading_time).toBe(3);
  });

  it('gives the admin every post with source content, newest updated first', async () => {
    await create({ title: 'A draft', content: '# Source' });
    await new Promise((r) => setTimeout(r, 5));
    await create({ title: 'An archive', content: 'x', status: 'archived' });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/blogs/admin',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.map((p: { title: string; status: string }) => [p.title, p.status])).toEqual([
      ['An archive', 'archived'],
      ['A draft', 'draft'],
    ]);
    expect(data[1].content).toBe('# Source');
  });

  it('updates every form field; an omitted optional field is cleared; slug, author and views stay', async () => {
    const post = (
      await create({
        title: 'Before',
        content: 'old',
        excerpt: 'old excerpt',
        category: 'Solar Streetlighting',
        tags: 'a,b',
        status: 'published',
      })
    ).json().data;
    await t.app.inject({ method: 'GET', url: `/api/blogs/slug/${post.slug}` });
    const form = multipart({ title: 'After', content: 'new', tags: 'c', status: 'archived' });
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/blogs/${post.id}`,
      headers: { ...bearer(token), ...form.headers },
      payload: form.payload,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      id: post.id,
      title: 'After',
      slug: 'before',
      content: 'new',
      excerpt: null,
      category: null,
      tags: ['c'],
      status: 'archived',
      views: 1,
      published_at: post.published_at,
      created_at: post.created_at,
    });
    expect(Date.parse(response.json().data.updated_at)).toBeGreaterThanOrEqual(
      Date.parse(post.updated_at),
    );
  });

  it('sets published_at when a draft is first published', async () => {
    const post = (await create({ title: 'Later', content: 'x' })).json().data;
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/blogs/${post.id}`,
      headers: bearer(token),
      payload: { title: 'Later', content: 'x', status: 'published' },
    });
    expect(response.json().data.published_at).not.toBeNull();
  });

  it('deletes a post; unknown ids get 404', async () => {
    const post = (await create({ title: 'Doomed', content: 'x' })).json().data;
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/blogs/${post.id}`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { id: post.id } });
    expect(await t.app.database.db.selectFrom('blog_posts').select('id').execute()).toEqual([]);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/blogs/${post.id}`,
      headers: bearer(token),
    });
    expect(again.statusCode).toBe(404);
    const update = await t.app.inject({
      method: 'PUT',
      url: '/api/blogs/does-not-exist',
      headers: bearer(token),
      payload: { title: 'x', content: 'y' },
    });
    expect(update.statusCode).toBe(404);
    expect(update.json()).toEqual({ success: false, error: 'Blog post not found' });
  });

  it('refuses every admin call without a valid token (401)', async () => {
    const calls = [
      { method: 'GET' as const, url: '/api/blogs/admin' },
      { method: 'POST' as const, url: '/api/blogs', payload: { title: 'x', content: 'y' } },
      { method: 'PUT' as const, url: '/api/blogs/any', payload: { title: 'x', content: 'y' } },
      { method: 'DELETE' as const, url: '/api/blogs/any' },
      { method: 'POST' as const, url: '/api/upload/cloud-image' },
    ];
    for (const call of calls) {
      for (const headers of [{}, bearer('not-a-real-token-but-long-enough')]) {
        const response = await t.app.inject({ ...call, headers });
        expect(response.statusCode, `${call.method} ${call.url}`).toBe(401);
        expect(response.json().success).toBe(false);
      }
    }
    expect(await t.app.database.db.selectFrom('blog_posts').select('id').execute()).toEqual([]);
  });

  it('answers 304 to a reader who already has the current list, and a new list after a change', async () => {
    await create({ title: 'Cached', content: 'x', status: 'published' });
    const first = await t.app.inject({ method: 'GET', url: '/api/blogs' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/blogs',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await create({ title: 'Fresh', content: 'y', status: 'published' });
    const changed = await t.app.inject({
      method: 'GET',
      url: '/api/blogs',
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.map((p: { title: string }) => p.title)).toEqual(['Fresh', 'Cached']);
  });

  it('shows a post published through the admin API in the very next list read, and never a draft', async () => {
    await create({ title: 'Junction control', content: 'x', status: 'published' });
    const first = (await t.app.inject({ method: 'GET', url: '/api/blogs' })).json().data;
    await create({ title: 'Street lighting draft', content: 'Words.', status: 'draft' });
    await create({ title: 'Solar at the depot', content: 'Words.', status: 'published' });
    const list = (await t.app.inject({ method: 'GET', url: '/api/blogs' })).json().data;
    expect(list.map((post: { title: string }) => post.title)).toEqual([
      'Solar at the depot',
      ...first.map((post: { title: string }) => post.title),
    ]);
  });

  it('sends the list compressed as the reader accepts (br before gzip), the same posts in each coding', async () => {
    await create({ title: 'Compressed', content: 'word '.repeat(500), status: 'published' });
    const plain = await t.app.inject({ method: 'GET', url: '/api/blogs' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    const br = await t.app.inject({
      method: 'GET',
      url: '/api/blogs',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await t.app.inject({
      method: 'GET',
      url: '/api/blogs',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.byteLength).toBeLessThan(plain.rawPayload.byteLength);
  });

  it('serves 100 concurrent readers of GET /api/blogs with 200', async () => {
    await create({ title: 'Popular', content: 'x', status: 'published' });
    const responses = await Promise.all(
      Array.from({ length: 100 }, () => t.app.inject({ method: 'GET', url: '/api/blogs' })),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(100).fill(200));
  });
});
