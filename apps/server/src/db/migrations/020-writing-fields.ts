import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Dialect } from '../schema.ts';

const POST_COLUMNS = ['featured_image_alt', 'seo_title', 'seo_description', 'og_image'] as const;

/** Writing for readers and search engines (issue 48, decision 072): a post's featured image gets its
 * text alternative, and a post its search and social texts and link-card picture (null: the page's
 * fallbacks). `not_found_paths` counts the site's addresses that answered "not found", one row per
 * path, at most a bounded number of them. Content items keep the same fields in their JSON. */
export function writingFieldsMigration(dialect: Dialect) {
  const timestamp = dialect === 'postgres' ? sql`timestamptz` : sql`text`;
  return {
    async up(db: Kysely<unknown>) {
      for (const column of POST_COLUMNS)
        await db.schema.alterTable('blog_posts').addColumn(column, 'text').execute();
      await db.schema
        .createTable('not_found_paths')
        .addColumn('path', 'text', (c) => c.primaryKey())
        .addColumn('count', 'integer', (c) => c.notNull())
        .addColumn('first_at', timestamp, (c) => c.notNull())
        .addColumn('last_at', timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('not_found_paths_last_at_idx')
        .on('not_found_paths')
        .columns(['last_at', 'path'])
        .execute();
      await db.schema
        .createIndex('not_found_paths_count_idx')
        .on('not_found_paths')
        .columns(['count', 'path'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('not_found_paths').execute();
      for (const column of POST_COLUMNS)
        await db.schema.alterTable('blog_posts').dropColumn(column).execute();
    },
  };
}
