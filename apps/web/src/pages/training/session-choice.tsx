import type { Course } from '@site/shared';
import { formatLongDate } from '../../lib/format-date.ts';
import { upcomingSessions } from './course-session.ts';

/** What a session is called in the registration form: 'March 2, 2099 · Eldoret'. */
export const sessionName = (session: Course['sessions'][number]) =>
  `${formatLongDate(session.startDate)} · ${session.location}`;

/** The session a registration is for (field `sessionId`): a choice among the upcoming sessions, the
 * only one said, or, when every dated session is past, the next one, to be announced (no field: the
 * server records interest in the next session). */
export function SessionChoice({
  course,
  id,
  className,
}: {
  course: Course;
  id: string;
  className?: string;
}) {
  const upcoming = upcomingSessions(course);
  if (upcoming.length > 1)
    return (
      <div className={className}>
        <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
          Session
        </label>
        <select
          id={id}
          name="sessionId"
          defaultValue={upcoming[0]!.id}
          className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2.5 text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
        >
          {upcoming.map((session) => (
            <option key={session.id} value={session.id}>
              {sessionName(session)}
            </option>
          ))}
        </select>
      </div>
    );
  const only = upcoming[0];
  return (
    <p className={`rounded-md bg-slate-50 p-3 text-sm text-slate-800 ${className ?? ''}`}>
      <span className="font-semibold">Session:</span>{' '}
      {only
        ? sessionName(only)
        : 'the next session, to be announced. We will contact you when its dates are set.'}
      {only && <input type="hidden" name="sessionId" value={only.id} />}
    </p>
  );
}
