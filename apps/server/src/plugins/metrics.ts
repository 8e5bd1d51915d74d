import { createHash, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { TranslatorBudget } from '../config.ts';
import { HttpError } from '../errors.ts';
import { translatorCharsUsedToday } from '../routes/translate/translator-budget.ts';

/** Where a page's answer came from (the `X-Page-Cache` header): its kept copy, its kept copy made
 * before the last change (served while it is made again), or neither. */
export type PageCacheResult = 'hit' | 'stale' | 'miss';

export type AppMetrics = {
  /** The registry `GET /metrics` answers. Other plugins add their own metrics to it; the backups'
   * `site_backup_last_success_timestamp_seconds` (docs/deployment.md, "Metrics and alerting")
   * belongs here. Absent (with the whole of `app.metrics`) when METRICS_TOKEN is unset. */
  registry: Registry;
  /** A page answered (plugins/page-twins.ts). */
  pageCache(result: PageCacheResult): void;
  /** A page rendered by the page renderer, in seconds. */
  pageRendered(seconds: number): void;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Set when METRICS_TOKEN is (decision 063). */
    metrics?: AppMetrics;
  }
}

/** A scheduled post still unpublished this long after its time was missed by the schedule, which
 * runs once a minute on every instance (and a second after each start). */
export const OVERDUE_AFTER_MS = 60_000;

const REQUEST_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const RENDER_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
const QUERY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

const BEARER = /^Bearer +(\S+) *$/i;
const digest = (text: string) => createHash('sha256').update(text).digest();

/** GET /metrics in the Prometheus text format, for a scraper that sends `Authorization: Bearer
 * <METRICS_TOKEN>`; without METRICS_TOKEN there is no such route (docs/decisions/063-metrics.md).
 * Every app has a registry of its own. Counters and histograms count what this instance did; the
 * gauges read from the database (mail outbox, overdue posts, translator characters) are the same on
 * every instance: aggregate them with max(), not sum(). */
export const metricsPlugin = fp<{ token?: string; translatorBudget: TranslatorBudget }>(
  async (app, options) => {
    if (!options.token) return;
    // Compared as digests: equal lengths whatever was sent, so the comparison takes the same time.
    const expected = digest(options.token);
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    const registers = [registry];

    const labelNames = ['route', 'method', 'status_code'] as const;
    const requests = new Counter({
      name: 'site_http_requests_total',
      help: 'HTTP requests answered, by route pattern (unmatched: no route, such as a page or a 404), method and status code',
      labelNames,
      registers,
    });
    const requestSeconds = new Histogram({
      name: 'site_http_request_duration_seconds',
      help: 'Time from the request to the end of its answer, by route pattern, method and status code',
      labelNames,
      buckets: REQUEST_BUCKETS,
      registers,
    });
    // The route pattern, never the URL: the label's values are bounded by the routes.
    app.addHook('onResponse', (request, reply, done) => {
      const labels = {
        route: request.routeOptions.url ?? 'unmatched',
        method: request.method,
        status_code: String(reply.statusCode),
      };
      requests.inc(labels);
      requestSeconds.observe(labels, reply.elapsedTime / 1000);
      done();
    });

    const pageCache = new Counter({
      name: 'site_page_cache_requests_total',
      help: 'Page requests by where the answer came from: the kept copy (hit), a kept copy made before the last change (stale), or a render (miss)',
      labelNames: ['result'] as const,
      registers,
    });
    for (const result of ['hit', 'stale', 'miss'] as const) pageCache.inc({ result }, 0);
    const renderSeconds = new Histogram({
      name: 'site_page_render_duration_seconds',
      help: "Time the page renderer took for one page (its _count is the number of renders), visitors' and after a change",
      buckets: RENDER_BUCKETS,
      registers,
    });

    const querySeconds = new Histogram({
      name: 'site_db_query_duration_seconds',
      help: 'Time of each database query, by result (ok or error)',
      labelNames: ['result'] as const,
      buckets: QUERY_BUCKETS,
      registers,
    });
    for (const result of ['ok', 'error'] as const) querySeconds.zero({ result });
    app.database.observeQueries((seconds, failed) =>
      querySeconds.observe({ result: failed ? 'error' : 'ok' }, seconds),
    );
    const connections = (name: string, help: string, read: () => number) =>
      new Gauge({
        name,
        help,
        registers,
        collect() {
          this.set(read());
        },
      });
    connections(
      'site_db_pool_connections',
      'Open database connections (SQLite: its one connection)',
      () => app.database.connections().open,
    );
    connections(
      'site_db_pool_connections_in_use',
      'Database connections running a query or a transaction (SQLite: not measured, 0)',
      () => app.database.connections().inUse,
    );
    connections(
      'site_db_pool_connections_max',
      'The most connections the pool opens',
      () => app.database.connections().max,
    );
    connections(
      'site_db_pool_waiting_requests',
      'Queries waiting for a free connection',
      () => app.database.connections().waiting,
    );

    /** A gauge read from the database at each scrape. A failed read is logged and shown as NaN (no
     * alert compares true with it); the scrape itself still answers. */
    const fromDatabase = (name: string, help: string, read: () => Promise<number>) =>
      new Gauge({
        name,
        help,
        registers,
        async collect() {
          try {
            this.set(await read());
          } catch (error) {
            app.log.warn({ err: error, metric: name }, 'metric not read from the database');
            this.set(Number.NaN);
          }
        },
      });
    fromDatabase(
      'site_mail_outbox_unsent_messages',
      'Mails in the outbox not sent yet (all instances share the outbox)',
      async () => (await app.repos.mailOutbox.backlog()).unsent,
    );
    fromDatabase(
      'site_mail_outbox_oldest_unsent_age_seconds',
      'Age of the oldest mail not sent yet; 0 when the outbox is empty',
      async () => {
        const { oldestAt } = await app.repos.mailOutbox.backlog();
        return oldestAt === null ? 0 : Math.max(0, (Date.now() - Date.parse(oldestAt)) / 1000);
      },
    );
    fromDatabase(
      'site_blog_scheduled_posts_overdue',
      'Scheduled posts whose publish time passed more than a minute ago and are still not published',
      () => app.repos.blogs.countScheduledDueBefore(new Date(Date.now() - OVERDUE_AFTER_MS)),
    );
    fromDatabase(
      'site_translator_daily_characters_used',
      'Characters sent to the paid translator in the current UTC day, by all instances together',
      () => translatorCharsUsedToday(app.repos.rateCounters),
    );
    new Gauge({
      name: 'site_translator_daily_characters_limit',
      help: 'The daily character budget of the paid translator (TRANSLATOR_DAILY_CHAR_LIMIT)',
      registers,
    }).set(options.translatorBudget.dailyChars);

    app.decorate('metrics', {
      registry,
      pageCache: (result: PageCacheResult) => pageCache.inc({ result }),
      pageRendered: (seconds: number) => renderSeconds.observe(seconds),
    });

    app.get('/metrics', async (request, reply) => {
      const given = BEARER.exec(request.headers.authorization ?? '')?.[1];
      if (given === undefined || !timingSafeEqual(digest(given), expected))
        throw new HttpError(
          401,
          'Send the metrics token: Authorization: Bearer <token>',
          undefined,
          {
            'WWW-Authenticate': 'Bearer realm="metrics"',
            'Cache-Control': 'no-store',
          },
        );
      const body = await registry.metrics();
      return reply.header('Cache-Control', 'no-store').type(registry.contentType).send(body);
    });
  },
  { name: 'metrics', dependencies: ['database'] },
);
