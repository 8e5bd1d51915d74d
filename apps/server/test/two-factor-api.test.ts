import { generate } from 'otplib';
import { afterEach, describe, expect, it } from 'vitest';
import {
  TWO_FACTOR_CODE_MISSING,
  TWO_FACTOR_CODE_WRONG,
  TWO_FACTOR_SETUP_REQUIRED,
} from '@site/shared';
import { company } from '@site/shared/company';
import {
  TWO_FACTOR_ALREADY_ON,
  TWO_FACTOR_OWN_FIRST,
} from '../src/routes/auth/two-factor-routes.ts';
import type { TestApp } from './helpers/test-app.ts';
import {
  ADMIN,
  bearer,
  createTestApp,
  login,
  testDialect,
  testPasswordHash,
} from './helpers/test-app.ts';

/** The code an authenticator app shows `steps` periods from now. */
const totp = (secret: string, steps = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

describe(`two-factor sign-in API (${testDialect})`, { timeout: 180_000 }, () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const signIn = (payload: Record<string, unknown>) =>
    t!.app.inject({ method: 'POST', url: '/api/auth/login', payload });
  const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t!.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

  /** Sets up and turns on two-factor for the signed-in account: its secret and recovery codes. */
  async function turnOn(token: string) {
    const setup = await call(token, 'POST', '/api/auth/2fa/setup');
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUrl } = setup.json().data as { secret: string; otpauthUrl: string };
    const enableCode = await totp(secret);
    const enable = await call(token, 'POST', '/api/auth/2fa/enable', { code: enableCode });
    expect(enable.statusCode).toBe(200);
    const recoveryCodes = enable.json().data.recoveryCodes as string[];
    return { secret, otpauthUrl, enableCode, recoveryCodes };
  }

  const auditActions = async () =>
    (
      await t!.app.database.db
        .selectFrom('audit_log')
        .select(['action', 'actor_email', 'target', 'details'])
        .orderBy('at')
        .execute()
    ).map((row) => ({ ...row, details: row.details ? JSON.parse(row.details) : null }));

  it('sets up, turns on, asks for the code at sign-in, accepts a recovery code once, refuses a replay, and turns off', async () => {
    t = await createTestApp();
    const token = await login(t.app);
    const { secret, otpauthUrl, enableCode, recoveryCodes } = await turnOn(token);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(otpauthUrl);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('issuer')).toBe(company.name);
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(decodeURIComponent(uri.pathname)).toContain(ADMIN.email);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);

    // Stored encrypted, and the recovery codes only as hashes.
    const stored = JSON.stringify(
      await t.app.database.db.selectFrom('two_factor').selectAll().execute(),
    );
    expect(stored).not.toContain(secret);
    const codes = JSON.stringify(
      await t.app.database.db.selectFrom('two_factor_recovery_codes').selectAll().execute(),
    );
    for (const code of recoveryCodes) expect(codes).not.toContain(code);

    const status = await call(token, 'GET', '/api/auth/2fa');
    expect(status.json().data).toEqual({
      enabled: true,
      required: false,
      setupRequired: false,
      recoveryCodesLeft: 10,
    });
    const again = await call(token, 'POST', '/api/auth/2fa/setup');
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(TWO_FACTOR_ALREADY_ON);

    const withoutCode = await signIn(ADMIN);
    expect(withoutCode.statusCode).toBe(401);
    expect(withoutCode.json()).toEqual({
      success: false,
      error: TWO_FACTOR_CODE_MISSING,
      details: { twoFactorRequired: true },
    });
    const wrongCode = await signIn({ ...ADMIN, code: '000000' });
    expect(wrongCode.statusCode).toBe(401);
    expect(wrongCode.json()).toEqual({
      success: false,
      error: TWO_FACTOR_CODE_WRONG,
      details: { twoFactorRequired: true },
    });
    // A wrong password says nothing about two-factor.
    const wrongPassword = await signIn({ email: ADMIN.email, password: 'wrong', code: '000000' });
    expect(wrongPassword.json()).toEqual({ success: false, error: 'Invalid email or password' });

    // The code of the next step (the phone's clock a little ahead): the one used to turn it on is spent.
    const replayOfEnable = await signIn({ ...ADMIN, code: enableCode });
    expect(replayOfEnable.statusCode).toBe(401);
    const code = await totp(secret, 1);
    const withCode = await signIn({ ...ADMIN, code });
    expect(withCode.statusCode).toBe(200);
    expect(withCode.json().data.user.email).toBe(ADMIN.email);
    const replay = await signIn({ ...ADMIN, code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error).toBe(TWO_FACTOR_CODE_WRONG);

    // A recovery code, typed in capitals with spaces, works once.
    const recovery = recoveryCodes[0]!;
    const withRecovery = await signIn({ ...ADMIN, code: ` ${recovery.toUpperCase()} ` });
    expect(withRecovery.statusCode).toBe(200);
    const recoveryAgain = await signIn({ ...ADMIN, code: recovery });
    expect(recoveryAgain.statusCode).toBe(401);
    expect(recoveryAgain.json().error).toBe(TWO_FACTOR_CODE_WRONG);
    const left = await call(token, 'GET', '/api/auth/2fa');
    expect(left.json().data.recoveryCodesLeft).toBe(9);

    // Each refused code is in the audit trail, with the account and without the code.
    const entries = await auditActions();
    const failed = entries.filter((e) => e.action === 'auth.two-factor-failed');
    expect(failed).toHaveLength(4);
    for (const entry of failed)
      expect(entry).toEqual({
        action: 'auth.two-factor-failed',
        actor_email: ADMIN.email,
        target: `user:${ADMIN.email}`,
        details: { during: 'sign-in' },
      });
    expect(entries.map((e) => e.action)).toContain('auth.two-factor-enabled');
    expect(entries.map((e) => e.action)).toContain('auth.recovery-code-used');
    expect(JSON.stringify(entries)).not.toContain(recovery);

    // Turning it off takes a code; afterwards the password alone signs in.
    const wrongDisable = await call(token, 'POST', '/api/auth/2fa/disable', { code: '123456' });
    expect(wrongDisable.statusCode).toBe(400);
    expect(wrongDisable.json().error).toBe(TWO_FACTOR_CODE_WRONG);
    const disable = await call(token, 'POST', '/api/auth/2fa/disable', {
      code: recoveryCodes[1]!,
    });
    expect(disable.statusCode).toBe(200);
    expect(await t.app.database.db.selectFrom('two_factor').selectAll().execute()).toEqual([]);
    expect(
      await t.app.database.db.selectFrom('two_factor_recovery_codes').selectAll().execute(),
    ).toEqual([]);
    expect((await signIn(ADMIN)).statusCode).toBe(200);
    expect((await auditActions()).map((e) => e.action)).toContain('auth.two-factor-disabled');
  });

  it('refuses a wrong code when turning on, and keeps the secret pending', async () => {
    t = await createTestApp();
    const token = await login(t.app);
    const setup = await call(token, 'POST', '/api/auth/2fa/setup');
    const wrong = await call(token, 'POST', '/api/auth/2fa/enable', { code: '12345' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe(TWO_FACTOR_CODE_WRONG);
    expect((await call(token, 'GET', '/api/auth/2fa')).json().data.enabled).toBe(false);
    // Still pending: the password alone signs in.
    expect((await signIn(ADMIN)).statusCode).toBe(200);
    const { secret } = setup.json().data as { secret: string };
    const enable = await call(token, 'POST', '/api/auth/2fa/enable', { code: await totp(secret) });
    expect(enable.statusCode).toBe(200);
  });

  it('counts wrong codes in the sign-in throttle, and a right password does not reset it', async () => {
    t = await createTestApp({ throttle: { failuresBeforeDelay: 3, firstDelaySeconds: 60 } });
    const token = await login(t.app);
    const { secret } = await turnOn(token);
    for (let i = 0; i < 3; i++) {
      const wrong = await signIn({ ...ADMIN, code: '000000' });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().details).toEqual({ twoFactorRequired: true });
    }
    // The right password with the right code is held back too, until the delay has passed.
    const held = await signIn({ ...ADMIN, code: await totp(secret, 1) });
    expect(held.statusCode).toBe(429);
    expect(held.json().error).toMatch(/^Too many login attempts/);
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);
    const failed = (await auditActions()).filter((e) => e.action === 'auth.two-factor-failed');
    expect(failed).toHaveLength(3);
  });

  it('does not count a missing code as a failure', async () => {
    t = await createTestApp({ throttle: { failuresBeforeDelay: 2, firstDelaySeconds: 60 } });
    const token = await login(t.app);
    const { secret } = await turnOn(token);
    for (let i = 0; i < 3; i++) expect((await signIn(ADMIN)).statusCode).toBe(401);
    expect((await signIn({ ...ADMIN, code: await totp(secret, 1) })).statusCode).toBe(200);
    expect((await auditActions()).map((e) => e.action)).not.toContain('auth.two-factor-failed');
  });

  it('limits wrong codes when turning two-factor off', async () => {
    t = await createTestApp();
    const token = await login(t.app);
    const { recoveryCodes } = await turnOn(token);
    for (let i = 0; i < 5; i++)
      expect(
        (await call(token, 'POST', '/api/auth/2fa/disable', { code: '000000' })).statusCode,
      ).toBe(400);
    const limited = await call(token, 'POST', '/api/auth/2fa/disable', {
      code: recoveryCodes[0]!,
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatch(/^Too many wrong codes/);
    const failed = (await auditActions()).filter((e) => e.action === 'auth.two-factor-failed');
    expect(failed.map((e) => e.details)).toEqual(Array(5).fill({ during: 'disable' }));
  });

  it('lets an administrator require two-factor for everyone: an account without it may only set it up', async () => {
    t = await createTestApp();
    const editor = { email: 'editor@example.com', password: 'another long password' };
    await t.app.repos.users.upsert(editor.email, await testPasswordHash(editor.password));
    await t.app.database.db
      .updateTable('users')
      .set({ role: 'editor' })
      .where('email', '=', editor.email)
      .execute();
    const adminToken = await login(t.app);
    const editorToken = await login(t.app, editor);

    // Only administrators change it, and only once their own account has it.
    const byEditor = await call(editorToken, 'PUT', '/api/admin/settings/two-factor', {
      required: true,
    });
    expect(byEditor.statusCode).toBe(403);
    const tooEarly = await call(adminToken, 'PUT', '/api/admin/settings/two-factor', {
      required: true,
    });
    expect(tooEarly.statusCode).toBe(409);
    expect(tooEarly.json().error).toBe(TWO_FACTOR_OWN_FIRST);
    await turnOn(adminToken);
    const invalid = await call(adminToken, 'PUT', '/api/admin/settings/two-factor', {
      required: 'yes',
    });
    expect(invalid.statusCode).toBe(400);
    const on = await call(adminToken, 'PUT', '/api/admin/settings/two-factor', { required: true });
    expect(on.statusCode).toBe(200);
    expect(on.json().data).toEqual({ required: true });
    expect((await call(adminToken, 'GET', '/api/admin/settings/two-factor')).json().data).toEqual({
      required: true,
    });
    // The administrator, who has two-factor, goes on as before.
    expect((await call(adminToken, 'GET', '/api/admin/dashboard')).statusCode).toBe(200);

    // The editor's open session is limited at once; a new sign-in says so.
    const refused = await call(editorToken, 'GET', '/api/admin/dashboard');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      success: false,
      error: TWO_FACTOR_SETUP_REQUIRED,
      details: { twoFactorSetupRequired: true },
    });
    const signedIn = await signIn(editor);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data.twoFactorSetupRequired).toBe(true);
    const limited = signedIn.json().data.session.access_token as string;
    const write = await call(limited, 'POST', '/api/blogs', { title: 'x' });
    expect(write.statusCode).toBe(403);
    expect(write.json().details).toEqual({ twoFactorSetupRequired: true });
    expect((await call(limited, 'GET', '/api/auth/me')).statusCode).toBe(200);
    expect((await call(limited, 'GET', '/api/auth/2fa')).json().data).toEqual({
      enabled: false,
      required: true,
      setupRequired: true,
      recoveryCodesLeft: 0,
    });

    // Once set up, the same session reaches the rest.
    const { secret } = await turnOn(limited);
    expect((await call(limited, 'GET', '/api/admin/dashboard')).statusCode).toBe(200);
    const next = await signIn({ ...editor, code: await totp(secret, 1) });
    expect(next.statusCode).toBe(200);
    expect(next.json().data.twoFactorSetupRequired).toBeUndefined();

    const off = await call(adminToken, 'PUT', '/api/admin/settings/two-factor', {
      required: false,
    });
    expect(off.statusCode).toBe(200);
    const settingEntries = (await auditActions()).filter((e) => e.action === 'settings.two-factor');
    expect(settingEntries.map((e) => [e.actor_email, e.details])).toEqual([
      [ADMIN.email, { required: true }],
      [ADMIN.email, { required: false }],
    ]);
  });
});
