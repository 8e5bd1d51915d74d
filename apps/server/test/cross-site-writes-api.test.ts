import { afterEach, describe, expect, it } from 'vitest';
import { CROSS_SITE_WRITE_MESSAGE } from '../src/plugins/cross-site-writes.ts';
import { CROSS_SITE_FORM_MESSAGE } from '../src/routes/leads/form-posts.ts';
import type { TestApp } from './helpers/test-app.ts';
import { ADMIN, createTestApp, testDialect } from './helpers/test-app.ts';

const contact = {
  firstName: 'Amina',
  lastName: 'Otieno',
  email: 'amina@example.org',
  message: 'We need signals for 12 junctions.',
  elapsedMs: 9000,
};
const VISITOR = '198.51.100.44';
const CROSS = { 'sec-fetch-site': 'cross-site', origin: 'https://hostile.example' };

/** Security round 3 (decision 057): a change another site's page asks for is refused before any
 * counter, limit, session look-up or body parsing runs. */
describe(`cross-site writes (${testDialect})`, { timeout: 60_000 }, () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const send = (
    url: string,
    headers: Record<string, string>,
    payload: string,
    contentType = 'application/json',
  ) =>
    t!.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': contentType, ...headers },
      payload,
      remoteAddress: VISITOR,
    });

  it("refuses another site's lead posts (JSON, text/plain, a form) without counting them against the visitor's limit", async () => {
    t = await createTestApp({ leads: { perAddressPerHour: 2 } });
    const body = JSON.stringify(contact);
    const refused = [
      await send('/api/contact', CROSS, body),
      await send('/api/contact', CROSS, body, 'text/plain'),
      await send(
        '/api/newsletter',
        CROSS,
        JSON.stringify({ email: 'x@example.org' }),
        'text/plain',
      ),
      await send('/api/contact', { origin: 'https://hostile.example' }, body),
      await send('/api/contact', { 'sec-fetch-site': 'same-site' }, body),
      await send(
        '/api/contact',
        CROSS,
        new URLSearchParams({ ...contact, elapsedMs: '9000' }).toString(),
        'application/x-www-form-urlencoded',
      ),
    ];
    for (const answer of refused) expect(answer.statusCode).toBe(403);
    expect(refused[0]!.json().error).toBe(CROSS_SITE_FORM_MESSAGE);
    expect(refused.at(-1)!.headers['content-type']).toMatch(/^text\/html/);
    expect(await t.app.database.db.selectFrom('contact_messages').selectAll().execute()).toEqual(
      [],
    );
    expect(
      await t.app.database.db.selectFrom('newsletter_subscribers').selectAll().execute(),
    ).toEqual([]);
    expect(await t.app.database.db.selectFrom('rate_counters').selectAll().execute()).toEqual([]);
    // The visitor's own two leads of the hour still go through.
    for (const origin of [{}, { 'sec-fetch-site': 'same-origin' }] as Record<string, string>[])
      expect((await send('/api/contact', origin, body)).statusCode).toBe(201);
  });

  it('refuses before the body is read: a malformed or oversized body is 403, not 400 or 413', async () => {
    t = await createTestApp();
    expect((await send('/api/contact', CROSS, '{not json')).statusCode).toBe(403);
    expect((await send('/api/contact', CROSS, 'x'.repeat(64 * 1024))).statusCode).toBe(403);
    expect((await send('/api/contact', {}, '{not json')).statusCode).toBe(400);
  });

  it('refuses every state-changing route, before authentication, and no read', async () => {
    t = await createTestApp({ throttle: { maxRequestsPerMinute: 2 } });
    const admin = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/messages/x',
      headers: CROSS,
    });
    expect(admin.statusCode).toBe(403);
    expect(admin.json().error).toBe(CROSS_SITE_WRITE_MESSAGE);
    const translate = await send(
      '/api/translate',
      CROSS,
      JSON.stringify({ to: 'sw', texts: ['Hi'] }),
    );
    expect(translate.statusCode).toBe(403);
    const read = await t.app.inject({ method: 'GET', url: '/api/blogs', headers: CROSS });
    expect(read.statusCode).toBe(200);

    // Another site's sign-ins: refused with their own message, and not counted against the
    // address's sign-in flood limit (2 a minute here).
    for (let i = 0; i < 5; i += 1) {
      const login = await send('/api/auth/login', CROSS, JSON.stringify(ADMIN));
      expect(login.statusCode).toBe(403);
      expect(login.json().error).toBe('Sign in from the admin portal of this site');
    }
    expect((await send('/api/auth/login', {}, JSON.stringify(ADMIN))).statusCode).toBe(200);
  });

  it('takes a write whose Origin is PUBLIC_URL (a proxy the server does not see through)', async () => {
    t = await createTestApp({ publicUrl: 'https://www.example.com' });
    const viaProxy = await send(
      '/api/contact',
      { host: '10.0.0.11:3000', origin: 'https://www.example.com' },
      JSON.stringify(contact),
    );
    expect(viaProxy.statusCode).toBe(201);
  });
});
