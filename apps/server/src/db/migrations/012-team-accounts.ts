import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Dialect } from '../schema.ts';

/** Accounts of a team (issue 33, decision 049): a session has a public id (what the portal lists and
 * ends; the token's hash stays secret) and remembers the address and browser it was opened from; an
 * account is `invited` until its invitation is accepted; invitation and password-reset links are
 * single-use tokens stored hashed. */
export function teamAccountsMigration(dialect: Dialect) {
  const timestamp = dialect === 'postgres' ? sql`timestamptz` : sql`text`;
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('sessions').addColumn('public_id', 'text').execute();
      await db.schema.alterTable('sessions').addColumn('ip', 'text').execute();
      await db.schema.alterTable('sessions').addColumn('user_agent', 'text').execute();
      const sessions = await sql<{ id: string }>`select id from sessions`.execute(db);
      for (const row of sessions.rows)
        await sql`update sessions set public_id = ${randomUUID()} where id = ${row.id}`.execute(db);
      await db.schema
        .createIndex('sessions_public_id')
        .on('sessions')
        .column('public_id')
        .unique()
        .execute();

      await db.schema.alterTable('users').addColumn('activated_at', timestamp).execute();
      await sql`update users set activated_at = created_at`.execute(db);

      await db.schema
        .createTable('account_tokens')
        // SHA-256 of the token mailed in the link; the token itself is never stored.
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .addColumn('expires_at', timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('account_tokens_user_kind')
        .on('account_tokens')
        .columns(['user_id', 'kind'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('account_tokens').execute();
      await db.schema.alterTable('users').dropColumn('activated_at').execute();
      await db.schema.dropIndex('sessions_public_id').execute();
      await db.schema.alterTable('sessions').dropColumn('user_agent').execute();
      await db.schema.alterTable('sessions').dropColumn('ip').execute();
      await db.schema.alterTable('sessions').dropColumn('public_id').execute();
    },
  };
}
