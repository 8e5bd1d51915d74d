// A page's main-thread work, measured in a warm renderer: the page is loaded three times in one tab, and
// the fourth load is traced. On a host whose fresh memory is slow (decision 029), a cold renderer's every
// task is several times longer, and that cost swamps a change to the page. A warm renderer reuses memory it
// already touched, so what is left is the page's own work. This is the measure of
// `lighthouse-ab.mjs --warm` (docs/decisions/029-bench-host-memory.md). It is not Lighthouse: the figures
// only mean something as a ratio against a baseline measured in the same run.
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../test-support/chromium.mjs';
import { CPU_SLOWDOWN, MOBILE_CONTEXT } from './lighthouse.mjs';

/** The part of a task that does not block (at Lighthouse's CPU slowdown). */
const LONG_TASK_MS = 50;
const WARM_LOADS = 3;
/** How long the traced load is followed after `load`: hydration and the app's first tasks. */
const SETTLE_MS = 2500;
const CATEGORIES = 'devtools.timeline,disabled-by-default-devtools.timeline,loading';

/** A browser and a phone-sized context (Lighthouse's mobile viewport) to measure in; `close()` ends both. */
export async function launchWarmBrowser() {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const context = await browser.newContext(MOBILE_CONTEXT);
  return { context, close: () => browser.close() };
}

/** One measurement of `url` in a fresh tab of `context`:
 * - `mainMs`: the renderer's main-thread task time after the first contentful paint;
 * - `blockingMs`: Σ max(0, 4 × task − 50 ms) over those tasks, a figure shaped like total blocking time. */
export async function warmRendererRun(context, url) {
  const page = await context.newPage();
  // A twin (`/about`) ends on its hash URL (`/#/about`), so it is loaded again by address; a hash URL is
  // reloaded, as going to the address it is already on would only be a fragment change.
  const load = () =>
    page.url() === url ? page.reload({ waitUntil: 'load' }) : page.goto(url, { waitUntil: 'load' });
  try {
    for (let round = 0; round < WARM_LOADS; round += 1) {
      await load();
      await page.waitForLoadState('networkidle');
    }
    const cdp = await context.newCDPSession(page);
    const events = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
    await load();
    // The trace must cover a fixed span after load, whatever the page does in it, so this is a wait for
    // time on purpose (a bench, not a test).
    await page.waitForTimeout(SETTLE_MS);
    await cdp.send('Tracing.end');
    await complete;
    return mainThreadFigures(events);
  } finally {
    await page.close();
  }
}

/** The figures of one trace: the renderer's main thread (CrRendererMain) after the last first paint. */
export function mainThreadFigures(events) {
  const mainThreads = new Set(
    events
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const firstPaint = events.filter((e) => e.name === 'firstContentfulPaint').at(-1);
  if (!firstPaint) throw new Error('warm-renderer: the trace has no first contentful paint');
  const tasks = events.filter(
    (e) =>
      e.name === 'RunTask' &&
      e.ph === 'X' &&
      e.ts > firstPaint.ts &&
      mainThreads.has(`${e.pid}:${e.tid}`),
  );
  const durations = tasks.map((task) => task.dur / 1000);
  return {
    mainMs: Math.round(durations.reduce((sum, ms) => sum + ms, 0)),
    blockingMs: Math.round(
      durations.reduce((sum, ms) => sum + Math.max(0, CPU_SLOWDOWN * ms - LONG_TASK_MS), 0),
    ),
  };
}
