import type { FastifyInstance } from 'fastify';
import type { Course, RegisteredSession } from '@site/shared';
import {
  CONTENT_TYPES,
  UNKNOWN_COURSE_MESSAGE,
  UNKNOWN_SESSION_MESSAGE,
  companyDay,
  upcomingSessions,
} from '@site/shared';
import { HttpError } from '../../errors.ts';

const refused = (field: 'course' | 'sessionId', message: string) =>
  new HttpError(400, message, { fields: { [field]: [message] } });

/** The published course a registration names, by its id or (as API clients sent before courses were
 * editable) by its title, and the session it is for: the one named, which must be upcoming, or by
 * default the next upcoming one; null when every dated session is past (the next session, to be
 * announced). A draft or unknown course is refused as not on the Training page. */
export async function registeredCourse(
  app: FastifyInstance,
  named: string,
  sessionId: string | undefined,
  today: string = companyDay(),
): Promise<{ course: Course; session: RegisteredSession | null }> {
  const published = CONTENT_TYPES.courses.visible;
  let course = (await app.repos.content.find('courses', named, published)) as Course | undefined;
  if (!course) {
    // By title: the first published course with it, in the Training page's order.
    const { items } = await app.repos.content.list(
      'courses',
      { statuses: published, q: named },
      { limit: 100 },
    );
    course = (items as unknown as Course[]).find((item) => item.title === named);
  }
  if (!course) throw refused('course', UNKNOWN_COURSE_MESSAGE);
  const upcoming = upcomingSessions(course, today);
  const chosen =
    sessionId === undefined ? upcoming[0] : upcoming.find((session) => session.id === sessionId);
  if (sessionId !== undefined && !chosen) throw refused('sessionId', UNKNOWN_SESSION_MESSAGE);
  return {
    course,
    session: chosen
      ? { id: chosen.id, startDate: chosen.startDate, location: chosen.location }
      : null,
  };
}
