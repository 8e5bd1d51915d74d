// Runs the SQL-dialect tests on PostgreSQL: the server tests whose name carries `@sql` (docs/testing.md
// §2: they reach SQL that differs between SQLite and PostgreSQL; every other API test runs on SQLite
// only). With file filters (`node scripts/test-api-pg.mjs blogs-api`) those files run whole on
// PostgreSQL, for a one-off check. TEST_DATABASE_URL, when set, names a server where the
// tests may create and drop databases (CI uses Debian's PostgreSQL). Unset, a real PostgreSQL from
// the npm registry starts in a temporary folder for the run and is removed afterwards. The tests get
// the server as API_TEST_DATABASE_URL, so `npm run test:unit` stays on SQLite when TEST_DATABASE_URL
// is set.
import { spawn } from 'node:child_process';
import { startEmbeddedPostgres } from './lib/embedded-postgres.mjs';

const filters = process.argv.slice(2);
let url = process.env.TEST_DATABASE_URL;
let embedded;
if (!url) {
  console.log(
    'test:api:pg: TEST_DATABASE_URL is unset; starting an embedded PostgreSQL for this run',
  );
  embedded = await startEmbeddedPostgres();
  url = embedded.url;
}

const child = spawn(
  'npx',
  [
    'vitest',
    'run',
    ...['--project', 'server', '--project', 'server-isolated'],
    ...(filters.length ? filters : ['api.test.ts', '--testNamePattern', '@sql']),
  ],
  {
    stdio: 'inherit',
    env: { ...process.env, API_TEST_DATABASE_URL: url },
  },
);
const stopEmbedded = () => embedded?.stop();
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
const code = await new Promise((resolve) => child.on('exit', (status) => resolve(status ?? 1)));
await stopEmbedded();
process.exit(code);
