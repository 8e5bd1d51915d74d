import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { ContactMessage } from '@site/shared';
import { nowIso, toIso } from './database.ts';
import type { OutboxMail } from './mail-outbox-repository.ts';
import { dropQueuedMail, enqueueMail } from './mail-outbox-repository.ts';
import type { ContactMessagesTable, Database } from './schema.ts';

export type NewContactMessage = Omit<ContactMessage, 'id' | 'read' | 'createdAt'>;

const toDto = (row: Selectable<ContactMessagesTable>): ContactMessage => ({
  id: row.id,
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  message: row.message,
  subject: row.subject,
  phone: row.phone,
  company: row.company,
  read: Number(row.read) === 1,
  createdAt: toIso(row.created_at),
});

export function contactMessagesRepository(db: Kysely<Database>) {
  return {
    /** Stores the message and, in the same transaction, its notification mail. */
    async create(
      input: NewContactMessage,
      notification: ((message: ContactMessage) => OutboxMail) | null,
    ): Promise<ContactMessage> {
      const row = {
        id: randomUUID(),
        first_name: input.firstName,
        last_name: input.lastName,
        email: input.email,
        message: input.message,
        subject: input.subject,
        phone: input.phone,
        company: input.company,
        read: 0,
        created_at: nowIso(),
      };
      const message = toDto(row);
      await db.transaction().execute(async (trx) => {
        await trx.insertInto('contact_messages').values(row).execute();
        if (notification) await enqueueMail(trx, notification(message), message.id);
      });
      return message;
    },
    async list(): Promise<ContactMessage[]> {
      const rows = await db
        .selectFrom('contact_messages')
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .execute();
      return rows.map(toDto);
    },
    async setRead(id: string, read: boolean): Promise<ContactMessage | undefined> {
      const row = await db
        .updateTable('contact_messages')
        .set({ read: read ? 1 : 0 })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      return row && toDto(row);
    },
    /** Deletes the message and, in the same transaction, its notification if it is still queued. */
    async remove(id: string): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        await dropQueuedMail(trx, id);
        const result = await trx
          .deleteFrom('contact_messages')
          .where('id', '=', id)
          .executeTakeFirst();
        return Number(result.numDeletedRows) > 0;
      });
    },
    async deleteCreatedBefore(iso: string) {
      await db.deleteFrom('contact_messages').where('created_at', '<', iso).execute();
    },
  };
}
