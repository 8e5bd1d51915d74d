import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';
import { collectPageErrors, holdScript, holdTheApp } from './fixtures/first-paint.ts';
import { builtInPosts } from '@site/shared/built-in-posts';
import { PROJECT_IDS, publicRoutes } from '@site/shared/site-routes';

/** Records, frame by frame from the first, the heading of the page content while it is visible. */
async function recordVisibleHeadings(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { seenHeadings: string[] }).seenHeadings = seen;
    const sample = () => {
      const main = document.getElementById('main');
      if (main && getComputedStyle(main).visibility !== 'hidden') {
        // While the HTML is still being parsed, <main> can be there before its heading is.
        const heading = main.querySelector('h1')?.textContent ?? '';
        if (heading && seen[seen.length - 1] !== heading) seen.push(heading);
      }
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  return () => page.evaluate(() => (window as unknown as { seenHeadings: string[] }).seenHeadings);
}

test.describe('path twins', () => {
  test(
    'a path twin shows its page at once, and the app takes over at the hash URL with the same content',
    { tag: '@any-width' },
    async ({ page }) => {
      const errors = collectPageErrors(page);
      const seen = await recordVisibleHeadings(page);
      const response = await page.goto('/about');
      expect(response?.status()).toBe(200);
      await expect(page).toHaveURL(/\/#\/about$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Dedication' })).toBeVisible();
      await expect(page).toHaveTitle('About Us | Kilima Smart Systems');
      expect(await seen()).toEqual(['Dedication']);
      // In-app links are hash links again once the app runs.
      await expect(
        page.getByRole('contentinfo').getByRole('link', { name: 'All Projects' }),
      ).toHaveAttribute('href', '#/projects');

      // A twin address keeps its query and its section.
      await page.goto('/contact?subject=Quote+request#contact');
      await expect(page).toHaveURL(/\/#\/contact\?subject=Quote\+request#contact$/);
      await expect(page.getByText('Subject:', { exact: true }).locator('..')).toHaveText(
        'Subject: Quote request',
      );
      expect(errors).toEqual([]);
    },
  );

  // @any-width: hydration does not depend on the screen.
  test(
    'the app takes over the prerendered page as it is, on every page: the same elements, and no error',
    { tag: '@any-width' },
    async ({ page, adminApi }) => {
      // Every public page, one after another: about 45 s on a quiet machine.
      test.slow();
      // A second page of the blog list needs a published post besides the six built-in ones.
      const seeded = await adminApi.post('/api/blogs', {
        data: {
          title: `Twin walk ${Date.now()}`,
          content: '<p>A page-2 post.</p>',
          status: 'published',
        },
      });
      expect(seeded.status(), await seeded.text()).toBe(201);
      const errors = collectPageErrors(page);
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          (window as unknown as { prerenderedMain: Element | null }).prerenderedMain =
            document.getElementById('main');
        });
      });
      // The pages of the content the database holds (a project, a sample job) with the route table's.
      const routes = [
        ...publicRoutes(),
        `/blog/${builtInPosts[0]!.slug}`,
        `/projects/${PROJECT_IDS[0]}`,
        '/career-details/1',
        '/blog?page=2',
      ];
      expect(routes.length).toBeGreaterThan(20);
      for (const route of routes) {
        await page.goto(route);
        // Hydrated: the element the server sent is the one on screen; a re-render would have replaced it.
        const kept = await page.evaluate(() => {
          const prerendered = (window as unknown as { prerenderedMain: Element | null })
            .prerenderedMain;
          return prerendered !== null && prerendered === document.getElementById('main');
        });
        expect(kept, route).toBe(true);
        // Its links became the app's hash links.
        await expect(page.getByRole('banner').getByRole('link').first(), route).toHaveAttribute(
          'href',
          '#/',
        );
      }
      expect(errors).toEqual([]);
    },
  );

  test(
    'what a visitor focused before the app took over keeps its focus',
    { tag: '@any-width' },
    async ({ page, baseURL }) => {
      // The app's script is held back until the visitor has moved the focus into the prerendered page.
      const release = await holdTheApp(page);
      // Not the fixture's goto, which waits for the app.
      await page.goto('about:blank');
      await page.evaluate((url) => window.location.assign(url), new URL('/contact', baseURL).href);
      await page.waitForURL(/\/contact$/, { waitUntil: 'domcontentloaded' });
      const link = page.getByRole('banner').getByRole('link').first();
      await link.focus();
      await expect(link).toHaveAttribute('href', '/');
      release();
      await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
      await expect(link).toBeFocused();
      await expect(link).toHaveAttribute('href', '#/');
      await expect(page).toHaveURL(/\/#\/contact$/);
    },
  );

  test(
    'a part whose code comes late (the footer) keeps its server HTML, is hydrated in place, and only then is the page the app’s',
    { tag: '@any-width' },
    async ({ page, baseURL }) => {
      const errors = collectPageErrors(page);
      const release = await holdScript(page, 'site-footer');
      await page.goto('about:blank');
      const configAnswered = page.waitForResponse((response) =>
        response.url().endsWith('/api/config'),
      );
      await page.evaluate((url) => window.location.assign(url), new URL('/about', baseURL).href);
      const footer = page.getByRole('contentinfo');
      await expect(footer).toBeVisible();
      await footer.evaluate((element) => element.setAttribute('data-server-element', ''));
      // The rest of the page is hydrated (React's own properties on the header) and the config has
      // answered, while the footer's code is held.
      await configAnswered;
      await page.waitForFunction(() =>
        Object.keys(document.querySelector('header') ?? {}).some((key) =>
          key.startsWith('__reactFiber'),
        ),
      );
      await expect(page.locator('footer[data-server-element]')).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.dataset.app ?? null)).toBeNull();
      release();
      await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
      // The same element, now the app's: its links are hash links.
      await expect(page.locator('footer[data-server-element]')).toBeVisible();
      await expect(
        footer.getByRole('link', { name: 'Privacy Policy', exact: true }).first(),
      ).toHaveAttribute('href', '#/privacy');
      expect(errors).toEqual([]);
    },
  );

  test(
    'a part whose code never comes does not hold the app: the page is the app’s a few seconds on, without that part',
    { tag: '@any-width' },
    async ({ page, baseURL }) => {
      // The footer's chunk is asked for and never answered (a stalled connection).
      await page.route(/\/assets\/site-footer-[^/]+\.js$/, () => {});
      // Not the fixture's goto, which waits for the app.
      await page.goto('about:blank');
      await page.evaluate((url) => window.location.assign(url), new URL('/about', baseURL).href);
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await page.waitForFunction(
        () => document.documentElement.dataset.app === 'ready',
        undefined,
        {
          timeout: 15_000,
        },
      );
      await expect(page.getByRole('banner').getByRole('link').first()).toHaveAttribute(
        'href',
        '#/',
      );
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
    },
  );

  test(
    'a hash URL opened directly shows that page and no other page first',
    { tag: '@any-width' },
    async ({ page }) => {
      const post = builtInPosts[0]!;
      const errors = collectPageErrors(page);
      const seen = await recordVisibleHeadings(page);
      await page.goto(`/#/blog/${post.slug}`);
      await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/#/blog/${post.slug}$`));
      expect(await seen()).toEqual([post.title]);
      // The page on screen came from the server as the post's own twin, readable before any script ran.
      expect(
        await page.evaluate(
          () => new URL(performance.getEntriesByType('navigation')[0]?.name ?? '').pathname,
        ),
      ).toBe(`/blog/${post.slug}`);
      expect(errors).toEqual([]);
    },
  );

  test('a hash URL starts the first-view picture of its twin before it leaves for the twin', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    const requests: string[] = [];
    // Noted as each request starts, in order: the frame's address is then still that of the page that asks.
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.isNavigationRequest()) requests.push(`page ${url.pathname}`);
      else if (url.pathname.startsWith('/images/hero/service-security-'))
        requests.push(`picture ${url.pathname} for ${new URL(request.frame().url()).pathname}`);
    });
    await page.goto('/#/services/security');
    await expect(page.getByRole('heading', { level: 1, name: 'Security Solutions' })).toBeVisible();
    await expect(page).toHaveURL(/\/#\/services\/security$/);
    // The page the server sent for `/` asked for the twin's picture (the width the twin picks on this screen)
    // before the browser asked for the twin.
    expect(requests.slice(0, 3)).toEqual([
      'page /',
      expect.stringMatching(/^picture \/images\/hero\/service-security-(800|1600)\.webp for \/$/),
      'page /services/security',
    ]);
    expect(errors).toEqual([]);
  });

  test(
    "a twin's first view has the network to itself: the app's script and stylesheet start once the page has loaded",
    { tag: '@any-width' },
    async ({ page }) => {
      await page.addInitScript(() => {
        const assets = () =>
          performance
            .getEntriesByType('resource')
            .filter((entry) => /\/assets\/[^/]+\.(js|css)$/.test(entry.name)).length;
        document.addEventListener(
          'DOMContentLoaded',
          () => ((window as unknown as { assetsWhenRead: number }).assetsWhenRead = assets()),
        );
      });
      await page.goto('/projects');
      await expect(page).toHaveURL(/\/#\/projects$/);
      expect(
        await page.evaluate(() => (window as unknown as { assetsWhenRead: number }).assetsWhenRead),
      ).toBe(0);
      // Once the app runs, the whole stylesheet is there: a page the first view did not carry is styled.
      // While that page's code loads, its place holds a loading status, faded in after a short delay
      // (so that a quick load never flashes it), and the frame keeps its height: the footer stays
      // below the fold instead of jumping up under the header.
      const release = await holdScript(page, 'about-page');
      await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).first().click();
      const status = page.getByRole('status').filter({ hasText: 'Loading page...' });
      await expect(status).toBeVisible();
      await expect
        .poll(() => status.evaluate((element) => getComputedStyle(element).opacity))
        .toBe('1');
      const footerTop = (await page.getByRole('contentinfo').boundingBox())?.y ?? 0;
      expect(footerTop).toBeGreaterThan((page.viewportSize()?.height ?? 0) * 0.7);
      release();
      const heading = page.getByRole('heading', { level: 1, name: 'Dedication' });
      await expect(heading).toBeVisible();
      await expect(status).toHaveCount(0);
      expect(await heading.evaluate((h) => getComputedStyle(h).fontWeight)).toBe('700');
    },
  );

  test('a long page renders its far parts only as a visitor nears them, and then shows them whole', async ({
    page,
  }) => {
    await page.goto('/about');
    await expect(page).toHaveURL(/\/#\/about$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dedication' })).toBeVisible();
    // Rendered: styled, laid out and painted (docs/decisions/031-render-near-the-viewport.md).
    const rendered = (element: Locator) =>
      element.evaluate((node) => node.checkVisibility({ contentVisibilityAuto: true }));
    const testimonials = page.getByRole('heading', { level: 2, name: 'What Our Clients Say' });
    const footer = page.getByRole('contentinfo');
    const footerLink = footer.getByRole('link', { name: 'All Projects' });
    expect(await rendered(testimonials)).toBe(false);
    expect(await rendered(footerLink)).toBe(false);
    await testimonials.scrollIntoViewIfNeeded();
    await expect.poll(() => rendered(testimonials)).toBe(true);
    await expect(testimonials).toBeInViewport();
    await expect(
      page.getByRole('region', { name: 'What Our Clients Say' }).getByRole('figure').first(),
    ).toBeVisible();
    await footer.scrollIntoViewIfNeeded();
    await expect.poll(() => rendered(footerLink)).toBe(true);
    await expect(footerLink).toBeInViewport();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test(
      'every page reads and navigates: headings, text and links to other twins',
      { tag: '@any-width' },
      async ({ page }) => {
        await page.goto('/');
        await expect(
          page.getByRole('heading', { level: 1, name: 'Kilima Smart Systems Ltd' }),
        ).toBeVisible();
        await page.getByRole('contentinfo').getByRole('link', { name: 'All Projects' }).click();
        await expect(page).toHaveURL(/\/projects$/);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const post = builtInPosts[1]!;
        await page.goto(`/blog/${post.slug}`);
        await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
        const firstParagraph = /<p>([^<]{40})/.exec(post.content)?.[1] ?? '';
        expect(firstParagraph).not.toBe('');
        await expect(page.getByRole('main')).toContainText(firstParagraph);
      },
    );
  });
});
