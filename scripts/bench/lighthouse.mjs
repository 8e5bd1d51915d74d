// Lighthouse (mobile, the default form factor) on every public route of the route table
// (`publicRoutes()`, plus one built-in post), each as the app's hash URL (`/#/about`) and as its path
// twin (`/about`, decision 016), served by the real server on SQLite. Budgets (issue 10):
// performance ≥ 98; accessibility, best practices and SEO 100; FCP ≤ 1.2 s; LCP ≤ 1.8 s; total blocking
// time under 100 ms.
// A twin the server does not answer with a page of its own (404, a redirect to the hash URL, or the
// bare app shell) is reported as missing, over budget, without spending a Lighthouse run on it.
// Each page is measured RUNS times and judged by its median run, Lighthouse's own method for its run-to-run
// variance (lighthouse/core/lib/median-run.js: the run nearest the median FCP and time to interactive;
// docs/variability.md in Lighthouse). Every run's total blocking time is reported beside it.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { screenEmulationMetrics, throttling } from 'lighthouse/core/config/constants.js';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { chromiumArgs, chromiumPath } from '../../test-support/chromium.mjs';
import { hostFigures } from './host-memory.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const MIN_SCORES = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 };
const MAX_FCP_MS = 1200;
const MAX_LCP_MS = 1800;
const MAX_TBT_MS = 100;
const BUDGET_TEXT =
  'performance ≥ 98, accessibility, best practices and SEO 100, FCP ≤ 1.2 s, LCP ≤ 1.8 s, TBT < 100 ms';
export const FORMS = ['hash', 'twin'];
/** Lighthouse's mobile CPU slowdown, for the benches that emulate or scale to it outside Lighthouse. */
export const CPU_SLOWDOWN = throttling.mobileSlow4G.cpuSlowdownMultiplier;
const { width, height, deviceScaleFactor } = screenEmulationMetrics.mobile;
/** A Playwright browser context with Lighthouse's mobile screen (412 × 823 at 1.75×, touch). */
export const MOBILE_CONTEXT = {
  viewport: { width, height },
  deviceScaleFactor,
  isMobile: true,
  hasTouch: true,
};
/** Lighthouse runs per page; the median one counts. */
export const RUNS = 3;

let shared;
/** The route table and the built-in posts, from the TypeScript sources. */
async function sharedModules() {
  if (!shared) {
    const { register } = await import('tsx/esm/api');
    register();
    const siteRoutes = await import('../../packages/shared/src/site-routes.ts');
    const { builtInPosts } = await import('../../packages/shared/src/built-in-posts.ts');
    shared = { ...siteRoutes, builtInPosts };
  }
  return shared;
}

/** Every public route, and one built-in post standing for the post pages. */
export async function benchRoutes() {
  const { paths, publicRoutes, builtInPosts } = await sharedModules();
  return [...publicRoutes(), paths.blogPost(builtInPosts[0].slug)];
}

/** The real server (`npm start`) on SQLite in a fresh data folder; `{ child, dataDir }` to stop and remove.
 * `checkout` is the working tree to serve (another build's worktree, for a side-by-side comparison). */
export async function startServer(port, checkout = root) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-lh-'));
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: checkout,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      CHAT_WIDGET_SRC: '',
    },
    stdio: 'ignore',
  });
  for (let i = 0; i < 300; i += 1) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, dataDir };
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill();
  throw new Error('server did not start');
}

/** Stops a server of startServer() and removes its data folder. */
export function stopServer(server) {
  server.child.kill('SIGTERM');
  fs.rmSync(server.dataDir, { recursive: true, force: true });
}

/** One Chromium for Lighthouse, headless, with the machine's flags. */
export const launchChrome = () =>
  chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });

/** The address of `route` in `form` ('hash': `/#/about`, 'twin': `/about`) on `origin`. */
export async function pageUrl(origin, route, form) {
  const { hashUrl, twinUrl } = await sharedModules();
  return form === 'hash' ? hashUrl(origin, route) : twinUrl(origin, route);
}

/** Why `url` is not a twin yet, or null when the server answers it with a page of its own. */
async function missingTwin(url) {
  const response = await fetch(url, { redirect: 'manual', headers: { accept: 'text/html' } }).catch(
    () => null,
  );
  if (!response) return 'no answer';
  if (response.status >= 300 && response.status < 400)
    return `redirects (${response.status}) to ${response.headers.get('location')}`;
  if (response.status !== 200) return `answers ${response.status}`;
  if (!/<h1[\s>]/i.test(await response.text()))
    return 'serves the app shell, not a prerendered page (no <h1> in the HTML)';
  return null;
}

function overBudget(scores, fcpMs, lcpMs, tbtMs) {
  const over = Object.entries(MIN_SCORES)
    .filter(([id, min]) => (scores[id] ?? 0) < min)
    .map(([id, min]) => `${id} ${scores[id] ?? 0} < ${min}`);
  if (fcpMs > MAX_FCP_MS) over.push(`FCP ${fcpMs} ms > ${MAX_FCP_MS}`);
  if (lcpMs > MAX_LCP_MS) over.push(`LCP ${lcpMs} ms > ${MAX_LCP_MS}`);
  if (tbtMs >= MAX_TBT_MS) over.push(`TBT ${tbtMs} ms ≥ ${MAX_TBT_MS}`);
  return over;
}

/** One Lighthouse run of `url`: its result (lhr). */
export async function lighthouseRun(url, chromePort) {
  const run = await lighthouse(url, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: Object.keys(MIN_SCORES),
  });
  if (run.lhr.runtimeError)
    throw new Error(`${run.lhr.runtimeError.code}: ${run.lhr.runtimeError.message}`);
  return run.lhr;
}

/** A timing audit of a run, in whole milliseconds. */
export const auditMs = (lhr, id) => Math.round(lhr.audits[id]?.numericValue ?? 0);
const blockingMs = (lhr) => auditMs(lhr, 'total-blocking-time');

/** `runs` Lighthouse runs of `url`, judged by the median run; `tbtRunsMs` lists every run's blocking time. */
async function measure(url, chromePort, runs) {
  const lhrs = [];
  // A run whose trace Lighthouse could not record (NO_NAVSTART, say: "Please run Lighthouse again") is run
  // again, up to `runs` more times in all.
  for (let retries = runs; lhrs.length < runs;) {
    try {
      lhrs.push(await lighthouseRun(url, chromePort));
    } catch (error) {
      if (retries-- === 0) throw error;
    }
  }
  const lhr = computeMedianRun(lhrs);
  const scores = Object.fromEntries(
    Object.entries(lhr.categories).map(([id, c]) => [id, Math.round((c.score ?? 0) * 100)]),
  );
  const weakAudits = Object.values(lhr.audits)
    .filter(
      (a) =>
        a.score !== null &&
        a.score < 0.9 &&
        a.scoreDisplayMode !== 'informative' &&
        a.scoreDisplayMode !== 'manual',
    )
    .map((a) => a.id);
  return {
    scores,
    fcpMs: auditMs(lhr, 'first-contentful-paint'),
    lcpMs: auditMs(lhr, 'largest-contentful-paint'),
    tbtMs: blockingMs(lhr),
    tbtRunsMs: lhrs.map(blockingMs),
    benchmarkIndexes: lhrs.map((run) => run.environment.benchmarkIndex),
    weakAudits,
  };
}

function summarize(results, runs) {
  const measured = results.filter((r) => r.scores);
  const lowest = (id) =>
    measured.length > 0 ? Math.min(...measured.map((r) => r.scores[id] ?? 0)) : null;
  const highest = (key) => (measured.length > 0 ? Math.max(...measured.map((r) => r[key])) : null);
  return {
    name: 'lighthouse mobile summary',
    pages: results.length,
    measured: measured.length,
    withinBudgetCount: results.filter((r) => r.withinBudget).length,
    missingTwins: results.filter((r) => r.missingTwin).map((r) => r.url),
    errors: results.filter((r) => r.error).map((r) => r.url),
    lowestScores: Object.fromEntries(Object.keys(MIN_SCORES).map((id) => [id, lowest(id)])),
    highestFcpMs: highest('fcpMs'),
    highestLcpMs: highest('lcpMs'),
    highestTbtMs: highest('tbtMs'),
    meanTbtMs:
      measured.length > 0
        ? Math.round(measured.reduce((sum, r) => sum + r.tbtMs, 0) / measured.length)
        : null,
    runsPerPage: runs,
    overBudget: results.filter((r) => !r.withinBudget).map((r) => r.url),
    host: hostFigures(measured.flatMap((r) => r.benchmarkIndexes)),
    budget: BUDGET_TEXT,
    withinBudget: results.length > 0 && results.every((r) => r.withinBudget),
  };
}

const oneLine = (r) =>
  r.scores
    ? `${r.url}  perf ${r.scores.performance} a11y ${r.scores.accessibility} bp ${r.scores['best-practices']} seo ${r.scores.seo}  FCP ${r.fcpMs} ms LCP ${r.lcpMs} ms TBT ${r.tbtMs} ms (runs ${r.tbtRunsMs.join(', ')})  ${r.withinBudget ? 'ok' : `over: ${r.overBudget.join(', ')}`}`
    : `${r.url}  ${r.missingTwin ? `no twin: ${r.missingTwin}` : `error: ${r.error}`}`;

/** Per page (route × form) and a summary, last. BENCH_PORT pins the server's port (engineers sharing
 * a machine each have their own range). `routes` defaults to every public route and one post. */
export async function lighthouseScores({
  routes,
  forms = FORMS,
  runs = RUNS,
  log = (line) => console.error(`lighthouse: ${line}`),
} = {}) {
  const pages = (routes ?? (await benchRoutes())).flatMap((route) =>
    forms.map((form) => ({ route, form })),
  );
  const port = Number(process.env.BENCH_PORT ?? 3400 + Math.floor(Math.random() * 500));
  const origin = `http://127.0.0.1:${port}`;
  const server = await startServer(port);
  const results = [];
  let chrome;
  try {
    chrome = await launchChrome();
    for (const { route, form } of pages) {
      const url = await pageUrl(origin, route, form);
      const base = {
        name: `lighthouse mobile ${url.slice(origin.length)}`,
        url: url.slice(origin.length),
        route,
        form,
      };
      let result;
      const missing = form === 'twin' ? await missingTwin(url) : null;
      if (missing) {
        result = { ...base, missingTwin: missing, withinBudget: false };
      } else {
        try {
          const figures = await measure(url, chrome.port, runs);
          const over = overBudget(figures.scores, figures.fcpMs, figures.lcpMs, figures.tbtMs);
          result = { ...base, ...figures, overBudget: over, withinBudget: over.length === 0 };
        } catch (error) {
          result = {
            ...base,
            error: error instanceof Error ? error.message : String(error),
            withinBudget: false,
          };
        }
      }
      results.push(result);
      log(oneLine(result));
    }
  } finally {
    await chrome?.kill();
    stopServer(server);
  }
  const summary = summarize(results, runs);
  log(
    `host: Lighthouse benchmarkIndex ${summary.host.benchmarkIndex}, fresh memory ${summary.host.pageFaultMicros} µs a page`,
  );
  if (summary.host.warning) log(`host: ${summary.host.warning}`);
  return [...results, summary];
}

/** The pages a command line names: `[--hash|--twin] [--runs=N] [route …]` → `{ routes, forms, runs }`
 * (routes undefined for every public route, both forms when neither is named), or `{ error }`. */
export function pageArgs(args) {
  const runs = Number(
    args.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length) ?? RUNS,
  );
  if (!Number.isInteger(runs) || runs < 1)
    return { error: '--runs=N takes a whole number of runs per page, 1 or more' };
  // A route is a path (`/about`); the hash form is made from it (`--hash`). `/#/about` would be measured as
  // `/#/#/about`, a page that does not exist.
  const routes = args.filter((arg) => !arg.startsWith('--'));
  const notPaths = routes.filter((route) => !route.startsWith('/') || route.includes('#'));
  if (notPaths.length > 0)
    return {
      error: `routes are paths such as /about, without #; --hash measures their hash URLs (not: ${notPaths.join(', ')})`,
    };
  const forms = FORMS.filter((form) => args.includes(`--${form}`));
  return {
    routes: routes.length > 0 ? routes : undefined,
    forms: forms.length > 0 ? forms : FORMS,
    runs,
  };
}

// `node scripts/bench/lighthouse.mjs [--hash|--twin] [--runs=N] [--list] [route …]`, e.g. `--hash /about /blog`;
// `--list` names the routes a full run measures, without measuring.
if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const { error, ...pages } = pageArgs(args);
  if (error) {
    console.error(`lighthouse: ${error}`);
    process.exit(2);
  }
  if (args.includes('--list')) {
    for (const route of await benchRoutes()) console.log(route);
  } else {
    const results = await lighthouseScores(pages);
    for (const result of results) console.log(JSON.stringify(result));
  }
}
