import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DASHBOARD_LIST_LIMIT,
  DASHBOARD_WEEKS,
  can,
  companyDay,
  dashboardSchema,
  successEnvelope,
  type Dashboard,
} from '@site/shared';
import { company } from '@site/shared/company';
import { noStore, ok } from '../../lib/answer.ts';

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Math.floor(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
const dayOf = (days: number) => new Date(days * DAY_MS).toISOString().slice(0, 10);
/** The Monday of a day's week. */
const weekStart = (day: string) => {
  const days = dayNumber(day);
  // 1970-01-01 was a Thursday: (days + 3) % 7 is 0 on a Monday.
  return days - ((days + 3) % 7);
};
/** The instant a company day begins (midnight in Nairobi), as an ISO timestamp. */
const dayBegins = (days: number) =>
  new Date(days * DAY_MS - company.utcOffsetMinutes * 60_000).toISOString();

type Session = { id: string; startDate: string; location: string; seats: number | null };

/** GET /api/admin/dashboard: the portal's first screen (issue 32), with the blog admin's
 * authentication. Read on each visit, never kept: it is the admin's, and small. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requirePermission('overview'));
  app.addHook('onRequest', noStore);

  const schema = {
    summary: "The portal's overview: leads, drafts, openings, sessions, weekly figures",
    response: { 200: successEnvelope(dashboardSchema) },
  };
  app.get('/', { schema }, async (request) => {
    // Leads are the administrators' (issue 33): an editor's overview has no lead counts.
    const seesLeads = can(request.admin!.role, 'read', 'leads');
    const today = companyDay();
    const thisWeek = weekStart(today);
    const firstWeek = thisWeek - 7 * (DASHBOARD_WEEKS - 1);
    const { repos } = app;
    const [drafts, views, leads, openJobs, nextSessions] = await Promise.all([
      repos.dashboard.draftPosts(DASHBOARD_LIST_LIMIT),
      repos.dashboard.viewDays(dayOf(firstWeek)),
      seesLeads ? repos.dashboard.leadTimes(dayBegins(firstWeek)) : null,
      repos.content.list(
        'jobs',
        { statuses: ['open'], listedOn: today },
        { limit: DASHBOARD_LIST_LIMIT },
      ),
      upcomingSessions(app, today),
    ]);

    const weekIndex = (day: string) => Math.floor((dayNumber(day) - firstWeek) / 7);
    const weeks = Array.from({ length: DASHBOARD_WEEKS }, (_, index) => ({
      start: dayOf(firstWeek + 7 * index),
      views: 0,
      leads: 0,
    }));
    for (const { day, views: count } of views.days) {
      const week = weeks[weekIndex(day)];
      if (week) week.views += count;
    }
    const leadsThisWeek = { contact: 0, newsletter: 0, training: 0, total: 0 };
    for (const kind of ['contact', 'newsletter', 'training'] as const)
      for (const at of leads?.[kind] ?? []) {
        const index = weekIndex(companyDay(new Date(at)));
        const week = weeks[index];
        if (!week) continue;
        week.leads += 1;
        if (index === DASHBOARD_WEEKS - 1) {
          leadsThisWeek[kind] += 1;
          leadsThisWeek.total += 1;
        }
      }

    return ok({
      today,
      leadsThisWeek: seesLeads ? leadsThisWeek : null,
      draftPosts: drafts,
      openJobs: {
        total: openJobs.total,
        latest: openJobs.items.map((job) => ({
          id: job.id,
          title: String(job.title),
          closesAt: typeof job.closesAt === 'string' ? job.closesAt : null,
        })),
      },
      nextSessions,
      weeks: seesLeads ? weeks : weeks.map((week) => ({ ...week, leads: null })),
      viewsCountedSince: views.first,
    });
  });
};

/** The next sessions (from today) of the published courses, soonest first. Courses are few: every
 * published one is read, a page at a time. */
async function upcomingSessions(app: FastifyInstance, today: string) {
  const sessions: Dashboard['nextSessions'] = [];
  let cursor: string | undefined;
  do {
    const page = await app.repos.content.list(
      'courses',
      { statuses: ['published'] },
      { limit: 100, cursor },
    );
    for (const course of page.items)
      for (const session of (course.sessions ?? []) as Session[])
        if (session.startDate >= today)
          sessions.push({
            courseId: course.id,
            courseTitle: String(course.title),
            sessionId: session.id,
            startDate: session.startDate,
            location: session.location,
            seats: session.seats,
          });
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return sessions
    .sort(
      (a, b) =>
        a.startDate.localeCompare(b.startDate) || a.courseTitle.localeCompare(b.courseTitle),
    )
    .slice(0, DASHBOARD_LIST_LIMIT);
}
