import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FakeTranslator } from '../../../test-support/fake-translator.mjs';
import { fakeTranslation, startFakeTranslator } from '../../../test-support/fake-translator.mjs';
import {
  ADDRESS_BUDGET_SPENT,
  DAILY_BUDGET_SPENT,
} from '../src/routes/translate/translator-budget.ts';
import type { TestApp } from './helpers/test-app.ts';
import { createTestApp, testDialect } from './helpers/test-app.ts';

/** A text the service has never seen: random letters, so nothing comes from the cache. */
const randomText = (length: number) =>
  randomBytes(length)
    .toString('base64')
    .replace(/[^a-z]/gi, 'q')
    .slice(0, length);

/** A request as it arrives through one proxy (TRUST_PROXY=1): the client may write any left-most
 * X-Forwarded-For entries, the proxy appends the address it saw. */
const throughProxy = (clientAddress: string) => ({
  remoteAddress: '10.0.0.2',
  headers: { 'x-forwarded-for': `${randomBytes(4).join('.')}, ${clientAddress}` },
});

describe(`translator bill: budgets and limits (${testDialect})`, () => {
  let fake: FakeTranslator;
  const translator = () => ({ key: 'test-key', region: 'westeurope', endpoint: fake.url });
  const apps: TestApp[] = [];
  const start = async (options: Parameters<typeof createTestApp>[0]) => {
    const t = await createTestApp({
      withAdmin: false,
      translator: translator(),
      trustProxy: 1,
      ...options,
    });
    apps.push(t);
    return t;
  };
  const translate = (t: TestApp, texts: string[], from = '203.0.113.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/translate',
      payload: { to: 'de', texts },
      ...throughProxy(from),
    });

  beforeAll(async () => {
    fake = await startFakeTranslator({ key: 'test-key', region: 'westeurope' });
  });
  afterEach(async () => {
    // Second instances share the first one's database: close them first.
    for (const t of apps.reverse()) await t.close();
    apps.length = 0;
    fake.reset();
  });
  afterAll(async () => fake.close());

  it('lets 240,000 random characters from eight addresses reach the service as at most 20,000 (TRUST_PROXY=1, daily budget 20,000)', async () => {
    const t = await start({
      translatorBudget: { dailyChars: 20_000, perAddressDailyChars: 100_000 },
    });
    const requests = [];
    for (let address = 1; address <= 8; address += 1) {
      for (let i = 0; i < 3; i += 1)
        requests.push(
          translate(t, [randomText(5_000), randomText(5_000)], `198.51.100.${address}`),
        );
    }
    const responses = await Promise.all(requests);
    expect(responses.map((r) => r.statusCode).filter((s) => s !== 200 && s !== 429)).toEqual([]);
    expect(responses.filter((r) => r.statusCode === 200).length).toBeLessThanOrEqual(2);
    expect(fake.stats().chars).toBeLessThanOrEqual(20_000);
    expect(fake.stats().chars).toBeGreaterThan(0);
    const refused = responses.find((r) => r.statusCode === 429)!;
    expect(refused.json()).toEqual({ success: false, error: DAILY_BUDGET_SPENT });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts only characters sent to the service: cached texts stay free past the budget, and a refused request costs nothing', async () => {
    const t = await start({
      translatorBudget: { dailyChars: 12_000, perAddressDailyChars: 100_000 },
    });
    const known = [randomText(5_000), randomText(5_000)];
    expect((await translate(t, known)).statusCode).toBe(200);
    // 10,000 spent; 5,000 more would pass the budget: refused, and nothing is sent.
    const tooMuch = await translate(t, [randomText(5_000)]);
    expect(tooMuch.statusCode).toBe(429);
    expect(fake.stats().chars).toBe(10_000);
    // The refusal did not use the budget up: 2,000 still fit.
    expect((await translate(t, [randomText(2_000)])).statusCode).toBe(200);
    expect((await translate(t, [randomText(1)])).statusCode).toBe(429);
    // Already translated texts come from the cache, whatever the budget says.
    const cached = await translate(t, known);
    expect(cached.statusCode).toBe(200);
    expect(cached.json().data.translations).toEqual(
      known.map((text) => fakeTranslation('de', text)),
    );
    expect(fake.stats().chars).toBe(12_000);
  });

  it('limits the characters of one address per day, leaving the others their share', async () => {
    const t = await start({
      translatorBudget: { dailyChars: 1_000_000, perAddressDailyChars: 8_000 },
    });
    expect((await translate(t, [randomText(5_000)], '203.0.113.7')).statusCode).toBe(200);
    const refused = await translate(t, [randomText(5_000)], '203.0.113.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ success: false, error: ADDRESS_BUDGET_SPENT });
    expect((await translate(t, [randomText(5_000)], '203.0.113.8')).statusCode).toBe(200);
  });

  it('keeps the budget and the request limit in the database, shared by every instance', async () => {
    const a = await start({
      translatorBudget: { dailyChars: 6_000, perAddressDailyChars: 100_000 },
      translateRequestsPerMinute: 3,
    });
    const b = await start({
      translatorBudget: { dailyChars: 6_000, perAddressDailyChars: 100_000 },
      translateRequestsPerMinute: 3,
      sameDatabaseAs: a,
    });
    expect((await translate(a, [randomText(4_000)])).statusCode).toBe(200);
    const overBudget = await translate(b, [randomText(4_000)]);
    expect(overBudget.json()).toEqual({ success: false, error: DAILY_BUDGET_SPENT });
    // Third request of this address this minute, on instance a; the fourth is refused on either.
    expect((await translate(a, ['Hello'])).statusCode).toBe(200);
    const limited = await translate(b, ['Hello']);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toBe(
      'Too many translation requests. Please try again in a minute.',
    );
  });

  it('does not let a forged left-most X-Forwarded-For escape the per-minute limit (65 requests, TRUST_PROXY=1)', async () => {
    const t = await start({});
    await translate(t, ['Contact Us']);
    const statuses = [];
    for (let i = 0; i < 64; i += 1) statuses.push((await translate(t, ['Contact Us'])).statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(59);
    expect(statuses.slice(59)).toEqual([429, 429, 429, 429, 429]);
    // Another client behind the same proxy is not affected.
    expect((await translate(t, ['Contact Us'], '203.0.113.99')).statusCode).toBe(200);
  });

  it('bounds one request to 100,000 characters before anything is sent', async () => {
    const t = await start({});
    const response = await translate(
      t,
      Array.from({ length: 21 }, () => randomText(5_000)),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('texts: at most 100000 characters per request');
    expect(fake.stats().requests).toBe(0);
  });

  it('refuses unknown fields, naming them', async () => {
    const t = await start({});
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/translate',
      payload: { to: 'de', texts: ['x'], from: 'fr' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Unknown field: from');
  });
});
