import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TrainingRegistration } from '@site/shared';
import {
  NEXT_SESSION_LABEL,
  TRAINING_COURSES,
  UNKNOWN_COURSE_MESSAGE,
  UNKNOWN_SESSION_MESSAGE,
} from '@site/shared';
import { callAs, createTestApp, login, testDialect, type TestApp } from './helpers/test-app.ts';
import { startSmtpSink } from './helpers/smtp-sink.ts';

type Sink = Awaited<ReturnType<typeof startSmtpSink>>;

const course = (title: string, status: 'published' | 'draft', startDates: string[]) => ({
  title,
  description: 'Counting and classifying traffic.',
  duration: '2 days',
  participants: '10-12 participants',
  level: 'Intermediate',
  image: { src: '/images/media/team-collaboration.webp', width: 800, height: 500, alt: 'A team' },
  topics: ['Manual counts'],
  certification: 'Certificate of Completion',
  sessions: startDates.map((startDate, index) => ({
    startDate,
    location: `Town ${index + 1}`,
    seats: 12,
    priceKsh: 25000,
  })),
  status,
});
const person = {
  firstName: 'Wanjiru',
  lastName: 'Mwangi',
  email: 'wanjiru@example.org',
  participants: 2,
  elapsedMs: 9000,
};
let nextAddress = 1;
const from = () => `203.0.113.${nextAddress++}`;

describe(`training registrations name a course and its session (${testDialect})`, () => {
  let t: TestApp;
  let sink: Sink;
  let token: string;
  const post = (payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/training-registrations',
      payload,
      remoteAddress: from(),
    });
  const adminGet = (url: string) => callAs(t.app, token, 'GET', url);
  const create = async (body: object) => {
    const response = await callAs(t.app, token, 'POST', '/api/admin/courses', body);
    expect(response.statusCode).toBe(201);
    return response.json().data as { id: string; sessions: { id: string; startDate: string }[] };
  };
  const stored = async (id: string) =>
    (
      (await adminGet('/api/admin/training-registrations')).json().data as TrainingRegistration[]
    ).find((registration) => registration.id === id);

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp({
      leads: { smtpUrl: sink.url, to: 'sales@example.com', from: 'Website <web@example.com>' },
      publicUrl: 'https://www.example.com',
    });
    token = await login(t.app);
  });
  afterAll(async () => {
    await t.close();
    await sink.stop();
  });

  it('takes a course made in the portal by its id, for its next upcoming session by default, and mails and lists that session', async () => {
    const made = await create(
      course('Junction Audits', 'published', ['2020-05-04', '2099-09-01', '2099-03-02']),
    );
    const march = made.sessions.find((session) => session.startDate === '2099-03-02')!;
    const response = await post({ ...person, course: made.id });
    expect(response.statusCode).toBe(201);
    const { id } = response.json().data;
    expect(await stored(id)).toMatchObject({
      course: 'Junction Audits',
      courseId: made.id,
      session: { id: march.id, startDate: '2099-03-02', location: 'Town 3' },
    });

    await t.app.housekeeping.runAll();
    const mail = sink.received.find((m) => m.headers.subject?.includes('Junction Audits'));
    expect(mail!.text).toContain(
      `Organisation: -\nSession: 2099-03-02, Town 3\nCourse id: ${made.id}\nSession id: ${march.id}\n`,
    );

    const csv = (await adminGet('/api/admin/training-registrations.csv')).body.split('\r\n');
    expect(csv).toContainEqual(
      expect.stringMatching(
        new RegExp(`^Junction Audits,2,Wanjiru,.*,${made.id},${march.id},"2099-03-02, Town 3"$`),
      ),
    );
  });

  it('takes a chosen upcoming session, and refuses a past or unknown one with a 400 naming sessionId', async () => {
    const made = await create(course('Signal Timing', 'published', ['2020-05-04', '2099-09-01']));
    const [past, september] = made.sessions;
    const chosen = await post({ ...person, course: made.id, sessionId: september!.id });
    expect(chosen.statusCode).toBe(201);
    expect((await stored(chosen.json().data.id))!.session!.id).toBe(september!.id);
    for (const sessionId of [past!.id, 'no-such-session']) {
      const refused = await post({ ...person, course: made.id, sessionId });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        error: UNKNOWN_SESSION_MESSAGE,
        details: { fields: { sessionId: [UNKNOWN_SESSION_MESSAGE] } },
      });
    }
  });

  it('records interest in the next session (no session) when every session is past, and says so in the mail and the CSV', async () => {
    const made = await create(course('Past Only', 'published', ['2020-05-04']));
    const response = await post({ ...person, lastName: 'Past', course: made.id });
    expect(response.statusCode).toBe(201);
    expect(await stored(response.json().data.id)).toMatchObject({
      courseId: made.id,
      session: null,
    });
    await t.app.housekeeping.runAll();
    const mail = sink.received.find((m) => m.headers.subject?.includes('Past Only'));
    expect(mail!.text).toContain(`Session: ${NEXT_SESSION_LABEL}\n`);
    const csv = (await adminGet('/api/admin/training-registrations.csv')).body;
    expect(csv).toContain(`,${made.id},,${NEXT_SESSION_LABEL}`);
  });

  it('still takes a seeded course by its title, as API clients send it', async () => {
    const response = await post({ ...person, course: TRAINING_COURSES[0] });
    expect(response.statusCode).toBe(201);
    expect(await stored(response.json().data.id)).toMatchObject({
      course: TRAINING_COURSES[0],
      courseId: 'its-fundamentals',
      session: null,
    });
  });

  it('refuses a draft course (by id or title) and an unknown one with a 400 naming course', async () => {
    const draft = await create(course('Secret Draft Course', 'draft', ['2099-03-02']));
    for (const named of [draft.id, 'Secret Draft Course', 'Underwater Welding', 'its-1']) {
      const refused = await post({ ...person, course: named });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        success: false,
        error: UNKNOWN_COURSE_MESSAGE,
        details: { fields: { course: [UNKNOWN_COURSE_MESSAGE] } },
      });
    }
  });

  it('takes a form post naming the course by id and its session, with the empty "next session" choice', async () => {
    const made = await create(course('Form Course', 'published', ['2099-03-02']));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/training-registrations',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        course: made.id,
        sessionId: '',
        firstName: 'Otieno',
        lastName: 'Form',
        email: 'otieno@example.org',
        participants: '1',
        website: '',
      }).toString(),
      remoteAddress: from(),
    });
    expect(response.statusCode).toBe(303);
    const registrations = (await adminGet('/api/admin/training-registrations')).json()
      .data as TrainingRegistration[];
    expect(registrations.find((r) => r.lastName === 'Form')).toMatchObject({
      courseId: made.id,
      session: { id: made.sessions[0]!.id, startDate: '2099-03-02' },
    });
  });

  it("serves a published course's registration form without script (GET …/form?course=), its upcoming sessions to choose; none for a draft", async () => {
    const made = await create(course('Page Course', 'published', ['2020-01-06', '2099-03-02']));
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/training-registrations/form?course=${encodeURIComponent(made.id)}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toBeDefined();
    expect(page.body).toContain('<h1>Page Course</h1>');
    expect(page.body).toContain('<form method="post" action="/api/training-registrations">');
    expect(page.body).toContain(`<input type="hidden" name="course" value="${made.id}">`);
    expect(page.body).toContain(
      `<option value="${made.sessions.find((s) => s.startDate === '2099-03-02')!.id}">March 2, 2099 · Town 2</option>`,
    );
    expect(page.body).not.toContain('2020');
    const past = await t.app.inject({
      method: 'GET',
      url: '/api/training-registrations/form?course=its-fundamentals',
    });
    expect(past.body).toContain('the next session, to be announced');
    const draft = await create(course('Hidden Page Course', 'draft', ['2099-03-02']));
    const hidden = await t.app.inject({
      method: 'GET',
      url: `/api/training-registrations/form?course=${draft.id}`,
    });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body).not.toContain('Hidden Page Course');
  });
});
