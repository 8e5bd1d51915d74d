import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { CONTACT_SENT_MESSAGE } from '@site/shared/lead-messages';
import { translatingURL } from '../playwright.config.ts';
import {
  collectPageErrors,
  expectNotTakenOver,
  holdTheApp,
  openAtFirstPaint,
} from './fixtures/first-paint.ts';
import { storedLead } from './fixtures/team.ts';

/** Issue 30: a lead form works at any moment after it is painted. Without script, or before the app
 * has taken over the page, the browser sends the form itself and the server answers with a page
 * (docs/decisions/044). What was typed before the take-over is sent with what was typed after it:
 * pages/contact/contact-take-over.test.tsx.
 *
 * These leads go to the second server of the run (the same build, a database of its own): every
 * browser here is one client (127.0.0.1), and the lead limit (10 an hour per client) is shared with
 * e2e/leads.spec.ts's leads on the first. */
test.use({ baseURL: translatingURL });

const uniqueLastName = (name: string) => `${name} ${test.info().project.name} ${Date.now()}`;

async function fillName(page: Page, lastName: string) {
  const form = page.locator('#contact');
  await form.getByRole('textbox', { name: 'First Name' }).fill('Achieng');
  await form.getByRole('textbox', { name: 'Last Name' }).fill(lastName);
  await form.getByRole('textbox', { name: 'Email' }).fill('achieng@example.org');
}

test.describe('lead forms without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test(
    'the contact form is sent by the browser, thanked on a page of the site and stored',
    { tag: '@any-width' },
    async ({ page }) => {
      const lastName = uniqueLastName('Odhiambo');
      await page.goto('/contact');
      await fillName(page, lastName);
      await page
        .locator('#contact')
        .getByRole('textbox', { name: 'Message' })
        .fill('Solar street lights for Kisumu, no script.');
      await page.locator('#contact').getByRole('button', { name: 'Send Message' }).click();

      await expect(page).toHaveURL(/\/api\/contact\/sent$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Message sent' })).toBeVisible();
      await expect(page.getByText(CONTACT_SENT_MESSAGE)).toBeVisible();
      await expect(page.getByRole('link', { name: 'Back to the website' })).toHaveAttribute(
        'href',
        '/',
      );
      expect(storedLead('contact_messages', lastName)).toMatchObject({
        first_name: 'Achieng',
        email: 'achieng@example.org',
        message: 'Solar street lights for Kisumu, no script.',
      });
    },
  );

  // The refusal's page is the server's (lead-form-posts-api.test.ts); Back is the browser's.
  test(
    'Back from the page that refuses a newsletter address keeps what was typed',
    { tag: '@any-width' },
    async ({ page }) => {
      await page.goto('/blog');
      await page.getByRole('textbox', { name: 'Email address' }).fill('not-an-address');
      await page.getByRole('button', { name: 'Subscribe' }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Your subscription was not sent' }),
      ).toBeVisible();
      await page.goBack();
      await expect(page.getByRole('textbox', { name: 'Email address' })).toHaveValue(
        'not-an-address',
      );
    },
  );
});

test.describe('lead forms at first paint, on a CPU slowed four times', () => {
  test('a contact form sent before the app has taken over is stored and thanked @phone', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    const releaseTheApp = await holdTheApp(page);
    const lastName = uniqueLastName('Wekesa');
    await openAtFirstPaint(page, '/contact');
    await fillName(page, lastName);
    await page
      .locator('#contact')
      .getByRole('textbox', { name: 'Message' })
      .fill('Traffic signals for Eldoret, sent at first paint.');
    await expectNotTakenOver(page);
    await page.locator('#contact').getByRole('button', { name: 'Send Message' }).click();

    await expect(page).toHaveURL(/\/api\/contact\/sent$/);
    await expect(page.getByText(CONTACT_SENT_MESSAGE)).toBeVisible();
    releaseTheApp();
    expect(storedLead('contact_messages', lastName)).toMatchObject({
      first_name: 'Achieng',
      message: 'Traffic signals for Eldoret, sent at first paint.',
    });
    expect(errors).toEqual([]);
  });
});
