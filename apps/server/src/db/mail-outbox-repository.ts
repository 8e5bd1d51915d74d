import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { sql } from 'kysely';
import { nowIso, toIso } from './database.ts';
import type { Database } from './schema.ts';

export type OutboxMail = { to: string; replyTo: string | null; subject: string; body: string };
export type ClaimedMail = OutboxMail & { id: string; attempts: number };

/** Writes a mail into the outbox inside the caller's transaction, so it exists exactly when the lead
 * does. `leadId` names the lead it is about: deleting that lead deletes the mail while it waits. */
export async function enqueueMail(
  trx: Transaction<Database> | Kysely<Database>,
  mail: OutboxMail,
  leadId: string | null = null,
) {
  await trx
    .insertInto('mail_outbox')
    .values({
      id: randomUUID(),
      to_address: mail.to,
      reply_to: mail.replyTo,
      subject: mail.subject,
      body: mail.body,
      lead_id: leadId,
      created_at: nowIso(),
    })
    .execute();
}

/** Deletes the mails still waiting about a lead, inside the transaction that deletes the lead. */
export async function dropQueuedMail(
  trx: Transaction<Database> | Kysely<Database>,
  leadId: string,
) {
  await trx.deleteFrom('mail_outbox').where('lead_id', '=', leadId).execute();
}

/** Mails waiting to be sent. A sender claims a row with one conditional update before sending it,
 * so two instances never send the same row; a claim that is never settled (a crash) lapses after its lease. */
export function mailOutboxRepository(db: Kysely<Database>) {
  return {
    async dueIds(now: number, limit = 50): Promise<string[]> {
      const rows = await db
        .selectFrom('mail_outbox')
        .select('id')
        .where('claimed_until', '<=', now)
        .orderBy('created_at')
        .limit(limit)
        .execute();
      return rows.map((row) => row.id);
    },
    async claim(id: string, now: number, leaseMs: number): Promise<ClaimedMail | undefined> {
      const row = await db
        .updateTable('mail_outbox')
        .set({ claimed_until: now + leaseMs, attempts: sql`attempts + 1` })
        .where('id', '=', id)
        .where('claimed_until', '<=', now)
        .returning(['id', 'to_address', 'reply_to', 'subject', 'body', 'attempts'])
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        id: row.id,
        to: row.to_address,
        replyTo: row.reply_to,
        subject: row.subject,
        body: row.body,
        attempts: Number(row.attempts),
      };
    },
    async markSent(id: string) {
      await db.deleteFrom('mail_outbox').where('id', '=', id).execute();
    },
    /** Frees the row for the next attempt (the next housekeeping tick, at most a minute away). */
    async release(id: string, error: string) {
      await db
        .updateTable('mail_outbox')
        .set({ claimed_until: 0, last_error: error.slice(0, 1000) })
        .where('id', '=', id)
        .execute();
    },
    async pending(): Promise<{ subject: string; attempts: number; lastError: string | null }[]> {
      const rows = await db
        .selectFrom('mail_outbox')
        .select(['subject', 'attempts', 'last_error'])
        .orderBy('created_at')
        .execute();
      return rows.map((row) => ({
        subject: row.subject,
        attempts: Number(row.attempts),
        lastError: row.last_error,
      }));
    },
    /** How many mails wait (every row is unsent: a sent one is deleted) and when the oldest was
     * queued (null when none waits). For /metrics. */
    async backlog(): Promise<{ unsent: number; oldestAt: string | null }> {
      const row = await db
        .selectFrom('mail_outbox')
        .select((eb) => [eb.fn.countAll().as('unsent'), eb.fn.min('created_at').as('oldest')])
        .executeTakeFirstOrThrow();
      return { unsent: Number(row.unsent), oldestAt: toIso(row.oldest ?? null) };
    },
    async deleteCreatedBefore(iso: string) {
      await db.deleteFrom('mail_outbox').where('created_at', '<', iso).execute();
    },
  };
}
