import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { BackupTrigger } from '@site/shared';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { FileEntry } from '../storage/bucket-backup.ts';
import {
  copyBucketObjects,
  isBucketEmpty,
  putBucketObjects,
  sha256File,
} from '../storage/bucket-backup.ts';
import type { S3Settings } from '../storage/upload-storage.ts';
import { UPLOAD_NAME } from '../storage/upload-storage.ts';
import type { DatabaseHandle } from './database.ts';
import { migrateToLatest, migrateUpTo } from './migrations/index.ts';

/** Format 2 (decision 062) adds each file's size and SHA-256, the bucket's objects and what started
 * the backup. Format 1 backups are still restored and verified (without checksums). */
export const SNAPSHOT_FORMAT = 2;
const READABLE_FORMATS: readonly number[] = [1, 2];

/** Where a backup's bucket objects are, relative to its folder: inside it (`npm run backup`), or the
 * store that the backups of BACKUP_DIR share. */
export const BUCKET_STORES = ['bucket', '../bucket'] as const;

/** What a snapshot is read from: any database handle (a separate read connection in the server). */
export type SnapshotSource = Pick<DatabaseHandle, 'db' | 'dialect'>;

/** A backup holds password hashes, sessions and visitors' personal data: only its owner may read it. */
const PRIVATE_DIR = 0o700;
const PRIVATE_FILE = 0o600;

const privateDir = (dir: string) => {
  fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR });
  fs.chmodSync(dir, PRIVATE_DIR);
};

/** The upload images in a folder: regular files (never links) named as uploads are. Nothing else
 * there was written by the site, and nothing else is ever served. */
export function uploadFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && UPLOAD_NAME.test(entry.name))
    .map((entry) => entry.name)
    .sort();
}

/** Copies the upload images of one folder into another, each copy with the given permissions. */
function copyUploads(from: string, to: string, mode: number): string[] {
  const names = uploadFiles(from);
  for (const name of names) copyFile(path.join(from, name), path.join(to, name), mode);
  return names;
}

function copyFile(from: string, to: string, mode: number) {
  fs.copyFileSync(from, to, fs.constants.COPYFILE_EXCL);
  fs.chmodSync(to, mode);
}

export type SnapshotManifest = {
  format: 1 | 2;
  createdAt: string;
  dialect: DatabaseHandle['dialect'];
  /** Applied migrations, in order: the schema the rows belong to. */
  migrations: string[];
  /** Format 2 adds each file's size and SHA-256. */
  tables: { name: string; rows: number; file: string; bytes?: number; sha256?: string }[];
  /** The local uploads folder, copied into `uploads/`; format 2 lists each file. */
  uploads: { included: boolean; files: number; entries?: FileEntry[] };
  /** Format 2, uploads in a bucket: its upload objects at the time, by key, found in `store`
   * (BUCKET_STORES); `copied` of them were copied by this backup, `skipped` keys were not upload names. */
  bucket?: { name: string; store: string; objects: FileEntry[]; copied: number; skipped: number };
  /** Format 2, a backup the server wrote into BACKUP_DIR: what started it. */
  trigger?: BackupTrigger;
};

export type SnapshotOptions = {
  /** Uploads live in this bucket: its objects are copied into `store` (relative to the backup's
   * folder); `known` are the entries of an earlier backup using the same store. */
  bucket?: { settings: S3Settings; store: (typeof BUCKET_STORES)[number]; known?: FileEntry[] };
  trigger?: BackupTrigger;
};

const sha256 = (content: string | Buffer) => createHash('sha256').update(content).digest('hex');

/** What a restore of the backup reads: its tables, its files and the bucket objects it lists. */
export function snapshotBytes(manifest: SnapshotManifest): number {
  const sum = (entries: { bytes?: number }[] | undefined) =>
    (entries ?? []).reduce((total, entry) => total + (entry.bytes ?? 0), 0);
  return sum(manifest.tables) + sum(manifest.uploads.entries) + sum(manifest.bucket?.objects);
}

type Row = Record<string, unknown>;
/** The tables are discovered at run time, so no compile-time schema applies. */
type AnyTables = Record<string, Row>;
// Neither dialect's tables here are raw bytes today; a future binary column survives as base64.
const encode = (_key: string, value: unknown) =>
  value instanceof Uint8Array ? { $base64: Buffer.from(value).toString('base64') } : value;
const decode = (_key: string, value: unknown) =>
  value && typeof value === 'object' && '$base64' in value
    ? Buffer.from(String(value.$base64), 'base64')
    : value;

// Every table in the migrated schema is discovered, so tables added by later migrations are included
// without code changes here. Derived data is made again, never copied: SQLite's full-text index (a
// virtual table and its shadow tables, filled by triggers as the rows are restored).
export async function backedUpTables(
  db: Kysely<AnyTables>,
  dialect: DatabaseHandle['dialect'],
): Promise<string[]> {
  const names = (await db.introspection.getTables()).map((t) => t.name);
  if (dialect !== 'sqlite') return names.sort();
  const { rows } = await sql<{
    name: string;
  }>`select name from pragma_table_list where type in ('virtual', 'shadow')`.execute(db);
  const derived = new Set(rows.map((row) => row.name));
  return names.filter((name) => !derived.has(name)).sort();
}

/** PostgreSQL's generated columns of a table (the search vector): computed from the row on restore. */
async function generatedColumns(db: Kysely<AnyTables>, table: string): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select column_name as name
    from information_schema.columns
    where table_schema = current_schema() and table_name = ${table} and is_generated = 'ALWAYS'`.execute(
    db,
  );
  return rows.map((row) => row.name);
}

/** Writes every table, read in one transaction (a consistent snapshot while the site runs), as JSON
 * lines, then the uploads of a local folder or the bucket's objects, then the manifest (its presence
 * marks a complete backup), with each file's SHA-256. */
export async function writeSnapshot(
  handle: SnapshotSource,
  outDir: string,
  uploadsDir: string | null,
  options: SnapshotOptions = {},
): Promise<SnapshotManifest> {
  privateDir(outDir);
  privateDir(path.join(outDir, 'tables'));
  const db = handle.db as unknown as Kysely<AnyTables>;
  let builder = db.transaction();
  if (handle.dialect === 'postgres')
    builder = builder.setIsolationLevel('repeatable read').setAccessMode('read only');
  const { migrations, tables } = await builder.execute(async (trx) => {
    const migrations = (
      await trx.selectFrom('kysely_migration').select('name').orderBy('name').execute()
    ).map((r) => String(r.name));
    const tables: SnapshotManifest['tables'] = [];
    for (const name of await backedUpTables(trx, handle.dialect)) {
      const generated = handle.dialect === 'postgres' ? await generatedColumns(trx, name) : [];
      const rows = (await trx.selectFrom(name).selectAll().execute()).map((row) => {
        for (const column of generated) delete row[column];
        return row;
      });
      const file = `tables/${name}.jsonl`;
      const content = rows.map((row) => `${JSON.stringify(row, encode)}\n`).join('');
      fs.writeFileSync(path.join(outDir, file), content, { mode: PRIVATE_FILE });
      tables.push({
        name,
        rows: rows.length,
        file,
        bytes: Buffer.byteLength(content),
        sha256: sha256(content),
      });
    }
    return { migrations, tables };
  });

  // After the database: every image a saved row refers to was written before that row.
  const entries: FileEntry[] = [];
  if (uploadsDir && fs.existsSync(uploadsDir)) {
    const copies = path.join(outDir, 'uploads');
    privateDir(copies);
    for (const name of copyUploads(uploadsDir, copies, PRIVATE_FILE)) {
      const file = path.join(copies, name);
      entries.push({ name, bytes: fs.statSync(file).size, sha256: await sha256File(file) });
    }
  }
  let bucket: SnapshotManifest['bucket'];
  if (options.bucket) {
    const { settings, store, known = [] } = options.bucket;
    const copied = await copyBucketObjects(
      settings,
      path.resolve(outDir, store),
      new Map(known.map((entry) => [entry.name, entry])),
    );
    bucket = { name: settings.bucket, store, ...copied };
  }
  const manifest: SnapshotManifest = {
    format: SNAPSHOT_FORMAT,
    createdAt: new Date().toISOString(),
    dialect: handle.dialect,
    migrations,
    tables,
    uploads: { included: uploadsDir !== null, files: entries.length, entries },
    ...(bucket ? { bucket } : {}),
    ...(options.trigger ? { trigger: options.trigger } : {}),
  };
  fs.writeFileSync(path.join(outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`, {
    mode: PRIVATE_FILE,
  });
  return manifest;
}

export function readManifest(dir: string): SnapshotManifest {
  const file = path.join(dir, 'manifest.json');
  if (!fs.existsSync(file))
    throw new Error(`${dir} holds no manifest.json: not a complete backup.`);
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as SnapshotManifest;
  if (!READABLE_FORMATS.includes(manifest.format))
    throw new Error(
      `Backup format ${manifest.format} is not supported (this version reads ${READABLE_FORMATS.join(' and ')}): restore with a newer version.`,
    );
  if (manifest.bucket && !(BUCKET_STORES as readonly string[]).includes(manifest.bucket.store))
    throw new Error(`The manifest names an unknown bucket store: ${manifest.bucket.store}.`);
  return manifest;
}

/** The bucket objects a backup lists, each a regular file of its store (checked before anything is
 * restored: a backup whose store lost an object is incomplete). */
function bucketFiles(dir: string, manifest: SnapshotManifest): { name: string; file: string }[] {
  if (!manifest.bucket) return [];
  const store = path.resolve(dir, manifest.bucket.store);
  const files = manifest.bucket.objects
    .filter((object) => UPLOAD_NAME.test(object.name))
    .map((object) => ({ name: object.name, file: path.join(store, object.name) }));
  const missing = files.filter(
    ({ file }) => !fs.lstatSync(file, { throwIfNoEntry: false })?.isFile(),
  );
  if (missing.length > 0)
    throw new Error(
      `${missing.length} bucket objects the backup lists are missing from ${store}: ${missing
        .slice(0, 5)
        .map((m) => m.name)
        .join(', ')}${missing.length > 5 ? ' …' : ''}. The backup is incomplete.`,
    );
  return files;
}

/** Parents before children, so foreign keys hold during the import. */
async function insertOrder(handle: SnapshotSource, names: string[]): Promise<string[]> {
  const db = handle.db as unknown as Kysely<AnyTables>;
  const parents = new Map<string, string[]>();
  for (const name of names) {
    const { rows } =
      handle.dialect === 'sqlite'
        ? await sql<{
            parent: string;
          }>`select "table" as parent from pragma_foreign_key_list(${name})`.execute(db)
        : await sql<{
            parent: string;
          }>`select p.relname as parent from pg_constraint c join pg_class t on t.oid = c.conrelid
            join pg_class p on p.oid = c.confrelid where c.contype = 'f' and t.relname = ${name} and t.relnamespace = current_schema()::regnamespace`.execute(
            db,
          );
    parents.set(
      name,
      rows.map((r) => r.parent).filter((parent) => parent !== name),
    );
  }
  const ordered: string[] = [];
  const visit = (name: string, seen: Set<string>) => {
    if (ordered.includes(name) || seen.has(name)) return;
    seen.add(name);
    for (const parent of parents.get(name) ?? []) visit(parent, seen);
    ordered.push(name);
  };
  for (const name of names) visit(name, new Set());
  return ordered;
}

export type RestoreOptions = {
  /** Uploads live in this bucket: the backup's files (its bucket objects, or its uploads folder)
   * are put there; it must be empty. */
  s3?: S3Settings;
  /** false: stop at the backup's migration level (verify counts the rows as they were written);
   * by default newer migrations of this version are applied after the rows are loaded. */
  upgrade?: boolean;
};

/** Restores a snapshot into an empty database and an empty uploads folder or bucket: the schema of
 * the backup's migration level, its rows in one transaction, then any newer migrations of this
 * version, then its files (the local uploads it holds and the bucket objects it lists) wherever
 * uploads live now. Of the backup's `uploads/`, only upload images are copied (a link or any other
 * file is skipped and named). */
export async function restoreSnapshot(
  handle: SnapshotSource,
  dir: string,
  uploadsDir: string | null,
  options: RestoreOptions = {},
): Promise<{
  manifest: SnapshotManifest;
  uploads: number;
  skippedUploads: string[];
}> {
  const manifest = readManifest(dir);
  const db = handle.db as unknown as Kysely<AnyTables>;
  if ((await db.introspection.getTables({ withInternalKyselyTables: true })).length > 0) {
    throw new Error(
      'The database is not empty. Restore into a new database (or an empty DATA_DIR for SQLite).',
    );
  }
  const backupUploads = path.join(dir, 'uploads');
  const localNames = fs.lstatSync(backupUploads, { throwIfNoEntry: false })?.isDirectory()
    ? fs.readdirSync(backupUploads)
    : [];
  const images = new Set(localNames.length > 0 ? uploadFiles(backupUploads) : []);
  const skippedUploads = localNames.filter((name) => !images.has(name)).sort();
  const fromBucket = bucketFiles(dir, manifest);
  const files = [
    ...[...images].sort().map((name) => ({ name, file: path.join(backupUploads, name) })),
    ...fromBucket,
  ];
  if (files.length > 0 && options.s3 && !(await isBucketEmpty(options.s3)))
    throw new Error(`The bucket ${options.s3.bucket} is not empty. Restore into an empty bucket.`);
  if (
    files.length > 0 &&
    !options.s3 &&
    uploadsDir &&
    fs.existsSync(uploadsDir) &&
    fs.readdirSync(uploadsDir).length > 0
  ) {
    throw new Error(`${uploadsDir} is not empty. Restore into an empty data folder.`);
  }
  const last = manifest.migrations.at(-1);
  if (last) await migrateUpTo(handle.db, handle.dialect, last);

  const known = new Set(await backedUpTables(db, handle.dialect));
  const missing = manifest.tables.filter((t) => !known.has(t.name)).map((t) => t.name);
  if (missing.length > 0)
    throw new Error(`The backup holds tables this schema lacks: ${missing.join(', ')}.`);
  const order = await insertOrder(
    handle,
    manifest.tables.map((t) => t.name),
  );
  const columns = new Map((await db.introspection.getTables()).map((t) => [t.name, t.columns]));

  await db.transaction().execute(async (trx) => {
    for (const name of order) {
      const entry = manifest.tables.find((t) => t.name === name)!;
      const rows = fs
        .readFileSync(path.join(dir, entry.file), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line, decode) as Row);
      // What a migration inserted as seed (migration 009's content) gives way to the backup's rows.
      await trx.deleteFrom(name).execute();
      const perBatch = Math.max(1, Math.floor(5_000 / Math.max(1, columns.get(name)?.length ?? 1)));
      for (let i = 0; i < rows.length; i += perBatch)
        await trx
          .insertInto(name)
          .values(rows.slice(i, i + perBatch))
          .execute();
      if (handle.dialect === 'postgres') {
        // Serial columns continue after the restored ids.
        for (const column of columns.get(name) ?? []) {
          if (!column.isAutoIncrementing) continue;
          await sql`select setval(pg_get_serial_sequence(${name}, ${column.name}), coalesce(max(${sql.ref(column.name)}), 0) + 1, false) from ${sql.table(name)}`.execute(
            trx,
          );
        }
      }
    }
  });
  if (options.upgrade !== false) await migrateToLatest(handle.db, handle.dialect);

  if (options.s3) {
    await putBucketObjects(options.s3, files);
    return { manifest, uploads: files.length, skippedUploads };
  }
  if (!uploadsDir || files.length === 0)
    return { manifest, uploads: 0, skippedUploads: uploadsDir ? skippedUploads : [] };
  fs.mkdirSync(uploadsDir, { recursive: true });
  // Public images, readable as the ones the site writes itself.
  for (const { name, file } of files) copyFile(file, path.join(uploadsDir, name), 0o644);
  return { manifest, uploads: files.length, skippedUploads };
}
