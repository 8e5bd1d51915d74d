import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

/** Secrets the server makes for itself (no environment variable to set): 256 random bits, written
 * once by whichever instance asks first, then read by every instance, and kept in backups. */
export function serverSecretsRepository(db: Kysely<Database>) {
  return {
    async get(name: string): Promise<string> {
      await db
        .insertInto('server_secrets')
        .values({ name, value: randomBytes(32).toString('base64url') })
        .onConflict((oc) => oc.column('name').doNothing())
        .execute();
      const row = await db
        .selectFrom('server_secrets')
        .select('value')
        .where('name', '=', name)
        .executeTakeFirstOrThrow();
      return row.value;
    },
  };
}
