import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { builtInPosts } from '@site/shared/built-in-posts';
import { PROJECT_IDS, paths, publicRoutes } from '@site/shared/site-routes';
import type { TestApp } from './helpers/test-app.ts';
import { bearer, createTestApp, login, testDialect } from './helpers/test-app.ts';
import { buildWebIfStale, webDist } from './helpers/real-web-build.ts';

const ORIGIN = 'https://www.example.co.ke';

/** No visitor waits for a render (issue 46, decision 059): the built-in pages are rendered before
 * the server is ready, and after a change the last good copy is served while the page is rendered
 * again. `X-Page-Cache` says where an answer came from. */
describe(`the page cache (${testDialect})`, { timeout: 240_000 }, () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    await buildWebIfStale();
    t = await createTestApp({ webDistDir: webDist, publicUrl: ORIGIN, warmOrigins: [ORIGIN] });
    token = await login(t.app);
  }, 240_000);
  afterAll(async () => t?.close());

  const get = async (url: string) => {
    const response = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    return {
      status: response.statusCode,
      from: response.headers['x-page-cache'],
      body: response.body,
    };
  };
  const write = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), payload }).then((response) => {
      expect(response.statusCode, response.body).toBeLessThan(300);
      return response.json().data as { id: string; slug: string };
    });

  it('renders every built-in page before the app is ready: the first request of each is served from memory', async () => {
    const builtIn = [
      ...publicRoutes(),
      ...builtInPosts.map((post) => paths.blogPost(post.slug)),
      ...PROJECT_IDS.map((id) => paths.project(id)),
    ];
    for (const url of builtIn)
      expect({ url, from: (await get(url)).from }).toEqual({ url, from: 'hit' });
    // A page nobody asked for yet is rendered on its first request, then kept.
    expect((await get('/career-details/1')).from).toBe('miss');
    expect((await get('/career-details/1')).from).toBe('hit');
  });

  it('after an edit answers the last good copy at once while the page is rendered again, then the new one', async () => {
    const post = await write('POST', '/api/blogs', {
      title: 'Kisumu junctions commissioned',
      content: 'Fourteen junctions.',
      status: 'published',
    });
    // The second page of the list shows the posts written in the portal (the first, the built-in ones).
    const url = '/blog?page=2';
    await get(url);
    expect((await get(url)).from).toBe('hit');

    // The background renders read the list first: held here until the stale copy has been seen (a
    // kept list page is served without reading the database).
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const read = t.app.repos.blogs.listPublished.bind(t.app.repos.blogs);
    const reads = vi
      .spyOn(t.app.repos.blogs, 'listPublished')
      .mockImplementationOnce(async (query) => {
        await held;
        return read(query);
      });
    try {
      await write('PUT', `/api/blogs/${post.id}`, {
        title: 'Fourteen Kisumu junctions commissioned',
        content: 'Fourteen junctions.',
        status: 'published',
      });
      const meanwhile = await get(url);
      expect([meanwhile.status, meanwhile.from]).toEqual([200, 'stale']);
      expect(meanwhile.body).toContain('Kisumu junctions commissioned');
      expect(meanwhile.body).not.toContain('Fourteen Kisumu junctions commissioned');
      // A built-in post's page (the blog's routes are made again) is public all along.
      expect((await get(paths.blogPost(builtInPosts[0]!.slug))).from).toBe('stale');
      // A page that shows no posts is not touched by the change.
      expect((await get('/about')).from).toBe('hit');
    } finally {
      release();
      reads.mockRestore();
    }
    await t.app.pageTwins!.settled();
    const after = await get(url);
    expect([after.status, after.from]).toEqual([200, 'hit']);
    expect(after.body).toContain('Fourteen Kisumu junctions commissioned');
  });

  it('never answers the stale copy of a post that was unpublished or deleted', async () => {
    for (const leave of ['unpublish', 'delete'] as const) {
      const post = await write('POST', '/api/blogs', {
        title: `A post to ${leave}`,
        content: 'Soon gone.',
        status: 'published',
      });
      const url = `/blog/${post.slug}`;
      await get(url);
      expect((await get(url)).from).toBe('hit');
      if (leave === 'delete') await write('DELETE', `/api/blogs/${post.id}`);
      else
        await write('PUT', `/api/blogs/${post.id}`, {
          title: `A post to ${leave}`,
          content: 'Soon gone.',
          status: 'draft',
        });
      // At once, before the background render: the page asks the database first.
      const gone = await get(url);
      expect({
        leave,
        status: gone.status,
        shown: gone.body.includes(`A post to ${leave}`),
      }).toEqual({ leave, status: 404, shown: false });
    }
  });
});
