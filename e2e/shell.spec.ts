import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './fixtures/axe.ts';
import { expect, test } from './fixtures/test.ts';
import { expectTabStaysIn } from './fixtures/dialogs.ts';
import { isPhone } from './fixtures/first-paint.ts';

async function openHome(page: Page) {
  await page.goto('/#/');
  await expect(page.locator('main#main')).toBeVisible();
}

test.describe('site shell: header', () => {
  test('desktop dropdowns open on hover and close when the pointer leaves @desktop', async ({
    page,
  }) => {
    await openHome(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();

    const solutions = nav.getByRole('button', { name: 'Solutions' });
    await solutions.hover();
    await expect(solutions).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: /Intelligent Transport Systems/ })).toBeVisible();
    await page.mouse.move(200, 600);
    await expect(solutions).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: /Intelligent Transport Systems/ })).toBeHidden();

    const projects = nav.getByRole('button', { name: 'Projects' });
    await projects.hover();
    await expect(nav.getByText('By Sector')).toBeVisible();
    await expect(nav.getByText('Featured Projects')).toBeVisible();
    const sector = await nav.getByRole('link', { name: 'BRT Systems' }).boundingBox();
    const featured = await nav.getByRole('link', { name: 'Nairobi BRT System' }).boundingBox();
    expect(featured && sector && featured.x > sector.x + sector.width - 1).toBe(true); // two columns side by side
    const panel = page.locator(`[id="${await projects.getAttribute('aria-controls')}"] > div`);
    const box = await panel.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 1280).toBe(true);

    await nav.getByRole('link', { name: 'Blog' }).hover();
    await expect(projects).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Career' })).toHaveAttribute('href', '#/career');
  });

  test('desktop dropdowns work with the keyboard @desktop', async ({ page }) => {
    await openHome(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await page.getByRole('banner').getByRole('link', { name: 'Kilima Smart Systems' }).focus();
    await page.keyboard.press('Tab');
    const solutions = nav.getByRole('button', { name: 'Solutions' });
    await expect(solutions).toBeFocused();
    await expect(solutions).toHaveAttribute('aria-expanded', 'true');

    await page.keyboard.press('Escape');
    await expect(solutions).toHaveAttribute('aria-expanded', 'false');
    await expect(solutions).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(nav.getByRole('link', { name: /Intelligent Transport Systems/ })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(nav.getByRole('link', { name: /Security Solutions/ })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(solutions).toBeFocused();
    await expect(solutions).toHaveAttribute('aria-expanded', 'false');

    // Tab moves on to the next menu, which opens while the previous one closes.
    await page.keyboard.press('Enter');
    await expect(solutions).toHaveAttribute('aria-expanded', 'true');
    for (let i = 0; i < 6; i += 1) await page.keyboard.press('Tab'); // through the five Solutions links
    const products = nav.getByRole('button', { name: 'Products' });
    await expect(products).toBeFocused();
    await expect(products).toHaveAttribute('aria-expanded', 'true');
    await expect(solutions).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#\/products#traffic-controllers$/);
  });

  test('the language picker lists every language and remembers the choice', async ({ page }) => {
    await openHome(page);
    let picker = page.getByRole('banner').getByRole('button', { name: /^Language:/ });
    if (isPhone()) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      picker = page
        .getByRole('dialog', { name: 'Menu' })
        .getByRole('button', { name: /^Language:/ });
    }
    await expect(picker).toContainText('EN');
    await picker.click();
    const list = page.getByRole('listbox', { name: 'Languages' });
    await expect(list).toBeVisible();
    await expect(list.getByRole('option')).toHaveCount(21);
    expect(await list.evaluate((element) => getComputedStyle(element).maxHeight)).toBe('320px');
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(picker).toBeFocused();

    // This server has no translator key: a language with a built-in dictionary (docs/product.md §9) is used,
    // German would be refused (see e2e/i18n.spec.ts).
    await picker.click();
    await list.getByRole('option', { name: /Français/ }).click();
    await expect(list).toBeHidden();
    await expect(picker).toContainText('FR');
    expect(
      await page.evaluate(() => [
        localStorage.getItem('selectedLanguage'),
        document.documentElement.lang,
      ]),
    ).toEqual(['fr', 'fr']);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });

  test('the small-screen side menu: accordion, Escape, backdrop, Get Quote @phone', async ({
    page,
  }) => {
    await openHome(page);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const hamburger = page.getByRole('button', { name: 'Open menu' });
    await hamburger.click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect(dialog).toBeVisible();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');

    const solutions = dialog.getByRole('button', { name: 'Solutions' });
    const projects = dialog.getByRole('button', { name: 'Projects' });
    await solutions.click();
    await expect(dialog.getByRole('link', { name: 'Security Solutions' })).toBeVisible();
    await projects.click();
    await expect(projects).toHaveAttribute('aria-expanded', 'true');
    await expect(solutions).toHaveAttribute('aria-expanded', 'false');
    await expect(dialog.getByRole('link', { name: 'Security Solutions' })).toBeHidden();
    await expect(dialog.getByRole('link', { name: 'Nairobi BRT System' })).toBeVisible();
    await expect(
      dialog.getByRole('link', { name: 'info@kilima-smart.example.com' }),
    ).toBeAttached();
    await expect(dialog.getByText('Nairobi, Kenya')).toBeAttached();

    await expectTabStaysIn(page, dialog, 25);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(hamburger).toBeFocused();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');

    await hamburger.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(15, 400); // the backdrop, left of the panel
    await expect(dialog).toBeHidden();

    await hamburger.click();
    await dialog.getByRole('link', { name: 'Get Quote' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/#\/contact\?subject=Quote\+request#contact$/);
    await expect(page.getByText('Subject: Quote request')).toBeVisible();
  });
});

test.describe('site shell: search', () => {
  test('finds entries after typing, says when nothing matches, and closes on Escape', async ({
    page,
  }) => {
    await openHome(page);
    const searchButton = page.getByRole('banner').getByRole('button', { name: 'Search' });
    await searchButton.click();
    const dialog = page.getByRole('dialog', { name: 'Search the site' });
    await expect(dialog.getByText('Start typing to search...')).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Search tips' })).toBeVisible();
    const input = dialog.getByRole('combobox', { name: 'Search' });
    await expect(input).toBeFocused();

    await input.fill('nairobi');
    await expect(dialog.getByRole('option', { name: /Nairobi BRT System/ })).toBeVisible();
    await expect(dialog.getByRole('option', { name: /Nairobi BRT System/ })).toContainText(
      'Project',
    );
    expect(
      await dialog.getByRole('listbox').evaluate((element) => getComputedStyle(element).maxHeight),
    ).toBe('384px');

    await input.fill('zzzz');
    await expect(dialog.getByText('No results found for "zzzz"', { exact: true })).toBeVisible();
    await expect(dialog.getByRole('option')).toHaveCount(0);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(searchButton).toBeFocused();

    await searchButton.click();
    await expect(input).toHaveValue('');
    await page.mouse.click(10, 700); // the backdrop
    await expect(dialog).toBeHidden();
  });

  test('arrow keys and Enter open a result', { tag: '@any-width' }, async ({ page }) => {
    await openHome(page);
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search the site' });
    const input = dialog.getByRole('combobox');
    await input.fill('beads');
    await expect(dialog.getByRole('option')).toHaveCount(1);
    await page.keyboard.press('ArrowDown');
    await expect(dialog.getByRole('option', { name: /Glass Beads/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/#\/products#glass-beads$/);
  });

  test('the close button closes it', async ({ page }) => {
    await openHome(page);
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search the site' });
    await dialog.getByRole('button', { name: 'Close search' }).click();
    await expect(dialog).toBeHidden();
  });
});

test.describe('site shell: footer, scroll-to-top, skip link, not found', () => {
  test('the footer has its blurb, contacts, social icons, columns, trust strip and copyright', async ({
    page,
  }) => {
    await openHome(page);
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    await expect(footer.getByText(/^Engineering intelligent transport/)).toBeVisible();
    await expect(footer.getByText('Nairobi, Kenya')).toBeVisible();
    await expect(footer.getByRole('link', { name: '+254 700 000 000' })).toHaveAttribute(
      'href',
      'tel:+254700000000',
    );
    await expect(
      footer.getByRole('link', { name: 'info@kilima-smart.example.com' }),
    ).toHaveAttribute('href', 'mailto:info@kilima-smart.example.com');
    await expect(footer.getByRole('link', { name: 'www.kilima-smart.example.com' })).toBeVisible();
    for (const name of ['LinkedIn', 'Twitter', 'Facebook', 'Instagram'])
      await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
    for (const name of ['Company', 'Services', 'Projects', 'Support'])
      await expect(footer.getByRole('heading', { name, exact: true })).toBeVisible();
    for (const text of [
      'Established',
      'Government Contracts',
      'Patents',
      'Countries',
      'Success Rate',
    ])
      await expect(footer.getByText(text, { exact: true })).toBeVisible();
    const year = new Date().getFullYear();
    await expect(
      footer.getByText(`© ${year} Kilima Smart Systems Ltd. All rights reserved.`),
    ).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Privacy Policy' }).last()).toHaveAttribute(
      'href',
      '#/privacy',
    );
    await expect(footer.getByRole('link', { name: 'Terms of Service' }).last()).toHaveAttribute(
      'href',
      '#/terms',
    );
  });

  test('the scroll-to-top button appears after scrolling and goes back up', async ({ page }) => {
    await openHome(page);
    const button = page.getByRole('button', { name: 'Scroll to top' });
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo({ top: 1500, behavior: 'instant' }));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toBeHidden();
  });

  test(
    'the skip link moves focus to the main content without changing the URL',
    { tag: '@any-width' },
    async ({ page }) => {
      await openHome(page);
      await page.keyboard.press('Tab');
      const skip = page.getByRole('button', { name: 'Skip to content' });
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();
      await page.keyboard.press('Enter');
      await expect(page.locator('main#main')).toBeFocused();
      expect(new URL(page.url()).hash).toBe('#/');
    },
  );

  test(
    'a page whose code is still loading keeps its place with a loading status, then shows',
    { tag: '@any-width' },
    async ({ page }) => {
      await openHome(page);
      // Hold the partners page's code, which the home page never loads, until the status has been seen.
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(/\/assets\/partners-page-[\w-]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.evaluate(() => {
        location.hash = '#/partners';
      });
      const status = page.getByRole('status').filter({ hasText: 'Loading page...' });
      await expect(status).toBeVisible();
      // Faded in after a short delay, so that a quick load never flashes it.
      await expect
        .poll(() => status.evaluate((element) => getComputedStyle(element).opacity))
        .toBe('1');
      // The frame keeps its height: the footer stays below the fold instead of jumping up under the header.
      const viewport = page.viewportSize();
      const footerTop = (await page.getByRole('contentinfo').boundingBox())?.y ?? 0;
      expect(footerTop).toBeGreaterThan((viewport?.height ?? 0) * 0.7);
      release();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Partners');
      await expect(status).toHaveCount(0);
    },
  );

  test(
    'unknown routes show the not-found page inside the header and footer',
    { tag: '@any-width' },
    async ({ page }) => {
      await page.goto('/#/no-such-page');
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeAttached();
    },
  );

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
    await page.waitForLoadState('networkidle');
    const box = await page.getByRole('banner').boundingBox();
    expect(box?.y).toBe(0);
    expect(box?.height).toBe(isPhone() ? 65 : 81); // h-16 / h-20 plus the 1px border
    expect(
      await page.evaluate(() => (window as unknown as { headerShifts: string[] }).headerShifts),
    ).toEqual([]);
  });
});

test.describe('site shell: live chat', () => {
  test('without a widget the fallback button sits bottom-right and opens the contact page', async ({
    page,
  }) => {
    await openHome(page);
    const button = page.getByRole('button', { name: 'Chat with us' });
    await expect(button).toBeVisible();
    const box = await button.boundingBox();
    const viewport = page.viewportSize();
    const offset = isPhone() ? 10 : 20;
    expect(box && viewport && Math.round(viewport.width - (box.x + box.width))).toBe(offset);
    expect(box && viewport && Math.round(viewport.height - (box.y + box.height))).toBe(offset);
    expect(await button.evaluate((element) => getComputedStyle(element).zIndex)).toBe('1000');
    await button.click();
    await expect(page).toHaveURL(/#\/contact$/);
  });

  test('a blocked widget script gives the fallback button', async ({ page, baseURL }) => {
    await page.route('**/api/config', (route) =>
      route.fulfill({
        json: {
          success: true,
          data: { chatWidgetSrc: `${baseURL}/e2e-chat-widget.js`, translationAvailable: false },
        },
      }),
    );
    await page.route('**/e2e-chat-widget.js', (route) => route.abort('blockedbyclient'));
    await openHome(page);
    await expect(page.getByRole('button', { name: 'Chat with us' })).toBeVisible();
  });

  test(
    'a widget that loads gets the visitor attributes and no fallback button',
    { tag: '@any-width' },
    async ({ page, baseURL }) => {
      await page.route('**/api/config', (route) =>
        route.fulfill({
          json: {
            success: true,
            data: { chatWidgetSrc: `${baseURL}/e2e-chat-widget.js`, translationAvailable: false },
          },
        }),
      );
      await page.route('**/e2e-chat-widget.js', (route) =>
        route.fulfill({
          contentType: 'text/javascript',
          body: 'window.Tawk_API = Object.assign(window.Tawk_API || {}, { setAttributes: function (a) { window.chatAttributes = a; }, showWidget: function () {} });',
        }),
      );
      await openHome(page);
      await expect
        .poll(
          () =>
            page.evaluate(() => (window as unknown as { chatAttributes?: unknown }).chatAttributes),
          { timeout: 5_000 },
        )
        .toEqual({
          name: 'Website Visitor',
          email: '',
          hash: '',
        });
      await expect(page.getByRole('button', { name: 'Chat with us' })).toHaveCount(0);
    },
  );
});

test.describe('site shell: accessibility', () => {
  test('the home page has no serious or critical axe violations', async ({ page }) => {
    await openHome(page);
    await expect(page.getByRole('button', { name: 'Chat with us' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('the open menus have no serious or critical axe violations', async ({ page }) => {
    await openHome(page);
    if (isPhone()) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page
        .getByRole('dialog', { name: 'Menu' })
        .getByRole('button', { name: 'Projects' })
        .click();
      await page
        .getByRole('dialog', { name: 'Menu' })
        .getByRole('button', { name: /^Language:/ })
        .click();
      await expectNoSeriousViolations(page, 'dialog');
    } else {
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('button', { name: 'Projects' })
        .hover();
      await expectNoSeriousViolations(page, 'header');
      await page.mouse.move(200, 600);
      await page.getByRole('button', { name: /^Language:/ }).click();
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
