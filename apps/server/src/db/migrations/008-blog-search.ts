import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { plainText } from '../../lib/render-content.ts';
import type { Dialect } from '../schema.ts';

/** What full-text search reads of a post, in this order: title, excerpt, plain text, tags. */
const SEARCHED = ['title', 'excerpt', 'search_text', 'tags'] as const;
const columns = sql.raw(SEARCHED.join(', '));
const of = (row: 'new' | 'old') => sql.raw(SEARCHED.map((c) => `${row}.${c}`).join(', '));

/** The blog list is paged and searched by the database (issue 31, decision 041):
 * - `search_text`: a post's text without markup, written with the post (and filled here);
 * - keyset indexes for the public list (status, published_at, id), its category filter, and the
 *   portal's list (updated_at, id); the slug is indexed by its unique constraint already;
 * - SQLite: an FTS5 index over the row (external content: the text is not stored twice), kept in step
 *   by triggers; PostgreSQL: a generated `tsvector` column with a GIN index.
 * A published post always has `published_at` (the keyset needs it); older rows get their update time. */
export function blogSearchMigration(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('blog_posts')
        .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      const rows = await sql<{
        id: string;
        content_html: string;
      }>`select id, content_html from blog_posts`.execute(db);
      for (const row of rows.rows)
        await sql`update blog_posts set search_text = ${plainText(row.content_html)} where id = ${row.id}`.execute(
          db,
        );
      await sql`update blog_posts set published_at = updated_at where status = 'published' and published_at is null`.execute(
        db,
      );

      await db.schema.dropIndex('blog_posts_status_published_idx').execute();
      await db.schema
        .createIndex('blog_posts_status_published_id_idx')
        .on('blog_posts')
        .columns(['status', 'published_at', 'id'])
        .execute();
      await db.schema
        .createIndex('blog_posts_status_category_published_id_idx')
        .on('blog_posts')
        .columns(['status', 'category', 'published_at', 'id'])
        .execute();
      await db.schema
        .createIndex('blog_posts_updated_id_idx')
        .on('blog_posts')
        .columns(['updated_at', 'id'])
        .execute();

      if (dialect === 'postgres') {
        await sql`alter table blog_posts add column search_vector tsvector generated always as (
          to_tsvector('simple', title || ' ' || coalesce(excerpt, '') || ' ' || search_text || ' ' || tags)
        ) stored`.execute(db);
        await sql`create index blog_posts_search_idx on blog_posts using gin (search_vector) with (fastupdate = off)`.execute(
          db,
        );
        return;
      }
      // Keyed by blog_posts' rowid (its primary key is text): were a VACUUM ever to renumber rowids,
      // `insert into blog_posts_fts(blog_posts_fts) values ('rebuild')` makes the index again.
      await sql`create virtual table blog_posts_fts using fts5(${columns}, content='blog_posts', tokenize='unicode61 remove_diacritics 2')`.execute(
        db,
      );
      await sql`create trigger blog_posts_fts_insert after insert on blog_posts begin
        insert into blog_posts_fts(rowid, ${columns}) values (new.rowid, ${of('new')});
      end`.execute(db);
      await sql`create trigger blog_posts_fts_delete after delete on blog_posts begin
        insert into blog_posts_fts(blog_posts_fts, rowid, ${columns}) values ('delete', old.rowid, ${of('old')});
      end`.execute(db);
      // Only when searched text changes: a view count is not a reason to index a post again.
      await sql`create trigger blog_posts_fts_update after update of ${columns} on blog_posts begin
        insert into blog_posts_fts(blog_posts_fts, rowid, ${columns}) values ('delete', old.rowid, ${of('old')});
        insert into blog_posts_fts(rowid, ${columns}) values (new.rowid, ${of('new')});
      end`.execute(db);
      await sql`insert into blog_posts_fts(blog_posts_fts) values ('rebuild')`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      if (dialect === 'postgres') {
        await sql`drop index blog_posts_search_idx`.execute(db);
        await sql`alter table blog_posts drop column search_vector`.execute(db);
      } else {
        for (const trigger of ['insert', 'delete', 'update'])
          await sql`drop trigger ${sql.raw(`blog_posts_fts_${trigger}`)}`.execute(db);
        await sql`drop table blog_posts_fts`.execute(db);
      }
      for (const index of [
        'blog_posts_updated_id_idx',
        'blog_posts_status_category_published_id_idx',
        'blog_posts_status_published_id_idx',
      ])
        await db.schema.dropIndex(index).execute();
      await db.schema
        .createIndex('blog_posts_status_published_idx')
        .on('blog_posts')
        .columns(['status', 'published_at'])
        .execute();
      await db.schema.alterTable('blog_posts').dropColumn('search_text').execute();
    },
  };
}
