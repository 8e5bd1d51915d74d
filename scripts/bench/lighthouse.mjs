// Lighthouse through @lhci/cli with lighthouserc.json: `lhci collect` (mobile, Debian's Chromium,
// 3 runs a URL, or 1 with `runs`), `lhci upload` of the reports to bench-results/lighthouse (with a
// manifest of every run's scores), `lhci assert` (the verdict, on each URL's median score). One row per
// category: the lowest median score, and the URLs below the budget. Then the take-over's cost: the
// same URLs again with every script blocked (the no-script twin, reports in
// bench-results/lighthouse/no-script), and a row comparing each page's median total blocking time
// with its twin's (DESIGN §5: at most 50 ms more).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { chromiumArgs, chromiumPath } from '../../test-support/chromium.mjs';
import { median } from './median.mjs';

const lhciCli = createRequire(import.meta.url).resolve('@lhci/cli/src/cli.js');
const rcPath = path.join(import.meta.dirname, 'lighthouserc.json');
const reports = path.resolve(import.meta.dirname, '../../bench-results/lighthouse');
/** How much blocking time the take-over may add to the no-script twin of the same page. */
const TAKE_OVER_BLOCKING_MS = 50;

/** Runs lhci's `collect` and `upload` in a folder of its own with `rc` as its configuration; answers
 * the manifest of the runs (empty when nothing was uploaded) and whether collect succeeded. */
function collect(rc, urls, outputDir, work) {
  fs.mkdirSync(work, { recursive: true });
  const config = path.join(work, 'lighthouserc.json');
  fs.writeFileSync(config, JSON.stringify(rc));
  // lhci keeps its runs in .lighthouseci under its working folder; its progress goes to stderr.
  const lhci = (command, ...args) => {
    const { status, signal } = spawnSync(
      process.execPath,
      [lhciCli, command, `--config=${config}`, ...args],
      { cwd: work, stdio: ['ignore', 2, 2] },
    );
    if (status !== 0)
      console.error(`lhci ${command} ended with ${signal ?? `exit code ${status}`}`);
    return status === 0;
  };
  const collected = lhci(
    'collect',
    `--chromePath=${chromiumPath}`,
    `--settings.chromeFlags=${['--headless', ...chromiumArgs].join(' ')}`,
    ...urls.map((url) => `--url=${url}`),
  );
  const uploaded = lhci('upload', `--outputDir=${outputDir}`);
  const runs = uploaded
    ? JSON.parse(fs.readFileSync(path.join(outputDir, 'manifest.json'), 'utf8'))
    : [];
  return { collected, runs, assert: () => collected && lhci('assert') };
}

/** A URL's median total blocking time over its runs, in ms. */
function blockingTime(runs, url) {
  const times = runs
    .filter((run) => run.url === url)
    .map(
      (run) =>
        JSON.parse(fs.readFileSync(run.jsonPath, 'utf8')).audits['total-blocking-time']
          .numericValue,
    );
  return median(times);
}

/** `runs`: Lighthouse runs a URL (3 by default; the quick check at every change uses 1). */
export function lighthouse(urls, origin, { runs = undefined } = {}) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'site-lhci-'));
  const rc = JSON.parse(fs.readFileSync(rcPath, 'utf8')).ci;
  if (runs) rc.collect.numberOfRuns = runs;
  const { numberOfRuns } = rc.collect;
  const page = (url) => url.slice(origin.length) || '/';
  try {
    fs.rmSync(reports, { recursive: true, force: true });
    const app = collect({ ci: rc }, urls, reports, path.join(work, 'app'));
    const asserted = app.assert();
    const noScriptRc = {
      ci: { ...rc, collect: { ...rc.collect, settings: { blockedUrlPatterns: ['*.js'] } } },
    };
    const twin = collect(
      noScriptRc,
      urls,
      path.join(reports, 'no-script'),
      path.join(work, 'twin'),
    );

    const rows = Object.entries(rc.assert.assertions).map(([key, [, { minScore }]]) => {
      const category = key.slice('categories:'.length);
      const scores = urls
        .map((url) => {
          const values = app.runs.filter((run) => run.url === url);
          const score = median(values.map((run) => run.summary[category] * 100));
          return { page: page(url), score: score === undefined ? undefined : Math.round(score) };
        })
        .filter(({ score }) => score !== undefined);
      const below = scores.filter(({ score }) => score < minScore * 100);
      return {
        name: `Lighthouse ${category}`,
        budget: `≥ ${minScore * 100} on ${urls.length} pages`,
        measured:
          scores.length === 0
            ? 'no scores'
            : `${scores.length} pages, median of ${numberOfRuns}, lowest ${Math.min(...scores.map(({ score }) => score))}`,
        failing: below.map(({ page, score }) => `${page} ${score}`),
        pass: scores.length === urls.length && below.length === 0,
      };
    });

    const added = urls
      .map((url) => ({
        page: page(url),
        app: blockingTime(app.runs, url),
        twin: blockingTime(twin.runs, url),
      }))
      .filter(({ app, twin }) => app !== undefined && twin !== undefined)
      .map((entry) => ({ ...entry, more: Math.round(entry.app - entry.twin) }))
      .sort((a, b) => b.more - a.more);
    const over = added.filter(({ more }) => more > TAKE_OVER_BLOCKING_MS);
    const worst = added[0];
    rows.push({
      name: 'take-over blocking time',
      budget: `≤ no-script twin + ${TAKE_OVER_BLOCKING_MS} ms on ${urls.length} pages`,
      measured: worst
        ? `${added.length} pages, median of ${numberOfRuns}, most added ${worst.more} ms on ${worst.page} (${Math.round(worst.app)} ms against ${Math.round(worst.twin)} ms)`
        : 'no figures',
      failing: over.map(({ page, more }) => `${page} +${more} ms`),
      pass: added.length === urls.length && over.length === 0,
    });
    rows.push({
      name: 'lhci assert',
      budget: 'every assertion',
      measured: app.collected ? (asserted ? 'passed' : 'failed (see above)') : 'collect failed',
      pass: asserted,
    });
    return rows;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/** The portal's sign-in screen (`url`: /admin, signed out), on its own budget (DESIGN §5): performance
 * ≥ 95, accessibility and best practices 100. It has no twin: without its script the portal is
 * nothing a visitor reads, and it is kept out of search results (so SEO is not judged). */
export function lighthousePortal(url, { runs = 3 } = {}) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'site-lhci-portal-'));
  const minimums = { performance: 95, accessibility: 100, 'best-practices': 100 };
  const rc = {
    ci: {
      collect: { numberOfRuns: runs },
      assert: {
        aggregationMethod: 'median',
        assertions: Object.fromEntries(
          Object.entries(minimums).map(([category, min]) => [
            `categories:${category}`,
            ['error', { minScore: min / 100 }],
          ]),
        ),
      },
      upload: { target: 'filesystem' },
    },
  };
  try {
    const portal = collect(rc, [url], path.join(reports, 'portal'), work);
    return Object.entries(minimums).map(([category, min]) => {
      const score = median(portal.runs.map((run) => run.summary[category] * 100));
      return {
        name: `Lighthouse ${category}, portal sign-in`,
        budget: `≥ ${min} on /admin`,
        measured: score === undefined ? 'no score' : `${Math.round(score)}, median of ${runs}`,
        pass: score !== undefined && Math.round(score) >= min,
      };
    });
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}
