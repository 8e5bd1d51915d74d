import type { APIRequestContext, Page } from '@playwright/test';
import { request as playwrightRequest } from '@playwright/test';
import { expectNoSeriousViolations } from './fixtures/axe.ts';
import { expect, test } from './fixtures/test.ts';
import { builtInPosts } from '../packages/shared/src/built-in-posts.ts';
import { expectTabStaysIn } from './fixtures/dialogs.ts';
import { baseURL, e2eAdmin } from '../playwright.config.ts';

const companyShortName = 'Kilima Smart Systems';
const builtInTitles = builtInPosts.map((post) => post.title);

type CreatedPost = { id: string; slug: string; title: string };
type NewPost = {
  title: string;
  content?: string;
  status?: 'draft' | 'published' | 'archived';
  category?: string;
  tags?: string[];
  excerpt?: string;
};

let api: APIRequestContext;
let token: string;
const created: CreatedPost[] = [];

test.beforeAll(async () => {
  api = await playwrightRequest.newContext({ baseURL });
  const login = await api.post('/api/auth/login', {
    data: { email: e2eAdmin.email, password: e2eAdmin.password },
  });
  expect(login.ok()).toBe(true);
  token = (await login.json()).data.session.access_token;
});

test.afterEach(async () => {
  for (const post of created.splice(0)) {
    await api.delete(`/api/blogs/${post.id}`, { headers: { authorization: `Bearer ${token}` } });
  }
});

test.afterAll(async () => {
  await api.post('/api/auth/logout', { headers: { authorization: `Bearer ${token}` } });
  await api.dispose();
});

/** A title no other test or project uses. Its number is one word for every search (PostgreSQL's
 * full-text parser reads the `-347895` of `1795688600162-347895` as a signed number). */
const unique = (label: string) =>
  `${label} ${test.info().project.name} ${Date.now()}x${Math.floor(Math.random() * 1e6)}`;

async function createPost(post: NewPost): Promise<CreatedPost> {
  const response = await api.post('/api/blogs', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      content: `<p>Body of ${post.title}.</p>`,
      status: 'published',
      category: 'E2E Testing',
      tags: ['e2e'],
      ...post,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { data } = await response.json();
  created.push({ id: data.id, slug: data.slug, title: data.title });
  return data;
}

/** How many posts are published: the list's total (its data is one page). */
async function publishedCount(): Promise<number> {
  return (await (await api.get('/api/blogs')).json()).total;
}

const main = (page: Page) => page.locator('main#main');
const cards = (page: Page) => main(page).getByRole('article');
const cardHeadings = (page: Page) => cards(page).getByRole('heading', { level: 3 });
const cardTitles = (page: Page) => cardHeadings(page).allTextContents();
const loadMore = (page: Page) => page.getByRole('button', { name: 'Load More Articles' });

/** Opens the list and waits until the backend posts have arrived (or failed). */
async function openList(page: Page) {
  await page.goto('/#/blog');
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(main(page).getByText('Loading blog posts...')).toBeHidden();
}

async function showAll(page: Page) {
  while (await loadMore(page).isVisible()) {
    const before = await cards(page).count();
    await loadMore(page).click();
    await expect(cards(page)).not.toHaveCount(before);
  }
}

/** What the page logs as an error or throws (React logs a hydration mismatch as an error). */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('blog list', () => {
  test('shows the six built-in posts first, then the published backend posts', async ({ page }) => {
    const older = await createPost({
      title: unique('Older backend post'),
      tags: ['alpha', 'beta', 'gamma', 'delta'],
      excerpt: 'An excerpt from the backend.',
    });
    const newer = await createPost({
      title: unique('Newer backend post'),
      content: `<p>${'Plain words from the body. '.repeat(10)}</p>`,
    });
    const total = 6 + (await publishedCount());

    await openList(page);
    await expect(page).toHaveTitle(`Blog | ${companyShortName}`);
    await expect(main(page).getByText(`Showing 6 of ${total} articles`)).toBeVisible();
    expect(await cardTitles(page)).toEqual(builtInTitles);
    await showAll(page);
    const titles = await cardTitles(page);
    expect(titles.slice(0, 6)).toEqual(builtInTitles);
    expect(titles.indexOf(newer.title)).toBeGreaterThanOrEqual(6);
    expect(titles.indexOf(older.title)).toBeGreaterThan(titles.indexOf(newer.title));

    const olderCard = cards(page).filter({ hasText: older.title });
    await expect(olderCard.getByText('An excerpt from the backend.')).toBeVisible();
    await expect(olderCard.getByRole('listitem')).toHaveText(['#alpha', '#beta', '#gamma']);
    await expect(olderCard.getByText('1 min read')).toBeVisible();
    // No excerpt: the first 150 characters of the content and an ellipsis.
    const fallback = `${'Plain words from the body. '.repeat(10).slice(0, 150)}...`;
    await expect(
      cards(page).filter({ hasText: newer.title }).getByText(fallback, { exact: true }),
    ).toBeVisible();

    await cards(page).filter({ hasText: newer.title }).getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`#/blog/${newer.slug}$`));
    await expect(main(page).getByRole('heading', { level: 1, name: newer.title })).toBeVisible();
    await expect(page).toHaveTitle(`${newer.title} | ${companyShortName}`);
  });

  test(
    'never shows a draft, in the list or by its slug',
    { tag: '@any-width' },
    async ({ page }) => {
      const draft = await createPost({ title: unique('Draft post'), status: 'draft' });
      await openList(page);
      await showAll(page);
      expect(await cardTitles(page)).not.toContain(draft.title);
      await page.getByRole('searchbox', { name: 'Search articles' }).fill(draft.title);
      await expect(main(page).getByRole('heading', { name: 'No articles found' })).toBeVisible();

      await page.goto(`/#/blog/${draft.slug}`);
      await expect(
        main(page).getByRole('heading', { level: 1, name: 'Post Not Found' }),
      ).toBeVisible();
      await expect(page.getByText(draft.title)).toHaveCount(0);
    },
  );

  test(
    'searches title, excerpt and category, and filters by category',
    { tag: '@any-width' },
    async ({ page }) => {
      const category = unique('E2E Category');
      const post = await createPost({ title: unique('Filter target'), category });
      await openList(page);
      const search = page.getByRole('searchbox', { name: 'Search articles' });
      const select = page.getByRole('combobox', { name: 'Category' });

      // The built-in posts are filtered in the page; the server searches its own once typing pauses.
      await search.fill('DATA PROTECTION');
      await expect(cardHeadings(page)).toHaveText([
        'Public CCTV and the Data Protection Act: What Road Authorities Need to Know',
      ]);
      await search.fill('boda'); // no title has it; neither do the excerpts
      await expect(main(page).getByRole('heading', { name: 'No articles found' })).toBeVisible();
      await expect(
        main(page).getByText('Try adjusting your search terms or category filter.'),
      ).toBeVisible();
      await search.fill('solar streetlighting'); // the category
      await expect(cardHeadings(page)).toHaveText(
        builtInPosts.filter((p) => p.category === 'Solar Streetlighting').map((p) => p.title),
      );
      await search.fill('');

      await expect(select.getByRole('option')).toContainText([
        'All',
        'Cybersecurity',
        'Intelligent Transport System(ITS)',
        'Solar Streetlighting',
      ]);
      // The server's categories follow the built-in posts' ones.
      await expect(select.getByRole('option', { name: category })).toHaveCount(1);
      await select.selectOption('Cybersecurity');
      await expect(cardHeadings(page)).toHaveText(
        builtInPosts.filter((p) => p.category === 'Cybersecurity').map((p) => p.title),
      );
      await select.selectOption(category);
      await expect(cardHeadings(page)).toHaveText([post.title]);
      await search.fill('not in this category');
      await expect(
        main(page).getByText('Try adjusting your search terms or category filter.'),
      ).toBeVisible();
    },
  );

  test(
    'shows six articles and six more per Load More, fetching the next page of the API when the loaded posts run out',
    { tag: '@any-width' },
    async ({ page }) => {
      // More than one page of the API (12 posts a page): the list must ask for the second one.
      const tag = unique('Load more');
      for (let i = 1; i <= 14; i += 1) await createPost({ title: `${tag} #${i}` });
      const backend = await publishedCount();
      const total = 6 + backend;
      expect(backend).toBeGreaterThan(12);
      const listRequests: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname === '/api/blogs') listRequests.push(url.search);
      });

      await openList(page);
      await expect(cards(page)).toHaveCount(6);
      await expect(main(page).getByText(`Showing 6 of ${total} articles`)).toBeVisible();
      for (let shown = 6; shown < total; shown += 6) {
        await loadMore(page).click();
        await expect(cards(page)).toHaveCount(Math.min(total, shown + 6));
      }
      await expect(loadMore(page)).toBeHidden();
      // The first page (preloaded with the app, or asked by it), then the next one by its cursor.
      expect(listRequests.some((search) => /^\?cursor=/.test(search))).toBe(true);
      expect(new Set(await cardTitles(page)).size).toBe(total);

      // A new search asks the server, and starts again at six.
      await page.getByRole('searchbox', { name: 'Search articles' }).fill(tag);
      await expect(main(page).getByText('Showing 6 of 14 articles')).toBeVisible();
      await expect(cards(page)).toHaveCount(6);
      await loadMore(page).click();
      await expect(cards(page)).toHaveCount(12);
      await loadMore(page).click();
      await expect(cards(page)).toHaveCount(14);
      await expect(loadMore(page)).toBeHidden();
      expect(listRequests.some((search) => /^\?cursor=.*&q=/.test(search))).toBe(true);
    },
  );

  test(
    'with no backend posts published, shows the six built-in posts; filtering to nothing says so',
    { tag: '@any-width' },
    async ({ page }) => {
      await page.route('**/api/blogs', (route) =>
        route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify({ success: true, data: [], total: 0, nextCursor: null }),
        }),
      );
      await openList(page);
      expect(await cardTitles(page)).toEqual(builtInTitles);
      await expect(main(page).getByText('Showing 6 of 6 articles')).toBeVisible();
      await expect(loadMore(page)).toBeHidden();
      await page.getByRole('searchbox', { name: 'Search articles' }).fill('zzz-no-such-article');
      await expect(main(page).getByRole('heading', { name: 'No articles found' })).toBeVisible();
      await expect(
        main(page).getByText('Try adjusting your search terms or category filter.'),
      ).toBeVisible();
    },
  );

  test(
    'when the API is down, logs the error and still shows the six built-in posts',
    { tag: '@any-width' },
    async ({ page }) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await page.route('**/api/blogs', (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ success: false, error: 'Internal Server Error' }),
        }),
      );
      // The list's page carries the posts the server had when it rendered it; the app asks the API when it
      // comes to the list by an in-app link.
      const openListInApp = async () => {
        await page.goto('/#/about');
        await page.evaluate(() => (window.location.hash = '#/blog'));
        await expect(main(page).getByRole('heading', { level: 1, name: 'Our Blog' })).toBeVisible();
        await expect(main(page).getByText('Loading blog posts...')).toBeHidden();
      };
      await openListInApp();
      expect(await cardTitles(page)).toEqual(builtInTitles);
      await expect(loadMore(page)).toBeHidden();
      expect(errors.some((text) => text.includes('Failed to fetch admin blog posts'))).toBe(true);

      // A network failure falls back the same way.
      await page.unroute('**/api/blogs');
      await page.route('**/api/blogs', (route) => route.abort('connectionrefused'));
      await openListInApp();
      await expect(cards(page)).toHaveCount(6);
      expect(await cardTitles(page)).toEqual(builtInTitles);
    },
  );

  test(
    'the newsletter box checks the e-mail address and answers every click',
    { tag: '@any-width' },
    async ({ page }) => {
      await openList(page);
      const email = page.getByRole('textbox', { name: 'Email address' });
      const subscribe = page.getByRole('button', { name: 'Subscribe' });
      await subscribe.click();
      await expect(
        page.getByRole('status').filter({ hasText: 'Please enter your e-mail address.' }),
      ).toBeVisible();
      await email.fill('not-an-address');
      await subscribe.click();
      await expect(
        page.getByRole('status').filter({ hasText: 'Please enter a valid e-mail address' }),
      ).toBeVisible();
      await expect(email).toHaveAttribute('aria-invalid', 'true');
    },
  );

  test('has no serious accessibility violations', async ({ page }) => {
    await openList(page);
    await expect(cards(page)).toHaveCount(6);
    await expectNoSeriousViolations(page);
  });
});

/** The titles of the published backend posts on page `page` (1-based) of six, as the API lists them. */
async function backendTitles(page: number): Promise<string[]> {
  const answer = await (await api.get(`/api/blogs?limit=6&page=${page}`)).json();
  return answer.data.map((post: { title: string }) => post.title);
}

test.describe('the pages of the blog list, /blog?page=N', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test(
      'each page reads as HTML, with its six cards and links to the pages around it',
      { tag: '@any-width' },
      async ({ page }) => {
        for (let i = 1; i <= 8; i += 1) await createPost({ title: unique(`Twin page post ${i}`) });
        const total = 6 + (await publishedCount());
        const last = Math.ceil(total / 6);

        // The first page: the built-in posts, and 'Load More Articles' is a link to the second.
        const first = await page.goto('/blog');
        expect(first?.status()).toBe(200);
        expect(await cardTitles(page)).toEqual(builtInTitles);
        const more = main(page).getByRole('link', { name: 'Load More Articles' });
        await expect(more).toHaveAttribute('href', '/blog?page=2');
        await expect(page.locator('head link[rel="next"]')).toHaveAttribute(
          'href',
          `${baseURL}/blog?page=2`,
        );

        await more.click();
        await expect(page).toHaveURL(`${baseURL}/blog?page=2`);
        await expect(page).toHaveTitle(`Blog, page 2 | ${companyShortName}`);
        expect(await cardTitles(page)).toEqual(await backendTitles(1));
        await expect(main(page).getByText(`Showing 7–12 of ${total} articles`)).toBeVisible();
        await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
          'href',
          `${baseURL}/blog?page=2`,
        );
        await expect(page.locator('head link[rel="prev"]')).toHaveAttribute(
          'href',
          `${baseURL}/blog`,
        );
        await expect(page.locator('head link[rel="next"]')).toHaveAttribute(
          'href',
          `${baseURL}/blog?page=3`,
        );
        const pages = page.getByRole('navigation', { name: 'Blog pages' });
        await expect(pages.getByRole('link', { name: 'Previous page' })).toHaveAttribute(
          'href',
          '/blog',
        );
        await expect(pages.getByText(`Page 2 of ${last}`)).toBeVisible();

        await pages.getByRole('link', { name: 'Next page' }).click();
        await expect(page).toHaveURL(`${baseURL}/blog?page=3`);
        expect(await cardTitles(page)).toEqual(await backendTitles(2));

        // Past the last page: not found.
        const past = await page.goto(`/blog?page=${last + 1}`);
        expect(past?.status()).toBe(404);
        await expect(main(page).getByRole('article')).toHaveCount(0);
      },
    );
  });

  test(
    'the app takes a page over without a mismatch, keeps it, and moves between pages',
    { tag: '@any-width' },
    async ({ page }) => {
      for (let i = 1; i <= 8; i += 1) await createPost({ title: unique(`Take-over post ${i}`) });
      const expected = await backendTitles(1);
      const errors = pageErrors(page);
      await page.goto('/blog?page=2');
      await expect(page).toHaveURL(`${baseURL}/#/blog?page=2`);
      expect(await cardTitles(page)).toEqual(expected);
      const pages = page.getByRole('navigation', { name: 'Blog pages' });
      await pages.getByRole('link', { name: 'Next page' }).click();
      await expect(page).toHaveURL(`${baseURL}/#/blog?page=3`);
      await expect(cardHeadings(page).first()).toHaveText((await backendTitles(2))[0]!);
      await pages.getByRole('link', { name: 'Previous page' }).click();
      await expect(cardHeadings(page)).toHaveText(expected);
      // From a numbered page, a search filters the whole list.
      await page.getByRole('searchbox', { name: 'Search articles' }).fill(expected[0]!);
      await expect(page).toHaveURL(`${baseURL}/#/blog`);
      await expect(cardHeadings(page).first()).toHaveText(expected[0]!);
      // The app took over the server's page without a mismatch (React logs one as an error).
      expect(errors).toEqual([]);
    },
  );
});

test.describe('blog post', () => {
  test('shows a built-in post with its details and head metadata', async ({ page }) => {
    const post = builtInPosts[0]!;
    await page.goto(`/#/blog/${post.slug}`);
    const article = main(page);
    await expect(article.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
    await expect(article.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(article.getByText(post.category, { exact: true })).toBeVisible();
    await expect(article.getByText('February 18, 2025')).toBeVisible();
    await expect(article.getByText(`${post.readTime} min read`)).toBeVisible();
    await expect(article.getByText(`By ${post.author}`)).toBeVisible();
    await expect(article.getByText(post.excerpt)).toBeVisible();
    const image = article.getByRole('img', { name: post.image.alt });
    await expect(image).toHaveAttribute('width', '1200');
    await expect(image).toHaveAttribute('height', '630');
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await expect(article.getByRole('region', { name: 'Tags' }).getByRole('listitem')).toHaveText(
      post.tags.map((tag) => `#${tag}`),
    );

    // The head names the post's path twin (no #) and describes it for link previews.
    const twin = `${baseURL}/blog/${post.slug}`;
    await expect(page).toHaveTitle(`${post.title} | ${companyShortName}`);
    const postDescription = page.locator(
      `head meta[name="description"][content="${post.excerpt}"]`,
    );
    await expect(postDescription).toHaveCount(1);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', twin);
    await expect(page.locator('head meta[property="og:type"]')).toHaveAttribute(
      'content',
      'article',
    );
    await expect(page.locator('head meta[property="og:url"]')).toHaveAttribute('content', twin);
    await expect(page.locator('head meta[property="og:image"]')).toHaveAttribute(
      'content',
      `${baseURL}${post.image.src}`,
    );
    const structured = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '{}')));
    expect(structured.map((data) => data['@type'])).toEqual(['BreadcrumbList', 'BlogPosting']);
    expect(structured[1]).toMatchObject({
      headline: post.title,
      mainEntityOfPage: { '@id': twin },
    });

    // Back on the list, the post's head has gone and the list's own is there, once.
    await article.getByRole('link', { name: 'Back to Blog' }).click();
    await expect(page).toHaveURL(/#\/blog$/);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${baseURL}/blog`,
    );
    await expect(page.locator('head meta[property="og:type"]')).toHaveAttribute(
      'content',
      'website',
    );
    await expect(page.locator('head title', { hasText: post.title })).toHaveCount(0);
    await expect(postDescription).toHaveCount(0);
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
  });

  test('shows a backend post with its HTML sanitized', { tag: '@any-width' }, async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const post = await createPost({
      title: unique('Backend article'),
      content:
        '## A subheading\n\nText with [a link](https://example.com) <img src="x" onerror="alert(1)"> <a href="javascript:alert(2)">bad</a>',
    });
    await page.goto(`/#/blog/${post.slug}`);
    await expect(main(page).getByRole('heading', { level: 1, name: post.title })).toBeVisible();
    await expect(main(page).getByRole('heading', { level: 2, name: 'A subheading' })).toBeVisible();
    const external = main(page).getByRole('link', { name: 'a link' });
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    // The page's only scripts are its JSON-LD data blocks (their JSON escapes every <).
    const html = (await main(page).innerHTML()).replace(
      /<script type="application\/ld\+json">[^<]*<\/script>/g,
      '',
    );
    expect(html).not.toMatch(/onerror|javascript:|<script/i);
    expect(dialogs).toEqual([]);
  });

  test(
    'a post whose markdown has "# " has one h1, its title, in the server\'s HTML and after take-over',
    { tag: '@any-width' },
    async ({ page }) => {
      const post = await createPost({
        title: unique('Heading article'),
        content: '# A heading in the body\n\nText under it.',
      });
      const twin = await api.get(`/blog/${post.slug}`);
      expect(twin.status()).toBe(200);
      const served = await twin.text();
      expect(served.match(/<h1[\s>]/g)).toHaveLength(1);
      expect(served).toContain('<h2>A heading in the body</h2>');

      const errors = pageErrors(page);
      await page.goto(`/blog/${post.slug}`);
      await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(main(page).getByRole('heading', { level: 1, name: post.title })).toBeVisible();
      await expect(
        main(page).getByRole('heading', { level: 2, name: 'A heading in the body' }),
      ).toBeVisible();
      // The app took over the server's page without a mismatch (React logs one as an error).
      expect(errors).toEqual([]);
    },
  );

  test(
    "a backend post's date is the company's day in Nairobi, in the server's HTML and for a reader far away",
    { tag: '@any-width' },
    async ({ browser }) => {
      const post = await createPost({ title: unique('Dated article') });
      const published = new Date();
      const nairobi = new Intl.DateTimeFormat('en-US', {
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        timeZone: 'Africa/Nairobi',
      });
      const expected = nairobi.format(published);
      // A reader whose calendar day is another one than Nairobi's right now: twelve hours behind UTC before
      // 13:00 in Nairobi, fourteen ahead from then on.
      const nairobiHour = Number(
        new Intl.DateTimeFormat('en-GB', {
          hour: 'numeric',
          hourCycle: 'h23',
          timeZone: 'Africa/Nairobi',
        }).format(published),
      );
      const timezoneId = nairobiHour < 13 ? 'Etc/GMT+12' : 'Etc/GMT-14';
      expect(
        new Intl.DateTimeFormat('en-US', {
          year: 'numeric',
          month: 'long',
          day: 'numeric',
          timeZone: timezoneId,
        }).format(published),
      ).not.toBe(expected);

      const twin = await api.get(`/blog/${post.slug}`);
      expect(twin.status()).toBe(200);
      expect(await twin.text()).toContain(`>${expected}</time>`);

      const context = await browser.newContext({ baseURL, timezoneId });
      const page = await context.newPage();
      const errors = pageErrors(page);
      await page.goto(`/blog/${post.slug}`);
      await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
      await expect(page).toHaveURL(new RegExp(`/#/blog/${post.slug}$`));
      await expect(main(page).locator('time')).toHaveText(expected);
      // The app took over the server's page without a mismatch (React logs one as an error).
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  test(
    "an unknown slug shows 'Post Not Found' with a way back",
    { tag: '@any-width' },
    async ({ page }) => {
      await page.goto('/#/blog/there-is-no-such-post');
      await expect(
        main(page).getByRole('heading', { level: 1, name: 'Post Not Found' }),
      ).toBeVisible();
      await expect(
        main(page).getByText("The blog post you're looking for doesn't exist."),
      ).toBeVisible();
      await main(page).getByRole('link', { name: 'Back to Blog' }).click();
      await expect(page).toHaveURL(/#\/blog$/);
      await expect(cards(page)).toHaveCount(6);
    },
  );

  test('shares through a dialog and copies the link with a two-second confirmation', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.clock.install();
    const post = builtInPosts[2]!;
    const url = `${baseURL}/#/blog/${post.slug}`;
    // The networks get the post's path twin, so their preview bots see the post (decision 016).
    const twin = encodeURIComponent(`${baseURL}/blog/${post.slug}`);
    await page.goto(`/#/blog/${post.slug}`);
    const share = main(page).getByRole('button', { name: 'Share' });
    await share.click();
    const dialog = page.getByRole('dialog', { name: 'Share this article' });
    await expect(dialog).toBeVisible();
    const expected = {
      Facebook: `https://www.facebook.com/sharer/sharer.php?u=${twin}`,
      Twitter: `https://twitter.com/intent/tweet?url=${twin}&text=${encodeURIComponent(post.title)}`,
      LinkedIn: `https://www.linkedin.com/sharing/share-offsite/?url=${twin}`,
      WhatsApp: `https://wa.me/?text=${encodeURIComponent(post.title)}%20${twin}`,
    };
    for (const [network, href] of Object.entries(expected)) {
      const link = dialog.getByRole('link', { name: new RegExp(`^${network}`) });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
    }
    const hasNativeShare = await page.evaluate(() => typeof navigator.share === 'function');
    await expect(dialog.getByRole('button', { name: 'Share…' })).toHaveCount(
      hasNativeShare ? 1 : 0,
    );

    // Focus stays in the dialog; Escape closes it and focus returns to the Share button.
    await expectTabStaysIn(page, dialog, 10);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(share).toBeFocused();

    await share.click();
    await expectNoSeriousViolations(page, 'dialog');
    await dialog.getByRole('button', { name: 'Copy link' }).click();
    const confirmation = dialog.getByRole('status').filter({ hasText: 'Link copied!' });
    await expect(confirmation).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    // Two seconds on the page's clock: still there after one, gone after two.
    await page.clock.runFor(1_000);
    await expect(confirmation).toBeVisible();
    await page.clock.runFor(1_100);
    await expect(confirmation).toBeHidden();
  });

  test(
    'copies with the older method when the Clipboard API refuses',
    { tag: '@any-width' },
    async ({ page }) => {
      await page.addInitScript(() => {
        Object.defineProperty(navigator, 'clipboard', {
          configurable: true,
          value: { writeText: () => Promise.reject(new Error('denied')) },
        });
        const original = document.execCommand.bind(document);
        (window as unknown as { copiedByFallback: string[] }).copiedByFallback = [];
        document.execCommand = (command: string, ...rest: [boolean?, string?]) => {
          const active = document.activeElement;
          if (command === 'copy' && active instanceof HTMLTextAreaElement) {
            (window as unknown as { copiedByFallback: string[] }).copiedByFallback.push(
              active.value.slice(active.selectionStart, active.selectionEnd),
            );
          }
          return original(command, ...rest);
        };
      });
      const post = builtInPosts[3]!;
      await page.goto(`/#/blog/${post.slug}`);
      await main(page).getByRole('button', { name: 'Share' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Copy link' }).click();
      await expect(page.getByRole('dialog').getByRole('status')).toHaveText('Link copied!');
      expect(
        await page.evaluate(
          () => (window as unknown as { copiedByFallback: string[] }).copiedByFallback,
        ),
      ).toEqual([`${baseURL}/#/blog/${post.slug}`]);
    },
  );

  test('has no serious accessibility violations', async ({ page }) => {
    await page.goto(`/#/blog/${builtInPosts[4]!.slug}`);
    await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});
