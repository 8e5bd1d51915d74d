import { generate } from 'otplib';
import { expectNoSeriousViolations } from './fixtures/axe.ts';
import { expect, test } from './fixtures/test.ts';
import { e2eAdmin } from '../playwright.config.ts';
import { signIn, submitSignIn, openScreen } from './fixtures/admin.ts';
import { addTeamAccount } from './fixtures/team.ts';

/** The code an authenticator app shows `steps` periods from now. */
const totp = (secret: string, steps = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

test('two-factor sign-in: set up from the panel, then sign in with a code', async ({ page }) => {
  // Two sign-ins through the form and two axe runs.
  test.slow();
  // An administrator of its own: turning two-factor on ends every other session of the account,
  // and the other portal tests share the e2e administrator's (fixtures/admin.ts).
  const account = {
    email: `e2e-two-factor-${Date.now()}@example.com`,
    password: e2eAdmin.password,
  };
  await addTeamAccount(account.email, 'admin');
  const cspViolations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
  });
  await signIn(page, account);
  await openScreen(page, 'Account');
  const panel = page.getByRole('region', { name: 'Two-factor sign-in' });
  await panel.getByRole('button', { name: 'Set up two-factor sign-in' }).click();

  // The QR code is drawn in the page; the key is there as text too.
  await expect(
    panel.getByRole('img', { name: 'QR code to scan with your authenticator app' }),
  ).toBeVisible();
  const key = panel.getByLabel('Or type this setup key in the app');
  const secret = (await key.innerText()).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expectNoSeriousViolations(page, '#admin-two-factor');

  const codeField = panel.getByLabel('Authentication code');
  await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(codeField).toHaveAttribute('inputmode', 'numeric');
  const enableCode = await totp(secret);
  await codeField.fill(enableCode);
  await panel.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();

  // Ten recovery codes, shown once.
  await expect(panel.getByRole('heading', { name: 'Your recovery codes' })).toBeFocused();
  const recoveryCodes = await panel.getByRole('listitem').allInnerTexts();
  expect(recoveryCodes).toHaveLength(10);
  await expect(panel.getByRole('button', { name: 'Download codes' })).toBeVisible();
  await panel.getByRole('button', { name: 'I have saved them' }).click();
  await expect(panel.getByText('10 of 10 recovery codes left')).toBeVisible();

  // Signed out, the password alone is not enough.
  await page.getByRole('button', { name: 'Logout' }).click();
  await submitSignIn(page, account);
  const signInCode = page.getByLabel('Authentication code');
  await expect(signInCode).toBeFocused();
  await expect(signInCode).toHaveAttribute('autocomplete', 'one-time-code');
  await expectNoSeriousViolations(page, 'main');
  // The code of the next period: the one that turned two-factor on cannot be used again.
  await signInCode.fill(await totp(secret, 1));
  await page.getByRole('button', { name: 'Sign In to Dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Blog Dashboard' })).toBeVisible();
  await openScreen(page, 'Account');

  // Turned off again with a recovery code.
  await panel.getByLabel('Authentication or recovery code').fill(recoveryCodes[0]!);
  await panel.getByRole('button', { name: 'Turn off two-factor sign-in' }).click();
  await expect(panel.getByRole('button', { name: 'Set up two-factor sign-in' })).toBeVisible();
  expect(cspViolations).toEqual([]);
});
