import {
  TOO_QUICK_MESSAGE,
  TRAINING_COURSES,
  type ContactMessage,
  type TrainingRegistration,
} from '@site/shared';
import {
  CONTACT_SENT_MESSAGE,
  TRAINING_REGISTERED_MESSAGE,
  newsletterSignedUpMessage,
} from '@site/shared/lead-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS_POLICY } from '../src/plugins/security.ts';
import { bearer, createTestApp, login, testDialect, type TestApp } from './helpers/test-app.ts';
import { startSmtpSink } from './helpers/smtp-sink.ts';

/** Forms the browser sends by itself (no script, or before the app has taken over the page;
 * docs/decisions/044): application/x-www-form-urlencoded on the JSON routes, answered with pages. */

let t: TestApp;
let token: string;
let nextAddress = 1;
/** Each test posts from its own address: the per-client limit bites only where a test wants it. */
const newAddress = () => `203.0.113.${nextAddress++}`;

/** What the contact page's form sends without script: every named field, the honeypot empty. */
const contactFields = {
  firstName: 'Wanjiku',
  lastName: 'Mwangi',
  email: 'wanjiku@example.org',
  message: 'Twelve junctions in Thika.\r\nCan you quote?',
  website: '',
};

const formPost = (
  url: string,
  fields: Record<string, string>,
  { address = newAddress(), headers = {} }: { address?: string; headers?: object } = {},
) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
      'sec-fetch-site': 'same-origin',
      ...headers,
    },
    payload: new URLSearchParams(fields).toString(),
    remoteAddress: address,
  });
const admin = async <T>(url: string): Promise<T[]> =>
  (await t.app.inject({ method: 'GET', url, headers: bearer(token) })).json().data;
const messages = () => admin<ContactMessage>('/api/admin/messages');

/** A page of the site (not the API's JSON): HTML under the page set of security headers. */
function expectPage(response: Awaited<ReturnType<typeof formPost>>) {
  expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
  expect(response.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
  expect(response.body).toMatch(/^<!doctype html>/);
  expect(response.body).toContain('<a href="/">'); // the site's name, linking home
}

beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://www.example.com' });
  token = await login(t.app);
});
afterAll(() => t.close());

describe(`a contact form sent without script (${testDialect})`, () => {
  it('stores the message as the JSON route does and answers 303 to a thank-you page', async () => {
    const lastName = `Mwangi ${Date.now()}`;
    const response = await formPost('/api/contact', {
      ...contactFields,
      lastName,
      subject: 'Get Quote',
      phone: '',
      company: ' Thika Municipality ',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/api/contact/sent');
    expect(response.body).toBe('');

    const stored = (await messages()).filter((m) => m.lastName === lastName);
    expect(stored).toEqual([
      {
        id: expect.any(String),
        firstName: 'Wanjiku',
        lastName,
        email: 'wanjiku@example.org',
        // A browser's form sends line breaks as CRLF; the app sends the field's LF.
        message: 'Twelve junctions in Thika.\nCan you quote?',
        subject: 'Get Quote',
        phone: null,
        company: 'Thika Municipality',
        read: false,
        createdAt: expect.any(String),
      },
    ]);

    const page = await t.app.inject({ method: 'GET', url: response.headers.location as string });
    expect(page.statusCode).toBe(200);
    expectPage(page);
    expect(page.body).toContain('<h1>Message sent</h1>');
    expect(page.body).toContain(CONTACT_SENT_MESSAGE);
  });

  it('answers a field the schema refuses with a 400 page that says what is wrong, and stores nothing', async () => {
    const before = (await messages()).length;
    const badAddress = await formPost('/api/contact', {
      ...contactFields,
      email: 'not-an-address',
    });
    expect(badAddress.statusCode).toBe(400);
    expectPage(badAddress);
    expect(badAddress.body).toContain('<h1>Your message was not sent</h1>');
    expect(badAddress.body).toContain('email must be a valid e-mail address');
    expect(badAddress.body).toContain(
      'Your browser&#39;s Back button takes you to the form with everything you typed.',
    );
    expect(badAddress.body).toContain('<a class="button" href="/contact">');

    const { message: _left, ...withoutMessage } = contactFields;
    const missing = await formPost('/api/contact', withoutMessage);
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain('message is required');
    const unknown = await formPost('/api/contact', { ...contactFields, read: 'true' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('Unknown field: read');
    expect(await messages()).toHaveLength(before);
  });

  it('answers past the per-client limit with a 429 page, Retry-After kept; JSON and forms share the bucket', async () => {
    const address = newAddress();
    for (let i = 0; i < 5; i += 1)
      expect((await formPost('/api/contact', contactFields, { address })).statusCode).toBe(303);
    for (let i = 0; i < 5; i += 1) {
      const json = await t.app.inject({
        method: 'POST',
        url: '/api/newsletter',
        payload: { email: `limit${i}@example.org`, elapsedMs: 9000 },
        remoteAddress: address,
      });
      expect(json.statusCode).toBe(201);
    }
    const refused = await formPost('/api/contact', contactFields, { address });
    expect(refused.statusCode).toBe(429);
    expectPage(refused);
    expect(refused.body).toContain(
      'Too many messages from your network address. Please try again in an hour, or write to us by e-mail.',
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('drops a filled honeypot with the same 303 and stores nothing', async () => {
    const response = await formPost('/api/contact', {
      ...contactFields,
      message: 'Cheap pills by form',
      website: 'https://spam.example',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/api/contact/sent');
    expect((await messages()).some((m) => m.message === 'Cheap pills by form')).toBe(false);
  });

  it('checks a fill time the form does send, as for JSON', async () => {
    const quick = await formPost('/api/contact', {
      ...contactFields,
      message: 'Quick by form',
      elapsedMs: '300',
    });
    expect(quick.statusCode).toBe(400);
    expect(quick.body).toContain(TOO_QUICK_MESSAGE);
    const slow = await formPost('/api/contact', { ...contactFields, elapsedMs: '9000' });
    expect(slow.statusCode).toBe(303);
  });

  it("refuses another site's form post (403 page) and takes a same-site one", async () => {
    const crossSite = await formPost('/api/contact', contactFields, {
      headers: { 'sec-fetch-site': 'cross-site', origin: 'https://elsewhere.example' },
    });
    expect(crossSite.statusCode).toBe(403);
    expectPage(crossSite);
    expect(crossSite.body).toContain('This form can only be sent from our website.');
    // Browsers that do not send Sec-Fetch-Site (older ones, other clients) are not refused.
    const unsaid = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(contactFields).toString(),
      remoteAddress: newAddress(),
    });
    expect(unsaid.statusCode).toBe(303);
  });

  it('takes the largest valid form percent-encoded (three times its JSON limit), refuses a larger body with a 413 page', async () => {
    const full = await formPost('/api/contact', {
      ...contactFields,
      firstName: '中'.repeat(100),
      lastName: '中'.repeat(100),
      message: '中'.repeat(5000),
      subject: '中'.repeat(200),
      phone: '1'.repeat(40),
      company: '中'.repeat(200),
    });
    expect(full.statusCode).toBe(303);
    const big = await formPost('/api/contact', {
      ...contactFields,
      message: 'x'.repeat(97 * 1024),
    });
    expect(big.statusCode).toBe(413);
    expectPage(big);
    expect(big.body).toContain('The request body is too large');
  });
});

describe(`the other lead forms sent without script (${testDialect})`, () => {
  it('stores a training registration and thanks on its page', async () => {
    const lastName = `Kamau ${Date.now()}`;
    const response = await formPost('/api/training-registrations', {
      course: TRAINING_COURSES[2],
      firstName: 'Brian',
      lastName,
      email: 'brian@example.org',
      phone: '0711 000000',
      organisation: '',
      participants: '4',
      website: '',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/api/training-registrations/sent');
    const stored = (await admin<TrainingRegistration>('/api/admin/training-registrations')).filter(
      (r) => r.lastName === lastName,
    );
    expect(stored).toEqual([
      {
        id: expect.any(String),
        course: TRAINING_COURSES[2],
        courseId: expect.any(String),
        session: null,
        firstName: 'Brian',
        lastName,
        email: 'brian@example.org',
        phone: '0711 000000',
        organisation: null,
        participants: 4,
        createdAt: expect.any(String),
      },
    ]);
    const page = await t.app.inject({ method: 'GET', url: '/api/training-registrations/sent' });
    expectPage(page);
    expect(page.body).toContain(TRAINING_REGISTERED_MESSAGE);
    expect(page.body).toContain('<a class="button" href="/training">');

    const refused = await formPost('/api/training-registrations', {
      course: TRAINING_COURSES[2],
      firstName: 'Brian',
      lastName,
      email: 'brian@example.org',
      participants: '0',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('<h1>Your registration was not sent</h1>');
    expect(refused.body).toContain('participants must be at least 1');
  });

  it('signs up a newsletter address (pending) and thanks on its page; a bad address gets a 400 page', async () => {
    const response = await formPost('/api/newsletter', {
      email: 'form-reader@example.org',
      website: '',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/api/newsletter/sent');
    expect(
      (await admin<{ email: string; status: string }>('/api/admin/subscribers')).find(
        (s) => s.email === 'form-reader@example.org',
      ),
    ).toMatchObject({ status: 'pending' });
    const page = await t.app.inject({ method: 'GET', url: '/api/newsletter/sent' });
    expectPage(page);
    expect(page.body).toContain(newsletterSignedUpMessage('your inbox'));

    const bad = await formPost('/api/newsletter', { email: 'nope', website: '' });
    expect(bad.statusCode).toBe(400);
    expectPage(bad);
    expect(bad.body).toContain('email must be a valid e-mail address');
    expect(bad.body).toContain('<a class="button" href="/blog">');
  });
});

describe(`JSON clients are answered as before (${testDialect})`, () => {
  it('keeps the envelope, its status and the API headers on the lead routes, and requires elapsedMs', async () => {
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { accept: 'text/html' },
      payload: { ...contactFields, email: 'not-an-address', elapsedMs: 9000 },
      remoteAddress: newAddress(),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(refused.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(refused.json()).toMatchObject({
      success: false,
      error: 'email must be a valid e-mail address',
    });
    const { website: _honeypot, ...typed } = contactFields;
    const noFillTime = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: typed,
      remoteAddress: newAddress(),
    });
    expect(noFillTime.json()).toMatchObject({ success: false, error: 'elapsedMs is required' });
    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...typed, elapsedMs: 9000 },
      remoteAddress: newAddress(),
    });
    expect(taken.statusCode).toBe(201);
    expect(taken.json()).toEqual({ success: true, data: { id: expect.any(String) } });
  });

  it('still refuses a text body over 32 KB unread (413)', async () => {
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'text/plain' },
      payload: 'x'.repeat(33 * 1024),
      remoteAddress: newAddress(),
    });
    expect(text.statusCode).toBe(413);
    expect(text.json()).toEqual({ success: false, error: 'The request body is too large' });
  });
});

describe(`a lead sent without script is mailed like any other (${testDialect})`, () => {
  it('puts the form post in the same outbox', async () => {
    const sink = await startSmtpSink();
    const mailing = await createTestApp({
      leads: { smtpUrl: sink.url, to: 'sales@example.com', from: 'Website <web@example.com>' },
    });
    try {
      const response = await mailing.app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ ...contactFields, subject: 'No script' }).toString(),
      });
      expect(response.statusCode).toBe(303);
      await mailing.app.housekeeping.runAll();
      expect(sink.received).toHaveLength(1);
      expect(sink.received[0]!.headers.subject).toBe('Website message: No script - Wanjiku Mwangi');
      expect(sink.received[0]!.headers['reply-to']).toBe('wanjiku@example.org');
    } finally {
      await mailing.close();
      await sink.stop();
    }
  });
});
