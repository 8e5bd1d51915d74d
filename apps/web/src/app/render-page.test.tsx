// @vitest-environment node
import type { BlogListItem } from '@site/shared';
import { builtInPosts } from '@site/shared/built-in-posts';
import { describe, expect, it } from 'vitest';
import { backendPost } from '../test/blog-posts.ts';
import { listed, seededItems } from '../test/content-items.ts';
import { PRERENDERED_QUERIES_ID } from '../lib/prerendered-queries.ts';
import { pageStatus, renderPage, routeOf } from './render-page.tsx';

const origin = 'https://www.kilima.example';
const template =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"></head><body><div id="root"></div></body></html>';

const items = (count: number): BlogListItem[] =>
  Array.from({ length: count }, (_, i) => {
    const { content: _content, ...post } = backendPost({
      slug: `backend-${i + 1}`,
      title: `Backend post ${i + 1}`,
    });
    return { ...post, excerpt: post.excerpt ?? '' };
  });

const blog = routeOf('/blog');
const list = (page: number, total: number, pageItems: BlogListItem[] = []) => ({
  blogList: { page, items: pageItems, total, categories: ['Company News'] },
});

/** The seed a rendered page carries for the app's query cache. */
function seedOf(html: string): [unknown[], unknown][] {
  const match = new RegExp(
    `<script type="application/json" id="${PRERENDERED_QUERIES_ID}">([^<]*)</script>`,
  ).exec(html);
  return match ? (JSON.parse(match[1] ?? '[]') as [unknown[], unknown][]) : [];
}

describe('the blog list, prerendered', () => {
  it('answers 404 for a page past the last one, never for the first', () => {
    // Six built-in posts and 20 backend posts: five pages.
    expect(builtInPosts).toHaveLength(6);
    expect(pageStatus(blog, list(1, 0))).toBe(200);
    expect(pageStatus(blog, list(5, 20))).toBe(200);
    expect(pageStatus(blog, list(6, 20))).toBe(404);
    expect(pageStatus(blog, list(2, 0))).toBe(404);
    expect(pageStatus(blog, {})).toBe(200);
  });

  it('answers 200 for a built-in post or the published post it is given, 404 otherwise', () => {
    const post = backendPost({ slug: 'given' });
    expect(pageStatus(routeOf(`/blog/${builtInPosts[0]!.slug}`), {})).toBe(200);
    expect(pageStatus(routeOf('/blog/given'), { post })).toBe(200);
    expect(pageStatus(routeOf('/blog/other'), { post })).toBe(404);
    expect(pageStatus(routeOf('/blog/given'), {})).toBe(404);
  });

  it('renders /blog?page=3 with its cards, links and head, and seeds the cache with them', async () => {
    const page = items(6);
    const rendered = await renderPage(
      template,
      { pathname: '/blog', route: blog },
      origin,
      list(3, 20, page),
      () => '',
    );
    expect(rendered.errors).toEqual([]);
    expect(rendered.status).toBe(200);
    const { html } = rendered;
    for (const item of page) expect(html).toContain(`>${item.title}</a>`);
    expect(html).toContain('Showing 13–18 of 26 articles');
    expect(html).toMatch(/<a [^>]*href="\/blog\?page=2"[^>]*>Previous page<\/a>/);
    expect(html).toMatch(/<a [^>]*href="\/blog\?page=4"[^>]*>Next page<\/a>/);
    // In the head, marked as the prerendered page's (the app drops them when it takes over).
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(`<link data-prerendered rel="prev" href="${origin}/blog?page=2">`);
    expect(head).toContain(`<link data-prerendered rel="next" href="${origin}/blog?page=4">`);
    expect(head).toContain(`<link data-prerendered rel="canonical" href="${origin}/blog?page=3">`);
    expect(seedOf(html)).toEqual([
      [['blogs', 'page', 3], { items: page, total: 20 }],
      [['blogs', 'total'], 20],
      [['blogs', 'categories'], ['Company News']],
    ]);
  });

  it("renders /blog with the built-in posts and 'Load More Articles' leading to page 2", async () => {
    const rendered = await renderPage(
      template,
      { pathname: '/blog', route: blog },
      origin,
      list(1, 20),
      () => '',
    );
    expect(rendered.status).toBe(200);
    for (const post of builtInPosts) expect(rendered.html).toContain(post.title);
    expect(rendered.html).toMatch(/<a [^>]*href="\/blog\?page=2"[^>]*>Load More Articles<\/a>/);
    expect(rendered.html).toContain('Showing 6 of 26 articles');
  });

  it('renders a page past the last as not found, carrying the total but no page of posts', async () => {
    const rendered = await renderPage(
      template,
      { pathname: '/blog', route: blog },
      origin,
      list(9, 20),
      () => '',
    );
    expect(rendered.status).toBe(404);
    expect(rendered.html).toContain('content="noindex"');
    expect(seedOf(rendered.html)).toEqual([
      [['blogs', 'total'], 20],
      [['blogs', 'categories'], ['Company News']],
    ]);
  });
});

describe('the search page, prerendered', () => {
  const search = routeOf('/search');

  it('renders /search?q=… with its results as links, its query in the form, noindex, and seeds the posts found', async () => {
    const found = items(2);
    const rendered = await renderPage(
      template,
      { pathname: '/search', route: search },
      origin,
      { search: { q: 'backend post', items: found, total: 7 } },
      () => '',
    );
    expect(rendered.errors).toEqual([]);
    expect(rendered.status).toBe(200);
    const { html } = rendered;
    expect(html).toMatch(/<form[^>]*action="\/search"[^>]*method="get"/);
    expect(html).toMatch(/<input[^>]*name="q"[^>]*value="backend post"/);
    for (const item of found) expect(html).toMatch(new RegExp(`<a [^>]*href="/blog/${item.slug}"`));
    expect(html).toContain('5 more matching posts are on the blog.');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<meta data-prerendered name="robots" content="noindex">');
    expect(head).not.toContain('rel="canonical"');
    expect(seedOf(html)).toEqual([
      [['blogs', 'search', 'backend post'], { items: found, total: 7 }],
    ]);
  });

  it('renders /search without a query as the form and the tips, with its canonical address', async () => {
    const rendered = await renderPage(
      template,
      { pathname: '/search', route: search },
      origin,
      {},
      () => '',
    );
    expect(rendered.status).toBe(200);
    expect(rendered.html).toMatch(/<a [^>]*href="\/search\?q=traffic"/);
    expect(rendered.html).toContain(
      `<link data-prerendered rel="canonical" href="${origin}/search">`,
    );
    expect(seedOf(rendered.html)).toEqual([]);
  });
});

describe('pages of the content types, prerendered', () => {
  it('renders /training from the courses it is given and seeds the cache with them, drafts never given', async () => {
    const courses = listed('courses');
    const rendered = await renderPage(
      template,
      { pathname: '/training', route: routeOf('/training') },
      origin,
      { content: { lists: [{ type: 'courses', page: { items: courses, total: 4 } }], items: [] } },
      () => '',
    );
    expect(rendered.errors).toEqual([]);
    expect(rendered.status).toBe(200);
    for (const course of courses)
      expect(rendered.html).toContain(course.title.replace('&', '&amp;'));
    expect(rendered.html).toContain('KSh 45,000');
    expect(rendered.html).toContain('Next session to be announced');
    expect(seedOf(rendered.html)).toEqual([
      [['content', 'courses', 'list'], { items: courses, total: 4 }],
    ]);
  });

  it('answers a job or project page 200 only for an item it is given, and seeds a missing one as not found', async () => {
    const job = seededItems('jobs')[0]!;
    const withJob = {
      content: { lists: [], items: [{ type: 'jobs' as const, id: '1', item: job }] },
    };
    const without = {
      content: { lists: [], items: [{ type: 'jobs' as const, id: '9', item: null }] },
    };
    expect(pageStatus(routeOf('/career-details/1'), withJob)).toBe(200);
    expect(pageStatus(routeOf('/career-details/9'), without)).toBe(404);
    expect(pageStatus(routeOf('/career-details/1'), {})).toBe(404);
    const project = seededItems('projects')[0]!;
    const withProject = {
      content: { lists: [], items: [{ type: 'projects' as const, id: project.id, item: project }] },
    };
    expect(pageStatus(routeOf(`/projects/${project.id}`), withProject)).toBe(200);
    expect(pageStatus(routeOf('/projects/nope'), {})).toBe(404);
  });
});
