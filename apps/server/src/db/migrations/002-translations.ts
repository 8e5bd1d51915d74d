import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Dialect } from '../schema.ts';

/** Translations cached per language and source text, so a text goes to the service once per language. */
export function translationsMigration(dialect: Dialect) {
  const timestamp = dialect === 'postgres' ? sql`timestamptz` : sql`text`;
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('translations')
        .addColumn('language', 'text', (c) => c.notNull())
        .addColumn('source_hash', 'text', (c) => c.notNull())
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('translated', 'text', (c) => c.notNull())
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .addPrimaryKeyConstraint('translations_pk', ['language', 'source_hash'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('translations').execute();
    },
  };
}
