import { expect } from './fixtures/test.ts';
import { e2eAdmin } from '../playwright.config.ts';
import { openPortal, portalTest as test, submitSignIn, openScreen } from './fixtures/admin.ts';

test.describe('team accounts', () => {
  test('an administrator invites an editor, who sets a password, signs in, sees an editor’s sections, and is refused once removed', async ({
    page,
    browser,
  }) => {
    const email = `editor-${test.info().project.name}-${Date.now()}@example.com`;
    const password = 'the editor’s own passphrase';
    await openPortal(page);
    await openScreen(page, 'Team');
    await page.getByRole('textbox', { name: 'Email Address' }).fill(email);
    await page.getByRole('combobox', { name: 'Role', exact: true }).selectOption('editor');
    await page.getByRole('button', { name: 'Send invitation' }).click();
    // The e2e server sends no mail (no SMTP_URL): the portal says so and shows the link to pass on.
    await expect(page.getByText(/This server sends no mail \(SMTP_URL is not set\)/)).toBeVisible();
    const row = page.getByRole('listitem').filter({ hasText: email });
    await expect(row.getByText('Invited', { exact: true })).toBeVisible();

    // The invited person opens the link in a browser of their own.
    const link = await page.getByRole('textbox', { name: 'Invitation link' }).inputValue();
    expect(link).toMatch(/\/admin\/accept-invite#token=[\w-]+$/);
    // Not the administrator's signed-in state, which a context of the test would start with.
    const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const editor = await context.newPage();
    await editor.goto(new URL(link).pathname + new URL(link).hash);
    await expect(editor.getByRole('heading', { name: 'Accept your invitation' })).toBeFocused();
    await editor.getByLabel('New password').fill(password);
    await editor.getByRole('button', { name: 'Set my password' }).click();
    await expect(editor.getByRole('heading', { name: 'Admin Portal' })).toBeVisible();
    await expect(
      editor.getByText(`Welcome! Your password is set: sign in as ${email}.`),
    ).toBeVisible();
    expect(new URL(editor.url()).hash).toBe('');
    await submitSignIn(editor, { email, password });
    await expect(editor.getByRole('heading', { name: 'Blog Dashboard' })).toBeVisible();

    // An editor's sidebar (the whole list by role: admin-screens.test.tsx): content, no team.
    const sidebar = editor.getByRole('navigation', { name: 'Admin sections' });
    await expect(sidebar.getByRole('link', { name: 'Jobs' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Team' })).toHaveCount(0);
    await openScreen(editor, 'Account');
    await expect(editor.getByRole('heading', { name: 'Your sessions' })).toBeVisible();
    await expect(editor.getByText('This session')).toBeVisible();

    // The administrator removes the editor; the editor's open page is refused at its next request.
    await page.reload();
    await openScreen(page, 'Team');
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: `Remove ${email}` }).click();
    await expect(page.getByRole('listitem').filter({ hasText: email })).toHaveCount(0);

    await openScreen(editor, 'Jobs');
    await expect(editor.getByRole('alert')).toContainText('Your session has expired');
    await context.close();

    // The audit trail names each step: who invited, who accepted and signed in, who removed.
    await openScreen(page, 'Audit');
    const trail = page.getByRole('region', { name: 'Audit trail' });
    const entry = (text: string) => trail.getByRole('listitem').filter({ hasText: text });
    await expect(entry(`Invited a person · user:${email}`).first()).toContainText(e2eAdmin.email);
    await expect(entry(`${email} · Accepted an invitation`).first()).toBeVisible();
    await expect(entry(`${email} · Signed in`).first()).toBeVisible();
    await expect(entry(`Removed an account · user:${email}`).first()).toBeVisible();
    // Filtered by action, only removals are listed.
    await trail.getByRole('combobox', { name: 'Action' }).selectOption('user.remove');
    await expect(entry('Invited a person')).toHaveCount(0);
    await expect(entry(`Removed an account · user:${email}`)).toHaveCount(1);
  });
});
