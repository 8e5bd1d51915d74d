import { z } from 'zod';

/** What started a backup: the schedule (BACKUP_EVERY_HOURS), an administrator's "Back up now", or a
 * start about to apply a migration (decision 062). */
export const BACKUP_TRIGGERS = ['scheduled', 'manual', 'before-migrate'] as const;
export type BackupTrigger = (typeof BACKUP_TRIGGERS)[number];

export const BACKUP_STATUSES = ['running', 'succeeded', 'failed'] as const;
export type BackupStatus = (typeof BACKUP_STATUSES)[number];

const count = z.number().int().min(0);

/** One backup run, as GET and POST /api/admin/backups answer it. The sizes and counts are null until
 * the run has succeeded. */
export const backupRunSchema = z.object({
  id: z.string(),
  trigger: z.enum(BACKUP_TRIGGERS),
  status: z.enum(BACKUP_STATUSES),
  /** When it started (ISO). */
  at: z.string(),
  finishedAt: z.string().nullable(),
  /** The backup's folder in BACKUP_DIR (a UTC timestamp). */
  dir: z.string().nullable(),
  /** Everything a restore of it reads: its tables and files, and the bucket objects it lists. */
  bytes: count.nullable(),
  tables: count.nullable(),
  rows: count.nullable(),
  /** Upload files it holds: the local uploads folder's, or the bucket's objects. */
  files: count.nullable(),
  /** Bucket objects copied by this run (the others were copied by an earlier one). */
  copiedObjects: count.nullable(),
  error: z.string().nullable(),
});
export type BackupRun = z.infer<typeof backupRunSchema>;

/** GET /api/admin/backups: the schedule and the latest runs (administrators only). */
export const backupsOverviewSchema = z.object({
  /** False while BACKUP_DIR is unset: nothing is backed up by the server. */
  enabled: z.boolean(),
  everyHours: z.number().positive(),
  keep: z.number().int().min(1),
  /** Uploads live in an S3 bucket, whose objects each backup copies. */
  bucket: z.boolean(),
  /** A backup runs now (on this or another instance). */
  running: z.boolean(),
  /** When the schedule starts the next backup (at the first housekeeping tick after it); null when
   * backups are off. */
  nextAt: z.string().nullable(),
  /** The newest run, whatever its outcome. */
  last: backupRunSchema.nullable(),
  lastSuccessAt: z.string().nullable(),
  /** The latest runs, newest first. */
  recent: z.array(backupRunSchema),
});
export type BackupsOverview = z.infer<typeof backupsOverviewSchema>;

/** How many runs `recent` lists. */
export const BACKUP_RECENT_LIMIT = 10;

/** The 409 of POST /api/admin/backups without BACKUP_DIR. */
export const BACKUPS_OFF =
  'Backups are off: set BACKUP_DIR to a folder on the server (and restart it) to turn them on.';
/** The 409 of POST /api/admin/backups while one runs. */
export const BACKUP_RUNNING = 'A backup is running already; try again once it has finished.';
