import type { Kysely } from 'kysely';

/** Post views per day (the company's calendar), for the portal's chart of views per week (issue
 * 32). A post's total stays in `blog_posts.views`; the days count from this migration on. */
export function postViewDaysMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('post_view_days')
        .addColumn('day', 'text', (c) => c.primaryKey())
        .addColumn('views', 'integer', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('post_view_days').execute();
    },
  };
}
