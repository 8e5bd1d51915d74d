import type { Course, CourseSession } from '@site/shared';
import { companyDay } from '@site/shared/company';
import { latestSession, upcomingSessions as upcomingOf } from '@site/shared/course-sessions';

/** What a course card shows of its sessions: the next one still to start (`upcoming`), or, when every
 * dated session is past, the latest one's place and price with its date to be announced. */
export type SessionShown = { session: CourseSession; upcoming: boolean };

/** The course's next session to start on or after `today` (the company's calendar); without one, the
 * latest past session, no longer offered for its date; undefined for a course with no sessions. */
export function sessionShown(
  course: Course,
  today: string = companyDay(),
): SessionShown | undefined {
  const next = upcomingSessions(course, today)[0];
  if (next) return { session: next, upcoming: true };
  const latest = latestSession(course);
  return latest && { session: latest, upcoming: false };
}

/** The sessions still to start on or after `today`, earliest first: the course instances offered. */
export const upcomingSessions = (course: Course, today: string = companyDay()): CourseSession[] =>
  upcomingOf(course, today);

/** 'KSh 45,000' (the grouping written out: Intl's number data is a long task on a phone). */
export const formatKsh = (amount: number) =>
  `KSh ${String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
