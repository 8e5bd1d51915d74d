import { afterEach, describe, expect, it } from 'vitest';
import { hashToken } from '../src/lib/tokens.ts';
import { CROSS_SITE_WRITE_MESSAGE } from '../src/plugins/cross-site-writes.ts';
import type { TestApp } from './helpers/test-app.ts';
import { ADMIN, bearer, callAs, createTestApp, testDialect } from './helpers/test-app.ts';

/** The portal's browser session is an HttpOnly cookie (decision 038); API clients keep the bearer token. */
describe(`the admin session cookie (${testDialect})`, () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const HOST = '127.0.0.1:3000';
  const SAME_ORIGIN = `http://${HOST}`;

  async function signIn(app: TestApp['app'], headers: Record<string, string> = {}) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { host: HOST, origin: SAME_ORIGIN, ...headers },
      payload: ADMIN,
    });
    expect(response.statusCode).toBe(200);
    const session = response.cookies.find((c) => c.name.endsWith('admin_session'));
    return { response, session: session!, token: response.json().data.session.access_token };
  }

  const cookieHeader = (value: string) => ({ cookie: `admin_session=${value}` });

  it('is set by the sign-in as HttpOnly and SameSite=Strict, while the answer still carries the token', async () => {
    t = await createTestApp();
    const { response, session, token } = await signIn(t.app);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(session).toMatchObject({
      name: 'admin_session',
      value: token,
      httpOnly: true,
      sameSite: 'Strict',
      path: '/',
    });
    expect(session.secure).toBeFalsy(); // plain HTTP: a Secure cookie would never come back
    // Until the session's absolute expiry (a cookie's date has whole seconds).
    const expiresAt = Date.parse(response.json().data.session.expires_at);
    expect(Math.abs(Date.parse(String(session.expires)) - expiresAt)).toBeLessThan(1000);
    expect(response.headers['set-cookie']).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^admin_session=[^;]+;.*HttpOnly.*SameSite=Strict/),
      ]),
    );
    // Beside it, a hint for the portal's pages that holds no secret: the portal's script reads it to
    // know whether to ask the server about a session at all.
    const hint = response.cookies.find((c) => c.name === 'admin_signed_in');
    expect(hint).toMatchObject({ value: '1', path: '/admin', sameSite: 'Strict' });
    expect(hint?.httpOnly).toBeFalsy();
    expect(Math.abs(Date.parse(String(hint?.expires)) - expiresAt)).toBeLessThan(1000);
  });

  it('is a Secure __Host- cookie when the request came over HTTPS', async () => {
    t = await createTestApp({ trustProxy: 1 });
    const { session, token } = await signIn(t.app, {
      origin: `https://${HOST}`,
      'x-forwarded-proto': 'https',
      'x-forwarded-for': '203.0.113.7',
    });
    expect(session).toMatchObject({
      name: '__Host-admin_session',
      httpOnly: true,
      sameSite: 'Strict',
      secure: true,
      path: '/',
    });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { 'x-forwarded-proto': 'https', cookie: `__Host-admin_session=${token}` },
    });
    expect(me.statusCode).toBe(200);
  });

  it('signs the browser in without any token: /me, the admin lists and a same-origin change', async () => {
    t = await createTestApp();
    const { session } = await signIn(t.app);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: cookieHeader(session.value),
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.user.email).toBe(ADMIN.email);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/blogs/admin',
      headers: cookieHeader(session.value),
    });
    expect(list.statusCode).toBe(200);
    for (const site of [{ origin: SAME_ORIGIN }, { 'sec-fetch-site': 'same-origin' }]) {
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/blogs',
        headers: { host: HOST, ...site, ...cookieHeader(session.value) },
        payload: { title: `Made with the cookie ${JSON.stringify(site)}`, content: 'Body' },
      });
      expect(created.statusCode).toBe(201);
    }
  });

  it('refuses a cookie-authenticated change from another origin, or with no origin at all, with 403', async () => {
    t = await createTestApp();
    const { session } = await signIn(t.app);
    const attempts: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'http://127.0.0.1:3001' },
      { 'sec-fetch-site': 'same-site', origin: SAME_ORIGIN },
      { 'sec-fetch-site': 'cross-site' },
      {},
    ];
    for (const site of attempts) {
      for (const [method, url] of [
        ['POST', '/api/blogs'],
        ['DELETE', '/api/admin/messages/x'],
        ['POST', '/api/auth/logout'],
      ] as const) {
        const response = await t.app.inject({
          method,
          url,
          headers: { host: HOST, ...site, ...cookieHeader(session.value) },
          ...(method === 'POST' &&
            url === '/api/blogs' && { payload: { title: 'Forged', content: 'x' } }),
        });
        expect(response.statusCode, `${method} ${url} ${JSON.stringify(site)}`).toBe(403);
        // Another site's page is refused before the session is even looked at (decision 057); a
        // cookie change that names no origin at all, by the cookie's own rule.
        expect(response.json()).toEqual({
          success: false,
          error:
            Object.keys(site).length > 0
              ? CROSS_SITE_WRITE_MESSAGE
              : 'This change did not come from the admin portal of this site',
        });
      }
    }
    const posts = await t.app.database.db.selectFrom('blog_posts').select('id').execute();
    expect(posts).toEqual([]);
    // The session was not ended by the forged logouts.
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: cookieHeader(session.value),
    });
    expect(me.statusCode).toBe(200);
  });

  it('keeps the bearer token working for API clients without an Origin, from any address, and refuses one a page of another site sends', async () => {
    t = await createTestApp();
    const { token } = await signIn(t.app);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/blogs',
      headers: bearer(token),
      payload: { title: 'By the API', content: 'Body' },
      remoteAddress: '198.51.100.7',
    });
    expect(created.statusCode).toBe(201);
    const fromAPage = await t.app.inject({
      method: 'POST',
      url: '/api/blogs',
      headers: { origin: 'https://tool.example', ...bearer(token) },
      payload: { title: 'From a page elsewhere', content: 'Body' },
    });
    expect(fromAPage.statusCode).toBe(403);
    const logout = await callAs(t.app, token, 'POST', '/api/auth/logout');
    expect(logout.statusCode).toBe(200);
    expect(logout.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a sign-in that a page of another site sends', async () => {
    t = await createTestApp();
    for (const headers of [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { host: HOST, ...headers },
        payload: ADMIN,
      });
      expect(response.statusCode).toBe(403);
      expect(response.cookies).toEqual([]);
    }
  });

  it('is cleared and its session revoked by a same-origin logout', async () => {
    t = await createTestApp();
    const { session } = await signIn(t.app);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { host: HOST, origin: SAME_ORIGIN, ...cookieHeader(session.value) },
    });
    expect(logout.statusCode).toBe(200);
    const cleared = logout.cookies.find((c) => c.name === 'admin_session');
    expect(cleared).toMatchObject({ value: '', path: '/', httpOnly: true, sameSite: 'Strict' });
    expect(Date.parse(String(cleared?.expires))).toBe(0);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: cookieHeader(session.value),
    });
    expect(logout.cookies.find((c) => c.name === 'admin_signed_in')).toMatchObject({
      value: '',
      path: '/admin',
    });
    expect(me.statusCode).toBe(401);
    // A dead cookie is cleared when it is refused, too, with its hint.
    expect(me.cookies.find((c) => c.name === 'admin_session')?.value).toBe('');
    expect(me.cookies.find((c) => c.name === 'admin_signed_in')?.value).toBe('');
  });

  it('replaces the browser’s previous session at a new sign-in', async () => {
    t = await createTestApp();
    const first = await signIn(t.app);
    await signIn(t.app, cookieHeader(first.session.value));
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: cookieHeader(first.session.value),
    });
    expect(me.statusCode).toBe(401);
  });
});

describe(`the admin session idle timeout (${testDialect}) @sql`, () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const lastUse = async (app: TestApp['app'], token: string) => {
    const row = await app.database.db
      .selectFrom('sessions')
      .select('last_used_at')
      .where('id', '=', hashToken(token))
      .executeTakeFirstOrThrow();
    return new Date(row.last_used_at!).getTime();
  };
  const setLastUse = (app: TestApp['app'], token: string, msAgo: number) =>
    app.database.db
      .updateTable('sessions')
      .set({ last_used_at: new Date(Date.now() - msAgo).toISOString() })
      .where('id', '=', hashToken(token))
      .execute();
  const HOUR = 3_600_000;

  it('refuses a session unused for 12 hours, long before its absolute expiry, by bearer and by cookie', async () => {
    t = await createTestApp({ sessionTtlHours: 24 * 30 });
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN });
    const token: string = login.json().data.session.access_token;
    await setLastUse(t.app, token, 12 * HOUR + 60_000);
    for (const headers of [bearer(token), { cookie: `admin_session=${token}` }]) {
      const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers });
      expect(me.statusCode).toBe(401);
      expect(me.json().error).toBe('Your session has expired or is invalid. Please sign in again.');
    }
  });

  it('keeps a session in use alive, recording its use at most once a minute', async () => {
    t = await createTestApp();
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN });
    const token: string = login.json().data.session.access_token;
    const signedInAt = await lastUse(t.app, token);
    expect(Math.abs(signedInAt - Date.now())).toBeLessThan(10_000);

    // Used again within the minute: nothing is written.
    await setLastUse(t.app, token, 30_000);
    const written = await lastUse(t.app, token);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) }))
        .statusCode,
    ).toBe(200);
    expect(await lastUse(t.app, token)).toBe(written);

    // Unused for almost 12 hours: still live, and the use moves the idle deadline on.
    await setLastUse(t.app, token, 12 * HOUR - 60_000);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) }))
        .statusCode,
    ).toBe(200);
    expect(Date.now() - (await lastUse(t.app, token))).toBeLessThan(10_000);
  });
});
