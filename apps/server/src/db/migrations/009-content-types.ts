import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Dialect } from '../schema.ts';
import { searchTextOf } from '../content-repository.ts';
import { CONTENT_SEED } from './009-content-seed.ts';

/** The editable content types (issue 32, decision 047): jobs, courses, projects, media and
 * documents in one table, an item's fields as JSON beside the columns lists filter and sort by.
 * Today's built-in content is inserted once, so a fresh site shows what it showed before. */
export function contentTypesMigration(dialect: Dialect) {
  const timestamp = dialect === 'postgres' ? sql`timestamptz` : sql`text`;
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('content_items')
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('id', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('category', 'text')
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('listed_until', 'text')
        .addColumn('data', 'text', (c) => c.notNull())
        .addColumn('search_text', 'text', (c) => c.notNull())
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .addColumn('updated_at', timestamp, (c) => c.notNull())
        .addPrimaryKeyConstraint('content_items_pkey', ['type', 'id'])
        .execute();
      await db.schema
        .createIndex('content_items_list_idx')
        .on('content_items')
        .columns(['type', 'status', 'position', 'id'])
        .execute();

      const now = new Date().toISOString();
      for (const [type, items] of Object.entries(CONTENT_SEED))
        for (const [position, { id, fields }] of items.entries()) {
          const { status, ...data } = fields;
          const category = typeof data.category === 'string' ? data.category : null;
          await sql`insert into content_items (type, id, status, category, position, data, search_text, created_at, updated_at)
            values (${type}, ${id}, ${status}, ${category}, ${position}, ${JSON.stringify(data)}, ${searchTextOf(data)}, ${now}, ${now})`.execute(
            db,
          );
        }
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('content_items').execute();
    },
  };
}
