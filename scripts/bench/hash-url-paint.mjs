// What Lighthouse cannot see: a hash URL opened directly (`/#/about`) first fetches `/`, whose head
// script moves to the twin (`/about`, docs/decisions/020-first-view-loading.md); Lighthouse times the
// page from the twin's own navigation. Here a real Chromium on a throttled link (Lighthouse's mobile
// figures: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, CPU 4× slower) times the first contentful
// paint from the moment the hash URL is asked for, and the twin's the same way, side by side, each from
// a cold cache. Budget: the hash URL's first content within the FCP budget (1.2 s), counted from the
// request, the extra document included; the twin's figure is the baseline of the same run.
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../test-support/chromium.mjs';
import {
  benchRoutes,
  CPU_SLOWDOWN,
  MOBILE_CONTEXT,
  startServer,
  stopServer,
} from './lighthouse.mjs';
import { median } from './median.mjs';

const RUNS = Number(process.env.BENCH_PAINT_RUNS ?? 3);
const MAX_FCP_MS = 1200;

async function firstContentfulPaint(browser, url) {
  const context = await browser.newContext(MOBILE_CONTEXT);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const askedAt = Date.now();
  await page.goto(url, { waitUntil: 'load' });
  const paint = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const found = () => performance.getEntriesByName('first-contentful-paint')[0];
        const done = () =>
          resolve({
            fcpAt: performance.timeOrigin + found().startTime,
            navigation: performance.getEntriesByType('navigation')[0].name,
          });
        if (found()) done();
        else new PerformanceObserver(done).observe({ type: 'paint' });
      }),
  );
  await context.close();
  return { ms: Math.round(paint.fcpAt - askedAt), document: new URL(paint.navigation).pathname };
}

/** For each route (default: a sample of page kinds), the twin's and the hash URL's first contentful paint
 * from the moment it was asked for. */
export async function hashUrlPaint({ routes } = {}) {
  const all = await benchRoutes();
  const sample = routes ?? [
    '/about',
    '/blog',
    '/projects',
    '/contact',
    all.find((route) => route.startsWith('/blog/')),
  ];
  const port = Number(process.env.BENCH_PORT ?? 3400 + Math.floor(Math.random() * 500)) + 2;
  const origin = `http://127.0.0.1:${port}`;
  const server = await startServer(port);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const results = [];
  try {
    for (const route of sample) {
      const twin = [];
      const hash = [];
      let paintedDocument = '';
      for (let run = 0; run < RUNS; run += 1) {
        twin.push((await firstContentfulPaint(browser, `${origin}${route}`)).ms);
        const viaHash = await firstContentfulPaint(browser, `${origin}/#${route}`);
        hash.push(viaHash.ms);
        paintedDocument = viaHash.document;
      }
      const twinMs = median(twin);
      const hashMs = median(hash);
      results.push({
        name: `first contentful paint of /#${route} (throttled, from the request)`,
        twinMs,
        hashMs,
        ratio: Number((hashMs / twinMs).toFixed(2)),
        paintedDocument,
        budget: `hash URL ≤ ${MAX_FCP_MS} ms from the request`,
        withinBudget: hashMs <= MAX_FCP_MS,
      });
    }
  } finally {
    await browser.close();
    stopServer(server);
  }
  return results;
}

// `node scripts/bench/hash-url-paint.mjs [route …]`
if (import.meta.url === `file://${process.argv[1]}`) {
  const routes = process.argv.slice(2);
  for (const result of await hashUrlPaint({ routes: routes.length > 0 ? routes : undefined }))
    console.log(JSON.stringify(result));
}
