import type { Locator, Page, TestInfo } from '@playwright/test';
import { expect, test } from '@playwright/test';
import {
  collectPageErrors,
  expectNotTakenOver,
  holdTheApp,
  isPhone,
  openAtFirstPaint,
} from './fixtures/first-paint.ts';

// Issue 30, decision 043: the controls that need the app do what they say when used at first paint,
// before the app has taken over: the head script keeps the tap and shows the control busy, the app does
// it once it is there (data-early-action; src/app/early-actions.ts). Playwright's own `test`:
// fixtures/test.ts waits for the app on every `goto`.

/** Opens `path` at its first paint with the app held back, taps `control` as a visitor does as soon
 * as it shows (a touch on a phone, a click elsewhere) and sees it busy; then lets the app take over. */
async function tapBeforeTakeOver(page: Page, path: string, control: Locator, testInfo: TestInfo) {
  const releaseTheApp = await holdTheApp(page);
  const { takenOver } = await openAtFirstPaint(page, path);
  if (isPhone(testInfo)) await control.tap();
  else await control.click();
  await expect(control).toHaveAttribute('data-early-action-pending', '');
  await expect(control).toHaveAttribute('aria-busy', 'true');
  await expectNotTakenOver(page);
  releaseTheApp();
  await takenOver();
}

/** Once the app has taken over, no control is left busy. */
async function expectNothingBusy(page: Page) {
  const busy = page.locator('[data-early-action-pending], [data-early-action][aria-busy="true"]');
  await expect(busy).toHaveCount(0);
}

test.describe('controls used at first paint, before the app has taken over', () => {
  // @desktop: on a phone the picker is in the side menu.
  test('the language picker opens its list @desktop', async ({ page }, testInfo) => {
    const errors = collectPageErrors(page);
    // The side menu's picker is in the page too, hidden at this width.
    const picker = page
      .getByRole('banner')
      .getByRole('button', { name: /^Language:/ })
      .filter({ visible: true });
    await tapBeforeTakeOver(page, '/', picker, testInfo);
    await expect(page.getByRole('listbox', { name: 'Languages' })).toBeVisible();
    await expect(picker).toHaveAttribute('aria-expanded', 'true');
    await expectNothingBusy(page);
    expect(errors).toEqual([]);
  });

  test('a media card opens the lightbox', async ({ page }, testInfo) => {
    const errors = collectPageErrors(page);
    const title = 'End of Year Celebration 2024';
    const main = page.locator('main#main');
    const card = main.getByRole('button', { name: title });
    await tapBeforeTakeOver(page, '/media', card, testInfo);
    // The four filters are kept the same way: the head script and the app find each by its name
    // (app/head-script.test.ts, app/early-actions.test.tsx).
    await expect(main.locator('button[data-early-action^="media-filter:"]')).toHaveCount(4);
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('1 of 12');
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await expectNothingBusy(page);
    expect(errors).toEqual([]);
  });

  test('the carousel goes to its next slide', async ({ page }, testInfo) => {
    // Without autoplay (reduced motion), only the tap can bring the next slide.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const errors = collectPageErrors(page);
    const main = page.locator('main#main');
    const next = main.getByRole('button', { name: 'Next project' });
    await tapBeforeTakeOver(page, '/projects', next, testInfo);
    const dots = main.getByTestId('carousel-dot');
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
    await expect(main.locator('[data-testid="carousel-dot"][aria-current="true"]')).toHaveCount(1);
    const slides = main.getByTestId('carousel-slide');
    await expect(slides.nth(1)).not.toHaveAttribute('inert');
    await expect(slides.nth(0)).toHaveAttribute('inert', '');
    await expectNothingBusy(page);
    expect(errors).toEqual([]);
  });
});
