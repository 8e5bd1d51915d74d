// Lighthouse (mobile, the default form factor) on the home page and the blog, served by the real
// server on SQLite. Budgets (DESIGN §5): performance ≥ 95, accessibility 100, best practices ≥ 95, SEO ≥ 95.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../../test-support/chromium.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const BUDGET = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 95 };

async function startServer(port) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-lh-'));
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '', CHAT_WIDGET_SRC: '' },
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

export const LIGHTHOUSE_ROUTES = ['/', '/#/blog', '/#/projects', '/#/about', '/#/products'];

/** BENCH_PORT pins the server's port (engineers sharing a machine each have their own range). */
export async function lighthouseScores(routes = LIGHTHOUSE_ROUTES) {
  const port = Number(process.env.BENCH_PORT ?? 3400 + Math.floor(Math.random() * 500));
  const server = await startServer(port);
  const results = [];
  let chrome;
  try {
    chrome = await chromeLauncher.launch({
      chromePath: chromiumPath,
      chromeFlags: ['--headless=new', ...chromiumArgs],
    });
    for (const route of routes) {
      const url = `http://127.0.0.1:${port}${route}`;
      const run = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: Object.keys(BUDGET) });
      const scores = Object.fromEntries(Object.entries(run.lhr.categories).map(([id, c]) => [id, Math.round((c.score ?? 0) * 100)]));
      const failedAudits = Object.values(run.lhr.audits)
        .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual')
        .map((a) => a.id);
      results.push({
        name: `lighthouse mobile ${route}`,
        scores,
        fcpMs: Math.round(run.lhr.audits['first-contentful-paint']?.numericValue ?? 0),
        lcpMs: Math.round(run.lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
        tbtMs: Math.round(run.lhr.audits['total-blocking-time']?.numericValue ?? 0),
        weakAudits: failedAudits.slice(0, 12),
        budget: 'performance ≥ 95, accessibility 100, best practices ≥ 95, SEO ≥ 95',
        withinBudget: Object.entries(BUDGET).every(([id, min]) => (scores[id] ?? 0) >= min),
      });
    }
  } finally {
    await chrome?.kill();
    server.child.kill('SIGTERM');
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const routes = process.argv.slice(2);
  for (const result of await lighthouseScores(routes.length > 0 ? routes : undefined)) console.log(JSON.stringify(result));
}
