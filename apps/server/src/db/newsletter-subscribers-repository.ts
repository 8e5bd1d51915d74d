import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { nowIso, toIso } from './database.ts';
import type { Database } from './schema.ts';
import { normalizeEmail } from './users-repository.ts';

export type SubscriberRow = {
  id: string;
  email: string;
  unsubscribeToken: string;
  createdAt: string;
};

export function newsletterSubscribersRepository(db: Kysely<Database>) {
  return {
    /** One row per address: subscribing again changes nothing. */
    async subscribe(email: string) {
      await db
        .insertInto('newsletter_subscribers')
        .values({
          id: randomUUID(),
          email: normalizeEmail(email),
          unsubscribe_token: randomBytes(24).toString('base64url'),
          created_at: nowIso(),
        })
        .onConflict((oc) => oc.column('email').doNothing())
        .execute();
    },
    async list(): Promise<SubscriberRow[]> {
      const rows = await db
        .selectFrom('newsletter_subscribers')
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        email: row.email,
        unsubscribeToken: row.unsubscribe_token,
        createdAt: toIso(row.created_at),
      }));
    },
    async remove(id: string): Promise<boolean> {
      const result = await db
        .deleteFrom('newsletter_subscribers')
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
    async removeByToken(token: string): Promise<boolean> {
      const result = await db
        .deleteFrom('newsletter_subscribers')
        .where('unsubscribe_token', '=', token)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
    async deleteCreatedBefore(iso: string) {
      await db.deleteFrom('newsletter_subscribers').where('created_at', '<', iso).execute();
    },
  };
}
