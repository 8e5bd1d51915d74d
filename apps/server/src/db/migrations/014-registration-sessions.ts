import type { Kysely } from 'kysely';

/** A training registration belongs to a course session (issue 32): the course's id, and the session
 * it is for as it was when registering (id, start date, place). No session (null) is a registration
 * for the next session, to be announced, as when every dated session of the course was past.
 * Registrations stored before name their course by its title only: the course with that title, if
 * any, is written as theirs. */
export function registrationSessionsMigration() {
  return {
    async up(db: Kysely<unknown>) {
      for (const column of ['course_id', 'session_id', 'session_start_date', 'session_location'])
        await db.schema.alterTable('training_registrations').addColumn(column, 'text').execute();
      const trx = db as Kysely<{
        content_items: { type: string; id: string; data: string; position: number };
        training_registrations: { course: string; course_id: string | null };
      }>;
      const courses = await trx
        .selectFrom('content_items')
        .select(['id', 'data'])
        .where('type', '=', 'courses')
        .orderBy('position')
        .orderBy('id')
        .execute();
      const seen = new Set<string>();
      for (const course of courses) {
        const { title } = JSON.parse(course.data) as { title?: unknown };
        if (typeof title !== 'string' || seen.has(title)) continue;
        seen.add(title);
        await trx
          .updateTable('training_registrations')
          .set({ course_id: course.id })
          .where('course', '=', title)
          .where('course_id', 'is', null)
          .execute();
      }
    },
    async down(db: Kysely<unknown>) {
      for (const column of ['course_id', 'session_id', 'session_start_date', 'session_location'])
        await db.schema.alterTable('training_registrations').dropColumn(column).execute();
    },
  };
}
