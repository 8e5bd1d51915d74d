import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backedUpTables } from '../src/db/snapshot.ts';
import type { TestApp } from './helpers/test-app.ts';
import {
  bearer,
  createTestApp,
  freshPostgresDatabase,
  login,
  multipart,
  testDialect,
} from './helpers/test-app.ts';

const root = path.resolve(import.meta.dirname, '../../..');

/** `npm run backup` / `npm run restore` as an operator runs them, against this test's database. */
function runCli(
  name: 'backup' | 'restore',
  args: string[],
  env: { DATA_DIR: string; DATABASE_URL?: string },
) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, `apps/server/src/cli/${name}.ts`), ...args],
    {
      cwd: root,
      env: { ...process.env, DATABASE_URL: '', S3_BUCKET: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, output })),
  );
}

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
  beforeAll(async () => {
    source = await createTestApp();
    token = await login(source.app);
    const form = multipart({}, [
      {
        name: 'image',
        filename: 'a.png',
        type: 'image/png',
        data: await sharp({
          create: { width: 600, height: 400, channels: 3, background: '#335577' },
        })
          .png()
          .toBuffer(),
      },
    ]);
    const uploaded = await source.app.inject({
      method: 'POST',
      url: '/api/upload/cloud-image',
      headers: { ...bearer(token), ...form.headers },
      payload: form.payload,
    });
    imageUrl = uploaded.json().data.url;
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
    const backup = await runCli('backup', ['--out', out], {
      DATA_DIR: source.dataDir,
      DATABASE_URL: source.databaseUrl,
    });
    expect(backup.output).toContain('Included 2 upload files.');
    expect(backup.code).toBe(0);
    const manifest = JSON.parse(fs.readFileSync(path.join(out, 'manifest.json'), 'utf8'));
    expect(manifest.tables.map((t: { name: string }) => t.name)).toEqual(
      expect.arrayContaining(['blog_posts', 'rate_counters', 'sessions', 'users']),
    );

    const target = await (testDialect === 'postgres' ? freshPostgresDatabase() : undefined);
    const dataDir = tempDir();
    const restore = await runCli('restore', [out], {
      DATA_DIR: dataDir,
      DATABASE_URL: target?.url,
    });
    expect(restore.output).toContain('upload files from');
    expect(restore.code).toBe(0);

    const restored = await createTestApp({
      dataDir,
      sharedDatabaseUrl: target?.url,
      withAdmin: false,
    });
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
      const image = await restored.app.inject({ method: 'GET', url: imageUrl });
      expect(image.statusCode).toBe(200);
      expect(
        image.rawPayload.equals(
          (await source.app.inject({ method: 'GET', url: imageUrl })).rawPayload,
        ),
      ).toBe(true);
    } finally {
      await restored.close();
      await target?.drop();
    }
  });

  it('refuses to restore over a database that holds data, and to write into a folder that is not empty', async () => {
    const out = path.join(tempDir(), 'snapshot');
    expect(
      (
        await runCli('backup', ['--out', out], {
          DATA_DIR: source.dataDir,
          DATABASE_URL: source.databaseUrl,
        })
      ).code,
    ).toBe(0);
    const again = await runCli('backup', ['--out', out], {
      DATA_DIR: source.dataDir,
      DATABASE_URL: source.databaseUrl,
    });
    expect(again.code).toBe(1);
    expect(again.output).toContain('is not empty; choose a new folder.');

    const over = await runCli('restore', [out], {
      DATA_DIR: source.dataDir,
      DATABASE_URL: source.databaseUrl,
    });
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
    const backup = await runCli('backup', ['--out', out], {
      DATA_DIR: source.dataDir,
      DATABASE_URL: source.databaseUrl,
    });
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
      const backup = await runCli('backup', ['--out', out], {
        DATA_DIR: source.dataDir,
        DATABASE_URL: source.databaseUrl,
      });
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
    const target = await (testDialect === 'postgres' ? freshPostgresDatabase() : undefined);
    const dataDir = tempDir();
    const restore = await runCli('restore', [out], {
      DATA_DIR: dataDir,
      DATABASE_URL: target?.url,
    });
    expect(restore.code, restore.output).toBe(0);
    expect(restore.output).toContain('and 2 upload files from');
    expect(restore.output).toContain(
      `Skipped 3 entries of uploads/ that are not upload images (links, folders or other names): ${linked}, fedcba9876543210fedcba9876543210-480.webp, passwd`,
    );
    const restoredUploads = path.join(dataDir, 'uploads');
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
    const restored = await createTestApp({
      dataDir,
      sharedDatabaseUrl: target?.url,
      withAdmin: false,
    });
    try {
      const response = await restored.app.inject({ method: 'GET', url: `/uploads/${linked}` });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('server-only secret');
      expect((await restored.app.inject({ method: 'GET', url: imageUrl })).statusCode).toBe(200);
    } finally {
      await restored.close();
      await target?.drop();
    }
  });
});
