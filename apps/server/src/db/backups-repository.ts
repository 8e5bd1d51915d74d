import type { BackupRun, BackupTrigger } from '@site/shared';
import type { Kysely, Selectable } from 'kysely';
import { toIso } from './database.ts';
import type { BackupsTable, Database } from './schema.ts';

const SCHEDULE = 'backups';

type Outcome = Pick<BackupRun, 'dir' | 'bytes' | 'tables' | 'rows' | 'files' | 'copiedObjects'>;

const nullableNumber = (value: number | string | null) => (value === null ? null : Number(value));

function toRun(row: Selectable<BackupsTable>): BackupRun {
  return {
    id: row.id,
    trigger: row.trigger as BackupTrigger,
    status: row.status as BackupRun['status'],
    at: toIso(row.started_at),
    finishedAt: toIso(row.finished_at),
    dir: row.dir,
    bytes: nullableNumber(row.bytes),
    tables: nullableNumber(row.tables),
    rows: nullableNumber(row.rows),
    files: nullableNumber(row.files),
    copiedObjects: nullableNumber(row.copied_objects),
    error: row.error,
  };
}

const outcomeColumns = (outcome: Outcome) => ({
  dir: outcome.dir,
  bytes: outcome.bytes,
  tables: outcome.tables,
  rows: outcome.rows,
  files: outcome.files,
  copied_objects: outcome.copiedObjects,
});

/** The server's backup runs and the claim that lets one instance at a time run one (decision 062).
 * Times the claim compares are epoch milliseconds. */
export function backupsRepository(db: Kysely<Database>) {
  return {
    /** Whether a run holds the claim now, and when the last successful backup started. */
    async state(): Promise<{ claimedUntil: number; lastSuccessAt: number | null }> {
      const row = await db
        .selectFrom('backup_schedule')
        .select(['claimed_until', 'last_success_at'])
        .where('name', '=', SCHEDULE)
        .executeTakeFirst();
      return {
        claimedUntil: Number(row?.claimed_until ?? 0),
        lastSuccessAt: nullableNumber(row?.last_success_at ?? null),
      };
    },

    /** Claims the next run for `claimId` until `now + leaseMs`, by one conditional update: when
     * several instances claim at once, exactly one gets it. No run may hold the claim; with
     * `dueBefore`, the last success must also have started at or before it (a scheduled run: only
     * once per period, even when another instance has just finished one). */
    async claim(
      claimId: string,
      now: number,
      leaseMs: number,
      dueBefore: number | null,
    ): Promise<boolean> {
      const row = await db
        .updateTable('backup_schedule')
        .set({ claim_id: claimId, claimed_until: now + leaseMs })
        .where('name', '=', SCHEDULE)
        .where('claimed_until', '<=', now)
        .$if(dueBefore !== null, (qb) =>
          qb.where((eb) =>
            eb.or([eb('last_success_at', 'is', null), eb('last_success_at', '<=', dueBefore!)]),
          ),
        )
        .returning('claim_id')
        .executeTakeFirst();
      return row?.claim_id === claimId;
    },

    /** Keeps the claim of a run that goes on; nothing when another run holds it now. */
    async renew(claimId: string, until: number) {
      await db
        .updateTable('backup_schedule')
        .set({ claimed_until: until })
        .where('name', '=', SCHEDULE)
        .where('claim_id', '=', claimId)
        .execute();
    },

    /** Frees the claim; `succeededAt` (the run's start) becomes the last success. */
    async release(claimId: string, succeededAt: number | null) {
      await db
        .updateTable('backup_schedule')
        .set({ claim_id: null, claimed_until: 0 })
        .$if(succeededAt !== null, (qb) => qb.set({ last_success_at: succeededAt }))
        .where('name', '=', SCHEDULE)
        .where('claim_id', '=', claimId)
        .execute();
    },

    async start(run: { id: string; trigger: BackupTrigger; at: Date }) {
      await db
        .insertInto('backups')
        .values({
          id: run.id,
          trigger: run.trigger,
          status: 'running',
          started_at: run.at.toISOString(),
          finished_at: null,
          dir: null,
          bytes: null,
          tables: null,
          rows: null,
          files: null,
          copied_objects: null,
          error: null,
        })
        .execute();
    },

    /** Runs left `running` by an instance that stopped: called by the holder of the claim, when no
     * other run can be going on. */
    async interruptRunning(except: string) {
      await db
        .updateTable('backups')
        .set({ status: 'failed', error: 'Interrupted: the instance stopped while it ran.' })
        .where('status', '=', 'running')
        .where('id', '!=', except)
        .execute();
    },

    async succeed(id: string, finishedAt: Date, outcome: Outcome) {
      await db
        .updateTable('backups')
        .set({
          status: 'succeeded',
          finished_at: finishedAt.toISOString(),
          ...outcomeColumns(outcome),
        })
        .where('id', '=', id)
        .execute();
    },

    async fail(id: string, finishedAt: Date, error: string) {
      await db
        .updateTable('backups')
        .set({
          status: 'failed',
          finished_at: finishedAt.toISOString(),
          error: error.slice(0, 1000),
        })
        .where('id', '=', id)
        .execute();
    },

    /** A backup made without the claim (before a migration, when this table did not exist yet):
     * recorded once it is done, and the last success if it is the newest. */
    async recordSucceeded(
      run: { id: string; trigger: BackupTrigger; at: Date; finishedAt: Date },
      outcome: Outcome,
    ) {
      await db
        .insertInto('backups')
        .values({
          id: run.id,
          trigger: run.trigger,
          status: 'succeeded',
          started_at: run.at.toISOString(),
          finished_at: run.finishedAt.toISOString(),
          error: null,
          ...outcomeColumns(outcome),
        })
        .execute();
      const at = run.at.getTime();
      await db
        .updateTable('backup_schedule')
        .set({ last_success_at: at })
        .where('name', '=', SCHEDULE)
        .where((eb) => eb.or([eb('last_success_at', 'is', null), eb('last_success_at', '<', at)]))
        .execute();
    },

    async find(id: string): Promise<BackupRun | undefined> {
      const row = await db
        .selectFrom('backups')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      return row && toRun(row);
    },

    /** The latest runs, newest first. */
    async recent(limit: number): Promise<BackupRun[]> {
      const rows = await db
        .selectFrom('backups')
        .selectAll()
        .orderBy('started_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map(toRun);
    },
  };
}

export type BackupsRepository = ReturnType<typeof backupsRepository>;
