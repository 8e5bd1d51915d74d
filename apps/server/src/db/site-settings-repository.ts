import type { Kysely } from 'kysely';
import { nowIso } from './database.ts';
import type { Database } from './schema.ts';

/** Settings an administrator changes in the portal (migration 013), each a JSON value by name; read
 * from the database on each use, so every instance sees a change at once. */
export function siteSettingsRepository(db: Kysely<Database>) {
  return {
    async get<T>(name: string, fallback: T): Promise<T> {
      const row = await db
        .selectFrom('site_settings')
        .select('value')
        .where('name', '=', name)
        .executeTakeFirst();
      return row ? (JSON.parse(row.value) as T) : fallback;
    },
    async set(name: string, value: unknown, updatedBy: string | null) {
      const row = { value: JSON.stringify(value), updated_at: nowIso(), updated_by: updatedBy };
      await db
        .insertInto('site_settings')
        .values({ name, ...row })
        .onConflict((oc) => oc.column('name').doUpdateSet(row))
        .execute();
    },
  };
}
