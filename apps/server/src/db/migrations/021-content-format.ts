import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/** The editor (issue 48, decision 073): a post's `content` is markdown (every post before it, and
 * API clients that say nothing) or HTML written by the portal's editor, rendered without markdown. */
export function contentFormatMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('blog_posts')
        .addColumn('content_format', 'text', (c) =>
          c
            .notNull()
            .defaultTo('markdown')
            .check(sql`content_format in ('markdown', 'html')`),
        )
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('blog_posts').dropColumn('content_format').execute();
    },
  };
}
