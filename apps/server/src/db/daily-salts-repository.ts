import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

/** One random salt per UTC day, shared by every instance. Hashes made with it cannot be linked to
 * an address once the salt is deleted, a day later. */
export function dailySaltsRepository(db: Kysely<Database>) {
  return {
    async forDay(day: string): Promise<string> {
      await db
        .insertInto('daily_salts')
        .values({ day, salt: randomBytes(32).toString('base64') })
        .onConflict((oc) => oc.column('day').doNothing())
        .execute();
      const row = await db
        .selectFrom('daily_salts')
        .select('salt')
        .where('day', '=', day)
        .executeTakeFirstOrThrow();
      return row.salt;
    },
    async pruneBefore(day: string) {
      await db.deleteFrom('daily_salts').where('day', '<', day).execute();
    },
  };
}
