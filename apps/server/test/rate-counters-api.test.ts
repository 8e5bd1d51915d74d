import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDialect, type TestApp } from './helpers/test-app.ts';

describe(`rate counters in the database (${testDialect}) @sql`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ withAdmin: false });
  });
  afterAll(() => t.close());

  it('counts concurrent hits atomically, one running total each', async () => {
    const counter = { key: 'test:concurrent', windowSeconds: 3600 };
    const totals = await Promise.all(
      Array.from({ length: 25 }, () => t.app.repos.rateCounters.add(counter)),
    );
    expect(totals.map((r) => r.total).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 25 }, (_, i) => i + 1),
    );
    expect((await t.app.repos.rateCounters.current(counter)).total).toBe(25);
  });

  it('adds amounts and starts again in the next window', async () => {
    const counter = { key: 'test:amounts', windowSeconds: 60 };
    const start = Date.UTC(2026, 0, 1, 12, 0, 0);
    expect((await t.app.repos.rateCounters.add(counter, 700, start)).total).toBe(700);
    const second = await t.app.repos.rateCounters.add(counter, 300, start + 59_000);
    expect(second).toEqual({ total: 1000, resetAt: new Date(start + 60_000) });
    expect((await t.app.repos.rateCounters.add(counter, 5, start + 60_000)).total).toBe(5);
    expect((await t.app.repos.rateCounters.current(counter, start + 30_000)).total).toBe(0);
  });

  it('prunes expired windows', async () => {
    const counter = { key: 'test:prune', windowSeconds: 60 };
    const long = { key: 'test:prune-later', windowSeconds: 86_400 };
    const now = Date.UTC(2026, 0, 1, 12, 0, 30);
    await t.app.repos.rateCounters.add(counter, 1, now);
    await t.app.repos.rateCounters.add(long, 1, now);
    await t.app.repos.rateCounters.prune(now + 60_000);
    expect((await t.app.repos.rateCounters.current(counter, now)).total).toBe(0);
    expect((await t.app.repos.rateCounters.current(long, now)).total).toBe(1);
  });
});

describe(`housekeeping (${testDialect}) @sql`, () => {
  it('prunes expired rate counters when its tasks run', async () => {
    const t = await createTestApp({ withAdmin: false });
    try {
      const counter = { key: 'test:housekeeping', windowSeconds: 60 };
      const then = Date.now() - 120_000;
      await t.app.repos.rateCounters.add(counter, 1, then);
      await t.app.housekeeping.runAll();
      expect((await t.app.repos.rateCounters.current(counter, then)).total).toBe(0);
    } finally {
      await t.close();
    }
  });
});
