import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

/** At most one password check in flight per account, held in the database so it holds across
 * instances. A claim is a row with an expiry: taking it is one atomic upsert that only succeeds
 * when no live claim exists. */
export function loginClaimsRepository(db: Kysely<Database>) {
  return {
    /** The claim's id, or null while another check for this account is running. */
    async claim(account: string, ttlMs: number, now = Date.now()): Promise<string | null> {
      const claimId = randomUUID();
      const row = await db
        .insertInto('login_claims')
        .values({ account, claim_id: claimId, expires_at: now + ttlMs })
        .onConflict((oc) =>
          oc
            .column('account')
            .doUpdateSet({ claim_id: claimId, expires_at: now + ttlMs })
            .where('login_claims.expires_at', '<=', now),
        )
        .returning('claim_id')
        .executeTakeFirst();
      return row?.claim_id === claimId ? claimId : null;
    },
    async release(account: string, claimId: string) {
      await db
        .deleteFrom('login_claims')
        .where('account', '=', account)
        .where('claim_id', '=', claimId)
        .execute();
    },
    async prune(now = Date.now()) {
      await db.deleteFrom('login_claims').where('expires_at', '<=', now).execute();
    },
  };
}
