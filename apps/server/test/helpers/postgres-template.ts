import os from 'node:os';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/database.ts';
import { migrateToLatest } from '../../src/db/migrations/index.ts';
import { newPostgresDatabase, postgresServerUrl } from './postgres-databases.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A database migrated to the latest schema, which each test app's database copies. */
    postgresTemplate: string | null;
  }
}

/** Global set-up of the server's tests: on PostgreSQL, migrates one database for the whole run; a
 * test app's database is a copy of it (CREATE DATABASE … TEMPLATE), a third of the cost of migrating
 * each one. Dropped at the end of the run. */
export default async function setup(project: TestProject) {
  if (!postgresServerUrl()) {
    project.provide('postgresTemplate', null);
    return;
  }
  const template = await newPostgresDatabase();
  const handle = openDatabase({ databaseUrl: template.url, dataDir: os.tmpdir() });
  try {
    await migrateToLatest(handle.db, handle.dialect);
  } finally {
    await handle.close();
  }
  project.provide('postgresTemplate', template.name);
  return () => template.drop();
}
