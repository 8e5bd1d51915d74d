import { z } from 'zod';

/** How many weeks the portal's chart shows, the current one last. */
export const DASHBOARD_WEEKS = 12;
/** How many drafts, open jobs and course sessions the first screen names. */
export const DASHBOARD_LIST_LIMIT = 5;

const count = z.number().int().min(0);

/** `GET /api/admin/dashboard`: the site at a glance, for the portal's first screen. Weeks run
 * Monday to Sunday in the company's calendar (Nairobi). */
export const dashboardSchema = z.object({
  /** Today in the company's calendar, YYYY-MM-DD. */
  today: z.string(),
  /** Since this week's Monday: contact messages, confirmed newsletter sign-ups, training
   * registrations. Null for a role that may not see leads (an editor: leads are the
   * administrators', issue 33). */
  leadsThisWeek: z
    .object({
      contact: count,
      newsletter: count,
      training: count,
      total: count,
    })
    .nullable(),
  /** Posts waiting for review: the `in_review` ones (issue 33; the name stays for API clients). */
  draftPosts: z.object({
    total: count,
    latest: z.array(z.object({ id: z.string(), title: z.string(), updatedAt: z.string() })),
  }),
  /** Jobs listed as openings today. */
  openJobs: z.object({
    total: count,
    latest: z.array(
      z.object({ id: z.string(), title: z.string(), closesAt: z.string().nullable() }),
    ),
  }),
  /** The next sessions of published courses, soonest first. */
  nextSessions: z.array(
    z.object({
      courseId: z.string(),
      courseTitle: z.string(),
      sessionId: z.string(),
      startDate: z.string(),
      location: z.string(),
      seats: z.number().int().nullable(),
    }),
  ),
  /** The last DASHBOARD_WEEKS weeks, oldest first: each week's first day (a Monday), the post
   * views counted in it and the leads that came in (null, like `leadsThisWeek`, for an editor). */
  weeks: z.array(z.object({ start: z.string(), views: count, leads: count.nullable() })),
  /** The first day post views were counted per day (migration 010); null before any view. Views
   * before it are in each post's total only. */
  viewsCountedSince: z.string().nullable(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
