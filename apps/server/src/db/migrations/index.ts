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
import { backupsMigration } from './017-backups.ts';
import { redirectsMigration } from './018-redirects.ts';
import { uploadsMigration } from './019-uploads.ts';
import { writingFieldsMigration } from './020-writing-fields.ts';
import { contentFormatMigration } from './021-content-format.ts';

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
    '017-backups': backupsMigration(dialect),
    '018-redirects': redirectsMigration(dialect),
    '019-uploads': uploadsMigration(dialect),
    '020-writing-fields': writingFieldsMigration(dialect),
    '021-content-format': contentFormatMigration(),
  };
}

function migrator(db: Kysely<Database>, dialect: Dialect) {
  return new Migrator({ db, provider: { getMigrations: async () => migrations(dialect) } });
}

function applied({ error, results }: MigrationResultSet): string[] {
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** Every migration this release knows, in the order they run. */
export const migrationNames = (dialect: Dialect): string[] => Object.keys(migrations(dialect));

/** The migrations a start would apply to this database, in order, without applying any (nor creating
 * Kysely's own tables). Refuses, as a start would, a database migrated by a newer release (a
 * migration this release does not know) or one whose applied migrations are out of order. */
export async function pendingMigrations(db: Kysely<Database>, dialect: Dialect): Promise<string[]> {
  const known = await migrator(db, dialect).getMigrations();
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  const executed = tables.some((t) => t.name === 'kysely_migration')
    ? (
        await (db as unknown as Kysely<{ kysely_migration: { name: string } }>)
          .selectFrom('kysely_migration')
          .select('name')
          .execute()
      ).map((r) => r.name)
    : [];
  const unknown = executed.filter((name) => !known.some((m) => m.name === name)).sort();
  if (unknown.length > 0)
    throw new Error(
      `The database holds migrations this release does not know (${unknown.join(', ')}): a newer release migrated it. Run that release, or restore a backup made before it.`,
    );
  const lastApplied = known.findLastIndex((m) => m.executedAt);
  const pending = known.filter((m) => !m.executedAt).map((m) => m.name);
  const skipped = lastApplied < 0 ? [] : known.slice(0, lastApplied).filter((m) => !m.executedAt);
  if (skipped.length > 0)
    throw new Error(
      `The database lacks ${skipped.map((m) => m.name).join(', ')}, which come before the applied ${known[lastApplied]!.name}: its migrations are out of order.`,
    );
  return pending;
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
