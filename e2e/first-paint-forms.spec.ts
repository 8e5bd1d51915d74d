import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import type { ContactMessage } from '@site/shared';
import { LEAD_LIMITS } from '@site/shared/lead-limits';
import { CONTACT_SENT_MESSAGE } from '@site/shared/lead-messages';
import { e2eAdmin, translatingURL } from '../playwright.config.ts';
import {
  collectPageErrors,
  expectNotTakenOver,
  holdTheApp,
  openAtFirstPaint,
} from './fixtures/first-paint.ts';

/** Issue 30: a lead form works at any moment after it is painted. Without script, or before the app
 * has taken over the page, the browser sends the form itself and the server answers with a page
 * (docs/decisions/044); what was typed before the take-over is sent with what was typed after it.
 *
 * These leads go to the second server of the run (the same build, a database of its own): every
 * browser here is one client (127.0.0.1), and the lead limit (10 an hour per client) is shared with
 * e2e/leads.spec.ts's leads on the first. */
test.use({ baseURL: translatingURL });

/** The contact message stored under `lastName`, read through the portal's API. */
async function storedMessage(request: APIRequestContext, lastName: string) {
  const login = await request.post('/api/auth/login', {
    data: { email: e2eAdmin.email, password: e2eAdmin.password },
  });
  const headers = { authorization: `Bearer ${(await login.json()).data.session.access_token}` };
  const messages = await (await request.get('/api/admin/messages', { headers })).json();
  return (messages.data as ContactMessage[]).find((message) => message.lastName === lastName);
}

const uniqueLastName = (name: string) => `${name} ${test.info().project.name} ${Date.now()}`;

async function fillName(page: Page, lastName: string) {
  const form = page.locator('#contact');
  await form.getByRole('textbox', { name: 'First Name' }).fill('Achieng');
  await form.getByRole('textbox', { name: 'Last Name' }).fill(lastName);
  await form.getByRole('textbox', { name: 'Email' }).fill('achieng@example.org');
}

test.describe('lead forms without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the contact form is sent by the browser, thanked on a page of the site and stored', async ({
    page,
    request,
  }) => {
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
    expect(await storedMessage(request, lastName)).toMatchObject({
      firstName: 'Achieng',
      email: 'achieng@example.org',
      message: 'Solar street lights for Kisumu, no script.',
    });
  });

  test('a newsletter address the server refuses gets a page that says why, and Back keeps it', async ({
    page,
  }) => {
    await page.goto('/blog');
    await page.getByRole('textbox', { name: 'Email address' }).fill('not-an-address');
    const answer = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/newsletter') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Subscribe' }).click();
    expect((await answer).status()).toBe(400);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your subscription was not sent' }),
    ).toBeVisible();
    await expect(page.getByText('email must be a valid e-mail address')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to the blog' })).toHaveAttribute(
      'href',
      '/blog',
    );
    await page.goBack();
    await expect(page.getByRole('textbox', { name: 'Email address' })).toHaveValue(
      'not-an-address',
    );
  });
});

test.describe('lead forms at first paint, on a CPU slowed four times', () => {
  test('a contact form sent before the app has taken over is stored and thanked', async ({
    page,
    request,
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
    expect(await storedMessage(request, lastName)).toMatchObject({
      firstName: 'Achieng',
      message: 'Traffic signals for Eldoret, sent at first paint.',
    });
    expect(errors).toEqual([]);
  });

  test('what was typed before the take-over is sent with what was typed after it', async ({
    page,
    request,
  }) => {
    const errors = collectPageErrors(page);
    const releaseTheApp = await holdTheApp(page);
    const lastName = uniqueLastName('Chebet');
    const { takenOver } = await openAtFirstPaint(page, '/contact');
    const form = page.locator('#contact');
    const message = form.getByRole('textbox', { name: 'Message' });
    await fillName(page, lastName);
    await message.fill('CCTV for twelve junctions');
    await expectNotTakenOver(page);

    releaseTheApp();
    await takenOver();
    await expect(message).toHaveValue('CCTV for twelve junctions');
    await message.focus();
    await page.keyboard.press('ControlOrMeta+End');
    await message.pressSequentially(' in Nakuru, typed after the take-over.');
    // A person needs longer than the minimum fill time; the form has been open since the page showed.
    await page.waitForFunction((ms) => performance.now() > ms, LEAD_LIMITS.minFillMs);
    await form.getByRole('button', { name: 'Send Message' }).click();

    await expect(form.getByRole('status')).toHaveText(CONTACT_SENT_MESSAGE);
    expect((await storedMessage(request, lastName))?.message).toBe(
      'CCTV for twelve junctions in Nakuru, typed after the take-over.',
    );
    expect(errors).toEqual([]);
  });

  test('Register Now tapped before the take-over shows it is taken, and opens the registration once the app is there', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    const releaseTheApp = await holdTheApp(page);
    const { takenOver } = await openAtFirstPaint(page, '/training');
    const course = 'Solar & Smart Street Lighting Design';
    const opener = page.getByRole('button', { name: new RegExp(`^Register Now ?: ${course}$`) });
    await opener.click();
    await expect(opener).toHaveAttribute('aria-busy', 'true');
    await expectNotTakenOver(page);

    releaseTheApp();
    await takenOver();
    const dialog = page.getByRole('dialog', { name: course });
    await expect(dialog.getByRole('textbox', { name: 'First Name' })).toBeFocused();
    await expect(opener).not.toHaveAttribute('aria-busy');
    expect(errors).toEqual([]);
  });
});
