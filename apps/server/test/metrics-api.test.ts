import parsePrometheus from 'parse-prometheus-text-format';
import type { MetricFamily } from 'parse-prometheus-text-format';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FakeTranslator } from '../../../test-support/fake-translator.mjs';
import { startFakeTranslator } from '../../../test-support/fake-translator.mjs';
import type { TestApp } from './helpers/test-app.ts';
import { bearer, createTestApp, login, testDialect } from './helpers/test-app.ts';
import { buildWebIfStale, webDist } from './helpers/real-web-build.ts';

const TOKEN = 'scrape-me-5c1f0e9a7b2d4c63a8e1f07b';
const ORIGIN = 'https://www.example.co.ke';

/** Every family GET /metrics answers (docs/deployment.md, "Metrics and alerting"), with its type. */
const FAMILIES: Record<string, MetricFamily['type']> = {
  site_http_requests_total: 'COUNTER',
  site_http_request_duration_seconds: 'HISTOGRAM',
  site_page_cache_requests_total: 'COUNTER',
  site_page_render_duration_seconds: 'HISTOGRAM',
  site_db_query_duration_seconds: 'HISTOGRAM',
  site_db_pool_connections: 'GAUGE',
  site_db_pool_connections_in_use: 'GAUGE',
  site_db_pool_connections_max: 'GAUGE',
  site_db_pool_waiting_requests: 'GAUGE',
  site_mail_outbox_unsent_messages: 'GAUGE',
  site_mail_outbox_oldest_unsent_age_seconds: 'GAUGE',
  site_blog_scheduled_posts_overdue: 'GAUGE',
  site_translator_daily_characters_used: 'GAUGE',
  site_translator_daily_characters_limit: 'GAUGE',
  process_resident_memory_bytes: 'GAUGE',
  nodejs_eventloop_lag_seconds: 'GAUGE',
};

/** One scrape, parsed by a Prometheus text-format parser: `value(name, labels)` reads a counter's
 * or gauge's sample (0 when the series does not exist yet); `histogramCount` reads a labelled
 * histogram's `_count` line from the text (the parser folds labelled histograms together). */
async function scrape(t: TestApp) {
  const response = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
  expect(response.statusCode, response.body).toBe(200);
  const families = parsePrometheus(response.body);
  const family = (name: string) => families.find((f) => f.name === name);
  return {
    response,
    families,
    family,
    value(name: string, labels: Record<string, string> = {}) {
      const sample = family(name)?.metrics.find((m) =>
        Object.entries(labels).every(([key, value]) => m.labels?.[key] === value),
      );
      return Number(sample?.value ?? 0);
    },
    histogramCount(name: string, labels: string) {
      const line = response.body.split('\n').find((l) => l.startsWith(`${name}_count{${labels}} `));
      return Number(line?.split(' ')[1] ?? 0);
    },
  };
}

describe(`GET /metrics (${testDialect})`, { timeout: 240_000 }, () => {
  let t: TestApp;
  let fake: FakeTranslator;
  const logLines: string[] = [];
  beforeAll(async () => {
    await buildWebIfStale();
    fake = await startFakeTranslator({ key: 'test-key', region: 'westeurope' });
    t = await createTestApp({
      metricsToken: TOKEN,
      webDistDir: webDist,
      publicUrl: ORIGIN,
      translator: { key: 'test-key', region: 'westeurope', endpoint: fake.url },
      translatorBudget: { dailyChars: 40_000, perAddressDailyChars: 10_000 },
      logger: { level: 'info', stream: { write: (line: string) => void logLines.push(line) } },
    });
  }, 240_000);
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it('is not there without METRICS_TOKEN: /metrics answers as any unknown path does', async () => {
    const off = await createTestApp({ withAdmin: false });
    try {
      const metrics = await off.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: bearer(TOKEN),
      });
      const unknown = await off.app.inject({ method: 'GET', url: '/no-such-path' });
      expect(metrics.statusCode).toBe(404);
      expect(metrics.json()).toEqual(unknown.json());
      expect(off.app.metrics).toBeUndefined();
    } finally {
      await off.close();
    }
  });

  it('refuses a scraper without the token, with another token or another scheme (401), and never logs the token', async () => {
    const refused = [
      {},
      bearer('scrape-me-wrong-token'),
      bearer(`${TOKEN}x`),
      bearer(TOKEN.slice(0, -1)),
      { authorization: `${TOKEN}` },
      { authorization: `Basic ${Buffer.from(`prometheus:${TOKEN}`).toString('base64')}` },
      { authorization: `Bearer ${TOKEN} ${TOKEN}` },
    ];
    for (const headers of refused) {
      const response = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(response.json()).toMatchObject({ success: false });
      expect(response.body).not.toContain('site_http_requests_total');
    }
    expect((await scrape(t)).response.headers['cache-control']).toBe('no-store');
    // The requests were logged, the token with none of them.
    expect(logLines.filter((line) => line.includes('/metrics')).length).toBeGreaterThanOrEqual(8);
    expect(logLines.join('\n')).not.toContain(TOKEN);
  });

  it('answers every metric family in the Prometheus text format', async () => {
    await t.app.inject({ method: 'GET', url: '/api/health' });
    const { response, family, value, histogramCount } = await scrape(t);
    expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    for (const [name, type] of Object.entries(FAMILIES))
      expect({ name, type: family(name)?.type }).toEqual({ name, type });
    expect(value('site_translator_daily_characters_limit')).toBe(40_000);
    expect(value('site_db_pool_connections_max')).toBe(testDialect === 'postgres' ? 10 : 1);
    expect(value('site_db_pool_connections')).toBeGreaterThanOrEqual(1);
    expect(value('site_db_pool_waiting_requests')).toBe(0);
    // The database's queries were timed (the scrape's own gauges queried it too).
    expect(histogramCount('site_db_query_duration_seconds', 'result="ok"')).toBeGreaterThan(0);
  });

  it('counts each answer once by its route pattern, method and status, never by its URL', async () => {
    const slug = { route: '/api/blogs/slug/:slug', method: 'GET', status_code: '404' };
    const slugLabels = 'route="/api/blogs/slug/:slug",method="GET",status_code="404"';
    const unmatched = { route: 'unmatched', method: 'GET', status_code: '404' };
    const before = await scrape(t);
    for (const name of ['first-missing-post', 'second-missing-post', 'third-missing-post'])
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/blogs/slug/${name}` })).statusCode,
      ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/no-such-route' })).statusCode).toBe(404);
    const after = await scrape(t);
    expect(after.value('site_http_requests_total', slug)).toBe(
      before.value('site_http_requests_total', slug) + 3,
    );
    expect(after.histogramCount('site_http_request_duration_seconds', slugLabels)).toBe(
      before.histogramCount('site_http_request_duration_seconds', slugLabels) + 3,
    );
    expect(after.value('site_http_requests_total', unmatched)).toBe(
      before.value('site_http_requests_total', unmatched) + 1,
    );
    // The scrape before this one was counted once it was answered.
    expect(
      after.value('site_http_requests_total', {
        route: '/metrics',
        method: 'GET',
        status_code: '200',
      }),
    ).toBe(before.value('site_http_requests_total', { route: '/metrics', status_code: '200' }) + 1);
    expect(after.response.body).not.toContain('missing-post');
    expect(after.response.body).not.toContain('no-such-route');
  });

  it('counts a page rendered for its first visitor as a miss and a render, and its next visit as a hit', async () => {
    const page = () =>
      t.app.inject({ method: 'GET', url: '/about', headers: { accept: 'text/html' } });
    const before = await scrape(t);
    const first = await page();
    const second = await page();
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect([first.headers['x-page-cache'], second.headers['x-page-cache']]).toEqual([
      'miss',
      'hit',
    ]);
    await t.app.pageTwins?.settled();
    const after = await scrape(t);
    const cache = (result: string) =>
      after.value('site_page_cache_requests_total', { result }) -
      before.value('site_page_cache_requests_total', { result });
    expect({ miss: cache('miss'), hit: cache('hit'), stale: cache('stale') }).toEqual({
      miss: 1,
      hit: 1,
      stale: 0,
    });
    const renders = (s: typeof before) =>
      s.family('site_page_render_duration_seconds')?.metrics[0] ?? {};
    expect(Number(renders(after).count) - Number(renders(before).count ?? 0)).toBe(1);
    expect(Number(renders(after).sum)).toBeGreaterThan(Number(renders(before).sum ?? 0));
  });

  it("reads the translator's characters of the day against the daily budget", async () => {
    const before = (await scrape(t)).value('site_translator_daily_characters_used');
    const texts = ['Good morning', 'Traffic signals for twelve junctions'];
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/translate',
      payload: { to: 'de', texts },
    });
    expect(response.statusCode, response.body).toBe(200);
    const after = await scrape(t);
    expect(after.value('site_translator_daily_characters_used') - before).toBe(
      texts.join('').length,
    );
    expect(after.value('site_translator_daily_characters_limit')).toBe(40_000);
  });
});

/** The gauges whose answer is SQL: `count` and `min` over time columns (timestamptz on PostgreSQL,
 * ISO text on SQLite) compared with the clock. The clock is moved, not waited for. */
describe(`the metrics read from the database (${testDialect}) @sql`, () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({
      metricsToken: TOKEN,
      // Nothing listens there: every delivery fails and the mail stays in the outbox.
      leads: { smtpUrl: 'smtp://127.0.0.1:9', to: 'sales@example.com', from: 'web@example.com' },
    });
    token = await login(t.app);
  });
  afterAll(async () => t?.close());
  afterEach(() => {
    vi.useRealTimers();
  });
  const moveClockTo = (ms: number) => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(ms);
  };

  it('shows a queued mail in the outbox depth, and the age of the oldest one', async () => {
    const empty = await scrape(t);
    expect(empty.value('site_mail_outbox_unsent_messages')).toBe(0);
    expect(empty.value('site_mail_outbox_oldest_unsent_age_seconds')).toBe(0);

    const queuedAt = Date.now();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        firstName: 'Amina',
        lastName: 'Otieno',
        email: 'amina@example.org',
        message: 'We need signals for 12 junctions.',
        elapsedMs: 9000,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const queued = await scrape(t);
    expect(queued.value('site_mail_outbox_unsent_messages')).toBe(1);
    expect(queued.value('site_mail_outbox_oldest_unsent_age_seconds')).toBeLessThan(60);

    // Twenty minutes later the mail is still there (no server takes it): past the 15-minute alert.
    moveClockTo(queuedAt + 20 * 60_000);
    const stuck = await scrape(t);
    expect(stuck.value('site_mail_outbox_unsent_messages')).toBe(1);
    const age = stuck.value('site_mail_outbox_oldest_unsent_age_seconds');
    expect(age).toBeGreaterThanOrEqual(20 * 60 - 1);
    expect(age).toBeLessThan(21 * 60);
  });

  it('counts a scheduled post as overdue once its time is more than a minute past, until it is published', async () => {
    const at = new Date(Date.now() + 3_600_000);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/blogs',
      headers: bearer(token),
      payload: {
        title: 'Due at the top of the hour',
        content: 'Published by the schedule.',
        status: 'scheduled',
        publishAt: at.toISOString(),
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const overdue = async () => (await scrape(t)).value('site_blog_scheduled_posts_overdue');
    expect(await overdue()).toBe(0);
    moveClockTo(at.getTime() + 30_000);
    expect(await overdue()).toBe(0);
    moveClockTo(at.getTime() + 2 * 60_000);
    expect(await overdue()).toBe(1);
    await t.app.housekeeping.runAll();
    expect(await overdue()).toBe(0);
  });
});
