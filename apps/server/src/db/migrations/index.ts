import type { Kysely, Migration } from 'kysely';
import { Migrator } from 'kysely';
import type { Database, Dialect } from '../schema.ts';
import { initialMigration } from './001-initial.ts';
import { translationsMigration } from './002-translations.ts';
import { rateCountersMigration } from './003-rate-counters.ts';
import { leadsMigration } from './004-leads.ts';

/** Migrations run in key order; the same code serves SQLite and PostgreSQL. */
function migrations(dialect: Dialect): Record<string, Migration> {
  return {
    '001-initial': initialMigration(dialect),
    '002-translations': translationsMigration(dialect),
    '003-rate-counters': rateCountersMigration(),
    '004-leads': leadsMigration(dialect),
  };
}

export async function migrateToLatest(db: Kysely<Database>, dialect: Dialect): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations(dialect) },
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
