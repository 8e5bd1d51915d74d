import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { nowIso } from './database.ts';
import type { Database } from './schema.ts';

/** Failed sign-ins, kept in the database so every instance behind a load balancer sees them. */
export function loginFailuresRepository(db: Kysely<Database>) {
  return {
    async record(email: string, ip: string) {
      await db.insertInto('login_failures').values({ id: randomUUID(), email, ip, created_at: nowIso() }).execute();
    },
    /** Failures since `since` for this e-mail and for this IP, and the oldest of each (for Retry-After). */
    async recent(email: string, ip: string, since: Date) {
      const sinceIso = since.toISOString();
      const count = async (column: 'email' | 'ip', value: string) => {
        const row = await db
          .selectFrom('login_failures')
          .select((eb) => [eb.fn.countAll<number | string>().as('n'), eb.fn.min('created_at').as('oldest')])
          .where(column, '=', value)
          .where('created_at', '>', sinceIso)
          .executeTakeFirstOrThrow();
        return { count: Number(row.n), oldest: row.oldest === null ? null : new Date(row.oldest as string | Date) };
      };
      return { byEmail: await count('email', email), byIp: await count('ip', ip) };
    },
    async clearForEmail(email: string) {
      await db.deleteFrom('login_failures').where('email', '=', email).execute();
    },
    async prune(before: Date) {
      await db.deleteFrom('login_failures').where('created_at', '<', before.toISOString()).execute();
    },
  };
}
