import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Dialect } from '../schema.ts';

/** Admin sessions remember their last use (the idle timeout, on top of the absolute expiry), and the
 * server keeps its own secrets (the key that signs device cookies), made at first start. */
export function adminSessionsMigration(dialect: Dialect) {
  const timestamp = dialect === 'postgres' ? sql`timestamptz` : sql`text`;
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('sessions').addColumn('last_used_at', timestamp).execute();
      await sql`update sessions set last_used_at = created_at`.execute(db);
      await db.schema
        .createTable('server_secrets')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('server_secrets').execute();
      await db.schema.alterTable('sessions').dropColumn('last_used_at').execute();
    },
  };
}
