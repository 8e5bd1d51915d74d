// Lighthouse on two builds side by side: the working tree against a base revision, in one run, one
// Chromium, the two servers on SQLite, every run of a page alternating between them (base first on even
// rounds, the working tree first on odd ones). For a change to the pages, the ratio of the two is the
// figure to trust where a machine's absolute timings are not (docs/decisions/029-bench-host-memory.md):
// whatever the host adds, it adds to both arms.
//
// `node scripts/bench/lighthouse-ab.mjs --base=REV [--runs=N] [--hash|--twin] [route …]`
// e.g. `--base=HEAD~1 --runs=5 /about /blog`. The base is checked out in a temporary git worktree,
// installed (`npm ci`) and built there, and removed afterwards. Prints each page's medians for both arms
// and, last, the working tree's total blocking time as a ratio of the base's.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { auditMs, benchRoutes, FORMS, launchChrome, lighthouseRun, pageArgs, pageUrl, RUNS, startServer, stopServer } from './lighthouse.mjs';
import { median } from './median.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const METRICS = { tbtMs: 'total-blocking-time', fcpMs: 'first-contentful-paint', lcpMs: 'largest-contentful-paint' };

function usage(message) {
  console.error(`lighthouse-ab: ${message}`);
  console.error('usage: node scripts/bench/lighthouse-ab.mjs --base=REV [--runs=N] [--hash|--twin] [route …]');
  process.exit(2);
}

/** A worktree of `rev`, installed and built; `remove()` deletes it. */
function checkoutBase(rev) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-ab-'));
  const run = (command, args, cwd = dir) => execFileSync(command, args, { cwd, stdio: ['ignore', 'ignore', 'inherit'] });
  run('git', ['worktree', 'add', '--detach', dir, rev], root);
  const remove = () => {
    execFileSync('git', ['worktree', 'remove', '--force', dir], { cwd: root, stdio: 'ignore' });
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    run('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error']);
    execFileSync('npm', ['run', 'build', '-w', '@site/web'], { cwd: dir, stdio: 'ignore', env: { ...process.env, NODE_ENV: 'production' } });
  } catch (error) {
    remove();
    throw error;
  }
  return { dir, remove };
}

/** One run's figures: total blocking time, first and largest contentful paint, performance score. */
function figures(lhr) {
  const values = Object.fromEntries(Object.entries(METRICS).map(([key, id]) => [key, auditMs(lhr, id)]));
  return { ...values, performance: Math.round((lhr.categories.performance?.score ?? 0) * 100) };
}

const medians = (runs) => Object.fromEntries(['tbtMs', 'fcpMs', 'lcpMs', 'performance'].map((key) => [key, median(runs.map((r) => r[key]))]));
const ratio = (head, base) => (base > 0 ? Number((head / base).toFixed(2)) : null);

/** Every page (route × form), `runs` times in each arm, alternating; per page and a summary. */
export async function lighthouseAb({ base, routes, forms = FORMS, runs = RUNS, log = (line) => console.error(`lighthouse-ab: ${line}`) }) {
  const pages = (routes ?? (await benchRoutes())).flatMap((route) => forms.map((form) => ({ route, form })));
  log(`building ${base} in a worktree`);
  const checkout = checkoutBase(base);
  const port = Number(process.env.BENCH_PORT ?? 3400 + Math.floor(Math.random() * 500)) + 4;
  const servers = [];
  let chrome;
  try {
    servers.push({ arm: 'base', ...(await startServer(port, checkout.dir)), origin: `http://127.0.0.1:${port}` });
    servers.push({ arm: 'head', ...(await startServer(port + 1)), origin: `http://127.0.0.1:${port + 1}` });
    chrome = await launchChrome();
    const byPage = pages.map((page) => ({ ...page, base: [], head: [] }));
    for (let round = 0; round < runs; round += 1) {
      for (const page of byPage) {
        const order = round % 2 === 0 ? servers : [...servers].reverse();
        for (const server of order) {
          const lhr = await lighthouseRun(await pageUrl(server.origin, page.route, page.form), chrome.port);
          page[server.arm].push(figures(lhr));
        }
        log(`round ${round + 1}/${runs} ${page.form} ${page.route}: TBT base ${page.base.at(-1).tbtMs} ms, head ${page.head.at(-1).tbtMs} ms`);
      }
    }
    const results = byPage.map((page) => {
      const [b, h] = [medians(page.base), medians(page.head)];
      return {
        name: `lighthouse A/B ${page.form} ${page.route}`,
        base: { ...b, tbtRunsMs: page.base.map((r) => r.tbtMs) },
        head: { ...h, tbtRunsMs: page.head.map((r) => r.tbtMs) },
        tbtRatio: ratio(h.tbtMs, b.tbtMs),
      };
    });
    const sum = (arm, key) => results.reduce((total, r) => total + r[arm][key], 0);
    const summary = {
      name: 'lighthouse A/B summary',
      base,
      pages: results.length,
      runsPerArm: runs,
      tbtRatio: ratio(sum('head', 'tbtMs'), sum('base', 'tbtMs')),
      fcpRatio: ratio(sum('head', 'fcpMs'), sum('base', 'fcpMs')),
      lcpRatio: ratio(sum('head', 'lcpMs'), sum('base', 'lcpMs')),
      note: 'ratios of the summed per-page medians, working tree over base; under 1 is better',
    };
    return [...results, summary];
  } finally {
    await chrome?.kill();
    for (const server of servers) stopServer(server);
    checkout.remove();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const base = args.find((arg) => arg.startsWith('--base='))?.slice('--base='.length);
  if (!base) usage('--base=REV names the revision to compare with (a commit, a branch, HEAD~1)');
  try {
    execFileSync('git', ['rev-parse', '--verify', '--quiet', `${base}^{commit}`], { cwd: root, stdio: 'ignore' });
  } catch {
    usage(`${base} is not a commit of this repository`);
  }
  const { error, ...pages } = pageArgs(args);
  if (error) usage(error);
  const results = await lighthouseAb({ base, ...pages });
  for (const result of results) console.log(JSON.stringify(result));
}
