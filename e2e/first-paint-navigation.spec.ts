import type { Locator, Page, TestInfo } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { expectTabStaysIn } from './fixtures/dialogs.ts';
import {
  collectPageErrors,
  expectNotTakenOver,
  holdTheApp,
  isPhone,
  openAtFirstPaint,
} from './fixtures/first-paint.ts';

// Issue 30, decision 046: the header's menus and the product tabs work on the platform before the app
// runs and without script (CSS :hover and :focus-within, popover, <details>, links to sections), and
// the app carries on with what the visitor opened. Playwright's own `test`: fixtures/test.ts waits for
// the app on every `goto`.

// @desktop: the desktop menus only show at 1024px and wider; @phone: the side menu is for small
// screens (playwright.config.ts runs a test at the width its tag names).

/** A tap on a phone, a click elsewhere. */
const press = (control: Locator, testInfo: TestInfo) =>
  isPhone(testInfo) ? control.tap() : control.click();

const servicesMenuLink = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /Intelligent Transport Systems/ });

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });

  test('a desktop menu opens on hover, and its link leads to the page @desktop', async ({
    page,
  }) => {
    await page.goto('/');
    const solutions = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Solutions' });
    await expect(servicesMenuLink(page)).toBeHidden();
    await solutions.hover();
    await expect(servicesMenuLink(page)).toBeVisible();
    await page.mouse.move(200, 600);
    await expect(servicesMenuLink(page)).toBeHidden();

    await solutions.hover();
    await servicesMenuLink(page).click();
    await expect(page).toHaveURL(/\/services\/its$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Intelligent Transport Systems' }),
    ).toBeVisible();
  });

  test('a desktop menu opens on keyboard focus, and Enter follows its link @desktop', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Kilima Smart Systems' }).focus();
    await page.keyboard.press('Tab');
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Solutions' }),
    ).toBeFocused();
    await expect(servicesMenuLink(page)).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(servicesMenuLink(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/services\/its$/);
  });

  test('the phone menu opens, a submenu opens (one at a time), and its link leads to the page @phone', async ({
    page,
  }) => {
    await page.goto('/');
    const hamburger = page.getByRole('button', { name: 'Open menu' });
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await hamburger.tap();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close menu' }).tap();
    await expect(dialog).toBeHidden();

    await hamburger.tap();
    const security = dialog.getByRole('link', { name: 'Security Solutions' });
    const nairobi = dialog.getByRole('link', { name: 'Nairobi BRT System' });
    await expect(security).toBeHidden();
    await dialog.getByText('Solutions', { exact: true }).tap();
    await expect(security).toBeVisible();
    await dialog.getByText('Projects', { exact: true }).tap();
    await expect(nairobi).toBeVisible();
    await expect(security).toBeHidden();
    await dialog.getByText('Solutions', { exact: true }).tap();
    await security.tap();
    await expect(page).toHaveURL(/\/services\/security$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Security Solutions' })).toBeVisible();
  });

  test(
    'products: a tab shows its panel, a section link its category, Explore the first',
    { tag: '@any-width' },
    async ({ page }, testInfo) => {
      await page.goto('/products');
      const main = page.locator('main#main');
      await expect(main.getByRole('tabpanel')).toHaveAccessibleName('Traffic Controllers');
      await press(main.getByRole('tab', { name: 'Signal Heads' }), testInfo);
      await expect(page).toHaveURL(/\/products#signal-heads$/);
      const panel = main.getByRole('tabpanel');
      await expect(panel).toHaveAccessibleName('Signal Heads');
      await expect(panel.getByRole('article')).toHaveCount(8);
      await expect(panel.getByRole('heading', { name: 'FUTURA' })).toBeVisible();
      await expect(main.getByRole('tablist')).toBeInViewport();

      await page.evaluate(() => window.scrollTo(0, 0));
      await press(main.getByRole('link', { name: 'Explore Products' }), testInfo);
      await expect(panel).toHaveAccessibleName('Traffic Controllers');
      await expect(main.getByRole('tablist')).toBeInViewport();

      await page.goto('/products#cctv');
      await expect(main.getByRole('tabpanel')).toHaveAccessibleName('CCTV Systems');
      await expect(main.getByRole('tablist')).toBeInViewport();
    },
  );
});

test.describe('at first paint on a slow phone, before the app has taken over', () => {
  test('the hamburger opens the menu, which stays usable once the app has taken over @phone', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    const releaseTheApp = await holdTheApp(page);
    const { takenOver } = await openAtFirstPaint(page, '/');
    const hamburger = page.getByRole('button', { name: 'Open menu' });
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await hamburger.tap();
    await expect(dialog).toBeVisible();
    await expectNotTakenOver(page);

    releaseTheApp();
    await takenOver();
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((element) => element.matches(':modal'))).toBe(true);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    const solutions = dialog.getByRole('button', { name: 'Solutions' });
    await solutions.tap();
    await expect(solutions).toHaveAttribute('aria-expanded', 'true');
    await expect(dialog.getByRole('link', { name: 'Security Solutions' })).toBeVisible();
    // Focus stays in the open menu, which is modal; Escape closes it and gives focus back.
    await expectTabStaysIn(page, dialog, 25);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(hamburger).toBeFocused();
    await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
    // A click on the backdrop, left of the panel, closes it too.
    await hamburger.tap();
    await expect(dialog).toBeVisible();
    await page.mouse.click(15, 400);
    await expect(dialog).toBeHidden();
    expect(errors).toEqual([]);
  });

  test('the Signal Heads tab shows its panel, and stays chosen once the app has taken over @phone', async ({
    page,
  }, testInfo) => {
    const errors = collectPageErrors(page);
    const releaseTheApp = await holdTheApp(page);
    const { takenOver } = await openAtFirstPaint(page, '/products');
    const main = page.locator('main#main');
    const tab = main.getByRole('tab', { name: 'Signal Heads' });
    await press(tab, testInfo);
    await expect(main.getByRole('tabpanel')).toHaveAccessibleName('Signal Heads');
    await expectNotTakenOver(page);

    releaseTheApp();
    await takenOver();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(main.getByRole('tabpanel')).toHaveAccessibleName('Signal Heads');
    await expect(main.getByRole('tabpanel').getByRole('article')).toHaveCount(8);
    await tab.focus();
    await page.keyboard.press('ArrowRight');
    await expect(main.getByRole('tab', { name: 'Video Detection' })).toBeFocused();
    await expect(main.getByRole('tabpanel')).toHaveAccessibleName('Video Detection');
    expect(errors).toEqual([]);
  });

  test('a desktop menu opens on hover, and stays open once the app has taken over @desktop', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    const releaseTheApp = await holdTheApp(page);
    const { takenOver } = await openAtFirstPaint(page, '/');
    const solutions = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Solutions' });
    await solutions.hover();
    await expect(servicesMenuLink(page)).toBeVisible();
    await expectNotTakenOver(page);

    releaseTheApp();
    await takenOver();
    await expect(solutions).toHaveAttribute('aria-expanded', 'true');
    await expect(servicesMenuLink(page)).toBeVisible();
    await page.mouse.move(200, 600);
    await expect(solutions).toHaveAttribute('aria-expanded', 'false');
    await expect(servicesMenuLink(page)).toBeHidden();
    expect(errors).toEqual([]);
  });
});
