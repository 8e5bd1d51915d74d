import type { Kysely } from 'kysely';

/** Sign-in claims (at most one password check in flight per account, across instances) and the
 * daily salts that make view counting anonymous. */
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
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('daily_salts').execute();
      await db.schema.dropTable('login_claims').execute();
    },
  };
}
