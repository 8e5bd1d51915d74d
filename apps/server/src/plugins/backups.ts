import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { BackupRun, BackupsOverview, BackupTrigger } from '@site/shared';
import { BACKUP_RECENT_LIMIT } from '@site/shared';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import { Kysely, SqliteDialect } from 'kysely';
import SQLite from 'libsql';
import { Gauge } from 'prom-client';
import type { BackupSettings } from '../config.ts';
import { backupsRepository } from '../db/backups-repository.ts';
import type { DatabaseHandle } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import type { SnapshotSource } from '../db/snapshot.ts';
import type { WrittenBackup } from '../lib/backup-dir.ts';
import { sweepUnfinished, writeBackup } from '../lib/backup-dir.ts';
import type { S3Settings } from '../storage/upload-storage.ts';
import { errorMessage } from '../errors.ts';

/** How long a claimed run holds the claim without renewing it: a run whose instance stopped frees
 * the schedule after this. The holder renews it every minute while it runs. */
export const BACKUP_LEASE_MS = 10 * 60_000;
const RENEW_EVERY_MS = 60_000;
const HOUR_MS = 3_600_000;

export const BACKUPS_OFF_SETTINGS: BackupSettings = {
  dir: null,
  everyHours: 24,
  keep: 14,
  requiredBeforeMigrate: false,
};

declare module 'fastify' {
  interface FastifyInstance {
    backups: {
      settings: BackupSettings;
      /** Runs a backup now, unless one runs (or, `scheduled`, the last success is younger than the
       * period): null then. A failed run is recorded and logged, and answered with its error. */
      run(trigger: Exclude<BackupTrigger, 'before-migrate'>, now?: Date): Promise<BackupRun | null>;
      overview(now?: Date): Promise<BackupsOverview>;
    };
  }
}

type BackupsOptions = {
  settings?: BackupSettings;
  dataDir: string;
  s3?: S3Settings;
};

const uploadsDirOf = (dataDir: string, s3: S3Settings | undefined) =>
  s3 ? null : path.join(dataDir, 'uploads');

const outcomeOf = (written: WrittenBackup) => ({
  dir: written.dir,
  bytes: written.bytes,
  tables: written.manifest.tables.length,
  rows: written.rows,
  files: written.files,
  copiedObjects: written.copiedObjects,
});

/** What a backup reads its tables from. On SQLite, a connection of its own: the app's one connection
 * would wait for the backup's read transaction, and so would every request; through the write-ahead
 * log, the backup's reads and the site's writes go on side by side. PostgreSQL's pool has room. */
async function withSnapshotSource<T>(
  handle: DatabaseHandle,
  dataDir: string,
  work: (source: SnapshotSource) => Promise<T>,
): Promise<T> {
  if (handle.dialect !== 'sqlite') return work(handle);
  const connection = new SQLite(path.join(dataDir, 'site.db'));
  connection.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: connection }) });
  try {
    return await work({ db, dialect: 'sqlite' });
  } finally {
    await db.destroy();
  }
}

/** Scheduled backups (decision 062): every instance's housekeeping asks once a minute whether the last
 * successful backup is older than BACKUP_EVERY_HOURS; the one whose conditional update claims the run
 * writes it into BACKUP_DIR. Administrators see the runs and start one (routes/backups). */
export const backupsPlugin = fp<BackupsOptions>(
  async (app, options) => {
    const settings = options.settings ?? BACKUPS_OFF_SETTINGS;
    const repo = backupsRepository(app.database.db);
    const periodMs = settings.everyHours * HOUR_MS;

    async function run(
      trigger: Exclude<BackupTrigger, 'before-migrate'>,
      now = new Date(),
    ): Promise<BackupRun | null> {
      const backupDir = settings.dir;
      if (!backupDir) return null;
      const at = now.getTime();
      const dueBefore = trigger === 'scheduled' ? at - periodMs : null;
      // A read first: most ticks of most instances find nothing to do, and write nothing.
      const state = await repo.state();
      if (state.claimedUntil > at) return null;
      if (dueBefore !== null && state.lastSuccessAt !== null && state.lastSuccessAt > dueBefore)
        return null;
      const id = randomUUID();
      if (!(await repo.claim(id, at, BACKUP_LEASE_MS, dueBefore))) return null;

      // The run's clock: the tick's time, moved on by the time spent (tests drive it with dates).
      const started = performance.now();
      const clock = () => new Date(at + Math.round(performance.now() - started));
      const renew = setInterval(() => {
        repo
          .renew(id, clock().getTime() + BACKUP_LEASE_MS)
          .catch((error: unknown) =>
            app.log.error({ err: error }, 'could not renew the backup claim'),
          );
      }, RENEW_EVERY_MS);
      renew.unref();
      let succeeded = false;
      try {
        await repo.interruptRunning(id);
        sweepUnfinished(backupDir, Date.now() - BACKUP_LEASE_MS);
        await repo.start({ id, trigger, at: now });
        try {
          const written = await withSnapshotSource(app.database, options.dataDir, (source) =>
            writeBackup(
              source,
              {
                backupDir,
                keep: settings.keep,
                uploadsDir: uploadsDirOf(options.dataDir, options.s3),
                s3: options.s3,
              },
              trigger,
              now,
            ),
          );
          await repo.succeed(id, clock(), outcomeOf(written));
          succeeded = true;
          app.log.info(
            { trigger, dir: written.dir, bytes: written.bytes, removed: written.removed },
            'backup written',
          );
        } catch (error) {
          const message = errorMessage(error);
          await repo.fail(id, clock(), message);
          app.log.error(
            { err: error, trigger },
            'backup failed; the schedule tries again on the next tick',
          );
        }
      } finally {
        clearInterval(renew);
        await repo.release(id, succeeded ? at : null);
      }
      return (await repo.find(id)) ?? null;
    }

    async function overview(now = new Date()): Promise<BackupsOverview> {
      const [state, recent] = await Promise.all([repo.state(), repo.recent(BACKUP_RECENT_LIMIT)]);
      const enabled = settings.dir !== null;
      const due = state.lastSuccessAt === null ? 0 : state.lastSuccessAt + periodMs;
      return {
        enabled,
        everyHours: settings.everyHours,
        keep: settings.keep,
        bucket: options.s3 !== undefined,
        running: state.claimedUntil > now.getTime(),
        nextAt: enabled ? new Date(Math.max(now.getTime(), due)).toISOString() : null,
        last: recent[0] ?? null,
        lastSuccessAt:
          state.lastSuccessAt === null ? null : new Date(state.lastSuccessAt).toISOString(),
        recent,
      };
    }

    app.decorate('backups', { settings, run, overview });
    if (!settings.dir) {
      if (settings.requiredBeforeMigrate)
        app.log.warn('BACKUP_DIR is not set: the server makes no backups (docs/deployment.md)');
      return;
    }
    app.housekeeping.add({ name: 'scheduled backup', run: (now) => run('scheduled', now) });
    // Absent while backups are off (an alert can say so with absent()).
    if (app.metrics)
      new Gauge({
        name: 'site_backup_last_success_timestamp_seconds',
        help: 'When the last successful backup started, in Unix seconds (0: none yet); the same on every instance. Alert when older than twice BACKUP_EVERY_HOURS',
        registers: [app.metrics.registry],
        async collect() {
          try {
            const { lastSuccessAt } = await repo.state();
            this.set(lastSuccessAt === null ? 0 : lastSuccessAt / 1000);
          } catch (error) {
            app.log.warn({ err: error }, 'the last backup time was not read from the database');
            this.set(Number.NaN);
          }
        },
      });
  },
  { name: 'backups', dependencies: ['database', 'housekeeping'] },
);

/** Thrown while the app is built when it must not start; server.ts prints the message alone. */
export class StartRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StartRefusal';
  }
}

export const backupRequiredMessage = (pending: string[]) =>
  `The database has ${pending.length} migration${pending.length === 1 ? '' : 's'} to apply (${pending.join(', ')}) ` +
  'and BACKUP_DIR is not set. In production a start backs the database up before it migrates. ' +
  'Set BACKUP_DIR to a folder for backups (this start writes one there first), or set ' +
  'MIGRATE_WITHOUT_BACKUP=true to migrate without a backup. Nothing was changed.';

/** Before a start applies pending migrations to a database that holds data: a backup into BACKUP_DIR
 * (trigger `before-migrate`), written through the database as it is (the backups table may not exist
 * yet: the run is recorded once the migrations are applied). Without BACKUP_DIR, production refuses
 * (unless MIGRATE_WITHOUT_BACKUP) and other environments warn. Answers what to do after migrating. */
export async function backupBeforeMigrate(
  handle: DatabaseHandle,
  pending: string[],
  options: BackupsOptions & { log: FastifyBaseLogger },
): Promise<(() => Promise<void>) | undefined> {
  const settings = options.settings ?? BACKUPS_OFF_SETTINGS;
  const { log } = options;
  if (!settings.dir) {
    if (settings.requiredBeforeMigrate) throw new StartRefusal(backupRequiredMessage(pending));
    log.warn({ pending }, 'migrating without a backup first: BACKUP_DIR is not set');
    return undefined;
  }
  const at = new Date();
  const started = performance.now();
  let written: WrittenBackup;
  try {
    written = await writeBackup(
      handle,
      {
        backupDir: settings.dir,
        keep: settings.keep,
        uploadsDir: uploadsDirOf(options.dataDir, options.s3),
        s3: options.s3,
      },
      'before-migrate',
      at,
    );
  } catch (error) {
    const message = errorMessage(error);
    if (settings.requiredBeforeMigrate)
      throw new StartRefusal(
        `The backup before migrating (${pending.join(', ')}) failed: ${message}. Nothing was migrated. ` +
          'Fix BACKUP_DIR, or set MIGRATE_WITHOUT_BACKUP=true to migrate without a backup.',
      );
    log.warn({ err: error, pending }, 'the backup before migrating failed; migrating all the same');
    return undefined;
  }
  const finishedAt = new Date(at.getTime() + Math.round(performance.now() - started));
  log.info({ dir: written.dir, bytes: written.bytes, pending }, 'backed up before migrating');
  return async () => {
    try {
      await backupsRepository(handle.db).recordSucceeded(
        { id: randomUUID(), trigger: 'before-migrate', at, finishedAt },
        outcomeOf(written),
      );
    } catch (error) {
      log.error({ err: error }, 'could not record the backup made before migrating');
    }
  };
}
