import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { openPortal, portalTest as test, openScreen } from './fixtures/admin.ts';
import { watchCsp } from './fixtures/csp.ts';
import { expect } from './fixtures/test.ts';

/** The forms refuse to send sooner than two seconds after they appear; the page's clock is moved on
 * instead of waiting. */
const pastMinimumFillTime = (page: Page) => page.clock.fastForward(3_000);

// The visitor's pages and the portal are one journey each; the browser starts signed in to the
// portal (fixtures/admin.ts), which the public pages do not look at.
test.describe('leads', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.install();
  });

  test('a message sent from the contact page is read, marked and deleted in the portal', async ({
    page,
  }) => {
    const lastName = `Otieno ${test.info().project.name} ${Date.now()}`;
    const name = `Amina ${lastName}`;
    // The form pages validate under the site's CSP: no eval, nothing blocked.
    const cspViolations = await watchCsp(page);
    await page.goto('/#/training');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await cspViolations()).toEqual([]);

    await page.goto('/#/contact?subject=Get%20Quote');
    const form = page.locator('#contact');
    await expect(form.getByText('Subject:').locator('..')).toHaveText('Subject: Get Quote');
    await form.getByRole('textbox', { name: 'First Name' }).fill('Amina');
    await form.getByRole('textbox', { name: 'Last Name' }).fill(lastName);
    await form.getByRole('textbox', { name: 'Email' }).fill('amina@example.org');
    await form
      .getByRole('textbox', { name: 'Message' })
      .fill('Signals for ten junctions.\n<b>Not bold</b>');
    await pastMinimumFillTime(page);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('status')).toHaveText(
      'Thank you! Your message has been sent. We reply within one working day.',
    );
    expect(await cspViolations()).toEqual([]);

    await openPortal(page);
    await openScreen(page, /^Messages, \d+ unread$/);
    const message = page.getByRole('article', { name: `Message from ${name}` });
    await expect(message).toContainText('Subject: Get Quote');
    await expect(message).toContainText('<b>Not bold</b>'); // shown as text
    await expect(message.getByRole('link', { name: `Reply to ${name}` })).toHaveAttribute(
      'href',
      'mailto:amina@example.org?subject=Re%3A%20Get%20Quote',
    );

    await message.getByRole('button', { name: `Mark as read: message from ${name}` }).click();
    await expect(
      message.getByRole('button', { name: `Mark as unread: message from ${name}` }),
    ).toBeVisible();

    page.once('dialog', (dialog) => {
      expect(dialog.message()).toBe('Delete this message? This cannot be undone.');
      void dialog.accept();
    });
    await message.getByRole('button', { name: `Delete message from ${name}` }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Message deleted.' })).toBeVisible();
    await expect(message).toHaveCount(0);
  });

  test('a training registration ends in the portal and its CSV export', async ({ page }) => {
    const lastName = `Kamau ${test.info().project.name}${Date.now()}`;
    await page.goto('/#/training');
    const opener = page.getByRole('button', {
      name: /^Register Now ?: Traffic Signal Installation & Maintenance$/,
    });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Traffic Signal Installation & Maintenance' });
    await expect(dialog.getByRole('textbox', { name: 'First Name' })).toBeFocused();
    await dialog.getByRole('textbox', { name: 'First Name' }).fill('Brian');
    await dialog.getByRole('textbox', { name: 'Last Name' }).fill(lastName);
    await dialog.getByRole('textbox', { name: 'Email' }).fill('brian@example.org');
    await dialog.getByRole('textbox', { name: 'Organisation (optional)' }).fill('KURA');
    await dialog.getByRole('spinbutton', { name: 'Number of participants' }).fill('4');
    await pastMinimumFillTime(page);
    await dialog.getByRole('button', { name: 'Register' }).click();
    await expect(dialog.getByRole('status')).toContainText(
      'Thank you! Your registration is received.',
    );

    await openPortal(page);
    await openScreen(page, 'Registrations');
    await expect(
      page
        .getByRole('region', { name: 'Registrations' })
        .getByText(`Brian ${lastName} · 4 participants · KURA`),
    ).toBeVisible();
    const download = page.waitForEvent('download');
    await page
      .getByRole('region', { name: 'Registrations' })
      .getByRole('button', { name: 'Export CSV' })
      .click();
    expect(fs.readFileSync(await (await download).path(), 'utf8')).toContain(
      `Traffic Signal Installation & Maintenance,4,Brian,${lastName},brian@example.org,,KURA,`,
    );
  });
});
