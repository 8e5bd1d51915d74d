/** Which sessions of a course are offered; without zod, for pages and the server alike. */

const byStart = <S extends { startDate: string }>(sessions: readonly S[]) =>
  [...sessions].sort((a, b) => a.startDate.localeCompare(b.startDate));

/** The sessions still to start on or after `today` (YYYY-MM-DD, the company's calendar), earliest
 * first: the course instances offered, and those a registration may name. */
export const upcomingSessions = <S extends { startDate: string }>(
  course: { sessions: readonly S[] },
  today: string,
): S[] => byStart(course.sessions).filter((session) => session.startDate >= today);

/** The latest session by start date, past or not (undefined without sessions). */
export const latestSession = <S extends { startDate: string }>(course: {
  sessions: readonly S[];
}): S | undefined => byStart(course.sessions).at(-1);
