import { generate } from 'otplib';
import { ACCOUNT_LINK_INVALID } from '@site/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_PASSWORD, linkToken, signedInMember } from './helpers/team.ts';
import type { ReceivedMail } from './helpers/smtp-sink.ts';
import { startSmtpSink } from './helpers/smtp-sink.ts';
import type { TestApp } from './helpers/test-app.ts';
import { bearer, createTestApp, login, testDialect } from './helpers/test-app.ts';

/** Security round 3 (decision 057): account links are built only from a vetted origin, and a change
 * of credentials ends every outstanding reset link and every other session of the account. */
describe(`account links and credentials (${testDialect})`, { timeout: 120_000 }, () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let t: TestApp | undefined;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(() => sink.stop());
  afterEach(async () => {
    await t?.close();
    t = undefined;
    sink.received.length = 0;
  });

  const mailing = { smtpUrl: '', to: 'sales@example.com', from: 'Website <web@example.com>' };
  const appWith = async (options: Parameters<typeof createTestApp>[0] = {}) =>
    (t = await createTestApp({ leads: { ...mailing, smtpUrl: sink.url }, ...options }));
  const delivered = async (): Promise<ReceivedMail[]> => {
    await t!.app.housekeeping.runAll();
    return sink.received;
  };
  const askReset = (email: string, headers: Record<string, string> = {}) =>
    t!.app.inject({ method: 'POST', url: '/api/auth/password-reset', headers, payload: { email } });
  const confirmReset = (token: string) =>
    t!.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { token, password: 'a brand new passphrase' },
    });
  const me = (token: string) =>
    t!.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
  /** The reset link of the newest mail to `email`. */
  async function resetLinkOf(email: string) {
    const mail = (await delivered()).filter((m) => m.envelopeTo.includes(email)).at(-1);
    return linkToken(mail!.text, 'reset-password');
  }

  it('mails a reset or an invitation only for a vetted host: any other Host gets 421 and no mail, no link, no account', async () => {
    await appWith({ allowedHosts: ['www.example.com'] });
    const member = await signedInMember(t!.app, 'owner@example.org', 'editor');
    const admin = await login(t!.app);

    const poisoned = await askReset(member.email, { host: 'evil.example' });
    expect(poisoned.statusCode).toBe(421);
    const invited = await t!.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: { host: 'evil.example', ...bearer(admin) },
      payload: { email: 'newcomer@example.org', role: 'author' },
    });
    expect(invited.statusCode).toBe(421);
    expect(await delivered()).toEqual([]);
    expect(await t!.app.database.db.selectFrom('account_tokens').selectAll().execute()).toEqual([]);
    expect(await t!.app.repos.users.findByEmail('newcomer@example.org')).toBeUndefined();

    // The allowed host gets its mail, with a link to itself.
    expect((await askReset(member.email, { host: 'www.example.com' })).statusCode).toBe(202);
    const [mail] = await delivered();
    expect(mail!.text).toMatch(/http:\/\/www\.example\.com\/admin\/reset-password#token=[\w-]+/);
  });

  it('refuses a forwarded host the proxy (TRUST_PROXY=1) passed on from the client, and links to the vetted one', async () => {
    await appWith({ allowedHosts: ['www.example.com'], trustProxy: 1 });
    const member = await signedInMember(t!.app, 'owner@example.org', 'editor');
    const viaProxy = (forwardedHost: string) =>
      t!.app.inject({
        method: 'POST',
        url: '/api/auth/password-reset',
        headers: {
          host: '10.0.0.11:3000',
          'x-forwarded-host': forwardedHost,
          'x-forwarded-proto': 'https',
          'x-forwarded-for': '198.51.100.20',
        },
        payload: { email: member.email },
        remoteAddress: '10.0.0.5',
      });
    expect((await viaProxy('attacker.example')).statusCode).toBe(421);
    expect(await delivered()).toEqual([]);
    expect((await viaProxy('www.example.com')).statusCode).toBe(202);
    const [mail] = await delivered();
    expect(mail!.text).toMatch(/https:\/\/www\.example\.com\/admin\/reset-password#token=[\w-]+/);
  });

  it('in production without PUBLIC_URL, mails no account link at all and says so: the invitation comes back to pass on', async () => {
    await appWith({ accountMailNeedsPublicUrl: true });
    const member = await signedInMember(t!.app, 'owner@example.org', 'editor');
    const asked = await askReset(member.email, { host: 'localhost:3000' });
    expect(asked.statusCode).toBe(202);
    const admin = await login(t!.app);
    const invited = await t!.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: { host: 'localhost:3000', ...bearer(admin) },
      payload: { email: 'newcomer@example.org', role: 'author' },
    });
    expect(invited.statusCode).toBe(201);
    expect(invited.json().data).toMatchObject({
      mailOff: 'no-public-url',
      inviteLink: expect.stringMatching(/^http:\/\/localhost:3000\/admin\/accept-invite#token=/),
    });
    expect(await delivered()).toEqual([]);
    // With PUBLIC_URL the same server mails, whatever the Host.
    await t!.close();
    await appWith({ accountMailNeedsPublicUrl: true, publicUrl: 'https://www.example.com' });
    const again = await signedInMember(t!.app, 'owner@example.org', 'editor');
    expect((await askReset(again.email, { host: 'evil.example' })).statusCode).toBe(202);
    expect((await delivered())[0]!.text).toContain(
      'https://www.example.com/admin/reset-password#token=',
    );
  });

  it('ends an outstanding reset link when the person changes the password, or signs in', async () => {
    await appWith({ publicUrl: 'https://www.example.com' });
    const member = await signedInMember(t!.app, 'owner@example.org', 'editor');

    expect((await askReset(member.email)).statusCode).toBe(202);
    const beforeChange = await resetLinkOf(member.email);
    const changed = await t!.app.inject({
      method: 'POST',
      url: '/api/auth/password',
      headers: bearer(member.token),
      payload: { currentPassword: MEMBER_PASSWORD, newPassword: 'another long passphrase' },
    });
    expect(changed.statusCode).toBe(200);
    const stale = await confirmReset(beforeChange);
    expect(stale.statusCode).toBe(400);
    expect(stale.json().error).toBe(ACCOUNT_LINK_INVALID);

    expect((await askReset(member.email)).statusCode).toBe(202);
    const beforeSignIn = await resetLinkOf(member.email);
    await login(t!.app, { email: member.email, password: 'another long passphrase' });
    expect((await confirmReset(beforeSignIn)).json().error).toBe(ACCOUNT_LINK_INVALID);
  });

  it('turning two-factor on, and off, ends every other session and every reset link; the current session goes on', async () => {
    await appWith({ publicUrl: 'https://www.example.com' });
    const member = await signedInMember(t!.app, 'owner@example.org', 'editor');
    const call = (token: string, url: string, payload?: object) =>
      t!.app.inject({ method: 'POST', url, headers: bearer(token), payload: payload ?? {} });
    const code = (secret: string, steps = 0) =>
      generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

    // A session taken with a stolen password, and a reset link asked for meanwhile.
    const stolen = await login(t!.app, { email: member.email, password: MEMBER_PASSWORD });
    expect((await askReset(member.email)).statusCode).toBe(202);
    const link = await resetLinkOf(member.email);
    const { secret } = (await call(member.token, '/api/auth/2fa/setup')).json().data;
    const enabled = await call(member.token, '/api/auth/2fa/enable', { code: await code(secret) });
    expect(enabled.statusCode).toBe(200);
    expect((await me(member.token)).statusCode).toBe(200);
    expect((await me(stolen)).statusCode).toBe(401);
    expect((await confirmReset(link)).json().error).toBe(ACCOUNT_LINK_INVALID);

    // Off again: another session (signed in with both factors) ends too.
    const other = await login(t!.app, {
      email: member.email,
      password: MEMBER_PASSWORD,
      code: await code(secret, 1),
    });
    const [recoveryCode] = enabled.json().data.recoveryCodes as string[];
    const disabled = await call(member.token, '/api/auth/2fa/disable', { code: recoveryCode });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect((await me(member.token)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
  });
});
