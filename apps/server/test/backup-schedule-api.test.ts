import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, DeleteObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { BackupsOverview } from '@site/shared';
import { BACKUP_RUNNING, BACKUPS_OFF } from '@site/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalS3 } from '../../../test-support/local-s3.mjs';
import { startLocalS3 } from '../../../test-support/local-s3.mjs';
import type { BackupSettings } from '../src/config.ts';
import { backupsRepository } from '../src/db/backups-repository.ts';
import { openDatabase } from '../src/db/database.ts';
import { migrateUpTo, migrationNames, pendingMigrations } from '../src/db/migrations/index.ts';
import type { SnapshotManifest } from '../src/db/snapshot.ts';
import { runCli, runProcess } from './helpers/backup-cli.ts';
import type { TestApp } from './helpers/test-app.ts';
import {
  bearer,
  callAs,
  createTestApp,
  freshPostgresDatabase,
  login,
  testDialect,
} from './helpers/test-app.ts';
import { uploadImage } from './helpers/uploads.ts';

const HOUR = 3_600_000;
const T0 = new Date('2030-01-01T02:00:00.000Z');
/** `hours` after T0: the housekeeping is driven by these dates, never by waiting. */
const at = (hours: number) => new Date(T0.getTime() + hours * HOUR);
const folderAt = (hours: number) => at(hours).toISOString().replace(/:/g, '-');

const temp: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-backups-'));
  temp.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of temp) fs.rmSync(dir, { recursive: true, force: true });
});

const settings = (dir: string | null, overrides: Partial<BackupSettings> = {}): BackupSettings => ({
  dir,
  everyHours: 24,
  keep: 14,
  requiredBeforeMigrate: false,
  ...overrides,
});

/** The backup folders in BACKUP_DIR (anything but the shared bucket store), oldest first. */
const foldersIn = (dir: string) =>
  fs
    .readdirSync(dir)
    .filter((name) => name !== 'bucket')
    .sort();
const manifestOf = (dir: string, folder: string) =>
  JSON.parse(fs.readFileSync(path.join(dir, folder, 'manifest.json'), 'utf8')) as SnapshotManifest;
const objectNames = (manifest: SnapshotManifest) =>
  (manifest.bucket?.objects ?? []).map((object) => object.name).sort();

async function overview(t: TestApp, token: string): Promise<BackupsOverview> {
  const response = await callAs(t.app, token, 'GET', '/api/admin/backups');
  expect(response.statusCode).toBe(200);
  return response.json().data as BackupsOverview;
}

/** Uploads an image; the names of its stored widths. */
async function uploadedNames(t: TestApp, token: string, background: string): Promise<string[]> {
  const image = await uploadImage(t.app, token, { width: 600, height: 400, background });
  return image.variants.map((variant) => path.basename(variant.url)).sort();
}

const s3Client = (s3: LocalS3) =>
  new S3Client({
    region: s3.settings.region,
    endpoint: s3.settings.endpoint,
    forcePathStyle: true,
    credentials: {
      accessKeyId: s3.settings.accessKeyId,
      secretAccessKey: s3.settings.secretAccessKey,
    },
  });

describe(`scheduled backups into BACKUP_DIR, with the bucket's objects (${testDialect}) @sql`, () => {
  let s3: LocalS3;
  let t: TestApp;
  let token: string;
  let backupDir: string;
  let store: string;
  let first: string[];
  let second: string[];
  beforeAll(async () => {
    s3 = await startLocalS3();
    backupDir = tempDir();
    store = path.join(backupDir, 'bucket');
    t = await createTestApp({ s3: s3.settings, backups: settings(backupDir, { keep: 3 }) });
    token = await login(t.app);
  });
  afterAll(async () => {
    await t?.close();
    await s3?.stop();
  });

  it('writes the first backup at the first tick and the next once BACKUP_EVERY_HOURS have passed, copying only the new objects', async () => {
    first = await uploadedNames(t, token, '#123456');
    await t.app.housekeeping.runAll(at(0));
    expect(foldersIn(backupDir)).toEqual([folderAt(0)]);
    const one = manifestOf(backupDir, folderAt(0));
    expect(one).toMatchObject({ format: 2, trigger: 'scheduled', dialect: t.app.database.dialect });
    expect(one.bucket).toMatchObject({
      name: 'site-uploads',
      store: '../bucket',
      copied: first.length,
    });
    expect(objectNames(one)).toEqual(first);
    expect(fs.readdirSync(store).sort()).toEqual(first);
    for (const object of one.bucket!.objects)
      expect(object.bytes).toBe(fs.statSync(path.join(store, object.name)).size);

    const afterFirst = await overview(t, token);
    expect(afterFirst).toMatchObject({
      enabled: true,
      everyHours: 24,
      keep: 3,
      bucket: true,
      running: false,
      lastSuccessAt: at(0).toISOString(),
      nextAt: at(24).toISOString(),
    });
    expect(afterFirst.last).toMatchObject({
      trigger: 'scheduled',
      status: 'succeeded',
      at: at(0).toISOString(),
      dir: folderAt(0),
      tables: one.tables.length,
      rows: one.tables.reduce((sum, table) => sum + table.rows, 0),
      files: first.length,
      copiedObjects: first.length,
      error: null,
    });
    expect(afterFirst.last!.bytes).toBeGreaterThan(
      one.bucket!.objects.reduce((sum, o) => sum + o.bytes, 0),
    );

    // A minute short of the period: nothing.
    await t.app.housekeeping.runAll(at(24 - 1 / 60));
    expect(foldersIn(backupDir)).toEqual([folderAt(0)]);

    second = await uploadedNames(t, token, '#654321');
    const kept = fs.statSync(path.join(store, first[0]!));
    await t.app.housekeeping.runAll(at(24));
    expect(foldersIn(backupDir)).toEqual([folderAt(0), folderAt(24)]);
    const two = manifestOf(backupDir, folderAt(24));
    expect(objectNames(two)).toEqual([...first, ...second].sort());
    expect(two.bucket!.copied).toBe(second.length);
    // The objects the first backup copied were neither fetched nor written again.
    const still = fs.statSync(path.join(store, first[0]!));
    expect([still.ino, still.mtimeMs]).toEqual([kept.ino, kept.mtimeMs]);
    const afterSecond = await overview(t, token);
    expect(afterSecond.recent.map((run) => run.dir)).toEqual([folderAt(24), folderAt(0)]);
    expect(afterSecond.last).toMatchObject({ copiedObjects: second.length, files: 4 });
  });

  it('keeps BACKUP_KEEP backups, and in the shared store only the objects a kept backup lists', async () => {
    // The first image leaves the bucket; the backups that list it keep it until they go.
    const client = s3Client(s3);
    for (const name of first)
      await client.send(new DeleteObjectCommand({ Bucket: 'site-uploads', Key: name }));
    client.destroy();
    // Not the server's: a backup folder that stopped half-way long ago, a folder and a file of the
    // operator's, and a backup written by hand (its manifest names no trigger).
    const halfWritten = path.join(backupDir, '2029-12-31T00-00-00.000Z');
    fs.mkdirSync(path.join(halfWritten, 'tables'), { recursive: true });
    const longAgo = new Date(Date.now() - 2 * HOUR);
    fs.utimesSync(halfWritten, longAgo, longAgo);
    fs.mkdirSync(path.join(backupDir, 'keep-me'));
    fs.writeFileSync(path.join(backupDir, 'notes.txt'), 'mine');
    const byHand = path.join(backupDir, '2029-06-01T00-00-00.000Z');
    fs.mkdirSync(byHand);
    fs.writeFileSync(path.join(byHand, 'manifest.json'), JSON.stringify({ format: 1 }));

    const keptWith = (...hours: number[]) =>
      ['2029-06-01T00-00-00.000Z', 'keep-me', 'notes.txt', ...hours.map(folderAt)].sort();
    await t.app.housekeeping.runAll(at(48));
    expect(foldersIn(backupDir)).toEqual(keptWith(0, 24, 48));
    expect(objectNames(manifestOf(backupDir, folderAt(48)))).toEqual(second);
    await t.app.housekeeping.runAll(at(72));
    expect(foldersIn(backupDir)).toEqual(keptWith(24, 48, 72));
    expect(fs.readdirSync(store).sort()).toEqual([...first, ...second].sort());
    await t.app.housekeeping.runAll(at(96));
    expect(foldersIn(backupDir)).toEqual(keptWith(48, 72, 96));
    expect(fs.readdirSync(store).sort()).toEqual(second);
    expect((await overview(t, token)).recent).toHaveLength(5);
  });

  it('restore --verify passes for a kept backup, removes its scratch copy, and names a bucket object tampered with', async () => {
    const folder = path.join(backupDir, folderAt(96));
    const scratchRoot = tempDir();
    const env = { DATA_DIR: t.dataDir, DATABASE_URL: t.databaseUrl, TMPDIR: scratchRoot };
    /** The scratch copy a verification names: in TMPDIR, and gone (its database too). */
    const expectScratchRemoved = async (output: string) => {
      const [, folder, database] =
        /restored into (\S+)(?: and the database (\S+))?, removed since/.exec(output) ?? [];
      expect(path.dirname(folder ?? '')).toBe(scratchRoot);
      expect(fs.existsSync(folder!)).toBe(false);
      expect(database === undefined).toBe(testDialect === 'sqlite');
      if (database) {
        const { rows } = await sql<{
          n: number | string;
        }>`select count(*) as n from pg_database where datname = ${database}`.execute(
          t.app.database.db,
        );
        expect(Number(rows[0]?.n)).toBe(0);
      }
    };
    const good = await runCli('restore', ['--verify', folder], env);
    expect(good.output).toMatch(/rows: (\d+) of \1 tables match the manifest/);
    expect(good.output).toMatch(/table files: (\d+) of \1 match their SHA-256/);
    expect(good.output).toContain(
      `upload files: ${second.length} of ${second.length} match their SHA-256`,
    );
    expect(good.output).toContain('PASS: the backup restores');
    expect(good.code).toBe(0);
    await expectScratchRemoved(good.output);

    fs.appendFileSync(path.join(store, second[0]!), 'x');
    const bad = await runCli('restore', ['--verify', folder], env);
    expect(bad.output).toContain(
      `MISMATCH file bucket/${second[0]}: SHA-256 differs from the manifest`,
    );
    expect(bad.output).toContain('FAIL: 1 problem');
    expect(bad.code).toBe(1);
    await expectScratchRemoved(bad.output);
  });

  it('records a failed run and logs it, leaves no half-written folder, and tries again at the next tick', async () => {
    const logLines: string[] = [];
    const dir = tempDir();
    const failing = await createTestApp({
      s3: { ...s3.settings, bucket: 'not-yet' },
      backups: settings(dir),
      logger: { level: 'error', stream: { write: (line: string) => void logLines.push(line) } },
    });
    try {
      const admin = await login(failing.app);
      await failing.app.housekeeping.runAll(at(0));
      expect(foldersIn(dir)).toEqual([]);
      const failed = await overview(failing, admin);
      expect(failed.last).toMatchObject({ status: 'failed', trigger: 'scheduled', bytes: null });
      expect(failed.last!.error).toMatch(/bucket/i);
      expect(failed).toMatchObject({ lastSuccessAt: null, running: false });
      expect(logLines.join('')).toContain(
        'backup failed; the schedule tries again on the next tick',
      );

      await failing.app.housekeeping.runAll(at(1 / 60));
      expect((await overview(failing, admin)).recent.map((run) => run.status)).toEqual([
        'failed',
        'failed',
      ]);
      const client = s3Client(s3);
      await client.send(new CreateBucketCommand({ Bucket: 'not-yet' }));
      client.destroy();
      await failing.app.housekeeping.runAll(at(2 / 60));
      expect(foldersIn(dir)).toEqual([folderAt(2 / 60)]);
      expect((await overview(failing, admin)).last).toMatchObject({ status: 'succeeded' });
    } finally {
      await failing.close();
    }
  });
});

describe(`two instances sharing a database (${testDialect}) @sql`, () => {
  it('back up once per period: the conditional claim lets one of them run it', async () => {
    const dir = tempDir();
    const a = await createTestApp({ backups: settings(dir) });
    const b = await createTestApp({
      ...(testDialect === 'postgres'
        ? { sharedDatabaseUrl: a.databaseUrl, withAdmin: false }
        : { sameDatabaseAs: a }),
      backups: settings(dir),
    });
    // SQLite serves one instance (decision 051): there, the two race on the backup run alone; on
    // PostgreSQL both run the whole housekeeping.
    const tick = (t: TestApp, now: Date) =>
      testDialect === 'postgres'
        ? t.app.housekeeping.runAll(now)
        : t.app.backups.run('scheduled', now);
    try {
      const token = await login(a.app);
      await Promise.all([tick(a, at(0)), tick(b, at(0))]);
      expect(foldersIn(dir)).toEqual([folderAt(0)]);
      // One after the other: the second finds the period's backup done.
      await tick(a, at(1));
      await tick(b, at(1));
      expect(foldersIn(dir)).toEqual([folderAt(0)]);
      await Promise.all([tick(b, at(24)), tick(a, at(24))]);
      expect(foldersIn(dir)).toEqual([folderAt(0), folderAt(24)]);
      const { recent } = await overview(a, token);
      expect(recent.map((run) => [run.dir, run.status])).toEqual([
        [folderAt(24), 'succeeded'],
        [folderAt(0), 'succeeded'],
      ]);
    } finally {
      await b.close();
      await a.close();
    }
  });
});

describe(`back up now: POST /api/admin/backups (${testDialect})`, () => {
  it('says how to turn backups on while BACKUP_DIR is unset', async () => {
    const t = await createTestApp();
    try {
      const token = await login(t.app);
      const post = await callAs(t.app, token, 'POST', '/api/admin/backups');
      expect(post.statusCode).toBe(409);
      expect(post.json()).toEqual({ success: false, error: BACKUPS_OFF });
      expect(await overview(t, token)).toMatchObject({
        enabled: false,
        nextAt: null,
        last: null,
        recent: [],
      });
    } finally {
      await t.close();
    }
  });

  it('backs up at once and audits it; answers 409 while another run holds the claim', async () => {
    const dir = tempDir();
    const t = await createTestApp({ backups: settings(dir) });
    try {
      const token = await login(t.app);
      const post = () =>
        t.app.inject({ method: 'POST', url: '/api/admin/backups', headers: bearer(token) });
      const made = await post();
      expect(made.statusCode).toBe(201);
      const run = made.json().data;
      expect(run).toMatchObject({ trigger: 'manual', status: 'succeeded', error: null });
      expect(foldersIn(dir)).toEqual([run.dir]);
      expect(manifestOf(dir, run.dir).trigger).toBe('manual');
      expect(manifestOf(dir, run.dir).uploads.included).toBe(true);
      const audit = await callAs(t.app, token, 'GET', '/api/admin/audit?action=backup.run');
      expect(audit.json().data).toMatchObject([
        { action: 'backup.run', target: `backup:${run.dir}`, actor: 'admin@example.com' },
      ]);

      // Another instance's run holds the claim.
      const repo = backupsRepository(t.app.database.db);
      expect(await repo.claim('elsewhere', Date.now(), 60_000, null)).toBe(true);
      const refused = await post();
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ success: false, error: BACKUP_RUNNING });
      expect((await overview(t, token)).running).toBe(true);
      await repo.release('elsewhere', null);
      expect((await post()).statusCode).toBe(201);
      expect(foldersIn(dir)).toHaveLength(2);
    } finally {
      await t.close();
    }
  });
});

describe('the last successful backup in the metrics', () => {
  it('is site_backup_last_success_timestamp_seconds: absent while backups are off, 0 before the first, then when it started', async () => {
    const metricsToken = 'backup-metrics-token';
    const gauge = async (t: TestApp) => {
      const response = await callAs(t.app, metricsToken, 'GET', '/metrics');
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('site_http_requests_total');
      return /^site_backup_last_success_timestamp_seconds (\S+)$/m.exec(response.body)?.[1];
    };
    const off = await createTestApp({ metricsToken });
    try {
      expect(await gauge(off)).toBeUndefined();
    } finally {
      await off.close();
    }
    const t = await createTestApp({ backups: settings(tempDir()), metricsToken });
    try {
      expect(await gauge(t)).toBe('0');
      await t.app.housekeeping.runAll(at(0));
      expect(await gauge(t)).toBe(String(T0.getTime() / 1000));
    } finally {
      await t.close();
    }
  });
});

/** What a database at 016, the level before backups, has to apply: 017 and every migration since. */
const AFTER_016 = migrationNames('sqlite').slice(
  migrationNames('sqlite').indexOf('016-preview-link-revocation') + 1,
);
const PENDING_AFTER_016 = `The database has ${AFTER_016.length} migrations to apply (${AFTER_016.join(', ')})`;

/** A database migrated to 016, the level before this feature, holding one account. */
async function databaseBefore017() {
  const dataDir = tempDir();
  const target = testDialect === 'postgres' ? await freshPostgresDatabase() : undefined;
  const handle = openDatabase({ dataDir, databaseUrl: target?.url });
  await migrateUpTo(handle.db, handle.dialect, '016-preview-link-revocation');
  const now = new Date().toISOString();
  await handle.db
    .insertInto('users')
    .values({
      id: 'u-before',
      email: 'before@example.com',
      password_hash: 'x',
      role: 'admin',
      activated_at: now,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await handle.close();
  const pending = async () => {
    const again = openDatabase({ dataDir, databaseUrl: target?.url });
    try {
      return await pendingMigrations(again.db, again.dialect);
    } finally {
      await again.close();
    }
  };
  return { dataDir, url: target?.url, drop: () => target?.drop(), pending };
}

describe(`a start that must migrate backs the database up first (${testDialect}) @sql`, () => {
  it('writes a before-migrate backup into BACKUP_DIR, migrates, records it, and the backup verifies', async () => {
    const before = await databaseBefore017();
    const dir = tempDir();
    const backups = settings(dir, { requiredBeforeMigrate: true });
    const t = await createTestApp({
      dataDir: before.dataDir,
      sharedDatabaseUrl: before.url,
      backups,
    });
    try {
      expect(await pendingMigrations(t.app.database.db, t.app.database.dialect)).toEqual([]);
      const [folder] = foldersIn(dir);
      expect(foldersIn(dir)).toHaveLength(1);
      const manifest = manifestOf(dir, folder!);
      expect(manifest.trigger).toBe('before-migrate');
      expect(manifest.migrations.at(-1)).toBe('016-preview-link-revocation');
      expect(manifest.tables.find((table) => table.name === 'users')?.rows).toBe(1);
      const token = await login(t.app);
      const { last, lastSuccessAt } = await overview(t, token);
      expect(last).toMatchObject({ trigger: 'before-migrate', status: 'succeeded', dir: folder });
      expect(lastSuccessAt).toBe(last!.at);

      // Nothing left to migrate: the next start writes no backup.
      const again = await createTestApp({ sameDatabaseAs: t, backups });
      await again.close();
      expect(foldersIn(dir)).toHaveLength(1);

      const verified = await runCli('restore', ['--verify', path.join(dir, folder!)], {
        DATA_DIR: tempDir(),
        DATABASE_URL: before.url,
      });
      expect(verified.output).toContain('at migration 016-preview-link-revocation (format 2)');
      expect(verified.output).toContain('PASS');
      expect(verified.code).toBe(0);
    } finally {
      await t.close();
      await before.drop();
    }
  });

  it('refuses in production without BACKUP_DIR and changes nothing; elsewhere, and on a fresh database, migrates', async () => {
    const before = await databaseBefore017();
    try {
      await expect(
        createTestApp({
          dataDir: before.dataDir,
          sharedDatabaseUrl: before.url,
          backups: settings(null, { requiredBeforeMigrate: true }),
        }),
      ).rejects.toThrow(
        `${PENDING_AFTER_016} and BACKUP_DIR is not set. In production a start backs the database up before it migrates. Set BACKUP_DIR to a folder for backups (this start writes one there first), or set MIGRATE_WITHOUT_BACKUP=true to migrate without a backup. Nothing was changed.`,
      );
      expect(await before.pending()).toEqual(AFTER_016);

      const logLines: string[] = [];
      const outside = await createTestApp({
        dataDir: before.dataDir,
        sharedDatabaseUrl: before.url,
        backups: settings(null),
        logger: { level: 'warn', stream: { write: (line: string) => void logLines.push(line) } },
      });
      expect(logLines.join('')).toContain(
        'migrating without a backup first: BACKUP_DIR is not set',
      );
      expect(
        await pendingMigrations(outside.app.database.db, outside.app.database.dialect),
      ).toEqual([]);
      await outside.close();
    } finally {
      await before.drop();
    }
    const fresh = await createTestApp({ backups: settings(null, { requiredBeforeMigrate: true }) });
    await fresh.close();
  });
});

describe('the server process', () => {
  it('exits with the message, no stack trace, when production must migrate without BACKUP_DIR', async () => {
    const dataDir = tempDir();
    const handle = openDatabase({ dataDir });
    await migrateUpTo(handle.db, 'sqlite', '016-preview-link-revocation');
    await handle.close();
    const { code, output } = await runProcess(
      process.execPath,
      ['--import', 'tsx', path.resolve(import.meta.dirname, '../src/server.ts')],
      {
        env: {
          ...process.env,
          NODE_ENV: 'production',
          DATA_DIR: dataDir,
          DATABASE_URL: '',
          BACKUP_DIR: '',
          MIGRATE_WITHOUT_BACKUP: '',
          PORT: '0',
          LOG_LEVEL: 'silent',
          WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
        },
      },
    );
    expect(output.trim().startsWith(PENDING_AFTER_016)).toBe(true);
    expect(output).toContain('MIGRATE_WITHOUT_BACKUP=true');
    expect(output).not.toMatch(/\n\s+at /);
    expect(code).toBe(1);
  });
});
