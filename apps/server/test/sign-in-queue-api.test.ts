import type { LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { addressKey } from '../src/lib/client-address.ts';
import { SIGN_IN_BUSY } from '../src/routes/auth/auth-routes.ts';
import { MEMBER_PASSWORD, signedInMember } from './helpers/team.ts';
import type { TestApp } from './helpers/test-app.ts';
import { ADMIN, createTestApp, testDialect } from './helpers/test-app.ts';

const FLOOD = 25;

/** Security round 3 (decision 057): the line of password checks is shared by every sign-in, so a
 * flood of wrong sign-ins from elsewhere must not turn the owner away; IPv6 counts per /48 too. */
describe(`the sign-in line under a flood (${testDialect})`, { timeout: 120_000 }, () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const signIn = (
    payload: Record<string, string>,
    remoteAddress: string,
    headers: Record<string, string> = {},
  ) => t!.app.inject({ method: 'POST', url: '/api/auth/login', payload, headers, remoteAddress });

  /** FLOOD wrong sign-ins to unknown accounts (each a full-cost password check) from as many
   * addresses: `full` once the line is full (one of them was turned away with 503) while the rest
   * still wait, `done` with every answer. */
  function flood(addresses: string[]) {
    const answers = addresses.map((address, i) =>
      signIn({ email: `stranger-${i}@example.org`, password: 'a wrong guess' }, address),
    );
    let full!: () => void;
    const lineFull = new Promise<void>((resolve) => (full = resolve));
    for (const answer of answers)
      void answer.then((response) => response.statusCode === 503 && full());
    return { full: lineFull, done: Promise.all(answers) };
  }
  const strangers = Array.from({ length: FLOOD }, (_, i) => `203.0.113.${i + 10}`);
  const statuses = (answers: LightMyRequestResponse[]) => answers.map((a) => a.statusCode);

  it('lets the owners in while strangers from 25 addresses that failed before fill the line: with a device cookie, or from an address without failures', async () => {
    t = await createTestApp();
    const member = await signedInMember(t.app, 'editor@example.org', 'editor');
    const first = await signIn(ADMIN, '198.51.100.1');
    expect(first.statusCode).toBe(200);
    const device = first.cookies.find((cookie) => cookie.name === 'admin_device')!;
    // The strangers' addresses failed before, and so did the administrator's: only the device
    // cookie can let the administrator pass them.
    for (const [i, address] of [...strangers, '198.51.100.1'].entries())
      await t.app.repos.loginFailures.record(`stranger-${i}@example.org`, addressKey(address));

    const strangersAt = flood(strangers);
    let lastStranger = 0;
    void strangersAt.done.then(() => (lastStranger = performance.now()));
    await strangersAt.full;
    // Public reads do not queue behind the password checks.
    const read = await t.app.inject({ method: 'GET', url: '/api/blogs' });
    const readDone = performance.now();
    expect(read.statusCode).toBe(200);
    const [withDevice, fromCleanAddress] = await Promise.all([
      signIn(ADMIN, '198.51.100.1', { cookie: `admin_device=${device.value}` }),
      signIn({ email: member.email, password: MEMBER_PASSWORD }, '198.51.100.2'),
    ]);
    expect(withDevice.statusCode, withDevice.body).toBe(200);
    expect(fromCleanAddress.statusCode, fromCleanAddress.body).toBe(200);

    const answers = await strangersAt.done;
    expect(readDone).toBeLessThan(lastStranger);
    expect(statuses(answers).filter((s) => s !== 401 && s !== 503)).toEqual([]);
    const busy = answers.find((answer) => answer.statusCode === 503)!;
    expect(busy.json()).toEqual({ success: false, error: SIGN_IN_BUSY });
    expect(busy.headers['retry-after']).toBe('5');
    // A turned-away sign-in was never checked, so it is not held against its address: the
    // strangers' failures are the ones recorded before plus one for each 401.
    const failures = await t.app.database.db
      .selectFrom('login_failures')
      .select('id')
      .where('email', 'like', 'stranger-%')
      .execute();
    expect(failures).toHaveLength(FLOOD + 1 + statuses(answers).filter((s) => s === 401).length);
  });

  it('counts IPv6 failures and sign-in requests per /48 as well as per /64 @sql', async () => {
    t = await createTestApp({ throttle: { maxFailuresPerIp: 3, maxRequestsPerMinute: 4 } });
    const wrong = { email: ADMIN.email, password: 'not the password' };
    // Three /64s of one /48 fail once each: a fourth /64 of it is turned away, another /48 is not.
    for (const subnet of ['a', 'b', 'c'])
      expect((await signIn(wrong, `2001:db8:7:${subnet}::1`)).statusCode).toBe(401);
    expect((await signIn(ADMIN, '2001:db8:7:d::1')).statusCode).toBe(429);
    expect((await signIn(ADMIN, '2001:db8:8:d::1')).statusCode).toBe(200);
    // The flood limit: a fifth request a minute from the /48, whatever its /64, is refused at once.
    const flooded = await signIn(ADMIN, '2001:db8:7:e::1');
    expect(flooded.statusCode).toBe(429);
  });
});
