import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Dialect } from '../schema.ts';

const OLD_CHECK = `status in ('draft', 'published', 'archived')`;
const NEW_CHECK = `status in ('draft', 'in_review', 'scheduled', 'published', 'archived')`;

/** The editorial workflow (issue 33, decision 051): posts may be `in_review` or `scheduled` (with
 * `publish_at`), know the account that created them (`owner_id`), and every save keeps a revision. */
export function editorialWorkflowMigration(dialect: Dialect) {
  const timestamp = dialect === 'postgres' ? sql`timestamptz` : sql`text`;
  return {
    async up(db: Kysely<unknown>) {
      await setStatusCheck(db, dialect, OLD_CHECK, NEW_CHECK);
      await db.schema.alterTable('blog_posts').addColumn('publish_at', timestamp).execute();
      await db.schema.alterTable('blog_posts').addColumn('owner_id', 'text').execute();
      // The schedule's query: scheduled posts whose time has come.
      await db.schema
        .createIndex('blog_posts_status_publish_at_idx')
        .on('blog_posts')
        .columns(['status', 'publish_at'])
        .execute();
      await db.schema
        .createTable('blog_post_revisions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('post_id', 'text', (c) => c.notNull())
        .addColumn('at', timestamp, (c) => c.notNull())
        .addColumn('actor_id', 'text')
        .addColumn('actor_email', 'text')
        .addColumn('post', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('blog_post_revisions_post_at_idx')
        .on('blog_post_revisions')
        .columns(['post_id', 'at'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('blog_post_revisions').execute();
      await db.schema.dropIndex('blog_posts_status_publish_at_idx').execute();
      await db.schema.alterTable('blog_posts').dropColumn('owner_id').execute();
      await db.schema.alterTable('blog_posts').dropColumn('publish_at').execute();
      await setStatusCheck(db, dialect, NEW_CHECK, OLD_CHECK);
    },
  };
}

/** Replaces the status check of migration 001. SQLite cannot alter a CHECK constraint; its documented
 * way for changing one (https://sqlite.org/lang_altertable.html, "Making Other Kinds Of Table Schema
 * Changes") edits the stored table definition, which leaves the rows, indexes and triggers as they are. */
async function setStatusCheck(db: Kysely<unknown>, dialect: Dialect, from: string, to: string) {
  if (dialect === 'postgres') {
    await sql`alter table blog_posts drop constraint if exists blog_posts_status_check`.execute(db);
    await sql`alter table blog_posts add constraint blog_posts_status_check check (${sql.raw(to)})`.execute(
      db,
    );
    return;
  }
  const version = await sql<{ schema_version: number }>`pragma schema_version`.execute(db);
  await sql`pragma writable_schema = on`.execute(db);
  await sql`update sqlite_schema set sql = replace(sql, ${from}, ${to}) where type = 'table' and name = 'blog_posts'`.execute(
    db,
  );
  await sql
    .raw(`pragma schema_version = ${Number(version.rows[0]!.schema_version) + 1}`)
    .execute(db);
  await sql`pragma writable_schema = off`.execute(db);
}
