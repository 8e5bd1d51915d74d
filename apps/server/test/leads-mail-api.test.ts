import { company } from '@site/shared/company';
import { TRAINING_COURSES } from '@site/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
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
};

describe(`lead notifications through SMTP (${testDialect})`, () => {
  let sink: Sink;
  let t: TestApp;

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp({
      leads: { smtpUrl: sink.url, to: 'sales@example.com', from: 'Website <web@example.com>' },
    });
  });
  afterAll(async () => {
    await t.close();
    await sink.stop();
  });
  beforeEach(() => {
    sink.received.length = 0;
  });

  it('mails a contact message to LEADS_TO from MAIL_FROM with Reply-To the visitor, as plain text', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/contact', payload: contact });
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
    expect(await t.app.repos.mailOutbox.pending()).toEqual([]);
  });

  it('mails a training registration with the course and participants', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/training-registrations',
      payload: {
        course: TRAINING_COURSES[0],
        firstName: 'Brian',
        lastName: 'Kamau',
        email: 'brian@example.org',
        organisation: 'KURA',
        participants: 4,
      },
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
  });

  it('holds a delivery while the mail server is down and sends it once after it comes back', async () => {
    await sink.stop();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...contact, subject: 'Contact Sales Team', message: 'Held while down' },
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

  it('lets one instance claim a mail: a second claim of the same row gets nothing', async () => {
    await sink.stop();
    await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...contact, message: 'Claimed once' },
    });
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

  it('does not mail newsletter subscriptions or robots', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      payload: { email: 'reader@example.org' },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...contact, website: 'spam' },
    });
    await t.app.housekeeping.runAll();
    expect(sink.received).toEqual([]);
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
