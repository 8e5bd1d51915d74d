import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Dialect } from '../schema.ts';

/** The server's own backups (decision 062): `backups` records each run; `backup_schedule` holds the
 * one row every instance claims a run through (a conditional update on `claimed_until`), and when
 * the last backup succeeded, so instances sharing a database back up once per period. Times the
 * claim compares are epoch milliseconds, the same in both dialects (as the mail outbox's claim). */
export function backupsMigration(dialect: Dialect) {
  const timestamp = dialect === 'postgres' ? sql`timestamptz` : sql`text`;
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('backups')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('trigger', 'text', (c) =>
          c.notNull().check(sql`"trigger" in ('scheduled', 'manual', 'before-migrate')`),
        )
        .addColumn('status', 'text', (c) =>
          c.notNull().check(sql`status in ('running', 'succeeded', 'failed')`),
        )
        .addColumn('started_at', timestamp, (c) => c.notNull())
        .addColumn('finished_at', timestamp)
        .addColumn('dir', 'text')
        .addColumn('bytes', 'bigint')
        .addColumn('tables', 'integer')
        .addColumn('rows', 'bigint')
        .addColumn('files', 'integer')
        .addColumn('copied_objects', 'integer')
        .addColumn('error', 'text')
        .execute();
      await db.schema
        .createIndex('backups_started_at_idx')
        .on('backups')
        .column('started_at')
        .execute();
      await db.schema
        .createTable('backup_schedule')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('claim_id', 'text')
        .addColumn('claimed_until', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('last_success_at', 'bigint')
        .execute();
      await sql`insert into backup_schedule (name, claimed_until) values ('backups', 0)`.execute(
        db,
      );
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('backup_schedule').execute();
      await db.schema.dropTable('backups').execute();
    },
  };
}
