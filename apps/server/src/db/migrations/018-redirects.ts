import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Dialect } from '../schema.ts';

/** Links that never break (issue 48): `redirects` holds old addresses and where they lead now, one
 * row per old address (a post's old slug, or one an editor added). */
export function redirectsMigration(dialect: Dialect) {
  const timestamp = dialect === 'postgres' ? sql`timestamptz` : sql`text`;
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('redirects')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('from_path', 'text', (c) => c.notNull().unique())
        .addColumn('to_target', 'text', (c) => c.notNull())
        .addColumn('status', 'integer', (c) => c.notNull().check(sql`status in (301, 302)`))
        .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ('slug', 'manual')`))
        .addColumn('created_by', 'text')
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('redirects_to_target_idx')
        .on('redirects')
        .column('to_target')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('redirects').execute();
    },
  };
}
