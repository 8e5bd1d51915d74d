import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Dialect } from '../schema.ts';

export function initialMigration(dialect: Dialect) {
  const timestamp = dialect === 'postgres' ? sql`timestamptz` : sql`text`;
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('users')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .addColumn('updated_at', timestamp, (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('sessions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .addColumn('expires_at', timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('sessions_user_id_idx')
        .on('sessions')
        .column('user_id')
        .execute();
      await db.schema
        .createIndex('sessions_expires_at_idx')
        .on('sessions')
        .column('expires_at')
        .execute();

      await db.schema
        .createTable('login_failures')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('ip', 'text', (c) => c.notNull())
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('login_failures_email_idx')
        .on('login_failures')
        .columns(['email', 'created_at'])
        .execute();
      await db.schema
        .createIndex('login_failures_ip_idx')
        .on('login_failures')
        .columns(['ip', 'created_at'])
        .execute();

      await db.schema
        .createTable('blog_posts')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('slug', 'text', (c) => c.notNull().unique())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('content_html', 'text', (c) => c.notNull())
        .addColumn('excerpt', 'text')
        .addColumn('category', 'text')
        .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('status', 'text', (c) =>
          c
            .notNull()
            .defaultTo('draft')
            .check(sql`status in ('draft', 'published', 'archived')`),
        )
        .addColumn('featured_image', 'text')
        .addColumn('author', 'text')
        .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('reading_time', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .addColumn('updated_at', timestamp, (c) => c.notNull())
        .addColumn('published_at', timestamp)
        .execute();
      await db.schema
        .createIndex('blog_posts_status_published_idx')
        .on('blog_posts')
        .columns(['status', 'published_at'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['blog_posts', 'login_failures', 'sessions', 'users']) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
