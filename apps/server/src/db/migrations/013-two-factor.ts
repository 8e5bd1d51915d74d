import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Dialect } from '../schema.ts';

/** Two-factor sign-in (issue 33, decision 050): an account's TOTP secret (encrypted; pending until
 * confirmed), its single-use recovery codes (hashed), and the site's settings (whether every account
 * must use two-factor). */
export function twoFactorMigration(dialect: Dialect) {
  const timestamp = dialect === 'postgres' ? sql`timestamptz` : sql`text`;
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('two_factor')
        .addColumn('user_id', 'text', (c) =>
          c.primaryKey().references('users.id').onDelete('cascade'),
        )
        .addColumn('secret', 'text', (c) => c.notNull())
        .addColumn('enabled_at', timestamp)
        .addColumn('last_time_step', 'bigint')
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('two_factor_recovery_codes')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('code_hash', 'text', (c) => c.notNull())
        .addColumn('used_at', timestamp)
        .execute();
      await db.schema
        .createIndex('two_factor_recovery_codes_user')
        .on('two_factor_recovery_codes')
        .columns(['user_id', 'code_hash'])
        .execute();
      await db.schema
        .createTable('site_settings')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('updated_at', timestamp, (c) => c.notNull())
        .addColumn('updated_by', 'text')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('site_settings').execute();
      await db.schema.dropTable('two_factor_recovery_codes').execute();
      await db.schema.dropTable('two_factor').execute();
    },
  };
}
