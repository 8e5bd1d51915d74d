import fs from 'node:fs';
import path from 'node:path';
import type { BackupTrigger } from '@site/shared';
import type { SnapshotManifest, SnapshotSource } from '../db/snapshot.ts';
import { snapshotBytes, writeSnapshot } from '../db/snapshot.ts';
import type { S3Settings } from '../storage/upload-storage.ts';

/** The folders the server writes into BACKUP_DIR: the UTC time the backup started, with `:` made `-`
 * (a name every file system takes), and `-2`, `-3` … should two start in the same millisecond. */
const BACKUP_FOLDER = /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z(?:-\d+)?$/;
/** The bucket's objects, by key, shared by the backups of BACKUP_DIR (each manifest lists its own). */
export const BUCKET_STORE = 'bucket';

export const backupFolderName = (at: Date) => at.toISOString().replace(/:/g, '-');

/** The backup folders of BACKUP_DIR, oldest first (their names sort as their times). */
function backupFolders(backupDir: string): string[] {
  if (!fs.existsSync(backupDir)) return [];
  return fs
    .readdirSync(backupDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && BACKUP_FOLDER.test(entry.name))
    .map((entry) => entry.name)
    .sort();
}

/** The folder's manifest: null for a half-written folder (no manifest yet), 'unreadable' when it
 * cannot be read. A backup the server wrote names what started it (`trigger`); others are not ours. */
function folderManifest(folder: string): SnapshotManifest | null | 'unreadable' {
  const file = path.join(folder, 'manifest.json');
  if (!fs.existsSync(file)) return null;
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as SnapshotManifest;
  } catch {
    return 'unreadable';
  }
}

const isServerBackup = (
  manifest: ReturnType<typeof folderManifest>,
): manifest is SnapshotManifest =>
  manifest !== null && manifest !== 'unreadable' && manifest.trigger !== undefined;

/** The newest complete backup's manifest (its bucket entries spare the next backup reading the
 * objects it already holds). */
function newestManifest(backupDir: string): SnapshotManifest | null {
  for (const name of backupFolders(backupDir).reverse()) {
    const manifest = folderManifest(path.join(backupDir, name));
    if (isServerBackup(manifest)) return manifest;
  }
  return null;
}

/** A new, private folder for a backup starting at `at`. */
function newBackupFolder(backupDir: string, at: Date): string {
  fs.mkdirSync(backupDir, { recursive: true, mode: 0o700 });
  const base = backupFolderName(at);
  for (let n = 1; ; n += 1) {
    const name = n === 1 ? base : `${base}-${n}`;
    try {
      fs.mkdirSync(path.join(backupDir, name), { mode: 0o700 });
      return name;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
}

export type BackupTarget = {
  backupDir: string;
  keep: number;
  /** DATA_DIR/uploads, or null when uploads live in a bucket. */
  uploadsDir: string | null;
  s3?: S3Settings;
};

export type WrittenBackup = {
  dir: string;
  manifest: SnapshotManifest;
  bytes: number;
  rows: number;
  files: number;
  copiedObjects: number | null;
  /** Older backups removed to keep `keep`. */
  removed: string[];
};

/** Writes one backup into a new folder of BACKUP_DIR (the bucket's new objects into the shared store),
 * then removes the backups beyond `keep`. A backup that fails takes its half-written folder with it. */
export async function writeBackup(
  source: SnapshotSource,
  target: BackupTarget,
  trigger: BackupTrigger,
  at: Date,
): Promise<WrittenBackup> {
  const known = newestManifest(target.backupDir)?.bucket?.objects;
  const dir = newBackupFolder(target.backupDir, at);
  const folder = path.join(target.backupDir, dir);
  let manifest: SnapshotManifest;
  try {
    manifest = await writeSnapshot(source, folder, target.s3 ? null : target.uploadsDir, {
      trigger,
      bucket: target.s3 && { settings: target.s3, store: `../${BUCKET_STORE}`, known },
    });
  } catch (error) {
    fs.rmSync(folder, { recursive: true, force: true });
    throw error;
  }
  return {
    dir,
    manifest,
    bytes: snapshotBytes(manifest),
    rows: manifest.tables.reduce((sum, table) => sum + table.rows, 0),
    files: manifest.bucket ? manifest.bucket.objects.length : manifest.uploads.files,
    copiedObjects: manifest.bucket ? manifest.bucket.copied : null,
    removed: pruneBackups(target.backupDir, target.keep),
  };
}

/** Keeps the newest `keep` complete backups the server wrote and removes the older ones, then the
 * objects of the shared bucket store that no backup left lists. Anything else in BACKUP_DIR is left
 * alone; so is the store while a manifest there cannot be read. */
export function pruneBackups(backupDir: string, keep: number): string[] {
  const folders = backupFolders(backupDir).map((name) => ({
    name,
    manifest: folderManifest(path.join(backupDir, name)),
  }));
  const ours = folders.filter((f) => isServerBackup(f.manifest)).map((f) => f.name);
  const removed = new Set(ours.slice(0, Math.max(0, ours.length - keep)));
  for (const name of removed) fs.rmSync(path.join(backupDir, name), { recursive: true });

  const store = path.join(backupDir, BUCKET_STORE);
  if (!fs.existsSync(store) || folders.some((f) => f.manifest === 'unreadable'))
    return [...removed];
  const listed = new Set<string>();
  for (const { name, manifest } of folders)
    if (!removed.has(name) && manifest && manifest !== 'unreadable')
      if (manifest.bucket?.store === `../${BUCKET_STORE}`)
        for (const object of manifest.bucket.objects) listed.add(object.name);
  for (const name of fs.readdirSync(store))
    if (!listed.has(name)) fs.rmSync(path.join(store, name), { recursive: true, force: true });
  return [...removed];
}

/** Removes the folders of backups that stopped half-way (no manifest) and are older than `olderThan`
 * (a run still writing one holds the claim, and is younger). */
export function sweepUnfinished(backupDir: string, olderThan: number): string[] {
  const swept = backupFolders(backupDir).filter((name) => {
    const folder = path.join(backupDir, name);
    return folderManifest(folder) === null && fs.statSync(folder).mtimeMs < olderThan;
  });
  for (const name of swept) fs.rmSync(path.join(backupDir, name), { recursive: true, force: true });
  return swept;
}
