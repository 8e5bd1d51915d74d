import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as PasswordModule from '../src/lib/password.ts';
import { SIGN_IN_IN_PROGRESS } from '../src/routes/auth/auth-routes.ts';
import type { TestApp } from './helpers/test-app.ts';
import { ADMIN, createTestApp, testDialect, testPasswordHash } from './helpers/test-app.ts';

/** Every password check the server runs, counted (the real scrypt still runs), and held while
 * `gate` is set: a burst is simultaneous only if it all arrives while the first check runs. */
const passwordChecks = vi.hoisted(() => ({ count: 0, gate: null as Promise<void> | null }));
vi.mock('../src/lib/password.ts', async (importOriginal) => {
  const original = await importOriginal<typeof PasswordModule>();
  return {
    ...original,
    verifyPassword: async (password: string, stored: string) => {
      passwordChecks.count += 1;
      await passwordChecks.gate;
      return original.verifyPassword(password, stored);
    },
    // Unknown addresses are checked against a decoy at the test accounts' low cost (as
    // testPasswordHash makes them): here only the number of checks counts. The flood, where each
    // check takes as long as in production, is sign-in-queue-api.test.ts.
    decoyPasswordHash: () => testPasswordHash('the decoy'),
  };
});

/** Through one trusted proxy (TRUST_PROXY=1) with a forged left-most X-Forwarded-For. */
const from = (clientAddress: string) => ({
  remoteAddress: '10.0.0.2',
  headers: { 'x-forwarded-for': `${randomBytes(4).join('.')}, ${clientAddress}` },
});

describe(`sign-in hardening (${testDialect})`, () => {
  const apps: TestApp[] = [];
  const start = async (options: Parameters<typeof createTestApp>[0] = {}) => {
    const t = await createTestApp({ trustProxy: 1, ...options });
    apps.push(t);
    return t;
  };
  const signIn = (
    t: TestApp,
    credentials: { email: string; password: string },
    address = '203.0.113.10',
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: credentials,
      ...from(address),
    });
  const wrong = { email: ADMIN.email, password: 'not the password' };

  afterEach(async () => {
    for (const t of apps.reverse()) await t.close();
    apps.length = 0;
    passwordChecks.count = 0;
    passwordChecks.gate = null;
    vi.useRealTimers();
  });

  it('meets 35 failed sign-ins with forged left-most X-Forwarded-For with 429 (TRUST_PROXY=1)', async () => {
    const t = await start();
    const statuses = [];
    for (let i = 0; i < 35; i += 1) statuses.push((await signIn(t, wrong)).statusCode);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5).every((s) => s === 429)).toBe(true);
    expect(passwordChecks.count).toBe(5);
  });

  it('meets failures across many accounts from one address with 429 (per-address limit)', async () => {
    const t = await start({ throttle: { maxFailuresPerIp: 8 } });
    const statuses = [];
    for (let i = 0; i < 12; i += 1)
      statuses.push((await signIn(t, { email: `user${i}@example.com`, password: 'x' })).statusCode);
    expect(statuses).toEqual([...Array(8).fill(401), 429, 429, 429, 429]);
  });

  it('lets 25 simultaneous guesses for one account reach the password check at most 6 times, from one address or from 25 @sql', async () => {
    for (const spread of [false, true]) {
      const t = await start();
      passwordChecks.count = 0;
      // The first check is held until the guesses that cannot wait have been answered (or 2 s,
      // so a server that lets them all wait fails the count below instead of hanging here).
      let answered = 0;
      let open = () => {};
      passwordChecks.gate = new Promise<void>((resolve) => {
        open = resolve;
        setTimeout(resolve, 2_000);
      });
      const guesses = Array.from({ length: 25 }, (_, i) =>
        signIn(
          t,
          { email: ADMIN.email, password: `guess ${i}` },
          spread ? `198.51.100.${i + 1}` : '203.0.113.5',
        ).then((response) => {
          answered += 1;
          if (answered >= 25 - 6) open();
          return response;
        }),
      );
      const responses = await Promise.all(guesses);
      expect(passwordChecks.count).toBeLessThanOrEqual(6);
      expect(responses.filter((r) => r.statusCode === 401)).toHaveLength(passwordChecks.count);
      expect(responses.filter((r) => r.statusCode === 429)).toHaveLength(25 - passwordChecks.count);
      expect(responses.map((r) => r.json().error)).toContain(SIGN_IN_IN_PROGRESS);
    }
  });

  it('checks one password per account at a time, so two honest sign-ins at once both succeed, one after the other @sql', async () => {
    const t = await start();
    const [first, second] = await Promise.all([
      signIn(t, ADMIN, '198.51.100.1'),
      signIn(t, ADMIN, '198.51.100.2'),
    ]);
    expect([first!.statusCode, second!.statusCode]).toEqual([200, 200]);
    expect(passwordChecks.count).toBe(2);
  });

  it("lets the owner sign in from another address after a stranger's 6 failures", async () => {
    const t = await start();
    const stranger = [];
    for (let i = 0; i < 6; i += 1)
      stranger.push((await signIn(t, wrong, '198.51.100.66')).statusCode);
    expect(stranger).toEqual([401, 401, 401, 401, 401, 429]);
    // The stranger is still kept waiting, even with the right password…
    expect((await signIn(t, ADMIN, '198.51.100.66')).statusCode).toBe(429);
    // …while the owner, elsewhere, is not.
    const owner = await signIn(t, ADMIN, '203.0.113.20');
    expect(owner.statusCode).toBe(200);
    expect(owner.json().data.user.email).toBe(ADMIN.email);
  });

  it('doubles the wait after each further failure from the same address', async () => {
    const t = await start({ throttle: { failuresBeforeDelay: 2, firstDelaySeconds: 30 } });
    for (let i = 0; i < 2; i += 1) expect((await signIn(t, wrong)).statusCode).toBe(401);
    const first = await signIn(t, wrong);
    expect(first.statusCode).toBe(429);
    expect(Number(first.headers['retry-after'])).toBeGreaterThan(25);
    expect(Number(first.headers['retry-after'])).toBeLessThanOrEqual(30);
    expect(first.json().error).toBe('Too many login attempts. Please try again in 1 minute.');
    // Let the wait pass (move the failures back in time), fail once more: the wait doubles.
    const past = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString();
    await t.app.database.db
      .updateTable('login_failures')
      .set({ created_at: past(31) })
      .execute();
    expect((await signIn(t, wrong)).statusCode).toBe(401);
    const second = await signIn(t, wrong);
    expect(second.statusCode).toBe(429);
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(55);
    expect(Number(second.headers['retry-after'])).toBeLessThanOrEqual(60);
  });

  it('caps the password checks of one account per hour from all addresses together (ASVS V2.2.1)', async () => {
    const t = await start({ throttle: { maxAttemptsPerAccountPerHour: 4 } });
    for (let i = 1; i <= 4; i += 1)
      expect((await signIn(t, wrong, `198.51.100.${i}`)).statusCode).toBe(401);
    const capped = await signIn(t, ADMIN, '198.51.100.200');
    expect(capped.statusCode).toBe(429);
    expect(capped.json().error).toMatch(
      /^Too many login attempts\. Please try again in \d+ minutes?\.$/,
    );
    expect(passwordChecks.count).toBe(4);
  });

  it('holds the one-check-per-account claim and the flood limit across instances sharing the database @sql', async () => {
    // The flood limit counts per minute window (fixed windows): the four sign-ins below must fall
    // in one, so the clock starts at the beginning of the next minute (and runs on from there).
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(Math.ceil(Date.now() / 60_000) * 60_000 + 100);
    const a = await start({ throttle: { maxRequestsPerMinute: 3 } });
    const b = await start({
      throttle: { maxRequestsPerMinute: 3, claimWaitMs: 300 },
      sameDatabaseAs: a,
    });
    const claim = await a.app.repos.loginClaims.claim(ADMIN.email, 30_000);
    expect(claim).not.toBeNull();
    const busy = await signIn(b, ADMIN);
    expect(busy.statusCode).toBe(429);
    expect(busy.json()).toEqual({ success: false, error: SIGN_IN_IN_PROGRESS });
    expect(passwordChecks.count).toBe(0);
    await a.app.repos.loginClaims.release(ADMIN.email, claim!);
    expect((await signIn(b, ADMIN)).statusCode).toBe(200);
    // Two requests of this address this minute on b, the third on a: the fourth is refused on b.
    expect((await signIn(a, ADMIN)).statusCode).toBe(200);
    const flooded = await signIn(b, ADMIN);
    expect(flooded.statusCode).toBe(429);
    expect(flooded.json().error).toBe('Too many login attempts. Please try again in 1 minute.');
  });

  it('lets a claim left by a crashed instance lapse @sql', async () => {
    const t = await start();
    await t.app.repos.loginClaims.claim(ADMIN.email, 30_000, Date.now() - 60_000);
    expect((await signIn(t, ADMIN)).statusCode).toBe(200);
  });

  it('answers every sign-in with Cache-Control: no-store', async () => {
    const t = await start({ throttle: { failuresBeforeDelay: 1 } });
    const answers = [
      await signIn(t, ADMIN),
      await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'x' } }),
      await signIn(t, wrong, '198.51.100.9'),
      await signIn(t, wrong, '198.51.100.9'),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([200, 400, 401, 429]);
    for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('refuses unknown fields in the sign-in body, naming them', async () => {
    const t = await start();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { ...ADMIN, remember: true },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Unknown field: remember');
  });
});
