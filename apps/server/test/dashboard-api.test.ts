import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyDay, dashboardSchema } from '@site/shared';
import type { TestApp } from './helpers/test-app.ts';
import { signedInMember } from './helpers/team.ts';
import { bearer, callAs, createTestApp, login } from './helpers/test-app.ts';

const DAY_MS = 86_400_000;
/** The Monday (company calendar) of the week `weeksAgo` before this one. */
function monday(weeksAgo: number) {
  const today = Date.parse(`${companyDay()}T00:00:00Z`);
  const days = Math.floor(today / DAY_MS);
  return new Date((days - ((days + 3) % 7) - 7 * weeksAgo) * DAY_MS).toISOString().slice(0, 10);
}
/** An instant on the Wednesday of that week, midday in Nairobi. */
const wednesdayNoon = (weeksAgo: number) =>
  new Date(Date.parse(`${monday(weeksAgo)}T09:00:00Z`) + 2 * DAY_MS).toISOString();

describe('GET /api/admin/dashboard', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await login(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  const dashboard = async () => {
    const response = await callAs(t.app, token, 'GET', '/api/admin/dashboard');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return dashboardSchema.parse(response.json().data);
  };

  it('asks for the admin session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false });
  });

  it('on a fresh install: twelve empty weeks to this one, no openings, no upcoming sessions', async () => {
    const data = await dashboard();
    expect(data.today).toBe(companyDay());
    expect(data.weeks.map((week) => week.start)).toEqual(
      Array.from({ length: 12 }, (_, index) => monday(11 - index)),
    );
    expect(data.weeks.every((week) => week.views === 0 && week.leads === 0)).toBe(true);
    expect(data.leadsThisWeek).toEqual({ contact: 0, newsletter: 0, training: 0, total: 0 });
    // The seeded sample jobs are closed, the seeded course sessions past (decision 047).
    expect(data.openJobs).toEqual({ total: 0, latest: [] });
    expect(data.nextSessions).toEqual([]);
    expect(data.draftPosts).toEqual({ total: 0, latest: [] });
    expect(data.viewsCountedSince).toBeNull();
  });

  it('counts drafts, open jobs, upcoming sessions, views and leads by week @sql', async () => {
    const admin = { headers: bearer(token) };
    const post = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/api/blogs', ...admin, payload });
    expect(
      (await post({ title: 'Unfinished', content: 'x', status: 'in_review' })).statusCode,
    ).toBe(201);
    const published = (await post({ title: 'Read me', content: 'x', status: 'published' })).json()
      .data;
    const job = await t.app.inject({
      method: 'POST',
      url: '/api/admin/jobs',
      ...admin,
      payload: {
        title: 'Field Technician',
        location: 'Mombasa',
        department: 'Operations',
        employmentType: 'Full-time',
        description: 'Keep the lights on.',
        details: 'Details.',
        status: 'open',
        closesAt: '2099-12-31',
      },
    });
    expect(job.statusCode, job.body).toBe(201);
    const course = await t.app.inject({
      method: 'POST',
      url: '/api/admin/courses',
      ...admin,
      payload: {
        title: 'Signal Timing',
        description: 'Timing plans.',
        duration: '2 days',
        participants: '10 participants',
        level: 'Intermediate',
        image: { src: '/images/media/team-collaboration.webp', width: 800, height: 500, alt: 'A' },
        certification: 'Certificate',
        sessions: [
          { startDate: '2099-05-04', location: 'Kisumu', seats: 10, priceKsh: 1000 },
          { startDate: '2099-03-02', location: 'Nairobi', seats: null, priceKsh: 1000 },
          { startDate: '2020-01-06', location: 'Nairobi', priceKsh: 1000 },
        ],
        status: 'published',
      },
    });
    expect(course.statusCode, course.body).toBe(201);

    // Two readers this week; one reader's second read is not a view.
    for (const remoteAddress of ['198.51.100.1', '198.51.100.2', '198.51.100.2'])
      await t.app.inject({
        method: 'GET',
        url: `/api/blogs/slug/${published.slug}`,
        remoteAddress,
      });

    const { db } = t.app.database;
    const contact = (id: string, at: string) => ({
      id,
      first_name: 'A',
      last_name: 'B',
      email: 'a@example.com',
      message: 'Hello',
      subject: null,
      phone: null,
      company: null,
      read: 0,
      created_at: at,
    });
    await db
      .insertInto('contact_messages')
      .values([
        contact('m1', new Date().toISOString()),
        contact('m2', wednesdayNoon(3)),
        contact('m3', wednesdayNoon(20)),
      ])
      .execute();
    await db
      .insertInto('training_registrations')
      .values({
        id: 'r1',
        course: 'signal-timing',
        first_name: 'A',
        last_name: 'B',
        email: 'a@example.com',
        phone: null,
        organisation: null,
        participants: 2,
        created_at: new Date().toISOString(),
      })
      .execute();
    const subscriber = (id: string, status: string, confirmedAt: string | null) => ({
      id,
      email: `${id}@example.com`,
      unsubscribe_token: `token-${id}`,
      status,
      confirm_token_hash: null,
      confirmed_at: confirmedAt,
      created_at: wednesdayNoon(1),
    });
    await db
      .insertInto('newsletter_subscribers')
      .values([
        subscriber('s1', 'confirmed', new Date().toISOString()),
        subscriber('s2', 'pending', null),
      ])
      .execute();

    const data = await dashboard();
    expect(data.draftPosts.total).toBe(1);
    expect(data.draftPosts.latest.map((draft) => draft.title)).toEqual(['Unfinished']);
    expect(data.openJobs).toEqual({
      total: 1,
      latest: [{ id: job.json().data.id, title: 'Field Technician', closesAt: '2099-12-31' }],
    });
    expect(
      data.nextSessions.map(({ startDate, location, courseTitle }) => [
        startDate,
        location,
        courseTitle,
      ]),
    ).toEqual([
      ['2099-03-02', 'Nairobi', 'Signal Timing'],
      ['2099-05-04', 'Kisumu', 'Signal Timing'],
    ]);
    expect(data.leadsThisWeek).toEqual({ contact: 1, newsletter: 1, training: 1, total: 3 });
    const thisWeek = data.weeks.at(-1)!;
    expect(thisWeek).toEqual({ start: monday(0), views: 2, leads: 3 });
    expect(data.weeks.at(-4)).toEqual({ start: monday(3), views: 0, leads: 1 });
    // A lead older than the twelve weeks is in none of them.
    expect(data.weeks.reduce((sum, week) => sum + (week.leads ?? 0), 0)).toBe(4);
    expect(data.viewsCountedSince).toBe(companyDay());

    // An editor's overview has the same posts, jobs, sessions and views, and no lead counts.
    const editor = await signedInMember(t.app, 'editor@example.com', 'editor');
    const response = await callAs(t.app, editor.token, 'GET', '/api/admin/dashboard');
    expect(response.statusCode, response.body).toBe(200);
    const editors = dashboardSchema.parse(response.json().data);
    expect(editors.leadsThisWeek).toBeNull();
    expect(editors.weeks.every((week) => week.leads === null)).toBe(true);
    expect(editors.weeks.map((week) => week.views)).toEqual(data.weeks.map((week) => week.views));
    expect(editors.draftPosts).toEqual(data.draftPosts);
    expect(editors.openJobs).toEqual(data.openJobs);
    const author = await signedInMember(t.app, 'author@example.com', 'author');
    const refused = await callAs(t.app, author.token, 'GET', '/api/admin/dashboard');
    expect(refused.statusCode).toBe(403);
  });
});
