import { company } from '@site/shared/company';
import { TRAINING_COURSES } from '@site/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashToken } from '../src/lib/tokens.ts';
import { CONFIRM_LINK_INVALID } from '../src/routes/leads/lead-routes.ts';
import { bearer, createTestApp, login, testDialect, type TestApp } from './helpers/test-app.ts';
import { startSmtpSink } from './helpers/smtp-sink.ts';

type Sink = Awaited<ReturnType<typeof startSmtpSink>>;

const contact = {
  firstName: 'Amina',
  lastName: 'Otieno',
  email: 'amina@example.org',
  subject: 'Get Quote',
  phone: '+254 711 000 000',
  message: 'We need signals for 12 junctions.\n<b>Not HTML</b> & a second line.',
  elapsedMs: 9000,
};
let nextAddress = 1;
/** Each submission from its own address: the per-client lead limit is leads-api.test.ts's subject. */
const from = () => `192.0.2.${nextAddress++}`;

describe(`lead notifications through SMTP (${testDialect})`, () => {
  let sink: Sink;
  let t: TestApp;

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp({
      leads: { smtpUrl: sink.url, to: 'sales@example.com', from: 'Website <web@example.com>' },
      publicUrl: 'https://www.example.com',
    });
  });
  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress: from() });
  afterAll(async () => {
    await t.close();
    await sink.stop();
  });
  beforeEach(() => {
    sink.received.length = 0;
  });

  it('mails a contact message to LEADS_TO from MAIL_FROM with Reply-To the visitor, as plain text', async () => {
    const response = await post('/api/contact', contact);
    expect(response.statusCode).toBe(201);
    await t.app.housekeeping.runAll();

    expect(sink.received).toHaveLength(1);
    const [mail] = sink.received;
    expect(mail!.envelopeFrom).toBe('web@example.com');
    expect(mail!.envelopeTo).toEqual(['sales@example.com']);
    expect(mail!.headers.from).toBe('Website <web@example.com>');
    expect(mail!.headers.to).toBe('sales@example.com');
    expect(mail!.headers['reply-to']).toBe('amina@example.org');
    expect(mail!.headers.subject).toBe('Website message: Get Quote - Amina Otieno');
    expect(mail!.headers['content-type']).toMatch(/^text\/plain/);
    expect(mail!.text).toContain(
      'Name: Amina Otieno\nEmail: amina@example.org\nPhone: +254 711 000 000\nCompany: -\nSubject: Get Quote\n',
    );
    expect(mail!.text).toContain(
      'Message:\nWe need signals for 12 junctions.\n<b>Not HTML</b> & a second line.\n',
    );
    // The mail links the message's own screen in the portal.
    const id = response.json().data.id as string;
    expect(mail!.text).toContain(
      `The message is also in the admin portal: https://www.example.com/admin/messages?id=${id}`,
    );
    expect(await t.app.repos.mailOutbox.pending()).toEqual([]);
  });

  it('mails a training registration with the course and participants', async () => {
    await post('/api/training-registrations', {
      course: TRAINING_COURSES[0],
      firstName: 'Brian',
      lastName: 'Kamau',
      email: 'brian@example.org',
      organisation: 'KURA',
      participants: 4,
      elapsedMs: 9000,
    });
    await t.app.housekeeping.runAll();
    expect(sink.received).toHaveLength(1);
    const [mail] = sink.received;
    expect(mail!.headers['reply-to']).toBe('brian@example.org');
    expect(mail!.headers.subject).toBe(
      `Training registration: ${TRAINING_COURSES[0]} - Brian Kamau`,
    );
    expect(mail!.text).toContain(
      `Course: ${TRAINING_COURSES[0]}\nParticipants: 4\nName: Brian Kamau\nEmail: brian@example.org\nPhone: -\nOrganisation: KURA\n`,
    );
    expect(mail!.text).toContain(
      'The registration is also in the admin portal: https://www.example.com/admin/registrations',
    );
  });

  it('holds a delivery while the mail server is down and sends it once after it comes back', async () => {
    await sink.stop();
    const response = await post('/api/contact', {
      ...contact,
      subject: 'Contact Sales Team',
      message: 'Held while down',
    });
    expect(response.statusCode).toBe(201);
    await t.app.housekeeping.runAll();
    await t.app.housekeeping.runAll();
    expect(sink.received).toHaveLength(0);
    const pending = await t.app.repos.mailOutbox.pending();
    expect(pending).toEqual([
      {
        subject: 'Website message: Contact Sales Team - Amina Otieno',
        attempts: 3,
        lastError: expect.stringMatching(/ECONNREFUSED/),
      },
    ]);
    const token = await login(t.app);
    const stored = (
      await t.app.inject({ method: 'GET', url: '/api/admin/messages', headers: bearer(token) })
    ).json().data;
    expect(stored[0]).toMatchObject({ message: 'Held while down' });

    await sink.start();
    await t.app.housekeeping.runAll();
    await t.app.housekeeping.runAll();
    expect(sink.received.map((mail) => mail.headers.subject)).toEqual([
      'Website message: Contact Sales Team - Amina Otieno',
    ]);
    expect(sink.received[0]!.text).toContain('Message:\nHeld while down\n');
    expect(await t.app.repos.mailOutbox.pending()).toEqual([]);
  });

  it('lets one instance claim a mail: a second claim of the same row gets nothing @sql', async () => {
    await sink.stop();
    await post('/api/contact', { ...contact, message: 'Claimed once' });
    await t.app.housekeeping.runAll();
    const now = Date.now();
    const [id] = await t.app.repos.mailOutbox.dueIds(now);
    const claims = await Promise.all([
      t.app.repos.mailOutbox.claim(id!, now, 60_000),
      t.app.repos.mailOutbox.claim(id!, now, 60_000),
    ]);
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await t.app.repos.mailOutbox.dueIds(now)).toEqual([]);
    await t.app.repos.mailOutbox.release(id!, 'test');
    await sink.start();
    await t.app.housekeeping.runAll();
    expect(sink.received.map((mail) => mail.text.includes('Claimed once'))).toEqual([true]);
  });

  it('mails robots nothing', async () => {
    await post('/api/newsletter', { email: 'robot@example.org', elapsedMs: 9000, website: 'x' });
    await post('/api/contact', { ...contact, website: 'spam' });
    await t.app.housekeeping.runAll();
    expect(sink.received).toEqual([]);
  });

  it('deletes a queued notification with its message or registration', async () => {
    await sink.stop();
    const message = (await post('/api/contact', { ...contact, message: 'Deleted unsent' })).json()
      .data.id;
    const registration = (
      await post('/api/training-registrations', {
        course: TRAINING_COURSES[2],
        firstName: 'Deleted',
        lastName: 'Unsent',
        email: 'unsent@example.org',
        participants: 1,
        elapsedMs: 9000,
      })
    ).json().data.id;
    await t.app.housekeeping.runAll();
    expect(await t.app.repos.mailOutbox.pending()).toHaveLength(2);
    const headers = bearer(await login(t.app));
    for (const url of [
      `/api/admin/messages/${message}`,
      `/api/admin/training-registrations/${registration}`,
    ])
      expect((await t.app.inject({ method: 'DELETE', url, headers })).statusCode).toBe(200);
    expect(await t.app.repos.mailOutbox.pending()).toEqual([]);
    await sink.start();
    await t.app.housekeeping.runAll();
    expect(sink.received).toEqual([]);
  });

  describe('newsletter double opt-in', () => {
    const confirmLink = (text: string) => {
      const match = /https:\/\/www\.example\.com(\/api\/newsletter\/confirm\?token=([\w-]+))/.exec(
        text,
      );
      expect(match).not.toBeNull();
      return { path: match![1]!, token: match![2]! };
    };
    const subscriberOf = async (email: string) =>
      (await t.app.repos.subscribers.list()).find((s) => s.email === email);

    it('stores a sign-up as pending and mails the visitor a single-use link; confirming mails the company', async () => {
      const answer = await post('/api/newsletter', {
        email: 'Reader@Example.org',
        elapsedMs: 9000,
      });
      expect(answer.statusCode).toBe(201);
      expect(answer.json()).toEqual({ success: true, data: { subscribed: true } });
      await t.app.housekeeping.runAll();

      // Only the visitor is mailed, and only the link: the company hears nothing yet.
      expect(sink.received).toHaveLength(1);
      const [mail] = sink.received;
      expect(mail!.envelopeTo).toEqual(['reader@example.org']);
      expect(mail!.headers.from).toBe('Website <web@example.com>');
      expect(mail!.headers['reply-to']).toBe('sales@example.com');
      expect(mail!.headers.subject).toBe(
        `Please confirm your subscription to the ${company.shortName} newsletter`,
      );
      const { path, token } = confirmLink(mail!.text);
      expect(token).toMatch(/^[\w-]{43}$/); // 256 random bits
      expect(await subscriberOf('reader@example.org')).toMatchObject({
        status: 'pending',
        confirmedAt: null,
      });
      // Stored hashed: the token itself is in no column.
      const row = await t.app.database.db
        .selectFrom('newsletter_subscribers')
        .selectAll()
        .where('email', '=', 'reader@example.org')
        .executeTakeFirstOrThrow();
      expect(row.confirm_token_hash).toBe(hashToken(token));
      expect(JSON.stringify(row)).not.toContain(token);

      // Following the link shows a button and changes nothing (mail scanners open links).
      const page = await t.app.inject({ method: 'GET', url: path });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.body).toContain(`<form method="post" action="${path}">`);
      expect(page.body).toContain('Confirm subscription');
      expect((await subscriberOf('reader@example.org'))?.status).toBe('pending');

      const confirmed = await t.app.inject({
        method: 'POST',
        url: path,
        headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
        payload: '',
      });
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.body).toContain('You are subscribed');
      expect(await subscriberOf('reader@example.org')).toMatchObject({
        status: 'confirmed',
        confirmedAt: expect.stringMatching(/^\d{4}-/),
      });
      const listed = await t.app.inject({
        method: 'GET',
        url: '/api/admin/subscribers',
        headers: bearer(await login(t.app)),
      });
      expect(listed.json().data).toContainEqual(
        expect.objectContaining({ email: 'reader@example.org', status: 'confirmed' }),
      );

      await t.app.housekeeping.runAll();
      expect(sink.received).toHaveLength(2);
      const notification = sink.received[1]!;
      expect(notification.envelopeTo).toEqual(['sales@example.com']);
      expect(notification.headers['reply-to']).toBe('reader@example.org');
      expect(notification.headers.subject).toBe('Newsletter subscription: reader@example.org');

      // Single use.
      const again = await t.app.inject({ method: 'POST', url: path });
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ success: false, error: CONFIRM_LINK_INVALID });
      expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    });

    it('answers a new, a pending and a confirmed address alike; mails a pending one again at most every 15 minutes and a confirmed one never', async () => {
      const signUp = (email: string) => post('/api/newsletter', { email, elapsedMs: 9000 });
      const fresh = await signUp('same-answer@example.org');
      const pending = await signUp('same-answer@example.org');
      const confirmedAlready = await signUp('reader@example.org'); // confirmed above
      for (const answer of [pending, confirmedAlready]) {
        expect(answer.statusCode).toBe(fresh.statusCode);
        expect(answer.body).toBe(fresh.body);
      }
      await t.app.housekeeping.runAll();
      expect(sink.received.map((mail) => mail.envelopeTo)).toEqual([['same-answer@example.org']]);
      const first = confirmLink(sink.received[0]!.text);

      // A quarter of an hour later a pending address gets a new link; the old one stops working.
      const later = Date.now() + 16 * 60_000;
      const outcome = await t.app.repos.subscribers.signUp(
        'same-answer@example.org',
        ({ email, token }) => ({ to: email, replyTo: null, subject: 'again', body: token }),
        later,
      );
      expect(outcome).toBe('resent');
      await t.app.housekeeping.runAll();
      expect(sink.received).toHaveLength(2);
      const second = sink.received[1]!.text;
      expect(second).not.toBe(first.token);
      expect(await t.app.repos.subscribers.findPendingByToken(first.token, later)).toBeUndefined();
      expect(await t.app.repos.subscribers.findPendingByToken(second, later)).toMatchObject({
        email: 'same-answer@example.org',
      });
    });

    it('expires an unconfirmed address after 7 days with its unsent confirmation mail', async () => {
      await sink.stop();
      await post('/api/newsletter', { email: 'never-confirmed@example.org', elapsedMs: 9000 });
      await t.app.housekeeping.runAll();
      expect((await t.app.repos.mailOutbox.pending()).map((m) => m.subject)).toEqual([
        `Please confirm your subscription to the ${company.shortName} newsletter`,
      ]);
      await t.app.housekeeping.runAll(new Date(Date.now() + 7 * 86_400_000 + 60_000));
      expect(await subscriberOf('never-confirmed@example.org')).toBeUndefined();
      expect(await subscriberOf('reader@example.org')).toMatchObject({ status: 'confirmed' });
      expect(await t.app.repos.mailOutbox.pending()).toEqual([]);
      await sink.start();
    });
  });
});

describe(`leads without SMTP_URL (${testDialect})`, () => {
  it('stores the lead, queues no mail, and the default recipient is the company address', async () => {
    const t = await createTestApp({ withAdmin: false });
    try {
      expect(t.app.leadMail).toMatchObject({ enabled: false, to: company.email });
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/contact', payload: contact })).statusCode,
      ).toBe(201);
      await t.app.housekeeping.runAll();
      expect(await t.app.repos.contactMessages.list()).toHaveLength(1);
      expect(await t.app.repos.mailOutbox.pending()).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
