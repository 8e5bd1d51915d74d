import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Dialect } from '../schema.ts';

/** Revocable preview links (decision 051): a post's signed preview links made at or before
 * `preview_links_since` no longer open; null while they were never revoked. */
export function previewLinkRevocationMigration(dialect: Dialect) {
  const timestamp = dialect === 'postgres' ? sql`timestamptz` : sql`text`;
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('blog_posts')
        .addColumn('preview_links_since', timestamp)
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('blog_posts').dropColumn('preview_links_since').execute();
    },
  };
}
