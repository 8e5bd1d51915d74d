import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { builtInPosts } from '@site/shared/built-in-posts';
import { publicRoutes } from '@site/shared/site-routes';
import { BLOGS_TOPIC } from '../src/routes/blogs/blog-routes.ts';
import { insertPublishedPosts } from './helpers/blog-posts.ts';
import { structuredData } from './helpers/structured-data.ts';
import type { TestApp } from './helpers/test-app.ts';
import { bearer, createTestApp, login, testDialect } from './helpers/test-app.ts';
import { buildWebIfStale, webDist } from './helpers/real-web-build.ts';

const ORIGIN = 'https://www.example.co.ke';

type Page = { status: number; headers: Record<string, unknown>; document: Document };

/** The inline scripts that run (no `type`: data blocks do not), by their code. */
const runningScripts = (document: Document) =>
  [...document.querySelectorAll('script:not([src]):not([type])')].map(
    (script) => script.textContent ?? '',
  );

const meta = (document: Document, key: string) =>
  document.head
    .querySelector(`meta[property="${key}"], meta[name="${key}"]`)
    ?.getAttribute('content') ?? null;

describe(`path twins: prerendered public pages (${testDialect})`, { timeout: 240_000 }, () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    await buildWebIfStale();
    t = await createTestApp({ webDistDir: webDist, publicUrl: ORIGIN });
    token = await login(t.app);
  }, 240_000);
  afterAll(async () => t?.close());

  /** The page once the pages kept before the last change have been rendered again. */
  async function fetchPage(url: string, headers: Record<string, string> = {}): Promise<Page> {
    await t.app.pageTwins!.settled();
    const response = await t.app.inject({
      method: 'GET',
      url,
      headers: { accept: 'text/html', ...headers },
    });
    return {
      status: response.statusCode,
      headers: response.headers,
      document: new JSDOM(response.body).window.document,
    };
  }

  it('answers every public route at its path with the page itself: heading, text, title, canonical, Open Graph, JSON-LD', async () => {
    for (const route of publicRoutes()) {
      const { status, headers, document } = await fetchPage(route);
      const canonical = `${ORIGIN}${route === '/' ? '/' : route}`;
      expect({ route, status }).toEqual({ route, status: 200 });
      expect(headers['content-type']).toBe('text/html; charset=utf-8');
      expect(document.documentElement.lang).toBe('en');
      const main = document.querySelector('#root main');
      expect(main?.querySelector('h1')?.textContent?.trim(), route).toBeTruthy();
      expect(main?.textContent?.replace(/\s+/g, ' ').length, route).toBeGreaterThan(200);
      expect(document.querySelectorAll('title')).toHaveLength(1);
      expect(document.title, route).toMatch(/Kilima Smart Systems/);
      expect(
        document.head.querySelector('link[rel="canonical"]')?.getAttribute('href'),
        route,
      ).toBe(canonical);
      expect(meta(document, 'description'), route).toBeTruthy();
      expect(meta(document, 'og:url'), route).toBe(canonical);
      expect(meta(document, 'og:title'), route).toBeTruthy();
      expect(meta(document, 'og:image'), route).toMatch(new RegExp(`^${ORIGIN}/`));
      expect(meta(document, 'twitter:card'), route).toBe('summary_large_image');
      const types = structuredData(document).map((item) => item['@type']);
      if (route === '/') expect(types).toEqual(expect.arrayContaining(['Organization', 'WebSite']));
      else expect(types, route).toContain('BreadcrumbList');
      // Site links inside the page lead to other path twins, so the page is navigable without JavaScript.
      expect(
        [...document.querySelectorAll('#root a[href^="/#/"]')].map((a) => a.getAttribute('href')),
        route,
      ).toEqual([]);
    }
  });

  it('renders the home page with its real content and the routes with their own', async () => {
    const home = await fetchPage('/');
    expect(home.document.querySelector('h1')?.textContent).toBe('Kilima Smart Systems Ltd');
    const about = await fetchPage('/about');
    expect(about.document.title).toBe('About Us | Kilima Smart Systems');
    const project = await fetchPage('/projects/its-1');
    expect(project.document.querySelector('main h1')?.textContent).toBe('Nairobi BRT System');
    const footerLinks = [...home.document.querySelectorAll('footer a')].map((a) =>
      a.getAttribute('href'),
    );
    expect(footerLinks).toContain('/about');
  });

  it('paints from the page alone: the CSS it uses inline, no stylesheet or script fetched while it is read, the clip left to the app', async () => {
    const fullSheet = await t.app.inject({ method: 'GET', url: '/' }).then(async (home) => {
      const href =
        /<noscript><link rel="stylesheet" href="(\/assets\/[^"]+\.css)"><\/noscript>/.exec(
          home.body,
        )?.[1];
      expect(href, 'the whole stylesheet, for visitors without JavaScript').toBeTruthy();
      return (await t.app.inject({ method: 'GET', url: href! })).body;
    });
    for (const route of ['/', '/about', '/blog', '/contact']) {
      const { document } = await fetchPage(route);
      // index.html's head script reads this: a hash URL's page is fetched at its own path on such a page.
      expect(document.documentElement.hasAttribute('data-prerendered-page'), route).toBe(true);
      // Nothing the parser meets fetches a stylesheet or the app's script; the loader starts them later.
      // (jsdom runs no scripts, so it reads <noscript> as markup: the fallback link is left out here.)
      const stylesheets = [...document.querySelectorAll('link[rel="stylesheet"]')].filter(
        (link) => !link.closest('noscript'),
      );
      expect(stylesheets, route).toHaveLength(0);
      expect(document.querySelectorAll('script[src]'), route).toHaveLength(0);
      const inline = [...document.querySelectorAll('style')]
        .map((style) => style.textContent ?? '')
        .join('\n');
      expect(inline.length, route).toBeLessThan(fullSheet.length * 0.6);
      // Every class of the page's heading has its rule inline (Tailwind escapes ':' and '/' in selectors).
      for (const name of document.querySelector('main h1')?.classList ?? []) {
        expect(inline, `${route}: .${name}`).toContain(
          `.${name.replace(/[:/[\].]/g, (c) => `\\${c}`)}`,
        );
      }
    }
    // The home clip is the app's: the page shows its poster picture, with high priority.
    const home = (await fetchPage('/')).document;
    expect(home.querySelector('video')).toBeNull();
    expect(
      home
        .querySelector('main img[src^="/images/hero/home-poster"]')
        ?.getAttribute('fetchpriority'),
    ).toBe('high');
    // Every other picture waits for it, also one the browser will find on screen (a project card).
    const others = [
      ...(await fetchPage('/projects')).document.querySelectorAll(
        'main img:not([src^="/images/hero/"])',
      ),
    ];
    expect(others.length).toBeGreaterThan(0);
    for (const image of others)
      expect([image.getAttribute('src'), image.getAttribute('fetchpriority')]).toEqual([
        image.getAttribute('src'),
        'low',
      ]);
  });

  it('prerenders a built-in post as an article, with BlogPosting data', async () => {
    const post = builtInPosts[0]!;
    const { status, document } = await fetchPage(`/blog/${post.slug}`);
    expect(status).toBe(200);
    expect(document.querySelector('main h1')?.textContent).toBe(post.title);
    expect(meta(document, 'og:type')).toBe('article');
    expect(meta(document, 'og:image')).toBe(`${ORIGIN}${post.image.src}`);
    const posting = structuredData(document).find((item) => item['@type'] === 'BlogPosting');
    expect(posting).toMatchObject({ headline: post.title });
  });

  it("prerenders the editor's pictures with srcset, lazily, and a video link as a titled player", async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/blogs',
      headers: bearer(token),
      payload: {
        title: 'Editor twin',
        content_format: 'html',
        status: 'published',
        content:
          '<p>Before.</p><img src="/uploads/pole-1600.webp" alt="A pole" width="1600" height="900" ' +
          'srcset="/uploads/pole-480.webp 480w, /uploads/pole-1600.webp 1600w" sizes="(min-width: 768px) 720px, 100vw">' +
          '<p><a href="https://youtu.be/dQw4w9WgXcQ">Rush hour</a></p>',
      },
    });
    const { document } = await fetchPage(`/blog/${created.json().data.slug}`);
    const picture = document.querySelector('.post-content img[alt="A pole"]')!;
    expect(picture.getAttribute('srcset')).toBe(
      '/uploads/pole-480.webp 480w, /uploads/pole-1600.webp 1600w',
    );
    expect(picture.getAttribute('sizes')).toBe('(min-width: 768px) 720px, 100vw');
    expect(picture.getAttribute('loading')).toBe('lazy');
    const player = document.querySelector('.post-content iframe[title="Rush hour"]')!;
    expect(player.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(player.getAttribute('loading')).toBe('lazy');
    expect(document.querySelector('.post-content figcaption a')?.getAttribute('href')).toBe(
      'https://youtu.be/dQw4w9WgXcQ',
    );
    // The feed reads the link, never a player.
    const rss = (await t.app.inject({ method: 'GET', url: '/rss.xml' })).body;
    expect(rss).toContain('youtu.be/dQw4w9WgXcQ');
    expect(rss).not.toMatch(/iframe/i);
  });

  it('prerenders a published post, never a draft, and follows edits, publishing and deletion at once', async () => {
    const create = (body: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/api/blogs', headers: bearer(token), payload: body });
    const draft = (
      await create({
        title: 'Junction upgrade draft',
        content: 'Secret **plans** for Thika Road.',
        status: 'draft',
      })
    ).json().data;
    const hidden = await fetchPage(`/blog/${draft.slug}`);
    expect(hidden.status).toBe(404);
    expect(hidden.document.body.textContent).not.toContain('Secret');
    expect((await fetchPage('/blog')).document.body.textContent).not.toContain(
      'Junction upgrade draft',
    );

    const published = (
      await create({
        title: 'Adaptive signals on Mombasa Road',
        content: 'Queues fell by **a third**.',
        excerpt: 'What changed at six junctions',
        status: 'published',
      })
    ).json().data;
    const page = await fetchPage(`/blog/${published.slug}`);
    expect(page.status).toBe(200);
    expect(page.document.querySelector('main h1')?.textContent).toBe(
      'Adaptive signals on Mombasa Road',
    );
    expect(page.document.querySelector('main strong')?.textContent).toBe('a third');
    expect(meta(page.document, 'description')).toBe('What changed at six junctions');
    expect(meta(page.document, 'og:type')).toBe('article');
    // The first page shows the built-in posts; published posts follow from the second.
    expect((await fetchPage('/blog?page=2')).document.body.textContent).toContain(
      'Adaptive signals on Mombasa Road',
    );

    await t.app.inject({
      method: 'PUT',
      url: `/api/blogs/${draft.id}`,
      headers: bearer(token),
      payload: { title: 'Junction upgrade', content: 'Now public.', status: 'published' },
    });
    const nowPublic = await fetchPage(`/blog/${draft.slug}`);
    expect(nowPublic.status).toBe(200);
    expect(nowPublic.document.querySelector('main h1')?.textContent).toBe('Junction upgrade');

    await t.app.inject({
      method: 'DELETE',
      url: `/api/blogs/${published.id}`,
      headers: bearer(token),
    });
    expect((await fetchPage(`/blog/${published.slug}`)).status).toBe(404);
  });

  it('serves each page of the blog list at /blog?page=N from the database at an offset: ?page=1 leads to /blog, a page past the last is not found, other parameters are ignored', async () => {
    await t.app.database.db.deleteFrom('blog_posts').execute();
    // 6 built-in posts and 9 published ones: three pages of six.
    const posts = await insertPublishedPosts(t.app.database.db, { count: 9, bytes: 400 });
    const draft = (
      await t.app.inject({
        method: 'POST',
        url: '/api/blogs',
        headers: bearer(token),
        payload: { title: 'Paged draft never listed', content: 'Hidden.' },
      })
    ).json().data;
    await t.app.changes.publish(BLOGS_TOPIC);
    /** The page's main part, and the generated posts it links to. */
    const listed = async (url: string) => {
      const page = await fetchPage(url);
      expect({ url, status: page.status }).toEqual({ url, status: 200 });
      const main = page.document.querySelector('main')!;
      const links = (slug: string) => main.querySelector(`a[href="/blog/${slug}"]`) !== null;
      return { main, posts: posts.filter((post) => links(post.slug)), links };
    };

    const first = await listed('/blog');
    expect(first.posts).toEqual([]);
    for (const post of builtInPosts) expect(first.links(post.slug), post.slug).toBe(true);
    expect((await listed('/blog?page=2')).posts).toEqual(posts.slice(0, 6));
    expect((await listed('/blog?page=3')).posts).toEqual(posts.slice(6));
    for (const url of ['/blog', '/blog?page=2', '/blog?page=3']) {
      const page = await listed(url);
      expect(page.links(draft.slug), url).toBe(false);
      expect(page.main.textContent, url).not.toContain(draft.title);
    }

    const redirect = await t.app.inject({ method: 'GET', url: '/blog?page=1' });
    expect([redirect.statusCode, redirect.headers.location]).toEqual([301, '/blog']);
    for (const url of ['/blog?page=4', '/blog?page=99999999999']) {
      const past = await fetchPage(url);
      expect({ url, status: past.status }).toEqual({ url, status: 404 });
      expect(meta(past.document, 'robots'), url).toBe('noindex');
    }

    // Kept per page: another parameter (or a page value that is no number) reads the same bytes.
    const reads = vi.spyOn(t.app.repos.blogs, 'listPublished');
    try {
      const etag = async (url: string) =>
        (await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } })).headers.etag;
      expect(await etag('/blog?page=2&utm_source=feed')).toBe(await etag('/blog?page=2'));
      expect(await etag('/blog?ref=x&page=abc')).toBe(await etag('/blog'));
      expect(reads).not.toHaveBeenCalled();
    } finally {
      reads.mockRestore();
    }
    await t.app.database.db.deleteFrom('blog_posts').execute();
    await t.app.changes.publish(BLOGS_TOPIC);
  });

  it("answers /search?q=… for any text with the overlay's results and published posts only, each a link, and keeps no search", async () => {
    const create = (body: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/api/blogs', headers: bearer(token), payload: body });
    const published = (
      await create({
        title: 'Roundabout signals in Thika',
        content: 'Signals at the roundabout.',
        status: 'published',
      })
    ).json().data;
    const draft = (
      await create({ title: 'Roundabout draft never found', content: 'Secret.', status: 'draft' })
    ).json().data;

    const found = await fetchPage('/search?q=roundabout');
    expect(found.status).toBe(200);
    expect(meta(found.document, 'robots')).toBe('noindex');
    expect(found.document.head.querySelector('link[rel="canonical"]')).toBeNull();
    const main = found.document.querySelector('main')!;
    const form = main.querySelector('form[action="/search"][method="get"]');
    expect(form?.querySelector<HTMLInputElement>('input[name="q"]')?.value).toBe('roundabout');
    expect(main.querySelector(`a[href="/blog/${published.slug}"]`)).not.toBeNull();
    expect(main.querySelector(`a[href="/blog/${draft.slug}"]`)).toBeNull();
    expect(main.textContent).not.toContain('Roundabout draft never found');
    expect(main.querySelector('[role="status"]')?.textContent).toBe('1 result');

    // The site's index and the built-in posts, as the overlay and the blog find them.
    const solar = (await fetchPage('/search?q=solar')).document.querySelector('main')!;
    expect(solar.querySelector('a[href="/services/solar"]')).not.toBeNull();
    const solarPost = builtInPosts.find((post) => /solar/i.test(post.title))!;
    expect(solar.querySelector(`a[href="/blog/${solarPost.slug}"]`)).not.toBeNull();
    const none = (await fetchPage('/search?q=zebra+drones')).document;
    expect(none.querySelector('main [role="status"]')?.textContent).toBe(
      'No results found for "zebra drones"',
    );

    // Answered, never kept: each search reads the database again. The bare page is kept.
    const reads = vi.spyOn(t.app.repos.blogs, 'listPublished');
    try {
      await fetchPage('/search?q=roundabout');
      await fetchPage('/search?q=roundabout');
      expect(reads).toHaveBeenCalledTimes(2);
      const bare = await fetchPage('/search');
      expect(bare.status).toBe(200);
      expect(meta(bare.document, 'robots')).toBeNull();
      expect(bare.document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
        `${ORIGIN}/search`,
      );
      const etag = async (url: string) =>
        (await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } })).headers.etag;
      expect(await etag('/search?q=')).toBe(await etag('/search'));
      expect(reads).toHaveBeenCalledTimes(2);
    } finally {
      reads.mockRestore();
    }

    // Any text: bounded, without control characters.
    const long = await fetchPage(`/search?q=${'x'.repeat(5000)}%00`);
    expect(long.status).toBe(200);
    expect(long.document.querySelector<HTMLInputElement>('main input[name="q"]')?.value).toBe(
      'x'.repeat(200),
    );
    expect((await fetchPage('/search?q=%00%22%27*AND(')).status).toBe(200);
  });

  it('answers unknown paths and unknown ids with 404 and the not-found page; the admin path goes to the portal', async () => {
    for (const url of [
      '/no-such-page',
      '/projects/no-such-project',
      '/career-details/99',
      '/blog/no-such-post',
      '/services/no-such-service',
    ]) {
      const { status, document } = await fetchPage(url);
      expect({ url, status }).toEqual({ url, status: 404 });
      expect(document.querySelector('main h1')?.textContent, url).toBeTruthy();
      expect(meta(document, 'robots'), url).toBe('noindex');
      expect(document.head.querySelector('link[rel="canonical"]'), url).toBeNull();
    }
    expect((await fetchPage('/no-such-page')).document.querySelector('main h1')?.textContent).toBe(
      'Page not found',
    );
    // The portal is a document of its own (plugins/admin-document.ts), not a page twin.
    const admin = await t.app.inject({ method: 'GET', url: '/admin' });
    expect(admin.statusCode).toBe(200);
    expect(admin.body).not.toContain('data-prerendered-page');
    const api = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ success: false });
    const post = await t.app.inject({ method: 'POST', url: '/about' });
    expect(post.statusCode).toBe(405);
  });

  it('sends no bytes a page does not use: custom properties it reads, the language list left to the app, hashes for scripts that run', async () => {
    for (const route of ['/', '/about', '/projects', `/blog/${builtInPosts[0]!.slug}`]) {
      const { headers, document } = await fetchPage(route);
      const inline = [...document.querySelectorAll('style')]
        .map((style) => style.textContent ?? '')
        .join('\n');
      const read = new Set(
        [...document.documentElement.outerHTML.matchAll(/var\(\s*(--[\w-]+)/g)].map(
          (match) => match[1],
        ),
      );
      const declared = new Set(
        [...inline.matchAll(/(?:^|[;{])\s*(--[\w-]+)\s*:|@property\s+(--[\w-]+)/g)].map(
          (match) => match[1] ?? match[2],
        ),
      );
      expect(declared.size, route).toBeGreaterThan(0);
      expect(
        [...declared].filter((name) => !read.has(name)),
        route,
      ).toEqual([]);
      // The theme's colours the page uses are still there (a heading's colour, a button's background).
      expect(inline, route).toMatch(/--color-brand-\d+:/);
      // The language button, without the twenty options only the app can act on (and no reference to them).
      const picker = document.querySelector('header button[aria-haspopup="listbox"]');
      expect(picker?.getAttribute('aria-label'), route).toBe('Language: English (EN)');
      expect(picker?.hasAttribute('aria-controls'), route).toBe(false);
      expect(document.querySelector('[role="listbox"]'), route).toBeNull();
      // CSP allows the scripts that run by their hashes; the JSON data blocks do not run and need none.
      const running = [...document.querySelectorAll('script:not([src])')].filter(
        (script) => !script.hasAttribute('type'),
      );
      expect(running.length, route).toBeGreaterThan(0);
      expect(String(headers['content-security-policy']).match(/'sha256-/g)?.length, route).toBe(
        running.length,
      );
      // index.html's notes stay in the source: the first script carries code only.
      expect(running[0]?.textContent, route).not.toMatch(/^\s*\/\//m);
    }
  });

  it('serves each page from memory: brotli made once, a strong ETag, 304 on revalidation, CSP allowing its inline scripts', async () => {
    const first = await t.app.inject({
      method: 'GET',
      url: '/about',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.vary).toBe('Accept-Encoding');
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await t.app.inject({
      method: 'GET',
      url: '/about',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const revalidated = await t.app.inject({
      method: 'GET',
      url: '/about',
      headers: { 'accept-encoding': 'br, gzip', 'if-none-match': String(first.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    const csp = String(first.headers['content-security-policy']);
    expect(csp).toMatch(/script-src [^;]*'sha256-/);
    expect(csp).not.toContain("'unsafe-inline' 'sha256");
  });

  it("keeps `$`` and `$'` in a post's title as text: one document, the template's scripts, a CSP with exactly the template's hashes", async () => {
    const title = "Costs in $` and $' and $& terms";
    const post = (
      await t.app.inject({
        method: 'POST',
        url: '/api/blogs',
        headers: bearer(token),
        payload: { title, content: "Priced in $` and $'.", status: 'published' },
      })
    ).json().data;
    const response = await t.app.inject({ method: 'GET', url: `/blog/${post.slug}` });
    expect(response.statusCode).toBe(200);
    expect(response.body.match(/<!doctype/gi)).toHaveLength(1);
    expect(response.body.match(/<\/head>/g)).toHaveLength(1);
    const { document } = new JSDOM(response.body).window;
    expect(document.querySelector('main h1')?.textContent).toBe(title);
    expect(document.title).toContain(title);
    const template = new JSDOM(fs.readFileSync(path.join(webDist, 'index.html'), 'utf8')).window
      .document;
    expect(runningScripts(document)).toEqual(runningScripts(template));
    const hashes = String(response.headers['content-security-policy']).match(/'sha256-[^']+'/g);
    expect(hashes).toEqual(
      runningScripts(template).map(
        (code) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`,
      ),
    );
  });

  it('reads a path once: a path with an empty segment is the not-found page, and does not become it', async () => {
    // Nothing kept: the first not-found page rendered is the one these paths make.
    await t.app.changes.publish(BLOGS_TOPIC);
    for (const url of ['//x/blog', '/blog//x', '//about', '/about//', '//']) {
      const { status, document } = await fetchPage(url);
      expect({ url, status }).toEqual({ url, status: 404 });
      expect(document.querySelector('main h1')?.textContent, url).toBe('Page not found');
    }
    const unknown = await fetchPage('/no-such-page');
    expect(unknown.status).toBe(404);
    expect(unknown.document.querySelector('main h1')?.textContent).toBe('Page not found');
    expect((await fetchPage('/blog')).document.title).toMatch(/^Blog/);
  });

  it('leads other spellings of a page to its canonical path with a 301; a path that names no page stays not found', async () => {
    for (const [url, location] of [
      ['/ABOUT', '/about'],
      ['/Services/its', '/services/its'],
      ['/about/', '/about'],
      ['/Projects/ITS-1/', '/projects/its-1'],
      ['/Blog/Some-Post?ref=feed', '/blog/some-post?ref=feed'],
    ]) {
      const response = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect({ url, status: response.statusCode, location: response.headers.location }).toEqual({
        url,
        status: 301,
        location,
      });
    }
    expect((await fetchPage('/No-Such-Page')).status).toBe(404);
  });

  it('answers 503 with Retry-After while more than a few pages wait for the renderer, and renders them after', async () => {
    // Searches are never kept: each is a render.
    const routes = Array.from({ length: 16 }, (_, i) => `/search?q=signal+${i}`);
    const answers = await Promise.all(
      routes.map((url) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } })),
    );
    const busy = routes.filter((_, i) => answers[i]!.statusCode === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(answers.filter((answer) => answer.statusCode === 200).length).toBeGreaterThan(0);
    for (const answer of answers.filter((each) => each.statusCode === 503)) {
      expect(answer.headers['retry-after']).toBe('5');
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.json()).toMatchObject({ success: false });
    }
    for (const url of busy)
      expect({ url, status: (await fetchPage(url)).status }).toEqual({ url, status: 200 });
  });
});

describe(`path twins without PUBLIC_URL (${testDialect})`, { timeout: 240_000 }, () => {
  let t: TestApp;
  beforeAll(async () => {
    await buildWebIfStale();
    t = await createTestApp({ webDistDir: webDist, trustProxy: 1 });
  }, 240_000);
  afterAll(async () => t?.close());

  const linksOf = async (headers: Record<string, string>) => {
    const response = await t.app.inject({ method: 'GET', url: '/about', headers });
    const { document } = new JSDOM(response.body).window;
    return {
      status: response.statusCode,
      forged: response.body.includes('evil.example'),
      canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute('href'),
      ogUrl: meta(document, 'og:url'),
    };
  };

  it("never carries a forged Host or X-Forwarded-Host into a page's canonical or og:url", async () => {
    const forged: Record<string, string>[] = [
      { host: '127.0.0.1:@evil.example' },
      { host: 'localhost:80/evil.example' },
      { host: '127.0.0.1', 'x-forwarded-host': '[::1]:@evil.example' },
    ];
    for (const headers of forged)
      expect({ headers, ...(await linksOf(headers)) }).toEqual({
        headers,
        status: 200,
        forged: false,
        canonical: '/about',
        ogUrl: '/about',
      });
    expect(await linksOf({ host: '127.0.0.1:4300' })).toMatchObject({
      canonical: 'http://127.0.0.1:4300/about',
      ogUrl: 'http://127.0.0.1:4300/about',
    });
  });
});
