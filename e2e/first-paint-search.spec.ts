import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { builtInPosts } from '../packages/shared/src/built-in-posts.ts';
import {
  collectPageErrors,
  expectNotTakenOver,
  isPhone,
  openAtFirstPaint,
} from './fixtures/first-paint.ts';

// Issue 30, decision 045: site search works from the first paint and without script. The header's
// search button is a link to the search page (`/search?q=…`, answered by the server) until the app has
// taken the page over, then it opens the overlay. Playwright's own `test`: fixtures/test.ts waits for
// the app on every `goto`.

const solarPost = builtInPosts.find((post) => /solar/i.test(post.title))!;

/** The search page's parts: its form and its list of results. */
const searchPage = (page: Page) => {
  const main = page.locator('main#main');
  const form = main.getByRole('search');
  return {
    box: form.getByRole('searchbox', { name: 'Search for' }),
    submit: form.getByRole('button', { name: 'Search' }),
    status: main.getByRole('status').first(),
    results: main.getByRole('list', { name: 'Results' }),
  };
};

test.describe('search without script', () => {
  test.use({ javaScriptEnabled: false });

  test(
    'the header links to the search page, whose form finds pages and blog posts as links',
    { tag: '@any-width' },
    async ({ page }) => {
      await page.goto('/');
      await page.getByRole('banner').getByRole('link', { name: 'Search' }).click();
      await expect(page).toHaveURL(/\/search$/);
      const search = searchPage(page);

      await search.box.fill('solar');
      await search.submit.click();
      await expect(page).toHaveURL(/\/search\?q=solar$/);
      const service = search.results.getByRole('link', { name: /^Service Solar Energy Solutions/ });
      await expect(service).toBeVisible();
      await expect(search.results.getByRole('link', { name: solarPost.title })).toHaveAttribute(
        'href',
        `/blog/${solarPost.slug}`,
      );
      await expect(search.status).toHaveText(/^\d+ results$/);
      await expect(search.box).toHaveValue('solar');

      await service.click();
      await expect(page).toHaveURL(/\/services\/solar$/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Solar');

      await page.goBack();
      await search.box.fill('zebra drones');
      await search.box.press('Enter');
      await expect(page).toHaveURL(/\/search\?q=zebra\+drones$/);
      await expect(search.status).toHaveText('No results found for "zebra drones"');
      await expect(search.results).toHaveCount(0);
    },
  );
});

test.describe('search at first paint, before the app has taken over', () => {
  test('the search button tapped at once gives search, and a result is found', async ({
    page,
  }, testInfo) => {
    const errors = collectPageErrors(page);
    const { takenOver } = await openAtFirstPaint(page, '/');
    // A link before the take-over, the overlay's button after: found by its name either way.
    const button = page.getByRole('banner').getByLabel('Search', { exact: true });
    await expectNotTakenOver(page);
    if (isPhone(testInfo)) await button.tap();
    else await button.click();

    // The search page (the link, followed before the app was there), or the overlay (the app took
    // the tap): either way the visitor searches.
    const overlay = page.getByRole('dialog', { name: 'Search the site' });
    const search = searchPage(page);
    await expect(overlay.or(search.box)).toBeVisible();
    if (await overlay.isVisible()) {
      await overlay.getByRole('combobox', { name: 'Search' }).fill('beads');
      await expect(overlay.getByRole('option', { name: /Glass Beads/ })).toBeVisible();
    } else {
      await expect(page).toHaveURL(/\/search$/);
      await search.box.fill('beads');
      await search.box.press('Enter');
      await expect(page).toHaveURL(/search\?q=beads$/);
      const result = search.results.getByRole('link', { name: /Glass Beads/ });
      await expect(result).toBeVisible();
      await expect(search.status).toHaveText('1 result');
    }

    await takenOver();
    expect(errors).toEqual([]);
  });

  test(
    'a search page opened at first paint keeps what was typed and answers it',
    { tag: '@any-width' },
    async ({ page }) => {
      const errors = collectPageErrors(page);
      const { takenOver } = await openAtFirstPaint(page, '/search?q=solar');
      const search = searchPage(page);
      await expect(search.results.getByRole('link', { name: solarPost.title })).toBeVisible();
      await search.box.fill('glass beads');
      await search.box.press('Enter');
      await expect(search.results.getByRole('link', { name: /Glass Beads/ })).toBeVisible();
      await expect(search.status).toHaveText('1 result');
      await takenOver();
      await expect(search.box).toHaveValue('glass beads');
      expect(errors).toEqual([]);
    },
  );
});
