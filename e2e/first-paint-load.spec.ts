import { expect, test } from '@playwright/test';
import { collectPageErrors, holdTheApp, openAtFirstPaint } from './fixtures/first-paint.ts';

// Issue 30: the moments between the first paint and the app's take-over. Playwright's own `test`:
// fixtures/test.ts waits for the app on every `goto`.

test.describe('while the app takes over', () => {
  test(
    'a hash change before the app runs shows the new page, without a hydration error',
    { tag: '@any-width' },
    async ({ page }) => {
      const errors = collectPageErrors(page);
      // The app's script is held back until the hash has changed: the prerendered home page is on
      // screen, the address already names another page.
      const release = await holdTheApp(page);
      await page.goto('/', { waitUntil: 'domcontentloaded' });
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.evaluate(() => {
        window.location.hash = '#/about';
      });
      release();
      await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
      await expect(page.getByRole('heading', { level: 1, name: 'Dedication' })).toBeVisible();
      await expect(page).toHaveURL(/\/#\/about$/);
      await expect(page).toHaveTitle('About Us | Kilima Smart Systems');
      expect(errors).toEqual([]);
    },
  );

  test('on a slow phone, a hash link followed at first paint leads to its page, with no error @phone', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    const { takenOver } = await openAtFirstPaint(page, '/about');
    await page.evaluate(() => {
      window.location.hash = '#/contact';
    });
    await takenOver();
    await expect(page).toHaveURL(/\/#\/contact$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Contact');
    expect(errors).toEqual([]);
  });
});
