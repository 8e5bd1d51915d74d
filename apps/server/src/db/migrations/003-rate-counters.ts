import type { Kysely } from 'kysely';

/** Fixed-window counters shared by every instance: request limits, per-address and daily budgets. */
export function rateCountersMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('rate_counters')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('window_start', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('count', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('rate_counters_expires_at')
        .on('rate_counters')
        .column('expires_at')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('rate_counters').execute();
    },
  };
}
