import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { sql } from 'kysely';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TestApp } from './helpers/test-app.ts';
import {
  bearer,
  createTestApp,
  freshPostgresDatabase,
  multipart,
  signedInTestApp,
  testDialect,
} from './helpers/test-app.ts';
import { blogsRepository } from '../src/db/blogs-repository.ts';
import { openDatabase } from '../src/db/database.ts';
import { migrateToLatest, migrateUpTo } from '../src/db/migrations/index.ts';
import { BLOGS_TOPIC } from '../src/routes/blogs/blog-routes.ts';
import { FEATURED_IMAGE_RULE } from '../src/storage/image-sources.ts';

describe(`blog API (${testDialect})`, () => {
  const t = signedInTestApp();

  beforeEach(async () => {
    await t.app.database.db.deleteFrom('blog_posts').execute();
  });

  const create = (body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/blogs', headers: bearer(t.token), payload: body });

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
      headers: { ...bearer(t.token), ...form.headers },
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
      headers: bearer(t.token),
      payload: { title: 'Second', content: 'x', slug: 'Better Slug' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data.slug).toBe('better-slug');
    const clash = await t.app.inject({
      method: 'PUT',
      url: `/api/blogs/${b.id}`,
      headers: bearer(t.token),
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
        'status must be one of draft, in_review, scheduled, published, archived',
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

  it('lists published posts newest first as list items: no content, the excerpt or the start of the text', async () => {
    await create({ title: 'Older', content: '**bold** words &amp; more', status: 'published' });
    await new Promise((r) => setTimeout(r, 5));
    await create({ title: 'Newer', content: '*em*', excerpt: 'Given', status: 'published' });
    const body = (await t.app.inject({ method: 'GET', url: '/api/blogs' })).json();
    expect(body).toMatchObject({ success: true, total: 2, nextCursor: null });
    expect(body.data.map((p: { title: string }) => p.title)).toEqual(['Newer', 'Older']);
    for (const item of body.data) expect(item).not.toHaveProperty('content');
    expect(body.data.map((p: { excerpt: string }) => p.excerpt)).toEqual([
      'Given',
      'bold words & more...',
    ]);
  });

  it('strips script, event handlers and javascript: URLs from public content', async () => {
    const payload =
      '<p onclick="steal()">Hi</p><script>alert(1)</script><img src="https://example.com/a.png" alt="" onerror="alert(2)">' +
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
      headers: bearer(t.token),
    });
    expect(admin.json().data[0].content).toBe(payload);
  });

  it('counts a view for each client that fetches a post by slug @sql', async () => {
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
      headers: bearer(t.token),
    });
    expect(admin.json().data[0].views).toBe(2);
  });

  it("counts a repeat reader from memory: only a client's first read on an instance writes @sql", async () => {
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
      headers: bearer(t.token),
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
      headers: { ...bearer(t.token), ...form.headers },
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
      headers: bearer(t.token),
      payload: { title: 'Later', content: 'x', status: 'published' },
    });
    expect(response.json().data.published_at).not.toBeNull();
  });

  it('deletes a post; unknown ids get 404', async () => {
    const post = (await create({ title: 'Doomed', content: 'x' })).json().data;
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/blogs/${post.id}`,
      headers: bearer(t.token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { id: post.id } });
    expect(await t.app.database.db.selectFrom('blog_posts').select('id').execute()).toEqual([]);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/blogs/${post.id}`,
      headers: bearer(t.token),
    });
    expect(again.statusCode).toBe(404);
    const update = await t.app.inject({
      method: 'PUT',
      url: '/api/blogs/does-not-exist',
      headers: bearer(t.token),
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

describe(`blog list paging, search and categories (${testDialect}) @sql`, () => {
  const t = signedInTestApp();
  type Item = { id: string; slug: string; title: string; status: string; content?: string };
  type Page = { data: Item[]; total: number; nextCursor: string | null; link?: string };
  beforeEach(async () => {
    await t.app.database.db.deleteFrom('blog_posts').execute();
    await t.app.changes.publish(BLOGS_TOPIC);
  });

  const create = async (body: Record<string, unknown>) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/blogs',
      headers: bearer(t.token),
      payload: { content: 'Words.', status: 'published', ...body },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as Item;
  };
  /** `count` published posts, one a minute apart, the newest first in the answer. */
  const publishedSeries = async (count: number) => {
    const posts: Item[] = [];
    for (let i = 0; i < count; i += 1) {
      const post = await create({ title: `Series ${i + 1}` });
      await t.app.database.db
        .updateTable('blog_posts')
        .set({ published_at: new Date(Date.UTC(2025, 0, 1, 8, i)).toISOString() })
        .where('id', '=', post.id)
        .execute();
      posts.unshift(post);
    }
    await t.app.changes.publish(BLOGS_TOPIC);
    return posts;
  };
  const list = async (url: string, headers: Record<string, string> = {}): Promise<Page> => {
    const response = await t.app.inject({ method: 'GET', url, headers });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    const link = response.headers.link as string | undefined;
    return { ...response.json(), ...(link && { link }) };
  };
  const titles = (page: Page) => page.data.map((post) => post.title);
  const nextUrl = (link: string | undefined) => /^<([^>]+)>; rel="next"$/.exec(link ?? '')?.[1];

  it('pages with a cursor: at most limit posts, the total, nextCursor and a Link header to the next page', async () => {
    const posts = await publishedSeries(7);
    await create({ title: 'Draft among them', status: 'draft' });
    const first = await list('/api/blogs?limit=3');
    expect(titles(first)).toEqual(posts.slice(0, 3).map((post) => post.title));
    expect(first.total).toBe(7);
    expect(first.nextCursor).toEqual(expect.any(String));
    expect(first.link).toBe(`</api/blogs?limit=3&cursor=${first.nextCursor}>; rel="next"`);

    const second = await list(nextUrl(first.link)!);
    expect(titles(second)).toEqual(posts.slice(3, 6).map((post) => post.title));
    const last = await list(`/api/blogs?limit=3&cursor=${second.nextCursor}`);
    expect(titles(last)).toEqual([posts[6]!.title]);
    expect(last).toMatchObject({ total: 7, nextCursor: null });
    expect(last.link).toBeUndefined();
    expect((await list('/api/blogs')).data).toHaveLength(7);
  });

  it('neither repeats nor skips a post when one is published between two pages', async () => {
    const posts = await publishedSeries(6);
    const first = await list('/api/blogs?limit=3');
    const fresh = await create({ title: 'Published meanwhile' });
    const second = await list(nextUrl(first.link)!);
    expect([...titles(first), ...titles(second)]).toEqual(posts.map((post) => post.title));
    expect(second.total).toBe(7);
    expect(titles(await list('/api/blogs?limit=3'))[0]).toBe(fresh.title);
  });

  it('answers ?page=N at an offset, with a Link to the page after it by cursor', async () => {
    const posts = await publishedSeries(7);
    const page2 = await list('/api/blogs?limit=3&page=2');
    expect(titles(page2)).toEqual(posts.slice(3, 6).map((post) => post.title));
    expect(titles(await list(nextUrl(page2.link)!))).toEqual([posts[6]!.title]);
    expect((await list('/api/blogs?limit=3&page=9')).data).toEqual([]);
  });

  it('searches the title, excerpt, body text and tags, and filters by category', async () => {
    const body = await create({
      title: 'Street lights',
      content:
        'The new **photovoltaic** panels charge by day.\n\n<p>Batteries &amp; <em>controllers</em>.</p>',
      category: 'Solar Streetlighting',
    });
    const tagged = await create({
      title: 'Junctions',
      content: 'Signals.',
      tags: ['ramp-metering', 'Nairobi'],
      category: 'ITS',
    });
    const excerpt = await create({ title: 'Cameras', excerpt: 'Number plate recognition' });
    await create({ title: 'Photovoltaic draft', content: 'photovoltaic', status: 'draft' });
    await create({ title: 'Archived photovoltaic', status: 'archived' });
    const slugs = async (url: string) => {
      const page = await list(url);
      expect(page.total, url).toBe(page.data.length);
      return page.data.map((post) => post.slug);
    };
    expect(await slugs('/api/blogs?q=photovoltaic')).toEqual([body.slug]);
    expect(await slugs('/api/blogs?q=PHOTO')).toEqual([body.slug]);
    // The last word is a prefix from three letters on; a shorter one matches whole words only.
    expect(await slugs('/api/blogs?q=pho')).toEqual([body.slug]);
    expect(await slugs('/api/blogs?q=ph')).toEqual([]);
    expect(await slugs('/api/blogs?q=batteries%20controllers')).toEqual([body.slug]);
    expect(await slugs('/api/blogs?q=metering')).toEqual([tagged.slug]);
    expect(await slugs('/api/blogs?q=nairobi')).toEqual([tagged.slug]);
    expect(await slugs('/api/blogs?q=plate')).toEqual([excerpt.slug]);
    expect(await slugs('/api/blogs?q=street')).toEqual([body.slug]);
    expect(await slugs('/api/blogs?q=photovoltaic%20nowhere')).toEqual([]);
    expect(await slugs('/api/blogs?category=ITS')).toEqual([tagged.slug]);
    expect(await slugs('/api/blogs?category=its')).toEqual([]);
    expect(await slugs('/api/blogs?category=ITS&q=photovoltaic')).toEqual([]);
    expect(await slugs('/api/blogs?category=Solar%20Streetlighting&q=panels')).toEqual([body.slug]);
  });

  it('finds a post by its new text after an edit, and no more after it is deleted', async () => {
    const post = await create({ title: 'Depot', content: 'Generators.' });
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/blogs/${post.id}`,
      headers: bearer(t.token),
      payload: { title: 'Depot', content: 'Inverters.', status: 'published' },
    });
    expect(edit.statusCode).toBe(200);
    expect((await list('/api/blogs?q=generators')).data).toEqual([]);
    expect(titles(await list('/api/blogs?q=inverters'))).toEqual(['Depot']);
    await t.app.inject({ method: 'GET', url: `/api/blogs/slug/${post.slug}` });
    expect(titles(await list('/api/blogs?q=inverters'))).toEqual(['Depot']);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/blogs/${post.id}`,
      headers: bearer(t.token),
    });
    expect(await list('/api/blogs?q=inverters')).toMatchObject({ data: [], total: 0 });
  });

  it('never reads a search as query syntax: odd input is a search like any other, never an error', async () => {
    await create({ title: 'And near the end', content: 'A "quoted" word * and - signs (NEAR)' });
    const odd = [
      '"',
      '*',
      'AND',
      '-',
      'NEAR(',
      'NEAR(a b)',
      '"unbalanced',
      'a OR',
      'title:x',
      '^x',
    ];
    for (const q of [
      ...odd,
      '(',
      ')',
      "'",
      '\\',
      '%',
      '_',
      '😀',
      'a & b | !c',
      'x:*',
      '<->',
      'ñandú',
      '東京',
      '²³',
      'Ⅻ',
    ])
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/blogs?q=${encodeURIComponent(q)}` }))
          .statusCode,
        q,
      ).toBe(200);
    expect(titles(await list('/api/blogs?q=%22quoted%22%20NEAR'))).toEqual(['And near the end']);
    expect(titles(await list('/api/blogs?q=AND'))).toEqual(['And near the end']);
    expect((await list('/api/blogs?q=*')).data).toEqual([]);
  });

  it('answers 400 naming the field for bad list parameters', async () => {
    const cases: [string, string, string][] = [
      ['limit=0', 'limit', 'limit must be at least 1'],
      ['limit=51', 'limit', 'limit must be at most 50'],
      ['limit=two', 'limit', 'limit must be a whole number'],
      ['page=0', 'page', 'page must be at least 1'],
      ['page=1.5', 'page', 'page must be a whole number'],
      [`q=${'x'.repeat(201)}`, 'q', 'q must be at most 200 characters'],
      [`category=${'x'.repeat(81)}`, 'category', 'category must be at most 80 characters'],
      ['cursor=not-a-cursor', 'cursor', 'cursor is not valid'],
      [
        `cursor=${Buffer.from(JSON.stringify(['2025-01-01T00:00:00.000Z', 'a\u0000b'])).toString('base64url')}`,
        'cursor',
        'cursor is not valid',
      ],
      ['category=a%00b', 'category', 'category must not contain control characters'],
      ['q=a%00b', 'q', 'q must not contain control characters'],
      ['sort=title', 'body', 'Unknown field: sort'],
    ];
    for (const [query, field, message] of cases) {
      const response = await t.app.inject({ method: 'GET', url: `/api/blogs?${query}` });
      expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
      expect(response.json().success).toBe(false);
      expect(response.json().error, query).toContain(message);
      expect(Object.keys(response.json().details.fields), query).toEqual([field]);
    }
    const both = await t.app.inject({ method: 'GET', url: '/api/blogs?page=2&cursor=abc' });
    expect(both.statusCode).toBe(400);
    expect(both.json().error).toBe('Use either cursor or page, not both');
  });

  it('never lists a draft or an archived post, by any parameter', async () => {
    await create({ title: 'Hidden draft', status: 'draft', category: 'Secret', tags: ['hush'] });
    await create({ title: 'Hidden archive', status: 'archived', category: 'Secret' });
    for (const url of [
      '/api/blogs',
      '/api/blogs?q=hidden',
      '/api/blogs?category=Secret',
      '/api/blogs?q=hush',
      '/api/blogs?page=1',
    ])
      expect(await list(url), url).toMatchObject({ data: [], total: 0, nextCursor: null });
    expect((await list('/api/blogs/categories')).data).toEqual([]);
  });

  it('lists the categories of published posts, the most recently used first', async () => {
    for (const [title, category, status] of [
      ['A', 'ITS', 'published'],
      ['B', 'Cybersecurity', 'published'],
      ['C', 'ITS', 'published'],
      ['D', 'Draft only', 'draft'],
      ['E', '', 'published'],
    ]) {
      await create({ title, category, status });
      await new Promise((r) => setTimeout(r, 5));
    }
    const response = await t.app.inject({ method: 'GET', url: '/api/blogs/categories' });
    expect(response.json()).toEqual({ success: true, data: ['ITS', 'Cybersecurity'] });
  });

  /** Until the changes published so far have come back from PostgreSQL too (an instance hears its own
   * notifications, and empties its caches again). */
  async function changesSettled() {
    if (testDialect !== 'postgres') return;
    const topic = `settled-${Math.random()}`;
    let heard = 0;
    t.app.changes.subscribe(topic, () => (heard += 1));
    await t.app.changes.publish(topic);
    await vi.waitFor(() => expect(heard).toBe(2));
  }

  it('keeps each public answer until a post changes, and answers a search without keeping it', async () => {
    await publishedSeries(2);
    await changesSettled();
    const reads = vi.spyOn(t.app.repos.blogs, 'listPublished');
    try {
      const first = await list('/api/blogs?limit=1');
      expect(await list('/api/blogs?limit=1')).toEqual(first);
      expect(reads).toHaveBeenCalledTimes(1);
      await list('/api/blogs?q=series');
      await list('/api/blogs?q=series');
      expect(reads).toHaveBeenCalledTimes(3);
      await create({ title: 'Series 3' });
      expect(titles(await list('/api/blogs?limit=1'))).toEqual(['Series 3']);
      expect(reads).toHaveBeenCalledTimes(4);
    } finally {
      reads.mockRestore();
    }
  });

  it('fills the search text and index of posts written before migration 008', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-migrate-'));
    const database = testDialect === 'postgres' ? await freshPostgresDatabase() : undefined;
    const handle = openDatabase({ dataDir, databaseUrl: database?.url });
    try {
      await migrateUpTo(handle.db, handle.dialect, '007-admin-sessions');
      const at = '2024-05-06T07:08:09.000Z';
      await sql`insert into blog_posts (id, title, slug, content, content_html, tags, status,
        reading_time, created_at, updated_at, published_at) values ('old-1', 'Old post', 'old-post',
        'x', '<p>Older <b>photovoltaic</b> &amp; text.</p>', '["legacy"]', 'published', 1, ${at}, ${at},
        null)`.execute(handle.db);
      await migrateToLatest(handle.db, handle.dialect);
      const blogs = blogsRepository(handle.db, handle.dialect);
      for (const q of ['photovoltaic', 'legacy', 'old'])
        expect(
          (await blogs.listPublished({ limit: 12, q })).items.map((p) => p.slug),
          q,
        ).toEqual(['old-post']);
      expect((await blogs.listPublished({ limit: 12 })).items[0]).toMatchObject({
        excerpt: 'Older photovoltaic & text....',
        published_at: at,
      });
    } finally {
      await handle.close();
      await database?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('gives the admin pages of every post with its source, filtered by status and searched', async () => {
    const made: Item[] = [];
    for (const [i, status] of ['draft', 'published', 'archived', 'draft', 'published'].entries()) {
      made.unshift(await create({ title: `Admin ${i}`, content: `# Source ${i}`, status }));
      await new Promise((r) => setTimeout(r, 5));
    }
    const admin = (query: string) => list(`/api/blogs/admin${query}`, bearer(t.token));
    const first = await admin('?limit=2');
    expect(first).toMatchObject({ success: true, total: 5 });
    expect(titles(first)).toEqual(['Admin 4', 'Admin 3']);
    expect(first.data[1]!.content).toBe('# Source 3');
    expect(first.link).toBe(`</api/blogs/admin?limit=2&cursor=${first.nextCursor}>; rel="next"`);
    const rest = [first];
    while (rest.at(-1)!.nextCursor)
      rest.push(await admin(`?limit=2&cursor=${rest.at(-1)!.nextCursor}`));
    expect(rest.flatMap(titles)).toEqual(made.map((post) => post.title));
    const drafts = await admin('?status=draft');
    expect(drafts).toMatchObject({ total: 2, nextCursor: null });
    expect(drafts.data.map((post) => post.status)).toEqual(['draft', 'draft']);
    expect(titles(await admin('?q=source%202'))).toEqual(['Admin 2']);
    expect(titles(await admin('?status=published&q=admin'))).toEqual(['Admin 4', 'Admin 1']);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/blogs/admin?status=deleted',
      headers: bearer(t.token),
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().details.fields)).toEqual(['status']);
  });
});
