// Lighthouse on two builds side by side: the working tree against a base revision, in one run, one
// Chromium, the two servers on SQLite, every run of a page alternating between them (base first on even
// rounds, the working tree first on odd ones). For a change to the pages, the ratio of the two is the
// figure to trust where a machine's absolute timings are not (docs/decisions/029-bench-host-memory.md):
// whatever the host adds, it adds to both arms.
//
// `node scripts/bench/lighthouse-ab.mjs --base=REV [--runs=N] [--hash|--twin] [--warm] [route …]`
// e.g. `--base=HEAD~1 --runs=5 /about /blog`. The base is checked out in a temporary git worktree,
// installed (`npm ci`) and built there, and removed afterwards. Prints each page's medians for both arms
// and, last, the working tree's total blocking time as a ratio of the base's.
// `--warm` measures each page in a warm renderer instead of with Lighthouse (warm-renderer.mjs): its
// main-thread time after first paint and a blocking figure, steadier where fresh memory is slow.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  auditMs,
  benchRoutes,
  FORMS,
  launchChrome,
  lighthouseRun,
  pageArgs,
  pageUrl,
  RUNS,
  startServer,
  stopServer,
} from './lighthouse.mjs';
import { median } from './median.mjs';
import { launchWarmBrowser, warmRendererRun } from './warm-renderer.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const METRICS = {
  tbtMs: 'total-blocking-time',
  fcpMs: 'first-contentful-paint',
  lcpMs: 'largest-contentful-paint',
};

function usage(message) {
  console.error(`lighthouse-ab: ${message}`);
  console.error(
    'usage: node scripts/bench/lighthouse-ab.mjs --base=REV [--runs=N] [--hash|--twin] [--warm] [route …]',
  );
  process.exit(2);
}

/** A worktree of `rev`, installed and built; `remove()` deletes it. */
function checkoutBase(rev) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-ab-'));
  const run = (command, args, cwd = dir) =>
    execFileSync(command, args, { cwd, stdio: ['ignore', 'ignore', 'inherit'] });
  run('git', ['worktree', 'add', '--detach', dir, rev], root);
  const remove = () => {
    execFileSync('git', ['worktree', 'remove', '--force', dir], { cwd: root, stdio: 'ignore' });
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    run('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error']);
    execFileSync('npm', ['run', 'build', '-w', '@site/web'], {
      cwd: dir,
      stdio: 'ignore',
      env: { ...process.env, NODE_ENV: 'production' },
    });
  } catch (error) {
    remove();
    throw error;
  }
  return { dir, remove };
}

/** One run's figures: total blocking time, first and largest contentful paint, performance score. */
function figures(lhr) {
  const values = Object.fromEntries(
    Object.entries(METRICS).map(([key, id]) => [key, auditMs(lhr, id)]),
  );
  return { ...values, performance: Math.round((lhr.categories.performance?.score ?? 0) * 100) };
}

/** The two ways to measure a page: Lighthouse, or the main thread of a warm renderer (`--warm`,
 * warm-renderer.mjs). `figures` lists what a run yields, `ratios` which of them the summary compares, and
 * `headline` the figure each page reports run by run and as a ratio. */
const METHODS = {
  lighthouse: {
    name: 'lighthouse A/B',
    figures: ['tbtMs', 'fcpMs', 'lcpMs', 'performance'],
    ratios: { tbtRatio: 'tbtMs', fcpRatio: 'fcpMs', lcpRatio: 'lcpMs' },
    headline: { figure: 'tbtMs', runs: 'tbtRunsMs', ratio: 'tbtRatio' },
    async start() {
      const chrome = await launchChrome();
      return {
        run: async (url) => figures(await lighthouseRun(url, chrome.port)),
        close: () => chrome.kill(),
      };
    },
  },
  warm: {
    name: 'warm renderer A/B',
    figures: ['mainMs', 'blockingMs'],
    ratios: { mainRatio: 'mainMs', blockingRatio: 'blockingMs' },
    headline: { figure: 'mainMs', runs: 'mainRunsMs', ratio: 'mainRatio' },
    async start() {
      const browser = await launchWarmBrowser();
      return { run: (url) => warmRendererRun(browser.context, url), close: browser.close };
    },
  },
};

const ratio = (head, base) => (base > 0 ? Number((head / base).toFixed(2)) : null);

/** Every page (route × form), `runs` times in each arm, alternating; per page and a summary. */
export async function lighthouseAb({
  base,
  routes,
  forms = FORMS,
  runs = RUNS,
  warm = false,
  log = (line) => console.error(`lighthouse-ab: ${line}`),
}) {
  const method = warm ? METHODS.warm : METHODS.lighthouse;
  const { headline } = method;
  const medians = (results) =>
    Object.fromEntries(method.figures.map((key) => [key, median(results.map((r) => r[key]))]));
  const pages = (routes ?? (await benchRoutes())).flatMap((route) =>
    forms.map((form) => ({ route, form })),
  );
  log(`building ${base} in a worktree`);
  const checkout = checkoutBase(base);
  const port = Number(process.env.BENCH_PORT ?? 3400 + Math.floor(Math.random() * 500)) + 4;
  const servers = [];
  let measurer;
  try {
    servers.push({
      arm: 'base',
      ...(await startServer(port, checkout.dir)),
      origin: `http://127.0.0.1:${port}`,
    });
    servers.push({
      arm: 'head',
      ...(await startServer(port + 1)),
      origin: `http://127.0.0.1:${port + 1}`,
    });
    measurer = await method.start();
    const byPage = pages.map((page) => ({ ...page, base: [], head: [] }));
    for (let round = 0; round < runs; round += 1) {
      for (const page of byPage) {
        const order = round % 2 === 0 ? servers : [...servers].reverse();
        for (const server of order)
          page[server.arm].push(
            await measurer.run(await pageUrl(server.origin, page.route, page.form)),
          );
        log(
          `round ${round + 1}/${runs} ${page.form} ${page.route}: ${headline.figure} base ${page.base.at(-1)[headline.figure]}, head ${page.head.at(-1)[headline.figure]}`,
        );
      }
    }
    const results = byPage.map((page) => {
      const [b, h] = [medians(page.base), medians(page.head)];
      return {
        name: `${method.name} ${page.form} ${page.route}`,
        base: { ...b, [headline.runs]: page.base.map((r) => r[headline.figure]) },
        head: { ...h, [headline.runs]: page.head.map((r) => r[headline.figure]) },
        [headline.ratio]: ratio(h[headline.figure], b[headline.figure]),
      };
    });
    const sum = (arm, key) => results.reduce((total, r) => total + r[arm][key], 0);
    const summary = {
      name: `${method.name} summary`,
      base,
      pages: results.length,
      runsPerArm: runs,
      ...Object.fromEntries(
        Object.entries(method.ratios).map(([name, key]) => [
          name,
          ratio(sum('head', key), sum('base', key)),
        ]),
      ),
      note: 'ratios of the summed per-page medians, working tree over base; under 1 is better',
    };
    return [...results, summary];
  } finally {
    await measurer?.close();
    for (const server of servers) stopServer(server);
    checkout.remove();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const base = args.find((arg) => arg.startsWith('--base='))?.slice('--base='.length);
  if (!base) usage('--base=REV names the revision to compare with (a commit, a branch, HEAD~1)');
  try {
    execFileSync('git', ['rev-parse', '--verify', '--quiet', `${base}^{commit}`], {
      cwd: root,
      stdio: 'ignore',
    });
  } catch {
    usage(`${base} is not a commit of this repository`);
  }
  const { error, ...pages } = pageArgs(args);
  if (error) usage(error);
  const results = await lighthouseAb({ base, ...pages, warm: args.includes('--warm') });
  for (const result of results) console.log(JSON.stringify(result));
}
