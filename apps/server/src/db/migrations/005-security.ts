import type { Kysely } from 'kysely';
import { renderContent } from '../../lib/render-content.ts';
import type { Database } from '../schema.ts';

/** Sign-in claims (at most one password check in flight per account, across instances), the
 * daily salts that make view counting anonymous, and every post's HTML rendered again so links
 * saved before the sanitizer added rel="noopener noreferrer" to all new-window links get it too. */
export function securityMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('login_claims')
        .addColumn('account', 'text', (c) => c.primaryKey())
        .addColumn('claim_id', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('daily_salts')
        .addColumn('day', 'text', (c) => c.primaryKey())
        .addColumn('salt', 'text', (c) => c.notNull())
        .execute();
      const posts = db as unknown as Kysely<Database>;
      for (const post of await posts.selectFrom('blog_posts').select(['id', 'content']).execute()) {
        await posts
          .updateTable('blog_posts')
          .set({ content_html: renderContent(post.content) })
          .where('id', '=', post.id)
          .execute();
      }
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('daily_salts').execute();
      await db.schema.dropTable('login_claims').execute();
    },
  };
}
