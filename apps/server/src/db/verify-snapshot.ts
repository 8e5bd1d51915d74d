import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import pg from 'pg';
import { errorMessage } from '../errors.ts';
import { sha256File } from '../storage/bucket-backup.ts';
import { openDatabase } from './database.ts';
import type { DatabaseHandle } from './database.ts';
import { migrateToLatest } from './migrations/index.ts';
import type { SnapshotManifest } from './snapshot.ts';
import { readManifest, restoreSnapshot } from './snapshot.ts';

/** One comparison of a verification: a table's rows, a table file's SHA-256, or an upload's (a
 * file of the uploads folder or an object of the bucket). */
export type VerifyCheck = {
  kind: 'rows' | 'table-file' | 'upload';
  name: string;
  ok: boolean;
  /** What differs, in words; empty when it matches. */
  problem: string;
};

export type VerifyReport = {
  manifest: SnapshotManifest | null;
  checks: VerifyCheck[];
  /** Why the backup could not be restored at all (the checks made before it stay). */
  error: string | null;
  ok: boolean;
  /** Where it was restored, removed since: a folder, and the PostgreSQL database made for it. */
  scratch: { folder: string; database: string | null } | null;
};

type Scratch = { handle: DatabaseHandle; database: string | null; drop(): Promise<void> };

/** A database of its own for the restore, removed afterwards: a SQLite file in `folder`, or a
 * database created beside the live one on the same PostgreSQL server (never the live one). */
async function scratchDatabase(
  dialect: SnapshotManifest['dialect'],
  folder: string,
  databaseUrl: string | undefined,
): Promise<Scratch> {
  if (dialect === 'sqlite') {
    const handle = openDatabase({ dataDir: folder });
    return { handle, database: null, drop: () => handle.close() };
  }
  if (!databaseUrl)
    throw new Error(
      'This backup was written from PostgreSQL: set DATABASE_URL to a server where a scratch database may be created.',
    );
  const name = `site_verify_${randomBytes(6).toString('hex')}`;
  const onServer = async (statement: string) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await onServer(`create database ${name}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  const handle = openDatabase({ dataDir: folder, databaseUrl: url.toString() });
  return {
    handle,
    database: name,
    async drop() {
      await handle.close();
      await onServer(`drop database if exists ${name} with (force)`);
    },
  };
}

/** The files a backup holds (its uploads and the bucket objects it lists), with their SHA-256 in
 * format 2; named as a restore names them, with where they are in the backup. */
function expectedFiles(manifest: SnapshotManifest) {
  return [
    ...(manifest.uploads.entries ?? []).map((entry) => ({
      ...entry,
      label: `uploads/${entry.name}`,
    })),
    ...(manifest.bucket?.objects ?? []).map((entry) => ({
      ...entry,
      label: `bucket/${entry.name}`,
    })),
  ];
}

/** Restores a backup into a scratch database and a scratch uploads folder, and compares what came
 * back with its manifest: each table file's SHA-256 (format 2), each table's rows, each file's SHA-256
 * (format 2; the number of files in format 1). The live database and bucket are never touched, and
 * the scratch copy is always removed. The scratch folder is made in `tmpDir` (default os.tmpdir()). */
export async function verifySnapshot(
  dir: string,
  options: { databaseUrl?: string; tmpDir?: string },
): Promise<VerifyReport> {
  const checks: VerifyCheck[] = [];
  const check = (kind: VerifyCheck['kind'], name: string, problem: string) =>
    checks.push({ kind, name, ok: problem === '', problem });
  let manifest: SnapshotManifest;
  try {
    manifest = readManifest(dir);
  } catch (error) {
    return { manifest: null, checks, error: errorMessage(error), ok: false, scratch: null };
  }

  for (const table of manifest.tables) {
    if (!table.sha256) continue;
    check('table-file', table.file, await fileProblem(path.join(dir, table.file), table.sha256));
  }

  const folder = fs.mkdtempSync(path.join(options.tmpDir ?? os.tmpdir(), 'site-verify-'));
  let database: string | null = null;
  let error: string | null = null;
  try {
    const scratch = await scratchDatabase(manifest.dialect, folder, options.databaseUrl);
    database = scratch.database;
    try {
      const uploads = path.join(folder, 'uploads');
      await restoreSnapshot(scratch.handle, dir, uploads, { upgrade: false });
      const db = scratch.handle.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
      for (const table of manifest.tables) {
        const { rows } = await sql<{
          count: number | string;
        }>`select count(*) as count from ${sql.table(table.name)}`.execute(db);
        const restored = Number(rows[0]?.count ?? 0);
        check(
          'rows',
          table.name,
          restored === table.rows ? '' : `${table.rows} rows in the manifest, ${restored} restored`,
        );
      }
      await checkFiles(manifest, uploads, check);
      // The backup also restores into this version: the newer migrations apply to its rows.
      await migrateToLatest(scratch.handle.db, scratch.handle.dialect);
    } finally {
      await scratch.drop();
    }
  } catch (failure) {
    error = errorMessage(failure);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
  return {
    manifest,
    checks,
    error,
    ok: error === null && checks.every((c) => c.ok),
    scratch: { folder, database },
  };
}

async function checkFiles(
  manifest: SnapshotManifest,
  uploads: string,
  check: (kind: VerifyCheck['kind'], name: string, problem: string) => void,
) {
  const restored = fs.existsSync(uploads) ? fs.readdirSync(uploads) : [];
  if (manifest.format === 1) {
    check(
      'upload',
      'uploads/',
      restored.length === manifest.uploads.files
        ? ''
        : `${manifest.uploads.files} files in the manifest, ${restored.length} restored`,
    );
    return;
  }
  for (const entry of expectedFiles(manifest)) {
    check('upload', entry.label, await fileProblem(path.join(uploads, entry.name), entry.sha256));
  }
}

/** What is wrong with a restored or kept file against its manifest entry: '' when nothing. */
async function fileProblem(file: string, sha256: string): Promise<string> {
  if (!fs.existsSync(file)) return 'missing';
  return (await sha256File(file)) === sha256 ? '' : 'SHA-256 differs from the manifest';
}

/** The report as an operator reads it: what was checked, each mismatch by name, PASS or FAIL. */
export function formatVerifyReport(dir: string, report: VerifyReport): string {
  const lines: string[] = [];
  const { manifest, checks } = report;
  if (manifest)
    lines.push(
      `Verifying ${dir}: written ${manifest.createdAt} from ${manifest.dialect}, at migration ${manifest.migrations.at(-1) ?? 'none'} (format ${manifest.format}).`,
    );
  const rows = manifest?.tables.reduce((sum, t) => sum + t.rows, 0) ?? 0;
  const summary = (kind: VerifyCheck['kind'], text: (ok: number, all: number) => string) => {
    const of = checks.filter((c) => c.kind === kind);
    if (of.length > 0) lines.push(`  ${text(of.filter((c) => c.ok).length, of.length)}`);
  };
  summary('rows', (ok, all) => `rows: ${ok} of ${all} tables match the manifest (${rows} rows)`);
  summary('table-file', (ok, all) => `table files: ${ok} of ${all} match their SHA-256`);
  summary('upload', (ok, all) =>
    manifest?.format === 1
      ? `upload files: ${manifest.uploads.files} in the manifest (format 1 records no checksums: counted only)`
      : `upload files: ${ok} of ${all} match their SHA-256`,
  );
  for (const c of checks.filter((c) => !c.ok))
    lines.push(`  MISMATCH ${c.kind === 'rows' ? 'table' : 'file'} ${c.name}: ${c.problem}`);
  if (report.error) lines.push(`  the restore failed: ${report.error}`);
  if (report.scratch)
    lines.push(
      `  restored into ${report.scratch.folder}${report.scratch.database ? ` and the database ${report.scratch.database}` : ''}, removed since`,
    );
  const failures = checks.filter((c) => !c.ok).length + (report.error ? 1 : 0);
  lines.push(
    report.ok
      ? 'PASS: the backup restores, and what came back matches its manifest.'
      : `FAIL: ${failures} problem${failures === 1 ? '' : 's'}; do not rely on this backup.`,
  );
  return lines.join('\n');
}
