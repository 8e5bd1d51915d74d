import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { TrainingRegistration } from '@site/shared';
import { nowIso, toIso } from './database.ts';
import type { OutboxMail } from './mail-outbox-repository.ts';
import { dropQueuedMail, enqueueMail } from './mail-outbox-repository.ts';
import type { Database, TrainingRegistrationsTable } from './schema.ts';

export type NewTrainingRegistration = Omit<TrainingRegistration, 'id' | 'createdAt'>;

const toDto = (row: Selectable<TrainingRegistrationsTable>): TrainingRegistration => ({
  id: row.id,
  course: row.course,
  courseId: row.course_id,
  session:
    row.session_id === null
      ? null
      : {
          id: row.session_id,
          startDate: row.session_start_date ?? '',
          location: row.session_location ?? '',
        },
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  phone: row.phone,
  organisation: row.organisation,
  participants: Number(row.participants),
  createdAt: toIso(row.created_at),
});

export function trainingRegistrationsRepository(db: Kysely<Database>) {
  return {
    /** Stores the registration and, in the same transaction, its notification mail. */
    async create(
      input: NewTrainingRegistration,
      notification: ((registration: TrainingRegistration) => OutboxMail) | null,
    ): Promise<TrainingRegistration> {
      const row = {
        id: randomUUID(),
        course: input.course,
        course_id: input.courseId,
        session_id: input.session?.id ?? null,
        session_start_date: input.session?.startDate ?? null,
        session_location: input.session?.location ?? null,
        first_name: input.firstName,
        last_name: input.lastName,
        email: input.email,
        phone: input.phone,
        organisation: input.organisation,
        participants: input.participants,
        created_at: nowIso(),
      };
      const registration = toDto(row);
      await db.transaction().execute(async (trx) => {
        await trx.insertInto('training_registrations').values(row).execute();
        if (notification) await enqueueMail(trx, notification(registration), registration.id);
      });
      return registration;
    },
    async list(): Promise<TrainingRegistration[]> {
      const rows = await db
        .selectFrom('training_registrations')
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .execute();
      return rows.map(toDto);
    },
    /** Deletes the registration and, in the same transaction, its notification if still queued. */
    async remove(id: string): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        await dropQueuedMail(trx, id);
        const result = await trx
          .deleteFrom('training_registrations')
          .where('id', '=', id)
          .executeTakeFirst();
        return Number(result.numDeletedRows) > 0;
      });
    },
    async deleteCreatedBefore(iso: string) {
      await db.deleteFrom('training_registrations').where('created_at', '<', iso).execute();
    },
  };
}
