import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as PasswordModule from '../src/lib/password.ts';
import { DEVICE_TRUST } from '../src/routes/auth/auth-routes.ts';
import type { TestApp } from './helpers/test-app.ts';
import { ADMIN, createTestApp, testDialect } from './helpers/test-app.ts';

// Hundreds of sign-ins: the password check compares directly instead of running scrypt each time
// (the throttle under test never looks inside it).
vi.mock('../src/lib/password.ts', async (importOriginal) => {
  const original = await importOriginal<typeof PasswordModule>();
  return {
    ...original,
    verifyPassword: async (password: string) => password === ADMIN.password,
  };
});

/** Through one trusted proxy (TRUST_PROXY=1), from `address`. */
const from = (address: string) => ({
  remoteAddress: '10.0.0.2',
  headers: { 'x-forwarded-for': address },
});

describe(`device cookies: a stranger cannot lock the owner out (${testDialect})`, () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const signIn = (
    credentials: { email: string; password: string },
    address: string,
    cookie?: string,
  ) => {
    const { remoteAddress, headers } = from(address);
    return t!.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: credentials,
      remoteAddress,
      headers: { ...headers, ...(cookie && { cookie: `admin_device=${cookie}` }) },
    });
  };
  const wrong = { email: ADMIN.email, password: 'not the password' };

  /** The owner signed in once from home: their browser keeps the device cookie. */
  async function ownersDeviceCookie() {
    const response = await signIn(ADMIN, '203.0.113.20');
    expect(response.statusCode).toBe(200);
    const device = response.cookies.find((c) => c.name === 'admin_device')!;
    expect(device).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/auth/login',
    });
    expect(device.value).not.toBe('');
    return device.value;
  }

  /** 165 wrong passwords from 55 addresses: 3 each, under every address's own back-off. */
  async function strangersFail() {
    const statuses = new Set<number>();
    for (let n = 0; n < 55; n += 1)
      for (let i = 0; i < 3; i += 1)
        statuses.add((await signIn(wrong, `198.51.100.${n + 1}`)).statusCode);
    // The account-wide cap (100 an hour) closed on them part way.
    expect([...statuses].sort()).toEqual([401, 429]);
  }

  it("lets the owner's device in after 165 wrong passwords from 55 addresses; without it, 429 as before", async () => {
    t = await createTestApp({ trustProxy: 1 });
    const device = await ownersDeviceCookie();
    await strangersFail();

    const withoutCookie = await signIn(ADMIN, '203.0.113.20');
    expect(withoutCookie.statusCode).toBe(429);
    expect(withoutCookie.json().error).toMatch(/^Too many login attempts/);

    const withCookie = await signIn(ADMIN, '203.0.113.20', device);
    expect(withCookie.statusCode).toBe(200);
    expect(withCookie.json().data.user.email).toBe(ADMIN.email);
    // From a new address too (a phone away from home).
    expect((await signIn(ADMIN, '192.0.2.44', device)).statusCode).toBe(200);
  });

  it('trusts no forged device cookie, nor one that names another account', async () => {
    t = await createTestApp({ trustProxy: 1, throttle: { maxAttemptsPerAccountPerHour: 3 } });
    const device = await ownersDeviceCookie();
    // A second account, signed in from the same browser: its device cookie names that account.
    await t.app.repos.users.upsert('other@example.com', 'unused');
    const other = await signIn(
      { email: 'other@example.com', password: ADMIN.password },
      '203.0.113.20',
    );
    const othersDevice = other.cookies.find((c) => c.name === 'admin_device')!.value;
    for (let i = 0; i < 3; i += 1) await signIn(wrong, `198.51.100.${i + 1}`);

    const signed = decodeURIComponent(device);
    const dot = signed.lastIndexOf('.');
    const renamed = signed.slice(0, dot).replace(ADMIN.email, 'other@example.com');
    const forged = [
      othersDevice,
      encodeURIComponent(`${renamed}${signed.slice(dot)}`),
      encodeURIComponent(`${signed.slice(0, dot)}.${'A'.repeat(signed.length - dot - 1)}`),
      'not-a-device-cookie',
    ];
    for (const cookie of forged)
      expect((await signIn(ADMIN, '203.0.113.20', cookie)).statusCode).toBe(429);
    expect((await signIn(ADMIN, '203.0.113.20', device)).statusCode).toBe(200);
  });

  it("counts a device's own failures apart, and trusts it no more after its small limit", async () => {
    t = await createTestApp({ trustProxy: 1 });
    const device = await ownersDeviceCookie();
    await strangersFail();
    // Someone with the owner's device cookie guesses, from several addresses (under each back-off):
    // none of this reaches the account-wide cap, and after the device's own limit it is not trusted.
    for (let i = 0; i < DEVICE_TRUST.maxFailures; i += 1) {
      const guess = await signIn(wrong, `192.0.2.${(i % 5) + 1}`, device);
      expect(guess.statusCode).toBe(401);
    }
    const afterLimit = await signIn(ADMIN, '203.0.113.20', device);
    expect(afterLimit.statusCode).toBe(429);
  });
});
