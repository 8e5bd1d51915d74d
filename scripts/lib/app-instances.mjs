// Real app processes for the tests and benchmarks that need several instances: one PostgreSQL
// (TEST_DATABASE_URL's server or an embedded one) and `npm start`-like servers on free ports.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort, startEmbeddedPostgres } from './embedded-postgres.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const serverEntry = path.join(root, 'apps/server/src/server.ts');

/** A throw-away database on TEST_DATABASE_URL's server, or a whole embedded PostgreSQL. */
export async function startDatabase() {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return startEmbeddedPostgres();
  const name = `site_scale_${randomBytes(6).toString('hex')}`;
  const run = async (query) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(query).finally(() => client.end());
  };
  await run(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), stop: () => run(`drop database if exists ${name} with (force)`) };
}

/** One `npm start`-like server process on a free port; `listening` resolves to its base URL once
 * /api/health answers (or rejects when the process exits first). */
export function startInstance(env) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-scale-'));
  let child;
  let output = '';
  let exited;
  const listening = (async () => {
    const port = await freePort();
    child = spawn(process.execPath, ['--no-warnings', '--import', 'tsx', serverEntry], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    exited = new Promise((resolve) => child.on('exit', resolve));
    const base = `http://127.0.0.1:${port}`;
    for (;;) {
      if (child.exitCode !== null)
        throw new Error(`the server exited (${child.exitCode}) before listening:\n${output}`);
      const health = await fetch(`${base}/api/health`).catch(() => undefined);
      if (health?.ok) return base;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  return {
    dataDir,
    listening,
    async stop() {
      await listening.catch(() => undefined);
      if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
