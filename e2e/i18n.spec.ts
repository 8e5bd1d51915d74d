import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';
import { isPhone } from './fixtures/first-paint.ts';
import { baseURL, fakeTranslatorURL, translatingURL } from '../playwright.config.ts';

/** docs/product.md §4 "Language", §5 translation skips, §7 "Translation", §8 language rows (issue 5). */

type Stats = {
  requests: number;
  texts: number;
  byLanguage: Record<string, number>;
  rejected: number;
};

const NOT_CONFIGURED = 'Translation service not configured. Please contact administrator.';

async function fake(page: Page, path: string, method: 'GET' | 'POST' = 'GET'): Promise<Stats> {
  const response =
    method === 'GET'
      ? await page.request.get(`${fakeTranslatorURL}${path}`)
      : await page.request.post(`${fakeTranslatorURL}${path}`);
  expect(response.ok()).toBe(true);
  return (await response.json().catch(() => ({}))) as Stats;
}

async function openHome(page: Page, origin: string) {
  await page.goto(`${origin}/#/`);
  await expect(page.locator('main#main')).toBeVisible();
}

/** The picker's button: in the header on desktop, in the side menu on a phone. */
async function pickerButton(page: Page) {
  if (isPhone()) {
    const dialog = page.getByRole('dialog');
    if (!(await dialog.isVisible()))
      await page.getByRole('button', { name: /^(Open menu|Ouvrir le menu)$/ }).click();
    return page.getByRole('dialog').getByRole('button', { name: /^Language:/ });
  }
  return page.getByRole('banner').getByRole('button', { name: /^Language:/ });
}

async function choose(page: Page, name: RegExp) {
  const button = await pickerButton(page);
  await expect(button).toBeEnabled();
  await button.click();
  await page.getByRole('option', { name }).click();
}

test.describe('languages without a translator key', () => {
  test('French comes from the built-in dictionary, with no error', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await openHome(page, baseURL);
    await choose(page, /Français/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    if (isPhone()) {
      const menu = page.getByRole('dialog');
      await expect(menu.getByRole('link', { name: 'Demander un devis' })).toBeVisible();
      await expect(menu.getByRole('button', { name: 'Produits' })).toBeVisible();
    } else {
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav.getByRole('button', { name: 'Produits' })).toBeVisible();
      await expect(nav.getByRole('link', { name: 'Blog' })).toBeVisible();
      await expect(nav.getByRole('button', { name: 'Solutions' })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Nos services' })).toBeVisible();
    await expect(
      page.getByRole('contentinfo').getByRole('heading', { name: 'Entreprise' }),
    ).toBeAttached();
    await expect(page.getByRole('alert')).toBeEmpty();
    expect(await page.evaluate(() => localStorage.getItem('selectedLanguage'))).toBe('fr');
    expect(errors).toEqual([]);

    // The saved language comes back on the next visit.
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('link', { name: 'Nos services' })).toBeVisible();
  });

  // @phone: the picker's error shows over the open side menu (language-picker.test.tsx owns the rest).
  test('German needs the service: the error shows over the side menu and the picker stays on English @phone', async ({
    page,
  }) => {
    await openHome(page, baseURL);
    await choose(page, /Deutsch/);
    await expect(page.getByRole('alert')).toHaveText(NOT_CONFIGURED);
    await expect(await pickerButton(page)).toHaveAccessibleName('Language: English (EN)');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await page.evaluate(() => localStorage.getItem('selectedLanguage'))).toBeNull();
    // The side menu is still open: the alert shows over it and can be dismissed there (the click's
    // hit test fails if anything covers the button).
    await expect(page.getByRole('dialog')).toBeVisible();
    const topmost = await page
      .getByRole('alert')
      .getByText(NOT_CONFIGURED)
      .evaluate((message) => {
        const box = message.getBoundingClientRect();
        return message.contains(
          document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2),
        );
      });
    expect(topmost).toBe(true);
    await page.getByRole('alert').getByRole('button', { name: 'Dismiss' }).click();
    await expect(page.getByRole('alert')).toBeEmpty();
  });
});

// The fake service's counts are shared: checked once, at desktop width.
test.describe('on-the-fly translation through the fake service', { tag: '@any-width' }, () => {
  test('German: whole home page in at most 2 requests, 0 on a second visit, English restored exactly', async ({
    page,
  }) => {
    await fake(page, '/__reset', 'POST');
    await openHome(page, translatingURL);
    await expect(page.locator('[data-chat-fallback]')).toBeVisible();
    const english = await page.evaluate(() => document.body.innerText);
    const h1 = page.getByRole('heading', { level: 1 });
    const englishTitle = (await h1.innerText()).trim();

    const completed = page.evaluate(
      () =>
        new Promise<boolean>((resolve) =>
          window.addEventListener('translationComplete', () => resolve(true), { once: true }),
        ),
    );
    await choose(page, /Deutsch/);
    await expect(h1).toHaveText(/^\[de\] /);
    expect(await completed).toBe(true);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('link', { name: /^\[de\] Our Services$/ })).toBeVisible();
    const first = await fake(page, '/__stats');
    console.log(`German, first visit: ${first.requests} service request(s), ${first.texts} texts`);
    expect(first.requests).toBeGreaterThan(0);
    expect(first.requests).toBeLessThanOrEqual(2);
    expect(first.rejected).toBe(0);

    // Skip rules (docs/product.md §5): digits, e-mail addresses, URLs and no-translate elements stay.
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('24/7', { exact: true })).toBeAttached();
    await expect(footer.getByText('15+', { exact: true })).toBeAttached();
    await expect(footer.getByRole('link', { name: /^info@/ })).not.toContainText('[de]');
    await expect(footer.getByRole('link', { name: /^www\.|^https?:/ })).not.toContainText('[de]');
    const logo = page.getByRole('banner').locator('[translate="no"]').first();
    await expect(logo).not.toContainText('[de]');
    await expect(page.getByRole('banner')).toContainText(await logo.innerText());

    // A second visit: the saved language is re-applied after 500 ms, all from the server's cache.
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^\[de\] /);
    const second = await fake(page, '/__stats');
    console.log(
      `German, second visit: ${second.requests - first.requests} further service request(s)`,
    );
    expect(second.requests).toBe(first.requests);

    // English restores the original texts exactly.
    await choose(page, /English/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(englishTitle);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect.poll(() => page.evaluate(() => document.body.innerText)).toBe(english);
  });
});
