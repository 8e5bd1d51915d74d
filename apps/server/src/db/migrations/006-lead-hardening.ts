import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Dialect } from '../schema.ts';

/** Newsletter double opt-in and outbox mails tied to their lead.
 * - newsletter_subscribers gets `status` ('pending' | 'confirmed'; every existing row was a
 *   single opt-in sign-up and stays a subscriber: 'confirmed'), the SHA-256 of the pending
 *   confirmation token, and when the link was followed.
 * - mail_outbox gets `lead_id`, the contact message, registration or subscriber a mail is about,
 *   so deleting the lead deletes its queued mail in the same transaction. */
export function leadHardeningMigration(dialect: Dialect) {
  const timestamp = dialect === 'postgres' ? sql`timestamptz` : sql`text`;
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('newsletter_subscribers')
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('confirmed'))
        .execute();
      await db.schema
        .alterTable('newsletter_subscribers')
        .addColumn('confirm_token_hash', 'text')
        .execute();
      await db.schema
        .alterTable('newsletter_subscribers')
        .addColumn('confirmed_at', timestamp)
        .execute();
      await db.schema
        .createIndex('newsletter_subscribers_confirm_token_hash_idx')
        .on('newsletter_subscribers')
        .column('confirm_token_hash')
        .unique()
        .execute();
      await db.schema
        .createIndex('newsletter_subscribers_status_created_at_idx')
        .on('newsletter_subscribers')
        .columns(['status', 'created_at'])
        .execute();

      await db.schema.alterTable('mail_outbox').addColumn('lead_id', 'text').execute();
      await db.schema
        .createIndex('mail_outbox_lead_id_idx')
        .on('mail_outbox')
        .column('lead_id')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('mail_outbox_lead_id_idx').execute();
      await db.schema.alterTable('mail_outbox').dropColumn('lead_id').execute();
      await db.schema.dropIndex('newsletter_subscribers_status_created_at_idx').execute();
      await db.schema.dropIndex('newsletter_subscribers_confirm_token_hash_idx').execute();
      for (const column of ['confirmed_at', 'confirm_token_hash', 'status'])
        await db.schema.alterTable('newsletter_subscribers').dropColumn(column).execute();
    },
  };
}
