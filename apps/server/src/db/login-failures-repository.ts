import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { nowIso } from './database.ts';
import type { Database } from './schema.ts';

const toDate = (value: unknown) =>
  value === null || value === undefined ? null : new Date(value as string | Date);

/** Sign-in attempts that have not (yet) succeeded, kept in the database so every instance behind a
 * load balancer sees them. An attempt is written before its password check and removed when the
 * check succeeds, so simultaneous guesses count each other. `ip` holds the address key. */
export function loginFailuresRepository(db: Kysely<Database>) {
  return {
    async record(email: string, ip: string): Promise<string> {
      const id = randomUUID();
      await db
        .insertInto('login_failures')
        .values({ id, email, ip, created_at: nowIso() })
        .execute();
      return id;
    },
    async remove(id: string) {
      await db.deleteFrom('login_failures').where('id', '=', id).execute();
    },
    /** Failures since `since` for this account from this address (with the newest, for the delay),
     * for this address across accounts (with the oldest, for Retry-After) and, given the LIKE
     * pattern of an IPv6 /48's address keys, for every address of that network. */
    async recent(email: string, ip: string, since: Date, networkPattern?: string | null) {
      const sinceIso = since.toISOString();
      const pair = await db
        .selectFrom('login_failures')
        .select((eb) => [
          eb.fn.countAll<number | string>().as('n'),
          eb.fn.max('created_at').as('newest'),
        ])
        .where('email', '=', email)
        .where('ip', '=', ip)
        .where('created_at', '>', sinceIso)
        .executeTakeFirstOrThrow();
      /** Failures of every account from the addresses `ip` matches (`=` or `like`). */
      const across = async (operator: '=' | 'like', value: string) => {
        const row = await db
          .selectFrom('login_failures')
          .select((eb) => [
            eb.fn.countAll<number | string>().as('n'),
            eb.fn.min('created_at').as('oldest'),
          ])
          .where('ip', operator, value)
          .where('created_at', '>', sinceIso)
          .executeTakeFirstOrThrow();
        return { count: Number(row.n), oldest: toDate(row.oldest) };
      };
      const byAddress = await across('=', ip);
      const byNetwork = networkPattern ? await across('like', networkPattern) : byAddress;
      return {
        byAccountAndAddress: { count: Number(pair.n), newest: toDate(pair.newest) },
        byAddress,
        byNetwork,
      };
    },
    /** After a successful sign-in: this address's failures for the account are forgiven. */
    async clear(email: string, ip: string) {
      await db
        .deleteFrom('login_failures')
        .where('email', '=', email)
        .where('ip', '=', ip)
        .execute();
    },
    async prune(before: Date) {
      await db
        .deleteFrom('login_failures')
        .where('created_at', '<', before.toISOString())
        .execute();
    },
  };
}
