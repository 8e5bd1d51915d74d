// Lighthouse through @lhci/cli with lighthouserc.json: `lhci collect` (mobile, 3 runs a URL,
// Debian's Chromium), `lhci upload` of the reports to bench-results/lighthouse (with a manifest of
// every run's scores), `lhci assert` (the verdict, on each URL's median score). One row per
// category: the lowest median score, and the URLs below the budget.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { chromiumArgs, chromiumPath } from '../../test-support/chromium.mjs';

const lhciCli = createRequire(import.meta.url).resolve('@lhci/cli/src/cli.js');
const rcPath = path.join(import.meta.dirname, 'lighthouserc.json');
const reports = path.resolve(import.meta.dirname, '../../bench-results/lighthouse');

/** The middle score of a URL's runs (an odd number), as `lhci assert` takes it with "median". */
const median = (scores) =>
  scores.length === 0 ? undefined : Math.round(scores.sort((a, b) => a - b)[scores.length >> 1]);

export function lighthouse(urls, origin) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'site-lhci-'));
  // lhci keeps its runs in .lighthouseci under its working folder; its progress goes to stderr.
  const lhci = (command, ...args) => {
    const { status, signal } = spawnSync(
      process.execPath,
      [lhciCli, command, `--config=${rcPath}`, ...args],
      { cwd: work, stdio: ['ignore', 2, 2] },
    );
    if (status !== 0)
      console.error(`lhci ${command} ended with ${signal ?? `exit code ${status}`}`);
    return status === 0;
  };
  try {
    fs.rmSync(reports, { recursive: true, force: true });
    const collected = lhci(
      'collect',
      `--chromePath=${chromiumPath}`,
      `--settings.chromeFlags=${['--headless', ...chromiumArgs].join(' ')}`,
      ...urls.map((url) => `--url=${url}`),
    );
    const uploaded = lhci('upload', `--outputDir=${reports}`);
    const asserted = collected && lhci('assert');
    const { collect, assert } = JSON.parse(fs.readFileSync(rcPath, 'utf8')).ci;
    const runs = uploaded
      ? JSON.parse(fs.readFileSync(path.join(reports, 'manifest.json'), 'utf8'))
      : [];
    const rows = Object.entries(assert.assertions).map(([key, [, { minScore }]]) => {
      const category = key.slice('categories:'.length);
      const scores = urls
        .map((url) => ({
          page: url.slice(origin.length),
          score: median(
            runs.filter((run) => run.url === url).map((run) => run.summary[category] * 100),
          ),
        }))
        .filter(({ score }) => score !== undefined);
      const below = scores.filter(({ score }) => score < minScore * 100);
      return {
        name: `Lighthouse ${category}`,
        budget: `≥ ${minScore * 100} on ${urls.length} pages`,
        measured:
          scores.length === 0
            ? 'no scores'
            : `${scores.length} pages, median of ${collect.numberOfRuns}, lowest ${Math.min(...scores.map(({ score }) => score))}`,
        failing: below.map(({ page, score }) => `${page} ${score}`),
        pass: scores.length === urls.length && below.length === 0,
      };
    });
    return [
      ...rows,
      {
        name: 'lhci assert',
        budget: 'every assertion',
        measured: collected ? (asserted ? 'passed' : 'failed (see above)') : 'collect failed',
        pass: asserted,
      },
    ];
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}
