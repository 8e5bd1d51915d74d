import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalS3 } from '../../../test-support/local-s3.mjs';
import { startLocalS3 } from '../../../test-support/local-s3.mjs';
import type { SnapshotManifest } from '../src/db/snapshot.ts';
import { backedUpTables } from '../src/db/snapshot.ts';
import { runCli, runNpmScript } from './helpers/backup-cli.ts';
import type { TestApp } from './helpers/test-app.ts';
import {
  bearer,
  createTestApp,
  freshPostgresDatabase,
  login,
  testDialect,
} from './helpers/test-app.ts';
import { uploadImage } from './helpers/uploads.ts';

/** Every row of every table a backup holds (discovered, so tables added later are compared too; a
 * full-text index is made again, not copied), in a stable order. */
async function everyRow(t: TestApp) {
  const db = t.app.database.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
  const tables: Record<string, string[]> = {};
  for (const name of await backedUpTables(db, t.app.database.dialect)) {
    const rows = await db.selectFrom(name).selectAll().execute();
    tables[name] = rows
      .map((row) =>
        JSON.stringify(row, (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : v)),
      )
      .sort();
  }
  return tables;
}

/** `restored` serves the image at `url` with the bytes `source` serves. */
async function expectSameImage(restored: TestApp, source: TestApp, url: string) {
  const image = await restored.app.inject({ method: 'GET', url });
  expect(image.statusCode).toBe(200);
  expect(
    image.rawPayload.equals((await source.app.inject({ method: 'GET', url })).rawPayload),
  ).toBe(true);
}

describe(`backup and restore (${testDialect}) @sql`, () => {
  const temp: string[] = [];
  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-backup-'));
    temp.push(dir);
    return dir;
  };
  let source: TestApp;
  let token: string;
  let imageUrl: string;
  /** `npm run backup` or `restore` against the source's database and data folder. */
  const onSource = (name: 'backup' | 'restore', args: string[]) =>
    runCli(name, args, { DATA_DIR: source.dataDir, DATABASE_URL: source.databaseUrl });
  /** `npm run restore` of `out` into a new empty database of this dialect and a new data folder. */
  const restoreIntoNew = async (out: string) => {
    const target = await (testDialect === 'postgres' ? freshPostgresDatabase() : undefined);
    const dataDir = tempDir();
    const restore = await runCli('restore', [out], {
      DATA_DIR: dataDir,
      DATABASE_URL: target?.url,
    });
    return {
      restore,
      dataDir,
      /** An app on the restored database and data folder. */
      open: () => createTestApp({ dataDir, sharedDatabaseUrl: target?.url, withAdmin: false }),
      drop: async () => target?.drop(),
    };
  };
  beforeAll(async () => {
    source = await createTestApp();
    token = await login(source.app);
    imageUrl = (
      await uploadImage(source.app, token, { width: 600, height: 400, background: '#335577' })
    ).url;
    for (const status of ['published', 'draft']) {
      const created = await source.app.inject({
        method: 'POST',
        url: '/api/blogs',
        headers: bearer(token),
        payload: {
          title: `Kept safe (${status})`,
          content: 'Backed up and back.',
          status,
          tags: ['ops'],
          featured_image: imageUrl,
        },
      });
      expect(created.statusCode).toBe(201);
      if (status === 'draft') {
        // A timestamp column added by a later migration (016) round-trips as well.
        const revoked = await source.app.inject({
          method: 'DELETE',
          url: `/api/blogs/${created.json().data.id}/preview-links`,
          headers: bearer(token),
        });
        expect(revoked.statusCode).toBe(200);
      }
    }
    await source.app.repos.rateCounters.add({ key: 'backup-test', windowSeconds: 3600 }, 7);
  });
  afterAll(async () => {
    await source?.close();
    for (const dir of temp) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('round-trips every table, the session and the images into an empty data folder while the source keeps running', async () => {
    const out = path.join(tempDir(), 'snapshot');
    const backup = await onSource('backup', ['--out', out]);
    expect(backup.output).toContain('Included 2 upload files.');
    expect(backup.code).toBe(0);
    const manifest = JSON.parse(fs.readFileSync(path.join(out, 'manifest.json'), 'utf8'));
    expect(manifest.tables.map((t: { name: string }) => t.name)).toEqual(
      expect.arrayContaining(['blog_posts', 'rate_counters', 'sessions', 'users']),
    );

    const into = await restoreIntoNew(out);
    expect(into.restore.output).toContain('upload files from');
    expect(into.restore.code).toBe(0);

    const restored = await into.open();
    try {
      expect(await everyRow(restored)).toEqual(await everyRow(source));
      expect(
        (await restored.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) }))
          .statusCode,
      ).toBe(200);
      const list = (await restored.app.inject({ method: 'GET', url: '/api/blogs' })).json()
        .data as { title: string; featured_image: string }[];
      expect(list.map((p) => p.title)).toContain('Kept safe (published)');
      // The search index is made again from the restored rows.
      const found = (
        await restored.app.inject({ method: 'GET', url: '/api/blogs?q=backed' })
      ).json().data as { title: string }[];
      expect(found.map((p) => p.title)).toEqual(['Kept safe (published)']);
      await expectSameImage(restored, source, imageUrl);
    } finally {
      await restored.close();
      await into.drop();
    }
  });

  it('refuses to restore over a database that holds data, and to write into a folder that is not empty', async () => {
    const out = path.join(tempDir(), 'snapshot');
    expect((await onSource('backup', ['--out', out])).code).toBe(0);
    const again = await onSource('backup', ['--out', out]);
    expect(again.code).toBe(1);
    expect(again.output).toContain('is not empty; choose a new folder.');

    const over = await onSource('restore', [out]);
    expect(over.code).toBe(1);
    expect(over.output).toContain(
      'restore: The database is not empty. Restore into a new database (or an empty DATA_DIR for SQLite).',
    );
  });

  /** Every folder and file under `dir` with its permission bits, relative to `dir`. */
  const modes = (dir: string) =>
    Object.fromEntries(
      [dir, ...fs.readdirSync(dir, { recursive: true }).map((p) => path.join(dir, String(p)))].map(
        (p) => [path.relative(dir, p) || '.', fs.lstatSync(p).mode & 0o777],
      ),
    );

  it('writes a backup that only its owner can read: folders 0700, files 0600', async () => {
    const out = path.join(tempDir(), 'snapshot');
    // An existing empty folder is accepted, and made private too.
    fs.mkdirSync(out, { mode: 0o755 });
    const backup = await onSource('backup', ['--out', out]);
    expect(backup.code, backup.output).toBe(0);
    const found = modes(out);
    expect(Object.keys(found)).toEqual(
      expect.arrayContaining(['.', 'tables', 'uploads', 'manifest.json', 'tables/users.jsonl']),
    );
    for (const [entry, mode] of Object.entries(found)) {
      const isDir = fs.statSync(path.join(out, entry)).isDirectory();
      expect([entry, mode.toString(8)]).toEqual([entry, isDir ? '700' : '600']);
    }
  });

  it('backs up and restores only upload images: links and other files in uploads/ are skipped, never served', async () => {
    const secretDir = tempDir();
    const secret = path.join(secretDir, 'secret.txt');
    fs.writeFileSync(secret, 'server-only secret');
    const linked = '0123456789abcdef0123456789abcdef-960.webp';
    const sourceUploads = path.join(source.dataDir, 'uploads');
    fs.symlinkSync(secret, path.join(sourceUploads, linked));
    fs.writeFileSync(path.join(sourceUploads, 'notes.txt'), 'server-only secret');
    const out = path.join(tempDir(), 'snapshot');
    try {
      const backup = await onSource('backup', ['--out', out]);
      expect(backup.output).toContain('Included 2 upload files.');
    } finally {
      fs.rmSync(path.join(sourceUploads, linked));
      fs.rmSync(path.join(sourceUploads, 'notes.txt'));
    }
    expect(fs.readdirSync(path.join(out, 'uploads'))).toHaveLength(2);

    // A backup tampered with (or written by hand): a link named as an upload, another link, a folder.
    const backupUploads = path.join(out, 'uploads');
    fs.symlinkSync(secret, path.join(backupUploads, linked));
    fs.symlinkSync('/etc/passwd', path.join(backupUploads, 'passwd'));
    fs.mkdirSync(path.join(backupUploads, 'fedcba9876543210fedcba9876543210-480.webp'));
    const into = await restoreIntoNew(out);
    const { restore } = into;
    expect(restore.code, restore.output).toBe(0);
    expect(restore.output).toContain('and 2 upload files from');
    expect(restore.output).toContain(
      `Skipped 3 entries of uploads/ that are not upload images (links, folders or other names): ${linked}, fedcba9876543210fedcba9876543210-480.webp, passwd`,
    );
    const restoredUploads = path.join(into.dataDir, 'uploads');
    expect(
      fs
        .readdirSync(restoredUploads)
        .every((name) => fs.lstatSync(path.join(restoredUploads, name)).isFile()),
    ).toBe(true);
    expect(fs.readdirSync(restoredUploads).sort()).toEqual(
      fs
        .readdirSync(backupUploads)
        .filter((name) => fs.lstatSync(path.join(backupUploads, name)).isFile())
        .sort(),
    );
    const restored = await into.open();
    try {
      const response = await restored.app.inject({ method: 'GET', url: `/uploads/${linked}` });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('server-only secret');
      expect((await restored.app.inject({ method: 'GET', url: imageUrl })).statusCode).toBe(200);
    } finally {
      await restored.close();
      await into.drop();
    }
  });
  const readManifest = (dir: string) =>
    JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as SnapshotManifest;

  it('verifies a backup in a scratch copy, never the live database: passes, then names the table and the files tampered with', async () => {
    const out = path.join(tempDir(), 'snapshot');
    expect((await onSource('backup', ['--out', out])).code).toBe(0);
    const live = await everyRow(source);
    const good = await onSource('restore', ['--verify', out]);
    expect(good.output).toContain('upload files: 2 of 2 match their SHA-256');
    expect(good.output).toContain('PASS');
    expect(good.code).toBe(0);

    const posts = path.join(out, 'tables/blog_posts.jsonl');
    fs.writeFileSync(posts, fs.readFileSync(posts, 'utf8').split('\n').slice(1).join('\n'));
    const [upload] = readManifest(out).uploads.entries!;
    fs.appendFileSync(path.join(out, 'uploads', upload!.name), 'x');
    const bad = await onSource('restore', ['--verify', out]);
    expect(bad.output).toContain('MISMATCH table blog_posts: 2 rows in the manifest, 1 restored');
    expect(bad.output).toContain(
      'MISMATCH file tables/blog_posts.jsonl: SHA-256 differs from the manifest',
    );
    expect(bad.output).toContain(
      `MISMATCH file uploads/${upload!.name}: SHA-256 differs from the manifest`,
    );
    expect(bad.output).toContain('FAIL: 3 problems');
    expect(bad.code).toBe(1);
    expect(await everyRow(source)).toEqual(live);
  });

  it('restores and verifies a backup of format 1, written before checksums', async () => {
    const out = path.join(tempDir(), 'snapshot');
    expect((await onSource('backup', ['--out', out])).code).toBe(0);
    const { format, createdAt, dialect, migrations, tables, uploads } = readManifest(out);
    expect(format).toBe(2);
    fs.writeFileSync(
      path.join(out, 'manifest.json'),
      JSON.stringify({
        format: 1,
        createdAt,
        dialect,
        migrations,
        tables: tables.map(({ name, rows, file }) => ({ name, rows, file })),
        uploads: { included: uploads.included, files: uploads.files },
      }),
    );
    const verified = await runCli('restore', ['--verify', out], {
      DATA_DIR: tempDir(),
      DATABASE_URL: source.databaseUrl,
    });
    expect(verified.output).toContain('(format 1)');
    expect(verified.output).toContain(
      'upload files: 2 in the manifest (format 1 records no checksums: counted only)',
    );
    expect(verified.output).toContain('PASS');
    expect(verified.code).toBe(0);
    const into = await restoreIntoNew(out);
    try {
      expect(into.restore.output).toContain('and 2 upload files from');
      expect(into.restore.code).toBe(0);
    } finally {
      await into.drop();
    }
  });
});

describe(`backup and restore with uploads in a bucket (${testDialect}) @sql`, () => {
  const temp: string[] = [];
  let bucket: LocalS3;
  let empty: LocalS3;
  let source: TestApp;
  afterAll(async () => {
    await source?.close();
    await bucket?.stop();
    await empty?.stop();
    for (const dir of temp) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('copies the bucket with npm run backup, and puts it back into an empty bucket only', async () => {
    bucket = await startLocalS3();
    empty = await startLocalS3({ bucket: 'site-restore' });
    source = await createTestApp({ s3: bucket.settings });
    const token = await login(source.app);
    const { url: imageUrl } = await uploadImage(source.app, token, {
      width: 500,
      height: 300,
      background: '#aa3300',
    });
    const names = bucket.objectNames().sort();
    expect(names.length).toBeGreaterThan(0);

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-backup-'));
    temp.push(dir);
    const out = path.join(dir, 'snapshot');
    const backup = await runCli('backup', ['--out', out], {
      ...bucket.env,
      DATA_DIR: source.dataDir,
      DATABASE_URL: source.databaseUrl,
    });
    expect(backup.output).toContain(
      `Copied ${names.length} objects of the bucket site-uploads into ${path.join(out, 'bucket')}.`,
    );
    expect(backup.code).toBe(0);
    expect(fs.readdirSync(path.join(out, 'bucket')).sort()).toEqual(names);

    const target = await (testDialect === 'postgres' ? freshPostgresDatabase() : undefined);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-restored-'));
    try {
      const into = (s3: LocalS3) =>
        runCli('restore', [out], { ...s3.env, DATA_DIR: dataDir, DATABASE_URL: target?.url });
      const refused = await into(bucket);
      expect(refused.output).toContain(
        'restore: The bucket site-uploads is not empty. Restore into an empty bucket.',
      );
      expect(refused.code).toBe(1);
      // Refused before anything was written: the same database takes the restore.
      const restored = await into(empty);
      expect(restored.output).toContain(
        `and ${names.length} upload files into the bucket site-restore from`,
      );
      expect(restored.code).toBe(0);
      expect(empty.objectNames().sort()).toEqual(names);
      const app = await createTestApp({
        dataDir,
        sharedDatabaseUrl: target?.url,
        s3: empty.settings,
        withAdmin: false,
      });
      try {
        await expectSameImage(app, source, imageUrl);
      } finally {
        await app.close();
      }
    } finally {
      await target?.drop();
    }
  });
});

describe('npm run backup, restore and migrate: the scripts and their entry files', () => {
  // The only test that starts the commands as processes (the others call them in this one): the
  // scripts in package.json reach their entry files, which set the exit code and print.
  it('verifies a good backup (exit 0), refuses a folder that is not empty (exit 1) and plans (exit 0)', async () => {
    const t = await createTestApp();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-backup-'));
    try {
      const env = { DATA_DIR: t.dataDir, DATABASE_URL: t.databaseUrl };
      const out = path.join(dir, 'snapshot');
      expect((await runCli('backup', ['--out', out], env)).code).toBe(0);
      const [verified, refused, plan] = await Promise.all([
        runNpmScript('restore', ['--verify', out], env),
        runNpmScript('backup', ['--out', out], env),
        runNpmScript('migrate', ['--plan'], env),
      ]);
      expect(verified.output).toContain('PASS: the backup restores');
      expect(verified.code, verified.output).toBe(0);
      expect(refused.output).toContain(`backup: ${out} is not empty; choose a new folder.`);
      expect(refused.code, refused.output).toBe(1);
      expect(plan.output).toContain('Nothing to migrate: the database is at ');
      expect(plan.code, plan.output).toBe(0);
    } finally {
      await t.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
