import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousViolations } from './fixtures/axe.ts';
import { expect, test } from './fixtures/test.ts';

const companyShortName = 'Kilima Smart Systems';

/** A form field by accessible name (the visual required asterisk is aria-hidden). */
const field = (scope: Page | Locator, name: string) =>
  scope.getByRole('textbox', { name, exact: true });

async function open(page: Page, path: string, heading: string | RegExp) {
  await page.goto(`/#${path}`);
  const main = page.locator('main#main');
  await expect(main.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(main.getByRole('heading', { level: 1 })).toHaveCount(1);
  return main;
}

test.describe('contact page', () => {
  test('form fields, required fields blocked, side column and a map that loads only when asked', async ({
    page,
  }) => {
    const mapRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('openstreetmap.org')) mapRequests.push(request.url());
    });
    await page.route('https://www.openstreetmap.org/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><title>Map</title><p>Map</p>',
      }),
    );

    const main = await open(page, '/contact', 'Contact Us');
    await expect(page).toHaveTitle(`Contact Us | ${companyShortName}`);
    await expect(main.getByRole('heading', { name: 'Send us a Message' })).toBeVisible();
    const fields = [
      ['First Name', 'First name'],
      ['Last Name', 'Last name'],
      ['Email', 'Email'],
      ['Message', 'Tell us about your project requirements...'],
    ] as const;
    for (const [label, placeholder] of fields) {
      const input = field(main, label);
      await expect(input).toHaveAttribute('placeholder', placeholder);
      await expect(input).toHaveAttribute('required', '');
    }
    await expect(field(main, 'Email')).toHaveAttribute('type', 'email');
    await expect(field(main, 'Message')).toHaveAttribute('rows', '5');
    for (const network of ['Facebook', 'Twitter', 'LinkedIn']) {
      await expect(main.getByRole('link', { name: new RegExp(`^${network}`) })).toHaveAttribute(
        'target',
        '_blank',
      );
    }

    // No third-party frame or request until the visitor asks for the map.
    await expect(main.locator('iframe')).toHaveCount(0);
    expect(mapRequests).toEqual([]);
    await expectNoSeriousViolations(page);
    // The button, pressed without scrolling (scrolling to the map loads it by itself, see below).
    await main
      .getByRole('button', { name: 'Show map' })
      .evaluate((button: HTMLButtonElement) => button.click());
    await expect(main.locator('iframe[title="Map of our Nairobi office area"]')).toHaveAttribute(
      'loading',
      'lazy',
    );
    await expect.poll(() => mapRequests.length).toBeGreaterThan(0);

    await main.getByRole('button', { name: 'Send Message' }).click();
    await expect(main.locator('[role="status"]')).toBeEmpty(); // the browser blocked the empty required fields
    // Sending for real, and reading it in the portal: e2e/leads.spec.ts.
  });

  test('a ?subject= link sets the subject, #support scrolls to support, the map loads once scrolled to', async ({
    page,
  }) => {
    await page.route('https://www.openstreetmap.org/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Map</title>' }),
    );
    const main = await open(page, '/contact?subject=Product%20enquiry%3A%20FUTURA', 'Contact Us');
    await expect(main.getByText('Subject:').locator('..')).toHaveText(
      'Subject: Product enquiry: FUTURA',
    );
    await expect(field(main, 'Message')).toHaveValue('');
    await expect(main.locator('iframe')).toHaveCount(0);
    await main.getByRole('heading', { name: 'Find Us' }).scrollIntoViewIfNeeded();
    await main.getByRole('link', { name: /Open the map in a new tab/ }).scrollIntoViewIfNeeded();
    await expect(main.locator('iframe')).toHaveCount(1);
    await page.goto('/#/contact#support');
    await expect(page.locator('#support')).toBeInViewport();
  });
});

test.describe('media gallery', () => {
  const first = 'End of Year Celebration 2024';
  const last = 'Professional Development';

  test('labelled filters, twelve cards and the impact stats', async ({ page }) => {
    const main = await open(page, '/media', 'Media Gallery');
    const filters = main
      .getByRole('group', { name: 'Filter media by category' })
      .getByRole('button');
    await expect(filters).toHaveText([
      'All Media (8)',
      'Company Events (3)',
      'Project Showcase (3)',
      'Team & Culture (2)',
    ]);
    await expect(filters.first()).toHaveAttribute('aria-pressed', 'true');
    const cards = main.locator('li.media-card-in');
    await expect(cards).toHaveCount(12);
    await main.getByRole('button', { name: 'Team & Culture (2)' }).click();
    await expect(main.getByRole('button', { name: 'Team & Culture (2)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(cards).toHaveCount(2);
    await main.getByRole('button', { name: 'Company Events (3)' }).click();
    await expect(cards).toHaveCount(6);
    await main.getByRole('button', { name: 'All Media (8)' }).click();
    await expect(cards).toHaveCount(12);
    for (const stat of ['8+', 'Media Items', 'Project Showcases', 'Team Photos'])
      await expect(main.getByText(stat, { exact: true })).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('lightbox wraps at both ends, follows the arrow keys and closes on Escape and backdrop', async ({
    page,
  }) => {
    const main = await open(page, '/media', 'Media Gallery');
    const card = main.getByRole('button', { name: first });
    await card.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toHaveAccessibleName(first);
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await expect(dialog).toContainText('Company Events');
    await expect(dialog).toContainText('December 2024');
    await expect(dialog).toContainText('Nairobi, Kenya');
    await expectNoSeriousViolations(page);

    await dialog.getByRole('button', { name: 'Previous image' }).click();
    await expect(dialog).toHaveAccessibleName(last);
    await expect(dialog).toContainText('12 of 12');
    await dialog.getByRole('button', { name: 'Next image' }).click();
    await expect(dialog).toHaveAccessibleName(first);
    await page.keyboard.press('ArrowLeft');
    await expect(dialog).toHaveAccessibleName(last);
    await page.keyboard.press('ArrowRight');
    await expect(dialog).toHaveAccessibleName(first);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(card).toBeFocused();

    await main.getByRole('button', { name: 'Lodwar Infrastructure' }).click();
    await expect(dialog).toHaveAccessibleName('Lodwar Infrastructure');
    await dialog.click({ position: { x: 8, y: 8 } });
    await expect(dialog).toBeHidden();
  });
});

test.describe('careers', () => {
  for (const path of ['/career', '/careers']) {
    test(`${path}: values, steps, sample jobs, HR contact`, async ({ page }) => {
      const main = await open(page, path, /Build the Cities of Tomorrow/);
      await expect(page).toHaveTitle(`Careers | ${companyShortName}`);
      for (const value of ['Integrity', 'Collaboration', 'Innovation', 'Customer Success'])
        await expect(main.getByRole('heading', { name: value })).toBeVisible();
      const steps = main.getByRole('region', { name: 'Application Process' }).getByRole('listitem');
      await expect(steps).toHaveCount(5);
      await expect(steps.getByRole('heading')).toHaveText([
        'Step 1: Submit Application',
        'Step 2: HR Screening',
        'Step 3: Skills Interview',
        'Step 4: Culture Fit Interview',
        'Step 5: Offer & Onboarding',
      ]);
      await expect(main.getByRole('link', { name: 'View Current Openings' })).toHaveAttribute(
        'href',
        '#/job-openings',
      );
      await expect(main.locator('a[href^="mailto:careers@"]').first()).toBeVisible();
      await expect(main.locator('a[href^="tel:"]')).toBeVisible();
      if (path === '/career') await expectNoSeriousViolations(page);
      await main.getByRole('link', { name: 'View details for Project Manager' }).click();
      await expect(page).toHaveURL(/#\/career-details\/3$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Project Manager' })).toBeVisible();
    });
  }

  test('job detail by id and not found', { tag: '@any-width' }, async ({ page }) => {
    const main = await open(page, '/career-details/1', 'Software Engineer');
    await expect(main.getByRole('heading', { name: 'Key Responsibilities' })).toBeVisible();
    await expect(main.getByText('Nairobi, Kenya').first()).toBeVisible();
    await expect(main.getByRole('link', { name: 'Email Your Resume' })).toHaveAttribute(
      'href',
      /^mailto:careers@[^?]+\?subject=Software%20Engineer$/,
    );
    await expectNoSeriousViolations(page);

    const missing = await open(page, '/career-details/42', 'Job not found');
    await expect(page).toHaveTitle(`Job not found | ${companyShortName}`);
    await expectNoSeriousViolations(page);
    await missing.getByRole('link', { name: 'Back to Careers' }).click();
    await expect(page).toHaveURL(/#\/careers$/);
    await expect(
      page.getByRole('heading', { level: 1, name: /Build the Cities of Tomorrow/ }),
    ).toBeVisible();
  });

  test('job openings: No Open Roles', { tag: '@any-width' }, async ({ page }) => {
    const main = await open(page, '/job-openings', 'Current Openings');
    await expect(main.getByRole('heading', { name: 'No Open Roles' })).toBeVisible();
    await expect(main.getByText(/no positions available/)).toBeVisible();
    await expectNoSeriousViolations(page);
    await main.getByRole('link', { name: 'Back to Careers' }).click();
    await expect(page).toHaveURL(/#\/career$/);
  });
});

test('documentation center: sizes, real downloads and help links', async ({ page, request }) => {
  const main = await open(page, '/docs', 'Documentation Center');
  await expect(main.getByText('1.8 MB', { exact: true })).toBeVisible();
  await expect(main.getByText('67 MB', { exact: true })).toBeVisible();
  const downloads = main.getByRole('link', { name: /^Download/ });
  await expect(downloads).toHaveCount(15);
  for (const href of await downloads.evaluateAll((links) =>
    links.map((link) => link.getAttribute('href') ?? ''),
  )) {
    const response = await request.get(href);
    expect(response.status(), href).toBe(200);
    expect(response.headers()['content-type'], href).toMatch(
      href.endsWith('.mp4') ? /video\/mp4/ : /application\/pdf/,
    );
  }
  await expect(main.getByRole('link', { name: 'Schedule Training Session' })).toHaveAttribute(
    'href',
    '#/training',
  );
  await expectNoSeriousViolations(page);
  await main.getByRole('link', { name: 'Contact Technical Support' }).click();
  await expect(page.getByText('Subject:').locator('..')).toHaveText('Subject: Technical support');
});

test('training programs: four courses with prices and registration', async ({ page }) => {
  const main = await open(page, '/training', 'Training Programs');
  await expect(main.getByRole('article')).toHaveCount(4);
  for (const price of ['KSh 45,000', 'KSh 32,000', 'KSh 38,000', 'KSh 42,000'])
    await expect(main.getByText(price, { exact: true })).toBeVisible();
  await expectNoSeriousViolations(page);
  await main
    .getByRole('button', { name: /^Register Now/ })
    .first()
    .click();
  await expect(
    page.getByRole('dialog', { name: 'Intelligent Transport Systems Fundamentals' }),
  ).toBeVisible();
});

// The two are one layout: the phone reads it once, on the privacy policy.
for (const [path, title, tag] of [
  ['/privacy', 'Privacy Policy', []],
  ['/terms', 'Terms of Service', ['@any-width']],
] as const) {
  test(`${title}: last updated and contact lines`, { tag: [...tag] }, async ({ page }) => {
    const main = await open(page, path, title);
    await expect(page).toHaveTitle(`${title} | ${companyShortName}`);
    await expect(main.getByText('Last updated: January 15, 2025')).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Contact Us' })).toBeVisible();
    await expect(main.locator('address a[href^="mailto:"]')).toBeVisible();
    await expectNoSeriousViolations(page);
  });
}
