import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './fixtures/axe.ts';
import { expect, test } from './fixtures/test.ts';
import { isPhone } from './fixtures/first-paint.ts';

// The header's menus, the search overlay, the footer and the chat button as controls are component
// tests (features/navigation, search, chat); here is what needs a browser: layout, real CSS and axe.

async function openHome(page: Page) {
  await page.goto('/#/');
  await expect(page.locator('main#main')).toBeVisible();
}

test.describe('site shell: layout', () => {
  test('the header keeps its size and does not shift while the page loads', async ({ page }) => {
    await page.addInitScript(() => {
      const shifts: string[] = [];
      (window as unknown as { headerShifts: string[] }).headerShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { sources?: { node?: Node }[] }[]) {
          for (const source of entry.sources ?? []) {
            if (source.node instanceof Element && source.node.closest('[data-site-header]'))
              shifts.push(source.node.outerHTML.slice(0, 80));
          }
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await openHome(page);
    // Loaded (the fixture's goto waits for the load event and the app), fonts included.
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const box = await page.getByRole('banner').boundingBox();
    expect(box?.y).toBe(0);
    expect(box?.height).toBe(isPhone() ? 65 : 81); // h-16 / h-20 plus the 1px border
    expect(
      await page.evaluate(() => (window as unknown as { headerShifts: string[] }).headerShifts),
    ).toEqual([]);
  });
});

test.describe('site shell: accessibility', () => {
  // Reduced motion: the entry animations, which axe would wait out (fixtures/axe.ts), do not run.
  test.use({ reducedMotion: 'reduce' });

  test('the home page has no serious or critical axe violations, and the chat button sits bottom-right', async ({
    page,
  }) => {
    await openHome(page);
    const chat = page.getByRole('button', { name: 'Chat with us' });
    await expect(chat).toBeVisible();
    // Without a widget (CHAT_WIDGET_SRC is empty), the fallback button: 20 px from the corner, 10 on a
    // phone, above the page.
    const box = await chat.boundingBox();
    const viewport = page.viewportSize();
    const offset = isPhone() ? 10 : 20;
    expect(box && viewport && Math.round(viewport.width - (box.x + box.width))).toBe(offset);
    expect(box && viewport && Math.round(viewport.height - (box.y + box.height))).toBe(offset);
    expect(await chat.evaluate((element) => getComputedStyle(element).zIndex)).toBe('1000');
    await expectNoSeriousViolations(page);
  });

  test('the open menus have no serious or critical axe violations, and fit the screen', async ({
    page,
  }) => {
    await openHome(page);
    const languages = page.getByRole('listbox', { name: 'Languages' });
    if (isPhone()) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await menu.getByRole('button', { name: 'Projects' }).click();
      await menu.getByRole('button', { name: /^Language:/ }).click();
      await expect(languages).toBeVisible();
      expect(await languages.evaluate((list) => getComputedStyle(list).maxHeight)).toBe('320px');
      await expectNoSeriousViolations(page, 'dialog');
    } else {
      const nav = page.getByRole('navigation', { name: 'Main' });
      const projects = nav.getByRole('button', { name: 'Projects' });
      await projects.hover();
      // Two columns side by side, the panel inside the 1280 px screen.
      const sector = await nav.getByRole('link', { name: 'BRT Systems' }).boundingBox();
      const featured = await nav.getByRole('link', { name: 'Nairobi BRT System' }).boundingBox();
      expect(featured && sector && featured.x > sector.x + sector.width - 1).toBe(true);
      const panel = page.locator(`[id="${await projects.getAttribute('aria-controls')}"] > div`);
      const box = await panel.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 1280).toBe(true);
      await expectNoSeriousViolations(page, 'header');
      await page.mouse.move(200, 600);
      await page.getByRole('button', { name: /^Language:/ }).click();
      await expect(languages).toBeVisible();
      expect(await languages.evaluate((list) => getComputedStyle(list).maxHeight)).toBe('320px');
      await expectNoSeriousViolations(page, 'header');
    }
  });

  test('the search overlay has no serious or critical axe violations', async ({ page }) => {
    await openHome(page);
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoSeriousViolations(page, 'dialog');
    await page.getByRole('combobox').fill('a'); // matches nearly everything: the list scrolls
    await expect(page.getByRole('option').first()).toBeVisible();
    expect(
      await page.getByRole('listbox').evaluate((list) => list.scrollHeight > list.clientHeight),
    ).toBe(true);
    await expectNoSeriousViolations(page, 'dialog');
  });
});
