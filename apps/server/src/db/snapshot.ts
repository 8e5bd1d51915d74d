import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { UPLOAD_NAME } from '../storage/upload-storage.ts';
import type { DatabaseHandle } from './database.ts';
import { migrateToLatest, migrateUpTo } from './migrations/index.ts';

export const SNAPSHOT_FORMAT = 1;

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
function copyUploads(from: string, to: string, mode: number): number {
  const names = uploadFiles(from);
  for (const name of names) {
    fs.copyFileSync(path.join(from, name), path.join(to, name), fs.constants.COPYFILE_EXCL);
    fs.chmodSync(path.join(to, name), mode);
  }
  return names.length;
}

export type SnapshotManifest = {
  format: typeof SNAPSHOT_FORMAT;
  createdAt: string;
  dialect: DatabaseHandle['dialect'];
  /** Applied migrations, in order: the schema the rows belong to. */
  migrations: string[];
  tables: { name: string; rows: number; file: string }[];
  uploads: { included: boolean; files: number };
};

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
 * lines, then the uploads of a local folder, then the manifest (its presence marks a complete backup). */
export async function writeSnapshot(
  handle: DatabaseHandle,
  outDir: string,
  uploadsDir: string | null,
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
      fs.writeFileSync(
        path.join(outDir, file),
        rows.map((row) => `${JSON.stringify(row, encode)}\n`).join(''),
        { mode: PRIVATE_FILE },
      );
      tables.push({ name, rows: rows.length, file });
    }
    return { migrations, tables };
  });

  // After the database: every image a saved row refers to was written before that row.
  let files = 0;
  if (uploadsDir && fs.existsSync(uploadsDir)) {
    privateDir(path.join(outDir, 'uploads'));
    files = copyUploads(uploadsDir, path.join(outDir, 'uploads'), PRIVATE_FILE);
  }
  const manifest: SnapshotManifest = {
    format: SNAPSHOT_FORMAT,
    createdAt: new Date().toISOString(),
    dialect: handle.dialect,
    migrations,
    tables,
    uploads: { included: uploadsDir !== null, files },
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
  if (manifest.format !== SNAPSHOT_FORMAT)
    throw new Error(
      `Backup format ${manifest.format} is not supported (expected ${SNAPSHOT_FORMAT}).`,
    );
  return manifest;
}

/** Parents before children, so foreign keys hold during the import. */
async function insertOrder(handle: DatabaseHandle, names: string[]): Promise<string[]> {
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

/** Restores a snapshot into an empty database (and uploads folder): the schema of the backup's
 * migration level, its rows in one transaction, then any newer migrations of this version. Of the
 * backup's `uploads/`, only upload images are copied (a link or any other file is skipped and named). */
export async function restoreSnapshot(
  handle: DatabaseHandle,
  dir: string,
  uploadsDir: string | null,
): Promise<{ manifest: SnapshotManifest; uploads: number; skippedUploads: string[] }> {
  const manifest = readManifest(dir);
  const db = handle.db as unknown as Kysely<AnyTables>;
  if ((await db.introspection.getTables({ withInternalKyselyTables: true })).length > 0) {
    throw new Error(
      'The database is not empty. Restore into a new database (or an empty DATA_DIR for SQLite).',
    );
  }
  if (
    uploadsDir &&
    manifest.uploads.files > 0 &&
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
  await migrateToLatest(handle.db, handle.dialect);

  const backupUploads = path.join(dir, 'uploads');
  if (!uploadsDir || !fs.lstatSync(backupUploads, { throwIfNoEntry: false })?.isDirectory())
    return { manifest, uploads: 0, skippedUploads: [] };
  fs.mkdirSync(uploadsDir, { recursive: true });
  const images = new Set(uploadFiles(backupUploads));
  const skippedUploads = fs
    .readdirSync(backupUploads)
    .filter((name) => !images.has(name))
    .sort();
  // Public images, readable as the ones the site writes itself.
  const uploads = copyUploads(backupUploads, uploadsDir, 0o644);
  return { manifest, uploads, skippedUploads };
}
