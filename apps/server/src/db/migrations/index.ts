import type { Kysely, Migration, MigrationResultSet } from 'kysely';
import { Migrator } from 'kysely';
import type { Database, Dialect } from '../schema.ts';
import { initialMigration } from './001-initial.ts';
import { translationsMigration } from './002-translations.ts';
import { rateCountersMigration } from './003-rate-counters.ts';
import { leadsMigration } from './004-leads.ts';
import { securityMigration } from './005-security.ts';
import { leadHardeningMigration } from './006-lead-hardening.ts';
import { adminSessionsMigration } from './007-admin-sessions.ts';
import { blogSearchMigration } from './008-blog-search.ts';
import { contentTypesMigration } from './009-content-types.ts';
import { postViewDaysMigration } from './010-post-view-days.ts';
import { teamRolesMigration } from './011-team-roles.ts';
import { teamAccountsMigration } from './012-team-accounts.ts';
import { twoFactorMigration } from './013-two-factor.ts';
import { registrationSessionsMigration } from './014-registration-sessions.ts';
import { editorialWorkflowMigration } from './015-editorial-workflow.ts';
import { previewLinkRevocationMigration } from './016-preview-link-revocation.ts';

/** Migrations run in key order; the same code serves SQLite and PostgreSQL. */
function migrations(dialect: Dialect): Record<string, Migration> {
  return {
    '001-initial': initialMigration(dialect),
    '002-translations': translationsMigration(dialect),
    '003-rate-counters': rateCountersMigration(),
    '004-leads': leadsMigration(dialect),
    '005-security': securityMigration(),
    '006-lead-hardening': leadHardeningMigration(dialect),
    '007-admin-sessions': adminSessionsMigration(dialect),
    '008-blog-search': blogSearchMigration(dialect),
    '009-content-types': contentTypesMigration(dialect),
    '010-post-view-days': postViewDaysMigration(),
    '011-team-roles': teamRolesMigration(dialect),
    '012-team-accounts': teamAccountsMigration(dialect),
    '013-two-factor': twoFactorMigration(dialect),
    '014-registration-sessions': registrationSessionsMigration(),
    '015-editorial-workflow': editorialWorkflowMigration(dialect),
    '016-preview-link-revocation': previewLinkRevocationMigration(dialect),
  };
}

function migrator(db: Kysely<Database>, dialect: Dialect) {
  return new Migrator({ db, provider: { getMigrations: async () => migrations(dialect) } });
}

function applied({ error, results }: MigrationResultSet): string[] {
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

export async function migrateToLatest(db: Kysely<Database>, dialect: Dialect): Promise<string[]> {
  return applied(await migrator(db, dialect).migrateToLatest());
}

/** Migrates an empty database up to `name` (a restore brings data of that level, then migrates on). */
export async function migrateUpTo(
  db: Kysely<Database>,
  dialect: Dialect,
  name: string,
): Promise<string[]> {
  if (!(name in migrations(dialect)))
    throw new Error(
      `This version of the site does not know the migration ${name}; restore with the version that wrote the backup.`,
    );
  return applied(await migrator(db, dialect).migrateTo(name));
}
