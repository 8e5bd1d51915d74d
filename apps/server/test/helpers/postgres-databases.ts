import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The PostgreSQL server of `npm run test:api:pg` (unset on SQLite). */
export const postgresServerUrl = () => process.env.API_TEST_DATABASE_URL;

/** Runs one statement on the server's maintenance database (create and drop database). */
export async function onServer(statement: string) {
  const client = new pg.Client({ connectionString: postgresServerUrl() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A new database on the server, empty or a copy of `template`; its URL and how to drop it. */
export async function newPostgresDatabase(template?: string) {
  const name = `site_test_${randomBytes(6).toString('hex')}`;
  await onServer(`create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(postgresServerUrl()!);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => onServer(`drop database if exists ${name} with (force)`),
  };
}
