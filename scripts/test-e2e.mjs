// `npm run test:e2e`: the browser tests need a Chromium on the machine (Debian's, never a downloaded
// browser). Without one, say in one line what to install instead of failing inside Playwright.
//
// The site's server runs on SQLite, or on PostgreSQL: at E2E_DATABASE_URL when it is set (a database
// the run may fill and keeps; the server migrates it), or with `--postgres` and no E2E_DATABASE_URL,
// on a real PostgreSQL from the npm registry started in a temporary folder for the run and removed
// afterwards (as `npm run test:api:pg` does). Other arguments go to Playwright:
// `node scripts/test-e2e.mjs --postgres e2e/blog.spec.ts`.
//
// The whole suite (no arguments) runs in shards side by side (decision 074), E2E_SHARDS of them
// (default one per two cores: one on a two-core machine, where two shards were measured no faster):
// each shard is a Playwright run of its own with its own servers, ports and data, so no test sees
// another shard's posts, accounts or mail. Each shard's lines carry its number; one summary of all
// of them ends the run.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { chromiumPath } from '../test-support/chromium.mjs';
import { startEmbeddedPostgres } from './lib/embedded-postgres.mjs';
import { buildWebIfStale } from './lib/web-build.mjs';

if (!fs.existsSync(chromiumPath)) {
  console.error(
    `test:e2e: no Chromium at ${chromiumPath}; install it with \`sudo apt-get install -y chromium\` (Debian/Ubuntu) or set CHROMIUM_PATH to a Chromium or Chrome binary.`,
  );
  process.exit(1);
}
const args = process.argv.slice(2);
const postgres = args.includes('--postgres');
const playwrightArgs = args.filter((arg) => arg !== '--postgres');

// The build the unit tests made is used when no source is newer (in `npm test` they build it first).
await buildWebIfStale();

const env = { ...process.env };
let embedded;
if (postgres && !env.E2E_DATABASE_URL) {
  console.log('test:e2e: E2E_DATABASE_URL is unset; starting an embedded PostgreSQL for this run');
  embedded = await startEmbeddedPostgres();
  env.E2E_DATABASE_URL = embedded.url;
}

// One database can serve one run: shards only on SQLite. A file or a filter is one run unless
// E2E_SHARDS asks for more.
// A shard keeps about two cores busy (Chromium and the servers): one shard per two cores.
const defaultShards =
  playwrightArgs.length === 0 ? Math.max(1, Math.floor(os.availableParallelism() / 2)) : 1;
const shards =
  postgres || env.E2E_DATABASE_URL ? 1 : Math.max(1, Number(env.E2E_SHARDS ?? defaultShards) || 1);

const children = new Set();
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => children.forEach((child) => child.kill(signal)));

/** Runs Playwright with `extra` arguments and environment; resolves to its exit status. */
function playwright(extra, childEnv, prefix) {
  const child = spawn('npx', ['playwright', 'test', ...extra], {
    stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: childEnv,
  });
  children.add(child);
  if (prefix)
    for (const stream of [child.stdout, child.stderr])
      readline
        .createInterface({ input: stream })
        .on('line', (line) => console.log(`${prefix} ${line}`));
  return new Promise((resolve) =>
    child.on('exit', (status) => {
      children.delete(child);
      resolve(status ?? 1);
    }),
  );
}

let code;
if (shards === 1) {
  code = await playwright(playwrightArgs, env);
} else {
  const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'site-e2e-reports-'));
  const basePort = Number(env.E2E_PORT ?? 3100);
  // Each shard's data in a folder of its own (playwright.config.ts names one per run).
  const { E2E_DATA_DIR: _shared, ...withoutDataDir } = env;
  const statuses = await Promise.all(
    Array.from({ length: shards }, (_, index) =>
      playwright(
        [
          ...playwrightArgs,
          `--shard=${index + 1}/${shards}`,
          '--reporter=list,blob',
          // Its traces and screenshots apart: a run empties its output folder when it starts.
          `--output=test-results/shard-${index + 1}`,
        ],
        {
          ...withoutDataDir,
          // Each shard's servers on ports of their own (a run uses its port, +1 and +801).
          E2E_PORT: String(basePort + 100 * index),
          PLAYWRIGHT_BLOB_OUTPUT_DIR: path.join(reports, `shard-${index + 1}`),
          FORCE_COLOR: env.FORCE_COLOR ?? '0',
        },
        `[${index + 1}/${shards}]`,
      ),
    ),
  );
  // One report of every shard's tests, ending with Playwright's own summary line.
  const merged = path.join(reports, 'all');
  fs.mkdirSync(merged);
  for (let index = 1; index <= shards; index += 1) {
    const dir = path.join(reports, `shard-${index}`);
    for (const file of fs.existsSync(dir) ? fs.readdirSync(dir) : [])
      fs.renameSync(path.join(dir, file), path.join(merged, `shard-${index}-${file}`));
  }
  console.log(`\ntest:e2e: the ${shards} shards together:`);
  const mergeStatus = await new Promise((resolve) => {
    const child = spawn('npx', ['playwright', 'merge-reports', '--reporter=dot', merged], {
      stdio: 'inherit',
      env,
    });
    child.on('exit', (status) => resolve(status ?? 1));
  });
  fs.rmSync(reports, { recursive: true, force: true });
  code = statuses.find((status) => status !== 0) ?? mergeStatus;
}
await embedded?.stop();
process.exit(code);
