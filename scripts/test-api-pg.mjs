// Runs the API test suite again on PostgreSQL. TEST_DATABASE_URL names a server where the tests may
// create and drop databases (CI starts one; see .ci/run). Without it this step fails loudly rather
// than pretend: the PostgreSQL half of the API contract would be untested.
import { spawnSync } from 'node:child_process';

const url = process.env.TEST_DATABASE_URL ?? process.env.PG_TEST_URL;
if (!url) {
  console.error('test:api:pg needs TEST_DATABASE_URL=postgres://user:password@127.0.0.1:5432/postgres (a server where tests may create databases).');
  console.error('Start one with: pg_ctlcluster --skip-systemctl-redirect 15 main start  (see README "Running on PostgreSQL").');
  process.exit(1);
}
const result = spawnSync('npx', ['vitest', 'run', '--project', 'server', 'api.test.ts'], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url },
});
process.exit(result.status ?? 1);
