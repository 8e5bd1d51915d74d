// `npm run bench`: builds the web app, then measures against the budgets of DESIGN §5.
// Figures are ratios against a baseline measured in the same run; nothing here is a test.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { bundleSize } from './bundle-size.mjs';
import { hashUrlPaint } from './hash-url-paint.mjs';
import { lighthouseScores } from './lighthouse.mjs';
import { scaleThroughput } from './scale-throughput.mjs';
import { throughput } from './throughput.mjs';

const root = path.resolve(import.meta.dirname, '../..');
execFileSync('npm', ['run', 'build', '-w', '@site/web'], { cwd: root, stdio: 'ignore' });

const results = [
  bundleSize(),
  ...(await throughput()),
  await scaleThroughput(),
  ...(await lighthouseScores()),
  ...(await hashUrlPaint()),
];
for (const result of results) console.log(JSON.stringify(result, null, 2));
const failed = results.filter((r) => !r.withinBudget);
console.log(
  failed.length === 0
    ? 'bench: every budget met'
    : `bench: over budget: ${failed.map((r) => r.name).join(', ')}`,
);
process.exit(failed.length === 0 ? 0 : 1);
