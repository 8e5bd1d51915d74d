import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'libsql';
import type { LogEvent } from 'kysely';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { Database, Dialect } from './schema.ts';

export type DatabaseHandle = {
  db: Kysely<Database>;
  dialect: Dialect;
  /** Cheap liveness query for /api/health. */
  ping(): Promise<boolean>;
  /** The connections at this moment (for /metrics): PostgreSQL's pool; SQLite's one connection,
   * reported idle (its queries run synchronously, so none is running while this is read). */
  connections(): ConnectionCounts;
  /** Calls `listener` after every query with its time in seconds (the metrics plugin listens). */
  observeQueries(listener: QueryListener): void;
  close(): Promise<void>;
};

export type ConnectionCounts = { open: number; inUse: number; waiting: number; max: number };
export type QueryListener = (seconds: number, failed: boolean) => void;

/** Kysely's query log as a list of listeners: none until something observes the queries. */
function queryObservers() {
  const listeners: QueryListener[] = [];
  return {
    log(event: LogEvent) {
      for (const listener of listeners)
        listener(event.queryDurationMillis / 1000, event.level === 'error');
    },
    observe: (listener: QueryListener) => void listeners.push(listener),
  };
}

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
  const queries = queryObservers();
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: connection }),
    log: queries.log,
  });
  const connections = () => ({ open: 1, inUse: 0, waiting: 0, max: 1 });
  // Closing leaves the whole database in site.db: the WAL is checkpointed and truncated.
  return wrap(db, 'sqlite', connections, queries.observe, () =>
    sql`pragma wal_checkpoint(TRUNCATE)`.execute(db),
  );
}

function openPostgres(url: string): DatabaseHandle {
  const max = 10;
  const pool = new pg.Pool({ connectionString: url, max });
  pool.on('error', (error) => console.error('PostgreSQL pool error', error));
  const queries = queryObservers();
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: queries.log });
  const connections = () => ({
    open: pool.totalCount,
    inUse: pool.totalCount - pool.idleCount,
    waiting: pool.waitingCount,
    max,
  });
  return wrap(db, 'postgres', connections, queries.observe);
}

function wrap(
  db: Kysely<Database>,
  dialect: Dialect,
  connections: () => ConnectionCounts,
  observeQueries: (listener: QueryListener) => void,
  beforeClose?: () => Promise<unknown>,
): DatabaseHandle {
  let closed = false;
  return {
    db,
    dialect,
    connections,
    observeQueries,
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
