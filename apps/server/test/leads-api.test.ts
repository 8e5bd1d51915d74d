import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TOO_QUICK_MESSAGE, TRAINING_COURSES } from '@site/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.ts';
import { migrateToLatest, migrateUpTo } from '../src/db/migrations/index.ts';
import { newsletterSubscribersRepository } from '../src/db/newsletter-subscribers-repository.ts';
import {
  ADMIN,
  bearer,
  createTestApp,
  freshPostgresDatabase,
  login,
  testDialect,
  type TestApp,
} from './helpers/test-app.ts';

let t: TestApp;
let token: string;
let nextAddress = 1;
/** Each test posts from its own address, so the per-address limit only bites where a test wants it. */
const newAddress = () => `198.51.100.${nextAddress++}`;

/** How long a person had the form open: past the minimum fill time. */
const elapsedMs = 9000;
const contact = {
  firstName: 'Amina',
  lastName: 'Otieno',
  email: 'amina@example.org',
  message: 'We need signals for 12 junctions.\nCan you quote?',
  elapsedMs,
};
const registration = {
  course: TRAINING_COURSES[1],
  firstName: 'Brian',
  lastName: 'Kamau',
  email: 'brian@example.org',
  participants: 3,
  elapsedMs,
};
const subscription = (email: string) => ({ email, elapsedMs });
const tooMany = (what: string) =>
  `Too many ${what} from your network address. Please try again in an hour, or write to us by e-mail.`;

const post = (url: string, payload: unknown, remoteAddress = newAddress()) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress });
const admin = (method: 'GET' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://www.example.com' });
  token = await login(t.app);
});
afterAll(() => t.close());

describe(`POST /api/contact (${testDialect})`, () => {
  it('stores the message and answers 201 with its id; the portal lists it unread, with subject, phone and company', async () => {
    const response = await post('/api/contact', {
      ...contact,
      subject: 'Get Quote',
      phone: '+254 711 000 000',
      company: 'Nairobi County',
    });
    expect(response.statusCode).toBe(201);
    const { id } = response.json().data;
    expect(response.json()).toEqual({ success: true, data: { id: expect.any(String) } });
    const listed = (await admin('GET', '/api/admin/messages'))
      .json()
      .data.find((m: { id: string }) => m.id === id);
    const { elapsedMs: _elapsed, ...typed } = contact;
    expect(listed).toEqual({
      id,
      ...typed,
      subject: 'Get Quote',
      phone: '+254 711 000 000',
      company: 'Nairobi County',
      read: false,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it.each([
    ['firstName', 'firstName is required'],
    ['lastName', 'lastName is required'],
    ['email', 'email is required'],
    ['message', 'message is required'],
  ])('answers 400 naming %s when it is missing', async (field, error) => {
    const body: Record<string, unknown> = { ...contact };
    delete body[field];
    const response = await post('/api/contact', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      error,
      details: { fields: { [field]: expect.any(Array) } },
    });
  });

  it('answers 400 for a bad address, a blank field and a message over 5,000 characters; 5,000 is accepted', async () => {
    expect((await post('/api/contact', { ...contact, email: 'not-an-address' })).json().error).toBe(
      'email must be a valid e-mail address',
    );
    expect((await post('/api/contact', { ...contact, firstName: '   ' })).json().error).toBe(
      'firstName is required',
    );
    const long = await post('/api/contact', { ...contact, message: 'x'.repeat(5001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toBe('message must be at most 5000 characters');
    expect((await post('/api/contact', { ...contact, message: 'x'.repeat(5000) })).statusCode).toBe(
      201,
    );
  });

  it('answers a filled honeypot as if accepted and stores nothing', async () => {
    const before = (await admin('GET', '/api/admin/messages')).json().data.length;
    const response = await post('/api/contact', {
      ...contact,
      message: 'Cheap pills',
      website: 'https://spam.example',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true, data: { id: expect.any(String) } });
    const after = (await admin('GET', '/api/admin/messages')).json().data;
    expect(after).toHaveLength(before);
    expect(after.some((m: { message: string }) => m.message === 'Cheap pills')).toBe(false);
  });

  it('refuses a form sent sooner than the minimum fill time, and keeps nothing', async () => {
    const quick = await post('/api/contact', { ...contact, message: 'Too fast', elapsedMs: 400 });
    expect(quick.statusCode).toBe(400);
    expect(quick.json().error).toBe(TOO_QUICK_MESSAGE);
    const messages = (await admin('GET', '/api/admin/messages')).json().data;
    expect(messages.some((m: { message: string }) => m.message === 'Too fast')).toBe(false);
  });

  it('allows 10 messages an hour per address, then answers 429 with Retry-After; other addresses are not affected', async () => {
    const address = newAddress();
    for (let i = 0; i < 10; i += 1)
      expect((await post('/api/contact', contact, address)).statusCode).toBe(201);
    const refused = await post('/api/contact', contact, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ success: false, error: tooMany('messages') });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);
    expect((await post('/api/contact', contact)).statusCode).toBe(201);
  });
});

describe(`lead limits and strict forms (${testDialect})`, () => {
  it('counts one bucket per IPv6 /64 across contact, newsletter and training: 15 leads from 2001:db8:1:1::1..15 get 10 in', async () => {
    const forms = [
      ['/api/contact', contact, 'messages'],
      ['/api/newsletter', subscription('v6@example.org'), 'subscriptions'],
      ['/api/training-registrations', registration, 'registrations'],
    ] as const;
    const answers = [];
    for (let i = 1; i <= 15; i += 1) {
      const [url, payload, what] = forms[i % 3]!;
      const response = await post(url, payload, `2001:db8:1:1::${i.toString(16)}`);
      answers.push(response.statusCode);
      if (response.statusCode === 429) expect(response.json().error).toBe(tooMany(what));
    }
    expect(answers).toEqual([...Array(10).fill(201), ...Array(5).fill(429)]);
    // The next /64 is another client.
    expect((await post('/api/contact', contact, '2001:db8:1:2::1')).statusCode).toBe(201);
  });

  it('counts a request before its body is read: ten malformed bodies close the bucket for the eleventh', async () => {
    const address = newAddress();
    for (let i = 0; i < 10; i += 1) {
      const broken = await t.app.inject({
        method: 'POST',
        url: '/api/newsletter',
        headers: { 'content-type': 'application/json' },
        payload: '{"email": ',
        remoteAddress: address,
      });
      expect(broken.json()).toEqual({ success: false, error: 'Malformed JSON body' });
    }
    const refused = await post('/api/contact', contact, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe(tooMany('messages'));
  });

  it('refuses a lead body over 32 KB with 413 before parsing it; a full form in any script fits', async () => {
    for (const url of ['/api/contact', '/api/newsletter', '/api/training-registrations']) {
      const big = await post(url, { ...contact, message: 'x'.repeat(33 * 1024) });
      expect(big.statusCode).toBe(413);
      expect(big.json()).toEqual({ success: false, error: 'The request body is too large' });
    }
    const full = await post('/api/contact', {
      ...contact,
      // Three UTF-8 bytes a UTF-16 unit (the most there is) in every free-text field at its maximum.
      firstName: '中'.repeat(100),
      lastName: '中'.repeat(100),
      message: '中'.repeat(5000),
      subject: '中'.repeat(200),
      phone: '1'.repeat(40),
      company: '中'.repeat(200),
    });
    expect(full.statusCode).toBe(201);
  });

  it('requires elapsedMs on every lead form (400 naming it), and keeps nothing', async () => {
    const { elapsedMs: _c, ...contactWithout } = contact;
    const { elapsedMs: _r, ...registrationWithout } = registration;
    for (const [url, payload] of [
      ['/api/contact', { ...contactWithout, message: 'No fill time' }],
      ['/api/newsletter', { email: 'no-fill-time@example.org' }],
      ['/api/training-registrations', { ...registrationWithout, lastName: 'No fill time' }],
    ] as const) {
      const response = await post(url, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        error: 'elapsedMs is required',
        details: { fields: { elapsedMs: expect.any(Array) } },
      });
    }
    expect((await post('/api/contact', { ...contact, elapsedMs: 'soon' })).json().error).toBe(
      'elapsedMs must be a number of milliseconds',
    );
    expect(await t.app.repos.contactMessages.list()).not.toContainEqual(
      expect.objectContaining({ message: 'No fill time' }),
    );
    expect(await t.app.repos.subscribers.list()).not.toContainEqual(
      expect.objectContaining({ email: 'no-fill-time@example.org' }),
    );
  });

  it('refuses unknown fields on every lead form with 400 naming the field', async () => {
    for (const [url, payload] of [
      ['/api/contact', { ...contact, read: true }],
      ['/api/newsletter', { ...subscription('extra@example.org'), read: true }],
      ['/api/training-registrations', { ...registration, read: true }],
    ] as const) {
      const response = await post(url, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, error: 'Unknown field: read' });
    }
  });

  it('refuses line breaks and control characters in one-line fields (400 naming the field); the message keeps its lines', async () => {
    const cases = [
      ['/api/contact', { ...contact, phone: '0711 000000\r\nBcc: victim@example.org' }, 'phone'],
      ['/api/contact', { ...contact, company: 'Nairobi\nCounty' }, 'company'],
      ['/api/contact', { ...contact, subject: 'Get Quote\u0085x' }, 'subject'],
      ['/api/contact', { ...contact, lastName: 'Otieno\u2028Bcc' }, 'lastName'],
      ['/api/training-registrations', { ...registration, organisation: 'KURA\rX' }, 'organisation'],
      ['/api/training-registrations', { ...registration, phone: '0711\u0000' }, 'phone'],
      ['/api/training-registrations', { ...registration, firstName: 'Bri\tan' }, 'firstName'],
    ] as const;
    for (const [url, payload, field] of cases) {
      const response = await post(url, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        error: `${field} must be one line of text, without line breaks or control characters`,
        details: { fields: { [field]: expect.any(Array) } },
      });
    }
    const nul = await post('/api/contact', { ...contact, message: 'Hello\u0000there' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().error).toBe('message must not contain control characters');
    const lines = await post('/api/contact', { ...contact, message: 'Line one\r\n\tLine two' });
    expect(lines.statusCode).toBe(201);
  });
});

describe(`POST /api/newsletter (${testDialect})`, () => {
  it('gives the same answer for a new and a known address and keeps one row per address @sql', async () => {
    const first = await post('/api/newsletter', subscription('wanjiru@example.org'));
    const again = await post('/api/newsletter', subscription('Wanjiru@Example.org'));
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(first.body);
    expect(first.json()).toEqual({ success: true, data: { subscribed: true } });
    const rows = (await admin('GET', '/api/admin/subscribers'))
      .json()
      .data.filter((s: { email: string }) => s.email === 'wanjiru@example.org');
    expect(rows).toEqual([
      {
        id: expect.any(String),
        email: 'wanjiru@example.org',
        status: 'pending',
        createdAt: expect.any(String),
        confirmedAt: null,
        unsubscribeUrl: expect.stringMatching(
          /^https:\/\/www\.example\.com\/api\/newsletter\/unsubscribe\?token=[\w-]{32}$/,
        ),
      },
    ]);
  });

  it('answers 400 for a missing or bad address and ignores a filled honeypot', async () => {
    expect((await post('/api/newsletter', { elapsedMs })).json()).toMatchObject({
      success: false,
      error: 'email is required',
    });
    expect((await post('/api/newsletter', subscription('nope'))).statusCode).toBe(400);
    const robot = await post('/api/newsletter', {
      ...subscription('robot@example.org'),
      website: 'x',
    });
    expect(robot.statusCode).toBe(201);
    const emails = (await admin('GET', '/api/admin/subscribers'))
      .json()
      .data.map((s: { email: string }) => s.email);
    expect(emails).not.toContain('robot@example.org');
  });

  it('unsubscribes through the link without signing in: GET shows a button, POST removes the address', async () => {
    await post('/api/newsletter', subscription('leaving@example.org'));
    const subscriber = (await admin('GET', '/api/admin/subscribers'))
      .json()
      .data.find((s: { email: string }) => s.email === 'leaving@example.org');
    const path =
      new URL(subscriber.unsubscribeUrl).pathname + new URL(subscriber.unsubscribeUrl).search;

    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain(`<form method="post" action="${path}">`);
    const stillThere = (await admin('GET', '/api/admin/subscribers'))
      .json()
      .data.map((s: { email: string }) => s.email);
    expect(stillThere).toContain('leaving@example.org');

    const confirmed = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain('This address no longer receives our newsletter.');
    const emails = (await admin('GET', '/api/admin/subscribers'))
      .json()
      .data.map((s: { email: string }) => s.email);
    expect(emails).not.toContain('leaving@example.org');

    const twice = await t.app.inject({ method: 'POST', url: path });
    expect(twice.json()).toEqual({ success: true, data: { unsubscribed: true } });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/newsletter/unsubscribe?token=short' }))
        .statusCode,
    ).toBe(400);
  });
});

describe(`POST /api/training-registrations (${testDialect})`, () => {
  it('stores a registration for a course of the Training page', async () => {
    const response = await post('/api/training-registrations', {
      ...registration,
      phone: '0711 000000',
      organisation: 'KURA',
    });
    expect(response.statusCode).toBe(201);
    const { id } = response.json().data;
    const listed = (await admin('GET', '/api/admin/training-registrations'))
      .json()
      .data.find((r: { id: string }) => r.id === id);
    const { elapsedMs: _elapsed, ...typed } = registration;
    expect(listed).toEqual({
      id,
      ...typed,
      // The seeded course by its title: every one of its 2025 sessions is past.
      courseId: 'signal-maintenance',
      session: null,
      phone: '0711 000000',
      organisation: 'KURA',
      createdAt: expect.any(String),
    });
  });

  it('answers 400 naming course for an unknown course, and for missing or impossible participants', async () => {
    const unknown = await post('/api/training-registrations', {
      ...registration,
      course: 'Underwater Welding',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      error: 'course must be one of the courses on the Training page',
      details: { fields: { course: expect.any(Array) } },
    });
    const { participants: _omitted, ...withoutParticipants } = registration;
    expect((await post('/api/training-registrations', withoutParticipants)).json().error).toBe(
      'participants is required',
    );
    expect(
      (await post('/api/training-registrations', { ...registration, participants: 0 })).json()
        .error,
    ).toBe('participants must be at least 1');
    expect(
      (await post('/api/training-registrations', { ...registration, participants: 51 })).json()
        .error,
    ).toBe('participants must be at most 50');
  });

  it('allows 10 registrations an hour per address', async () => {
    const address = newAddress();
    for (let i = 0; i < 10; i += 1)
      expect((await post('/api/training-registrations', registration, address)).statusCode).toBe(
        201,
      );
    const refused = await post('/api/training-registrations', registration, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe(tooMany('registrations'));
  });
});

describe(`admin leads API (${testDialect})`, () => {
  it.each([
    ['GET', '/api/admin/messages'],
    ['PATCH', '/api/admin/messages/x'],
    ['DELETE', '/api/admin/messages/x'],
    ['GET', '/api/admin/subscribers'],
    ['GET', '/api/admin/subscribers.csv'],
    ['DELETE', '/api/admin/subscribers/x'],
    ['GET', '/api/admin/training-registrations'],
    ['GET', '/api/admin/training-registrations.csv'],
    ['DELETE', '/api/admin/training-registrations/x'],
  ] as const)('%s %s answers 401 without a session', async (method, url) => {
    const response = await t.app.inject({
      method,
      url,
      payload: method === 'PATCH' ? { read: true } : undefined,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, error: 'Authentication required' });
  });

  it('checks the admin token before reading the body (onRequest): no session, no parsing', async () => {
    const cases = [
      { method: 'PATCH' as const, url: '/api/admin/messages/x', payload: '{"read": ' },
      {
        method: 'PATCH' as const,
        url: '/api/admin/messages/x',
        payload: JSON.stringify({ read: true, pad: 'x'.repeat(3 * 1024 * 1024) }),
      },
      { method: 'DELETE' as const, url: '/api/admin/subscribers/x', payload: '{"broken": ' },
    ];
    for (const request of cases) {
      const response = await t.app.inject({
        ...request,
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ success: false, error: 'Authentication required' });
      expect(response.headers['www-authenticate']).toBe('Bearer');
    }
  });

  it('lists messages newest first, marks them read and unread, and deletes them', async () => {
    const older = (await post('/api/contact', { ...contact, message: 'older' })).json().data.id;
    const newer = (await post('/api/contact', { ...contact, message: 'newer' })).json().data.id;
    const ids = (await admin('GET', '/api/admin/messages'))
      .json()
      .data.map((m: { id: string }) => m.id);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));

    const read = await admin('PATCH', `/api/admin/messages/${older}`, { read: true });
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({ id: older, read: true, message: 'older' });
    expect(
      (await admin('PATCH', `/api/admin/messages/${older}`, { read: false })).json().data.read,
    ).toBe(false);
    expect(
      (await admin('PATCH', `/api/admin/messages/${older}`, { read: 'yes' })).json(),
    ).toMatchObject({
      success: false,
      error: 'read must be true or false',
    });
    expect((await admin('PATCH', '/api/admin/messages/unknown', { read: true })).statusCode).toBe(
      404,
    );

    const removed = await admin('DELETE', `/api/admin/messages/${older}`);
    expect(removed.json()).toEqual({ success: true, data: { id: older } });
    expect((await admin('DELETE', `/api/admin/messages/${older}`)).json()).toEqual({
      success: false,
      error: 'Message not found',
    });
    const remaining = (await admin('GET', '/api/admin/messages'))
      .json()
      .data.map((m: { id: string }) => m.id);
    expect(remaining).not.toContain(older);
  });

  it('exports subscribers and registrations as CSV, quoting and defusing what visitors typed', async () => {
    await post('/api/newsletter', subscription('csv@example.org'));
    await post('/api/training-registrations', {
      ...registration,
      firstName: 'Zawadi, "Z"',
      organisation: '=HYPERLINK("http://evil")',
    });

    const subscribers = await admin('GET', '/api/admin/subscribers.csv');
    expect(subscribers.statusCode).toBe(200);
    expect(subscribers.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(subscribers.headers['content-disposition']).toMatch(
      /^attachment; filename="subscribers-\d{4}-\d\d-\d\d\.csv"$/,
    );
    const lines = subscribers.body.split('\r\n');
    expect(lines[0]).toBe('email,subscribedAt,unsubscribeUrl,status,confirmedAt');
    expect(
      lines.some((line) =>
        /^csv@example\.org,\d{4}-.+,https:\/\/www\.example\.com\/api\/newsletter\/unsubscribe\?token=[\w-]+,pending,$/.test(
          line,
        ),
      ),
    ).toBe(true);

    const registrations = await admin('GET', '/api/admin/training-registrations.csv');
    expect(registrations.headers['content-type']).toBe('text/csv; charset=utf-8');
    const rows = registrations.body.split('\r\n');
    expect(rows[0]).toBe(
      'course,participants,firstName,lastName,email,phone,organisation,registeredAt,courseId,sessionId,session',
    );
    expect(rows).toContainEqual(
      expect.stringMatching(
        /^Traffic Signal Installation & Maintenance,3,"Zawadi, ""Z""",Kamau,brian@example\.org,,"'=HYPERLINK\(""http:\/\/evil""\)",\d{4}-/,
      ),
    );
  });

  it('records one lead.read entry per list request, naming the kind of lead, however many rows', async () => {
    await post('/api/contact', { ...contact, message: 'first' });
    await post('/api/contact', { ...contact, message: 'second' });
    await post('/api/newsletter', subscription('read@example.org'));
    await post('/api/training-registrations', registration);
    /** How many times the trail says each kind of lead was read by the administrator. */
    const readsByKind = async () => {
      const response = await admin('GET', '/api/admin/audit?action=lead.read&limit=100');
      const counts: Record<string, number> = {};
      for (const entry of response.json().data as { actor: string; target: string }[]) {
        expect(entry.actor).toBe(ADMIN.email);
        counts[entry.target] = (counts[entry.target] ?? 0) + 1;
      }
      return counts;
    };
    const before = await readsByKind();
    const more = (after: Record<string, number>, kind: string) =>
      (after[kind] ?? 0) - (before[kind] ?? 0);

    expect((await admin('GET', '/api/admin/messages')).json().data.length).toBeGreaterThan(1);
    let after = await readsByKind();
    expect(more(after, 'messages')).toBe(1);

    await admin('GET', '/api/admin/messages');
    await admin('GET', '/api/admin/subscribers');
    await admin('GET', '/api/admin/training-registrations');
    after = await readsByKind();
    expect(more(after, 'messages')).toBe(2);
    expect(more(after, 'subscribers')).toBe(1);
    expect(more(after, 'training-registrations')).toBe(1);
  });

  it('deletes subscribers and registrations, 404 when already gone', async () => {
    await post('/api/newsletter', subscription('gone@example.org'));
    const subscriber = (await admin('GET', '/api/admin/subscribers'))
      .json()
      .data.find((s: { email: string }) => s.email === 'gone@example.org');
    expect((await admin('DELETE', `/api/admin/subscribers/${subscriber.id}`)).statusCode).toBe(200);
    expect((await admin('DELETE', `/api/admin/subscribers/${subscriber.id}`)).json()).toEqual({
      success: false,
      error: 'Subscriber not found',
    });

    const id = (await post('/api/training-registrations', registration)).json().data.id;
    expect((await admin('DELETE', `/api/admin/training-registrations/${id}`)).json()).toEqual({
      success: true,
      data: { id },
    });
    expect((await admin('DELETE', `/api/admin/training-registrations/${id}`)).statusCode).toBe(404);
  });
});

describe(`retention (${testDialect}) @sql`, () => {
  it('deletes leads older than LEADS_RETENTION_DAYS (730 by default) in housekeeping, and keeps younger ones', async () => {
    const r = await createTestApp({ withAdmin: false });
    try {
      await r.app.inject({ method: 'POST', url: '/api/contact', payload: contact });
      await r.app.inject({
        method: 'POST',
        url: '/api/newsletter',
        payload: subscription('old@example.org'),
      });
      // A confirmed subscriber (a pending one would expire after 7 days, see below).
      await r.app.database.db
        .updateTable('newsletter_subscribers')
        .set({ status: 'confirmed', confirm_token_hash: null })
        .execute();
      await r.app.inject({
        method: 'POST',
        url: '/api/training-registrations',
        payload: registration,
      });
      const day = 86_400_000;
      const counts = async () => [
        (await r.app.repos.contactMessages.list()).length,
        (await r.app.repos.subscribers.list()).length,
        (await r.app.repos.trainingRegistrations.list()).length,
      ];
      await r.app.housekeeping.runAll(new Date(Date.now() + 729 * day));
      expect(await counts()).toEqual([1, 1, 1]);
      await r.app.housekeeping.runAll(new Date(Date.now() + 731 * day));
      expect(await counts()).toEqual([0, 0, 0]);
    } finally {
      await r.close();
    }
  });
});

describe(`newsletter double opt-in without SMTP_URL (${testDialect})`, () => {
  it('deletes addresses still pending after 7 days in housekeeping, and keeps confirmed ones', async () => {
    const r = await createTestApp({ withAdmin: false });
    try {
      for (const email of ['kept@example.org', 'pending@example.org'])
        await r.app.inject({
          method: 'POST',
          url: '/api/newsletter',
          payload: subscription(email),
        });
      await r.app.database.db
        .updateTable('newsletter_subscribers')
        .set({ status: 'confirmed', confirm_token_hash: null })
        .where('email', '=', 'kept@example.org')
        .execute();
      const emails = async () => (await r.app.repos.subscribers.list()).map((s) => s.email).sort();
      const day = 86_400_000;
      await r.app.housekeeping.runAll(new Date(Date.now() + 6 * day));
      expect(await emails()).toEqual(['kept@example.org', 'pending@example.org']);
      await r.app.housekeeping.runAll(new Date(Date.now() + 7 * day + 60_000));
      expect(await emails()).toEqual(['kept@example.org']);
      expect(await r.app.repos.mailOutbox.pending()).toEqual([]);
    } finally {
      await r.close();
    }
  });

  it('migrates the subscribers of before double opt-in as confirmed @sql', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-migrate-'));
    const postgres = testDialect === 'postgres' ? await freshPostgresDatabase() : undefined;
    const handle = openDatabase({ dataDir, databaseUrl: postgres?.url });
    try {
      await migrateUpTo(handle.db, handle.dialect, '005-security');
      await handle.db
        .insertInto('newsletter_subscribers')
        .values({
          id: 'before-006',
          email: 'loyal@example.org',
          unsubscribe_token: 'u'.repeat(32),
          created_at: '2024-05-01T08:00:00.000Z',
        })
        .execute();
      await migrateToLatest(handle.db, handle.dialect);
      expect(await newsletterSubscribersRepository(handle.db).list()).toEqual([
        {
          id: 'before-006',
          email: 'loyal@example.org',
          status: 'confirmed',
          unsubscribeToken: 'u'.repeat(32),
          createdAt: '2024-05-01T08:00:00.000Z',
          confirmedAt: null,
        },
      ]);
    } finally {
      await handle.close();
      await postgres?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
