import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';
import { e2eAdmin } from '../playwright.config.ts';

/** The forms refuse to send sooner than two seconds after they appear; the page's clock is moved on
 * instead of waiting. */
const pastMinimumFillTime = (page: Page) => page.clock.fastForward(3_000);

async function signIn(page: Page) {
  await page.goto('/#/admin');
  await page.getByLabel('Email Address').fill(e2eAdmin.email);
  await page.getByLabel('Password', { exact: true }).fill(e2eAdmin.password);
  await page.getByRole('button', { name: 'Sign In to Dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Blog Dashboard' })).toBeVisible();
}

async function exportCsv(page: Page): Promise<string> {
  const download = page.waitForEvent('download');
  await page.getByRole('tabpanel').getByRole('button', { name: 'Export CSV' }).click();
  return fs.readFileSync(await (await download).path(), 'utf8');
}

test.describe('leads', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.install();
  });

  test("the form pages validate under the site's CSP without a violation (no eval)", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    await page.goto('/#/contact');
    await expect(
      page.locator('#contact').getByRole('button', { name: 'Send Message' }),
    ).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
    ).toEqual([]);
    await page.goto('/#/training');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
    ).toEqual([]);
  });

  test('a message sent from the contact page is read, marked and deleted in the portal', async ({
    page,
  }) => {
    const lastName = `Otieno ${test.info().project.name} ${Date.now()}`;
    const name = `Amina ${lastName}`;
    await page.goto('/#/contact?subject=Get%20Quote');
    const form = page.locator('#contact');
    await expect(form.getByText('Subject:').locator('..')).toHaveText('Subject: Get Quote');
    await form.getByRole('textbox', { name: 'First Name' }).fill('Amina');
    await form.getByRole('textbox', { name: 'Last Name' }).fill(lastName);
    await form.getByRole('textbox', { name: 'Email' }).fill('amina@example.org');
    await form
      .getByRole('textbox', { name: 'Message' })
      .fill('Signals for ten junctions.\n<b>Not bold</b>');
    await expect(form.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '#/privacy',
    );
    await pastMinimumFillTime(page);

    // The server cannot be reached: the error shows and nothing typed is lost.
    await page.route('**/api/contact', (route) => route.abort('connectionrefused'));
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('alert')).toContainText('We could not reach our server.');
    await expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue(
      'Signals for ten junctions.\n<b>Not bold</b>',
    );
    await expect(form.getByRole('textbox', { name: 'Last Name' })).toHaveValue(lastName);

    // Slow, then sent.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.unroute('**/api/contact');
    await page.route('**/api/contact', async (route) => {
      await held;
      await route.continue();
    });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    release();
    await expect(form.getByRole('status')).toHaveText(
      'Thank you! Your message has been sent. We reply within one working day.',
    );
    await expect(form.getByRole('alert')).toHaveCount(0); // the error is gone once sent

    await signIn(page);
    await page.getByRole('tab', { name: /^Messages, \d+ unread$/ }).click();
    const message = page.getByRole('article', { name: `Message from ${name}` });
    await expect(message).toContainText('Subject: Get Quote');
    await expect(message).toContainText('<b>Not bold</b>'); // shown as text
    await expect(message.locator('b')).toHaveCount(0);
    await expect(message.getByText('Unread', { exact: true })).toBeVisible();
    await expect(message.getByRole('link', { name: `Reply to ${name}` })).toHaveAttribute(
      'href',
      'mailto:amina@example.org?subject=Re%3A%20Get%20Quote',
    );

    await message.getByRole('button', { name: `Mark as read: message from ${name}` }).click();
    await expect(
      message.getByRole('button', { name: `Mark as unread: message from ${name}` }),
    ).toBeVisible();
    await expect(message.getByText('Unread', { exact: true })).toHaveCount(0);

    page.once('dialog', (dialog) => {
      expect(dialog.message()).toBe('Delete this message? This cannot be undone.');
      void dialog.accept();
    });
    await message.getByRole('button', { name: `Delete message from ${name}` }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Message deleted.' })).toBeVisible();
    await expect(message).toHaveCount(0);
  });

  test('a newsletter subscription and a training registration end in the portal and its CSV exports', async ({
    page,
  }) => {
    const tag = `${test.info().project.name}${Date.now()}`;
    const email = `reader-${tag}@example.org`;
    await page.goto('/#/blog');
    await page.getByRole('textbox', { name: 'Email address' }).fill(email);
    await pastMinimumFillTime(page);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(
      page.getByRole('status').filter({
        hasText: `Thank you! Check ${email} for a link to confirm your subscription to our newsletter.`,
      }),
    ).toBeVisible();

    await page.goto('/#/training');
    const opener = page.getByRole('button', {
      name: /^Register Now ?: Traffic Signal Installation & Maintenance$/,
    });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Traffic Signal Installation & Maintenance' });
    await expect(dialog.getByRole('textbox', { name: 'First Name' })).toBeFocused();
    await dialog.getByRole('textbox', { name: 'First Name' }).fill('Brian');
    await dialog.getByRole('textbox', { name: 'Last Name' }).fill(`Kamau ${tag}`);
    await dialog.getByRole('textbox', { name: 'Email' }).fill('brian@example.org');
    await dialog.getByRole('textbox', { name: 'Organisation (optional)' }).fill('KURA');
    await dialog.getByRole('spinbutton', { name: 'Number of participants' }).fill('4');
    await pastMinimumFillTime(page);
    await dialog.getByRole('button', { name: 'Register' }).click();
    await expect(dialog.getByRole('status')).toContainText(
      'Thank you! Your registration is received.',
    );
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await signIn(page);
    await page.getByRole('tab', { name: 'Subscribers' }).click();
    await expect(page.getByRole('tabpanel').getByText(email)).toBeVisible();
    expect(await exportCsv(page)).toMatch(
      new RegExp(
        `^${email.replace(/[.]/g, '\\.')},\\d{4}-[^,]+,http://127\\.0\\.0\\.1:\\d+/api/newsletter/unsubscribe\\?token=`,
        'm',
      ),
    );

    await page.getByRole('tab', { name: 'Registrations' }).click();
    await expect(
      page.getByRole('tabpanel').getByText(`Brian Kamau ${tag} · 4 participants · KURA`),
    ).toBeVisible();
    expect(await exportCsv(page)).toContain(
      `Traffic Signal Installation & Maintenance,4,Brian,Kamau ${tag},brian@example.org,,KURA,`,
    );
  });
});
