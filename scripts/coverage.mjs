// `npm run coverage`: line and branch coverage of apps/server/src, apps/web/src, apps/admin/src and
// packages/shared/src by the unit, component and API layers (Vitest, on SQLite), one line per source root. Vitest writes
// its per-file summary to coverage/ (ignored by git); extra arguments go to Vitest
// (`npm run coverage -- --project web`). docs/testing.md records the figures.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOTS = ['apps/server/src', 'apps/web/src', 'apps/admin/src', 'packages/shared/src'];
const reportsDirectory = path.resolve('coverage');

const child = spawn(
  'npx',
  [
    'vitest',
    'run',
    '--coverage.enabled',
    '--coverage.provider=v8',
    '--coverage.reporter=json-summary',
    `--coverage.reportsDirectory=${reportsDirectory}`,
    ...ROOTS.map((root) => `--coverage.include=${root}/**/*.{ts,tsx}`),
    '--coverage.exclude=**/*.test.{ts,tsx}',
    '--coverage.exclude=**/*.d.ts',
    // Test support (fake fetch, stubs, render helpers) is not the product.
    '--coverage.exclude=apps/{web,admin}/src/test/**',
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit', env: { ...process.env, API_TEST_DATABASE_URL: '' } },
);
const code = await new Promise((resolve) => child.on('exit', (status) => resolve(status ?? 1)));
const summaryFile = path.join(reportsDirectory, 'coverage-summary.json');
if (!fs.existsSync(summaryFile)) process.exit(code || 1);

const summary = JSON.parse(fs.readFileSync(summaryFile, 'utf8'));
const totals = Object.fromEntries(ROOTS.map((root) => [root, { lines: [0, 0], branches: [0, 0] }]));
for (const [file, figures] of Object.entries(summary)) {
  if (file === 'total') continue;
  const relative = path.relative(process.cwd(), file);
  const root = ROOTS.find((candidate) => relative.startsWith(`${candidate}${path.sep}`));
  if (!root) continue;
  for (const kind of ['lines', 'branches']) {
    totals[root][kind][0] += figures[kind].covered;
    totals[root][kind][1] += figures[kind].total;
  }
}
const percent = ([covered, total]) =>
  `${total ? ((100 * covered) / total).toFixed(1) : '100.0'}% (${covered}/${total})`.padEnd(22);
console.log('\nCoverage by the unit, component and API layers (SQLite)');
console.log(`${'source'.padEnd(22)}${'lines'.padEnd(22)}branches`);
for (const root of ROOTS)
  console.log(`${root.padEnd(22)}${percent(totals[root].lines)}${percent(totals[root].branches)}`);
process.exit(code);
