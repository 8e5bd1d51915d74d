import { afterEach, describe, expect, it } from 'vitest';
import { ensureFirstAdmin } from '../src/lib/bootstrap-admin.ts';
import { hashToken } from '../src/lib/tokens.ts';
import type { TestApp } from './helpers/test-app.ts';
import { ADMIN, bearer, callAs, createTestApp, login, testDialect } from './helpers/test-app.ts';

describe(`auth API (${testDialect})`, () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('signs in, answers the session and user, and confirms the token with /me', async () => {
    t = await createTestApp();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: ' Admin@Example.com ', password: ADMIN.password },
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.user.email).toBe(ADMIN.email);
    expect(data.session.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 random bits
    expect(Date.parse(data.session.expires_at) - Date.now()).toBeGreaterThan(23 * 3_600_000);

    const me = await callAs(t.app, data.session.access_token, 'GET', '/api/auth/me');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({
      success: true,
      data: { user: { id: data.user.id, email: ADMIN.email, role: 'admin' } },
    });
  });

  it('stores only a hash of the token and a hashed password', async () => {
    // The first administrator made as `npm start` makes it, so the password is hashed by the app.
    t = await createTestApp({ withAdmin: false });
    await ensureFirstAdmin(t.app, ADMIN.email, ADMIN.password);
    const token = await login(t.app);
    const sessions = await t.app.database.db.selectFrom('sessions').selectAll().execute();
    expect(sessions.map((s) => s.id)).toEqual([hashToken(token)]);
    expect(JSON.stringify(sessions)).not.toContain(token);
    const user = await t.app.database.db.selectFrom('users').selectAll().executeTakeFirstOrThrow();
    expect(user.password_hash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(user.password_hash).not.toContain(ADMIN.password);
  });

  it('gives the same answer for an unknown e-mail and a wrong password', async () => {
    t = await createTestApp();
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@example.com', password: ADMIN.password },
    });
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: ADMIN.email, password: 'wrong password' },
    });
    for (const response of [unknown, wrong]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ success: false, error: 'Invalid email or password' });
    }
  });

  it('validates the login body', async () => {
    t = await createTestApp();
    const cases: [unknown, string][] = [
      [{ password: 'x' }, 'email is required'],
      [{ email: 'not-an-email', password: 'x' }, 'email must be a valid e-mail address'],
      [{ email: ADMIN.email }, 'password is required'],
    ];
    for (const [payload, error] of cases) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: payload as object,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, error });
    }
  });

  it('delays further tries for an account from the address that failed, with 429 and a clear message, even for the right password', async () => {
    t = await createTestApp({ throttle: { failuresBeforeDelay: 3, maxFailuresPerIp: 100 } });
    for (let i = 0; i < 3; i += 1) {
      const r = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: ADMIN.email, password: `guess ${i}` },
      });
      expect(r.statusCode).toBe(401);
    }
    const blocked = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      success: false,
      error: 'Too many login attempts. Please try again in 1 minute.',
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(20);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(30);
    // Another account from the same IP is not locked by this e-mail's failures.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'other@example.com', password: 'x' },
    });
    expect(other.statusCode).toBe(401);
  });

  it('rate-limits failures per IP across e-mails', async () => {
    t = await createTestApp({ throttle: { failuresBeforeDelay: 100, maxFailuresPerIp: 3 } });
    for (let i = 0; i < 3; i += 1) {
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: `user${i}@example.com`, password: 'x' },
      });
    }
    const blocked = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toMatch(
      /^Too many login attempts\. Please try again in \d+ minutes?\.$/,
    );
  });

  it('limits the request rate of the login route itself', async () => {
    t = await createTestApp({ throttle: { maxRequestsPerMinute: 2 } });
    const statuses = [];
    for (let i = 0; i < 3; i += 1) {
      statuses.push(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/auth/login',
            payload: { email: 'x@example.com' },
          })
        ).statusCode,
      );
    }
    expect(statuses).toEqual([400, 400, 429]);
  });

  it('clears the failure count after a successful sign-in', async () => {
    t = await createTestApp({ throttle: { failuresBeforeDelay: 3 } });
    for (let i = 0; i < 2; i += 1)
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: ADMIN.email, password: 'no' },
      });
    await login(t.app);
    for (let i = 0; i < 2; i += 1)
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: ADMIN.email, password: 'no' },
      });
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN })).statusCode,
    ).toBe(200);
  });

  it('revokes the session on logout', async () => {
    t = await createTestApp();
    const token = await login(t.app);
    const other = await login(t.app);
    const logout = await callAs(t.app, token, 'POST', '/api/auth/logout');
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ success: true, data: null });
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(me.statusCode).toBe(401);
    expect(me.json()).toEqual({
      success: false,
      error: 'Your session has expired or is invalid. Please sign in again.',
    });
    // Only that session ends.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(other) }))
        .statusCode,
    ).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(401);
  });

  it('refuses an expired token', async () => {
    t = await createTestApp();
    const token = await login(t.app);
    await t.app.database.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(me.statusCode).toBe(401);
    const list = await callAs(t.app, token, 'GET', '/api/blogs/admin');
    expect(list.statusCode).toBe(401);
  });

  it('answers 401 without a token, with a WWW-Authenticate header', async () => {
    t = await createTestApp();
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me' });
    expect(me.statusCode).toBe(401);
    expect(me.headers['www-authenticate']).toBe('Bearer');
    expect(me.json()).toEqual({ success: false, error: 'Authentication required' });
  });
});
