import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { SubscriberStatus } from '@site/shared';
import { CONFIRMATION_DAYS } from '@site/shared';
import { hashToken, newSessionToken } from '../lib/tokens.ts';
import { toIso } from './database.ts';
import type { OutboxMail } from './mail-outbox-repository.ts';
import { dropQueuedMail, enqueueMail } from './mail-outbox-repository.ts';
import type { Database, NewsletterSubscribersTable } from './schema.ts';
import { normalizeEmail } from './users-repository.ts';

export type SubscriberRow = {
  id: string;
  email: string;
  status: SubscriberStatus;
  unsubscribeToken: string;
  createdAt: string;
  confirmedAt: string | null;
};

/** A confirmation link works this long; a pending address older than it is deleted. */
export const CONFIRMATION_TTL_MS = CONFIRMATION_DAYS * 86_400_000;
/** A pending address signing up again gets a new link at most this often (no mail bomb through it). */
export const CONFIRMATION_RESEND_MS = 15 * 60_000;

/** What becomes of a sign-up. The public answer is the same for all three. */
export type SignUpOutcome = 'new' | 'resent' | 'unchanged';

const toRow = (row: Selectable<NewsletterSubscribersTable>): SubscriberRow => ({
  id: row.id,
  email: row.email,
  status: row.status === 'pending' ? 'pending' : 'confirmed',
  unsubscribeToken: row.unsubscribe_token,
  createdAt: toIso(row.created_at),
  confirmedAt: toIso(row.confirmed_at),
});

export function newsletterSubscribersRepository(db: Kysely<Database>) {
  const linkIssuedAfter = (now: number) => new Date(now - CONFIRMATION_TTL_MS).toISOString();
  /** Deletes the subscriber and whatever mail about it still waits in the outbox. */
  const remove = (id: string): Promise<boolean> =>
    db.transaction().execute(async (trx) => {
      await dropQueuedMail(trx, id);
      const result = await trx
        .deleteFrom('newsletter_subscribers')
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    });
  return {
    /** Double opt-in. A new address is stored `pending` with the SHA-256 of a fresh token, and its
     * confirmation mail (built from the token, which is never stored) is queued in the same
     * transaction. A pending address whose link is older than CONFIRMATION_RESEND_MS gets a new
     * token (the old link stops working) and a new mail; a confirmed address is left alone. */
    async signUp(
      email: string,
      confirmation: ((link: { email: string; token: string }) => OutboxMail) | null,
      now = Date.now(),
    ): Promise<SignUpOutcome> {
      const address = normalizeEmail(email);
      const token = newSessionToken();
      return db.transaction().execute(async (trx) => {
        const id = randomUUID();
        const inserted = await trx
          .insertInto('newsletter_subscribers')
          .values({
            id,
            email: address,
            status: 'pending',
            unsubscribe_token: randomBytes(24).toString('base64url'),
            confirm_token_hash: hashToken(token),
            created_at: new Date(now).toISOString(),
          })
          .onConflict((oc) => oc.column('email').doNothing())
          .returning('id')
          .executeTakeFirst();
        if (inserted) {
          if (confirmation) await enqueueMail(trx, confirmation({ email: address, token }), id);
          return 'new';
        }
        const renewed = await trx
          .updateTable('newsletter_subscribers')
          .set({ confirm_token_hash: hashToken(token), created_at: new Date(now).toISOString() })
          .where('email', '=', address)
          .where('status', '=', 'pending')
          .where('created_at', '<', new Date(now - CONFIRMATION_RESEND_MS).toISOString())
          .returning('id')
          .executeTakeFirst();
        if (!renewed) return 'unchanged';
        // The mail of the old link, if still queued, would only carry a dead link.
        await dropQueuedMail(trx, renewed.id);
        if (confirmation)
          await enqueueMail(trx, confirmation({ email: address, token }), renewed.id);
        return 'resent';
      });
    },
    /** The pending address a live confirmation token belongs to (reading uses nothing up). */
    async findPendingByToken(token: string, now = Date.now()): Promise<SubscriberRow | undefined> {
      const row = await db
        .selectFrom('newsletter_subscribers')
        .selectAll()
        .where('confirm_token_hash', '=', hashToken(token))
        .where('status', '=', 'pending')
        .where('created_at', '>=', linkIssuedAfter(now))
        .executeTakeFirst();
      return row && toRow(row);
    },
    /** Confirms the address a live token belongs to and uses the token up (single use); the
     * company's notification of the new subscriber is queued in the same transaction. */
    async confirm(
      token: string,
      notification: ((subscriber: SubscriberRow) => OutboxMail) | null,
      now = Date.now(),
    ): Promise<SubscriberRow | undefined> {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable('newsletter_subscribers')
          .set({
            status: 'confirmed',
            confirm_token_hash: null,
            confirmed_at: new Date(now).toISOString(),
          })
          .where('confirm_token_hash', '=', hashToken(token))
          .where('status', '=', 'pending')
          .where('created_at', '>=', linkIssuedAfter(now))
          .returningAll()
          .executeTakeFirst();
        if (!row) return undefined;
        const subscriber = toRow(row);
        if (notification) await enqueueMail(trx, notification(subscriber), subscriber.id);
        return subscriber;
      });
    },
    async list(): Promise<SubscriberRow[]> {
      const rows = await db
        .selectFrom('newsletter_subscribers')
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .execute();
      return rows.map(toRow);
    },
    remove,
    async removeByToken(token: string): Promise<boolean> {
      const row = await db
        .selectFrom('newsletter_subscribers')
        .select('id')
        .where('unsubscribe_token', '=', token)
        .executeTakeFirst();
      return row ? remove(row.id) : false;
    },
    /** Housekeeping: pending addresses whose link has lapsed, with their queued mail. */
    async deleteExpiredPending(now = Date.now()) {
      const cutoff = linkIssuedAfter(now);
      await db.transaction().execute(async (trx) => {
        const expired = trx
          .selectFrom('newsletter_subscribers')
          .select('id')
          .where('status', '=', 'pending')
          .where('created_at', '<', cutoff);
        await trx.deleteFrom('mail_outbox').where('lead_id', 'in', expired).execute();
        await trx
          .deleteFrom('newsletter_subscribers')
          .where('status', '=', 'pending')
          .where('created_at', '<', cutoff)
          .execute();
      });
    },
    async deleteCreatedBefore(iso: string) {
      await db.deleteFrom('newsletter_subscribers').where('created_at', '<', iso).execute();
    },
  };
}
