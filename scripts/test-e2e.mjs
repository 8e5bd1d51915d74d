// `npm run test:e2e`: the browser tests need a Chromium on the machine (Debian's, never a downloaded
// browser). Without one, say in one line what to install instead of failing inside Playwright.
//
// The site's server runs on SQLite, or on PostgreSQL: at E2E_DATABASE_URL when it is set (a database
// the run may fill and keeps; the server migrates it), or with `--postgres` and no E2E_DATABASE_URL,
// on a real PostgreSQL from the npm registry started in a temporary folder for the run and removed
// afterwards (as `npm run test:api:pg` does). Other arguments go to Playwright:
// `node scripts/test-e2e.mjs --postgres e2e/blog.spec.ts`.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
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

const child = spawn('npx', ['playwright', 'test', ...playwrightArgs], { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
const code = await new Promise((resolve) => child.on('exit', (status) => resolve(status ?? 1)));
await embedded?.stop();
process.exit(code);
