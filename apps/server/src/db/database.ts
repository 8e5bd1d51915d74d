import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'libsql';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { Database, Dialect } from './schema.ts';

export type DatabaseHandle = {
  db: Kysely<Database>;
  dialect: Dialect;
  /** Cheap liveness query for /api/health. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
};

export type DatabaseOptions = { databaseUrl?: string; dataDir: string };

export function openDatabase({ databaseUrl, dataDir }: DatabaseOptions): DatabaseHandle {
  if (databaseUrl) return openPostgres(databaseUrl);
  return openSqlite(path.join(dataDir, 'site.db'));
}

function openSqlite(file: string): DatabaseHandle {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // libsql: SQLite with a better-sqlite3-compatible API whose binaries come from the npm registry
  // (docs/decisions/010-sqlite-driver.md). FULL sync: an acknowledged write survives a crash.
  const connection = new SQLite(file);
  connection.pragma('journal_mode = WAL');
  connection.pragma('busy_timeout = 5000');
  connection.pragma('foreign_keys = ON');
  connection.pragma('synchronous = FULL');
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: connection }),
  });
  // Closing leaves the whole database in site.db: the WAL is checkpointed and truncated.
  return wrap(db, 'sqlite', () => sql`pragma wal_checkpoint(TRUNCATE)`.execute(db));
}

function openPostgres(url: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  pool.on('error', (error) => console.error('PostgreSQL pool error', error));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return wrap(db, 'postgres');
}

function wrap(
  db: Kysely<Database>,
  dialect: Dialect,
  beforeClose?: () => Promise<unknown>,
): DatabaseHandle {
  let closed = false;
  return {
    db,
    dialect,
    async ping() {
      try {
        await sql`select 1`.execute(db);
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await beforeClose?.().catch(() => undefined);
      await db.destroy();
    },
  };
}

/** Timestamps come back as Date from PostgreSQL and as ISO text from SQLite. */
export function toIso(value: Date | string): string;
export function toIso(value: Date | string | null): string | null;
export function toIso(value: Date | string | null): string | null {
  if (value === null) return null;
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}

export const nowIso = () => new Date().toISOString();
