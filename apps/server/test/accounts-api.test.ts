import {
  ACCOUNT_LINK_INVALID,
  CURRENT_PASSWORD_WRONG,
  LAST_ADMIN_DEMOTE,
  LAST_ADMIN_REMOVE,
  MIN_ADMIN_PASSWORD_LENGTH,
  PASSWORD_RESET_SENT,
  ROLE_FORBIDDEN,
} from '@site/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_EXISTS } from '../src/routes/users/user-routes.ts';
import { MEMBER_PASSWORD, linkToken, mailingTestApp, signedInMember } from './helpers/team.ts';
import { ADMIN, bearer, createTestApp, login, testDialect } from './helpers/test-app.ts';

type TeamApp = Awaited<ReturnType<typeof mailingTestApp>>;
const NEW_PASSWORD = 'a brand new passphrase';

describe(`team accounts (${testDialect})`, { timeout: 120_000 }, () => {
  let sink: TeamApp['sink'];
  let t: TeamApp['t'];
  let admin: string;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ sink, t, admin, close } = await mailingTestApp());
  });
  afterAll(() => close());
  beforeEach(() => {
    sink.received.length = 0;
  });

  const api = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    token?: string,
    payload?: object,
  ) => t.app.inject({ method, url, payload, headers: token ? bearer(token) : {} });
  /** Accepts an invitation by its link's token (with the new passphrase unless another is given). */
  const acceptInvite = (token: string, password = NEW_PASSWORD) =>
    api('POST', '/api/auth/accept-invite', undefined, { token, password });
  /** Signs in (with the new passphrase unless another is given). */
  const signIn = (email: string, password = NEW_PASSWORD) =>
    api('POST', '/api/auth/login', undefined, { email, password });
  const delivered = async () => {
    await t.app.housekeeping.runAll();
    return sink.received;
  };

  it('invites a person with a role: 201, an invited account, a mail with a link valid 72 hours that works once', async () => {
    const invited = await api('POST', '/api/admin/users', admin, {
      email: ' Wanjiru@Example.org ',
      role: 'editor',
    });
    expect(invited.statusCode).toBe(201);
    expect(invited.json().data).toMatchObject({
      email: 'wanjiru@example.org',
      role: 'editor',
      status: 'invited',
      inviteLink: null, // mailed: the link is in the mail only
    });

    const [mail, ...others] = await delivered();
    expect(others).toEqual([]);
    expect(mail!.envelopeTo).toEqual(['wanjiru@example.org']);
    expect(mail!.headers.subject).toBe('You are invited to the website admin portal');
    expect(mail!.text).toContain("You are invited to the website's admin portal as editor.");
    expect(mail!.text).toContain('https://www.example.com/admin/accept-invite#token=');
    const token = linkToken(mail!.text, 'accept-invite');

    // Stored hashed, expiring in 72 hours.
    const row = await t.app.database.db
      .selectFrom('account_tokens')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(row.id).not.toBe(token);
    expect(row.kind).toBe('invite');
    const validMs = new Date(row.expires_at).getTime() - new Date(row.created_at).getTime();
    expect(validMs).toBe(72 * 3_600_000);

    // Not yet: an invited account cannot sign in.
    const early = await signIn('wanjiru@example.org');
    expect(early.statusCode).toBe(401);

    const short = await acceptInvite(token, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toBe(
      `password must be at least ${MIN_ADMIN_PASSWORD_LENGTH} characters`,
    );

    const accepted = await acceptInvite(token);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data).toEqual({ email: 'wanjiru@example.org' });

    const again = await acceptInvite(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe(ACCOUNT_LINK_INVALID);

    const signedIn = await signIn('wanjiru@example.org');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data.user).toMatchObject({
      email: 'wanjiru@example.org',
      role: 'editor',
    });

    const list = await api('GET', '/api/admin/users', admin);
    expect(list.json().data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email: 'wanjiru@example.org', role: 'editor', status: 'active' }),
        expect.objectContaining({ email: ADMIN.email, role: 'admin', status: 'active' }),
      ]),
    );
  });

  it('refuses an expired invitation, an unknown token and an existing account', async () => {
    await api('POST', '/api/admin/users', admin, { email: 'late@example.org', role: 'author' });
    const token = linkToken((await delivered())[0]!.text, 'accept-invite');
    await t.app.database.db
      .updateTable('account_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    const expired = await acceptInvite(token);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error).toBe(ACCOUNT_LINK_INVALID);

    const unknown = await acceptInvite('x'.repeat(43));
    expect(unknown.json().error).toBe(ACCOUNT_LINK_INVALID);

    const existing = await api('POST', '/api/admin/users', admin, {
      email: ADMIN.email,
      role: 'author',
    });
    expect(existing.statusCode).toBe(409);
    expect(existing.json().error).toBe(ACCOUNT_EXISTS);

    const badRole = await api('POST', '/api/admin/users', admin, {
      email: 'x@example.org',
      role: 'owner',
    });
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().error).toBe('role must be one of: admin, editor, author');
  });

  it('changes roles, and never demotes or removes the last administrator', async () => {
    const me = (await api('GET', '/api/auth/me', admin)).json().data.user;
    const demote = await api('PATCH', `/api/admin/users/${me.id}`, admin, { role: 'editor' });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().error).toBe(LAST_ADMIN_DEMOTE);
    const remove = await api('DELETE', `/api/admin/users/${me.id}`, admin);
    expect(remove.statusCode).toBe(409);
    expect(remove.json().error).toBe(LAST_ADMIN_REMOVE);

    const other = await signedInMember(t.app, 'second@example.org', 'editor');
    const promoted = await api('PATCH', `/api/admin/users/${other.id}`, admin, { role: 'admin' });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json().data).toMatchObject({ email: 'second@example.org', role: 'admin' });
    // The role applies to the open session at once.
    expect((await api('GET', '/api/admin/users', other.token)).statusCode).toBe(200);

    const back = await api('PATCH', `/api/admin/users/${other.id}`, admin, { role: 'author' });
    expect(back.statusCode).toBe(200);
    const refused = await api('GET', '/api/admin/users', other.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ success: false, error: ROLE_FORBIDDEN });

    expect(
      (await api('PATCH', '/api/admin/users/nobody', admin, { role: 'author' })).statusCode,
    ).toBe(404);
  });

  it('removes an account: its sessions end at once and it cannot sign in', async () => {
    const member = await signedInMember(t.app, 'leaving@example.org', 'author');
    expect((await api('GET', '/api/auth/me', member.token)).statusCode).toBe(200);
    const removed = await api('DELETE', `/api/admin/users/${member.id}`, admin);
    expect(removed.statusCode).toBe(200);
    expect((await api('GET', '/api/auth/me', member.token)).statusCode).toBe(401);
    expect((await signIn(member.email, MEMBER_PASSWORD)).statusCode).toBe(401);
    const list = (await api('GET', '/api/admin/users', admin)).json().data as { email: string }[];
    expect(list.map((m) => m.email)).not.toContain(member.email);
  });

  it('resets a forgotten password by mail: the same 202 for any address, a 1-hour single-use link, every session ends', async () => {
    const member = await signedInMember(t.app, 'forgetful@example.org', 'editor');
    const known = await api('POST', '/api/auth/password-reset', undefined, { email: member.email });
    const unknown = await api('POST', '/api/auth/password-reset', undefined, {
      email: 'nobody@example.org',
    });
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.body).toBe(unknown.body);
    expect(known.json().data.message).toBe(PASSWORD_RESET_SENT);

    const mails = await delivered();
    expect(mails.map((m) => m.envelopeTo)).toEqual([[member.email]]);
    expect(mails[0]!.headers.subject).toBe('Choose a new password for the website admin portal');
    const token = linkToken(mails[0]!.text, 'reset-password');
    const row = await t.app.database.db
      .selectFrom('account_tokens')
      .selectAll()
      .where('kind', '=', 'reset')
      .executeTakeFirstOrThrow();
    expect(new Date(row.expires_at).getTime() - new Date(row.created_at).getTime()).toBe(3_600_000);

    const confirmed = await api('POST', '/api/auth/password-reset/confirm', undefined, {
      token,
      password: NEW_PASSWORD,
    });
    expect(confirmed.statusCode).toBe(200);
    expect((await api('GET', '/api/auth/me', member.token)).statusCode).toBe(401);
    const reused = await api('POST', '/api/auth/password-reset/confirm', undefined, {
      token,
      password: NEW_PASSWORD,
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error).toBe(ACCOUNT_LINK_INVALID);
    expect((await signIn(member.email)).statusCode).toBe(200);
  });

  it('limits reset mails per account and reset requests per address, in the database', async () => {
    const member = await signedInMember(t.app, 'often@example.org', 'author');
    const ask = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/password-reset',
        payload: { email: member.email },
        remoteAddress: '198.51.100.7',
      });
    for (let i = 0; i < 5; i += 1) expect((await ask()).statusCode).toBe(202);
    expect(await delivered()).toHaveLength(3);
    for (let i = 0; i < 5; i += 1) await ask();
    const limited = await ask();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toBe('Too many requests. Please try again later.');
  });

  it('changes one’s own password: the current one is checked, the other sessions end', async () => {
    const member = await signedInMember(t.app, 'changer@example.org', 'author');
    const other = await login(t.app, { email: member.email, password: MEMBER_PASSWORD });
    const wrong = await api('POST', '/api/auth/password', member.token, {
      currentPassword: 'not it at all',
      newPassword: NEW_PASSWORD,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe(CURRENT_PASSWORD_WRONG);
    const changed = await api('POST', '/api/auth/password', member.token, {
      currentPassword: MEMBER_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(changed.statusCode).toBe(200);
    expect((await api('GET', '/api/auth/me', member.token)).statusCode).toBe(200);
    expect((await api('GET', '/api/auth/me', other)).statusCode).toBe(401);
    expect((await signIn(member.email)).statusCode).toBe(200);
    expect((await api('POST', '/api/auth/password', undefined, {})).statusCode).toBe(401);
  });

  it('lists one’s own sessions (the current one marked, never a token hash) and ends one', async () => {
    const member = await signedInMember(t.app, 'sessions@example.org', 'editor');
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: member.email, password: MEMBER_PASSWORD },
      headers: { 'user-agent': 'Phone Browser 1.0' },
      remoteAddress: '203.0.113.9',
    });
    const otherToken = other.json().data.session.access_token as string;
    const listed = await api('GET', '/api/auth/sessions', member.token);
    expect(listed.statusCode).toBe(200);
    const sessions = listed.json().data as {
      id: string;
      current: boolean;
      ip: string;
      userAgent: string;
      createdAt: string;
      lastUsedAt: string;
    }[];
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    const phone = sessions.find((s) => !s.current)!;
    expect(phone).toMatchObject({ ip: '203.0.113.9', userAgent: 'Phone Browser 1.0' });
    const hashes = (await t.app.database.db.selectFrom('sessions').select('id').execute()).map(
      (r) => r.id,
    );
    for (const s of sessions) expect(hashes).not.toContain(s.id);
    expect(listed.body).not.toContain(hashes[0]);

    // Someone else's session is not found.
    expect((await api('DELETE', `/api/auth/sessions/${phone.id}`, admin)).statusCode).toBe(404);
    const ended = await api('DELETE', `/api/auth/sessions/${phone.id}`, member.token);
    expect(ended.statusCode).toBe(200);
    expect((await api('GET', '/api/auth/me', otherToken)).statusCode).toBe(401);
    expect((await api('GET', '/api/auth/sessions', member.token)).json().data).toHaveLength(1);
  });

  it('refuses the team routes to an editor and an author with the role envelope', async () => {
    const editor = await signedInMember(t.app, 'ed@example.org', 'editor');
    const invite = await api('POST', '/api/admin/users', editor.token, {
      email: 'x@example.org',
      role: 'admin',
    });
    expect(invite.statusCode).toBe(403);
    expect(invite.json()).toEqual({ success: false, error: ROLE_FORBIDDEN });
  });
});

describe(`team accounts on a server that sends no mail (${testDialect})`, () => {
  it('answers the invitation link for the administrator to pass on, and keeps no mail', async () => {
    const t = await createTestApp({ publicUrl: 'https://www.example.com' });
    try {
      const admin = await login(t.app);
      const invited = await t.app.inject({
        method: 'POST',
        url: '/api/admin/users',
        headers: bearer(admin),
        payload: { email: 'amina@example.org', role: 'editor' },
      });
      expect(invited.statusCode, invited.body).toBe(201);
      const { inviteLink, email, status } = invited.json().data;
      expect({ email, status }).toEqual({ email: 'amina@example.org', status: 'invited' });
      expect(inviteLink).toMatch(
        /^https:\/\/www\.example\.com\/admin\/accept-invite#token=[\w-]+$/,
      );
      const queued = await t.app.database.db.selectFrom('mail_outbox').selectAll().execute();
      expect(queued).toEqual([]);
      const accepted = await t.app.inject({
        method: 'POST',
        url: '/api/auth/accept-invite',
        payload: { token: linkToken(inviteLink, 'accept-invite'), password: NEW_PASSWORD },
      });
      expect(accepted.statusCode, accepted.body).toBe(200);
      await login(t.app, { email: 'amina@example.org', password: NEW_PASSWORD });
    } finally {
      await t.close();
    }
  });
});
