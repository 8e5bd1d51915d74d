import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { toBatches } from '@site/shared/translate-batches';
import type { FakeTranslator } from '../../../test-support/fake-translator.mjs';
import { fakeTranslation, startFakeTranslator } from '../../../test-support/fake-translator.mjs';
import { SERVICE_LIMITS } from '../src/lib/translator-client.ts';
import type { TestApp } from './helpers/test-app.ts';
import { createTestApp, testDialect } from './helpers/test-app.ts';

describe(`translation API (${testDialect})`, () => {
  let fake: FakeTranslator;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeTranslator({ key: 'test-key', region: 'westeurope' });
    t = await createTestApp({
      translator: { key: 'test-key', region: 'westeurope', endpoint: fake.url },
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  afterEach(() => fake.reset());

  const translate = (body: unknown, app = t.app) =>
    app.inject({ method: 'POST', url: '/api/translate', payload: body as object });

  it('translates through the service in the v3 shape, keeping order and duplicates', async () => {
    const response = await translate({
      to: 'de',
      texts: ['Our Projects', 'Contact Us', 'Our Projects'],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: {
        translations: [
          fakeTranslation('de', 'Our Projects'),
          fakeTranslation('de', 'Contact Us'),
          fakeTranslation('de', 'Our Projects'),
        ],
      },
    });
    expect(fake.stats()).toMatchObject({ requests: 1, texts: 2, rejected: 0 });
  });

  it('maps picker codes to the service codes (zh → zh-Hans, zh-TW → zh-Hant, no → nb)', async () => {
    for (const [to, service] of [
      ['zh', 'zh-Hans'],
      ['zh-TW', 'zh-Hant'],
      ['no', 'nb'],
    ] as const) {
      const response = await translate({ to, texts: ['Street lighting'] });
      expect(response.json().data.translations).toEqual([
        fakeTranslation(service, 'Street lighting'),
      ]);
    }
    expect(fake.stats().byLanguage).toEqual({ 'zh-Hans': 1, 'zh-Hant': 1, nb: 1 });
  });

  it('caches in the database: a text goes to the service once per language @sql', async () => {
    await translate({ to: 'fr', texts: ['Smart cities', 'Solar'] });
    expect(fake.stats().requests).toBe(1);
    const again = await translate({ to: 'fr', texts: ['Solar', 'Smart cities'] });
    expect(again.json().data.translations).toEqual([
      fakeTranslation('fr', 'Solar'),
      fakeTranslation('fr', 'Smart cities'),
    ]);
    expect(fake.stats().requests).toBe(1);
    const mixed = await translate({ to: 'fr', texts: ['Solar', 'Traffic signals'] });
    expect(mixed.json().data.translations[1]).toBe(fakeTranslation('fr', 'Traffic signals'));
    expect(fake.stats()).toMatchObject({ requests: 2, texts: 3 });
    const rows = await t.app.database.db
      .selectFrom('translations')
      .selectAll()
      .where('language', '=', 'fr')
      .execute();
    expect(rows.map((r) => r.source).sort()).toEqual(['Smart cities', 'Solar', 'Traffic signals']);
  });

  it('sends a large page in as few service requests as its limits allow', async () => {
    const texts = Array.from({ length: 1_500 }, (_, i) => `Paragraph ${i} ${'x'.repeat(40)}`);
    const response = await translate({ to: 'it', texts });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.translations[1_499]).toBe(fakeTranslation('it', texts[1_499]!));
    expect(fake.stats()).toMatchObject({ requests: 2, rejected: 0 });
  });

  it('splits batches at 1,000 texts and 50,000 characters', () => {
    expect(toBatches(Array(2_500).fill('a'), SERVICE_LIMITS).map((b) => b.length)).toEqual([
      1_000, 1_000, 500,
    ]);
    const long = Array(30).fill('y'.repeat(4_000));
    expect(toBatches(long, SERVICE_LIMITS).map((b) => b.length)).toEqual([12, 12, 6]);
  });

  it('bounds its input with 400s naming the problem', async () => {
    const cases: [unknown, string][] = [
      [{ to: 'en', texts: ['x'] }, 'to must be one of the picker languages other than English'],
      [
        { to: 'klingon', texts: ['x'] },
        'to must be one of the picker languages other than English',
      ],
      [{ to: 'de', texts: [] }, 'texts must hold at least one text'],
      [{ to: 'de', texts: Array(2_001).fill('x') }, 'texts: at most 2000 texts per request'],
      [
        { to: 'de', texts: ['x'.repeat(5_001)] },
        'texts.0: each text must be at most 5000 characters',
      ],
      [
        { to: 'de', texts: Array(41).fill('x'.repeat(4_900)) },
        'texts: at most 100000 characters per request',
      ],
      [{ to: 'de' }, 'texts is required'],
    ];
    for (const [body, error] of cases) {
      const response = await translate(body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(response.json().error).toBe(error);
    }
    expect(fake.stats().requests).toBe(0);
  });

  it('answers 502 with the failure message when the service fails, and caches nothing', async () => {
    fake.fail(500);
    const response = await translate({ to: 'es', texts: ['Get Quote'] });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      success: false,
      error: 'Translation failed. Please try again.',
    });
    expect(
      await t.app.database.db
        .selectFrom('translations')
        .selectAll()
        .where('language', '=', 'es')
        .execute(),
    ).toEqual([]);
  });

  it('answers 503 with the not-configured message when no key is set', async () => {
    const bare = await createTestApp({ withAdmin: false });
    try {
      const response = await translate({ to: 'de', texts: ['x'] }, bare.app);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        success: false,
        error: 'Translation service not configured. Please contact administrator.',
      });
      expect(
        (await bare.app.inject({ method: 'GET', url: '/api/config' })).json().data
          .translationAvailable,
      ).toBe(false);
    } finally {
      await bare.close();
    }
  });

  it('is rate-limited per client', async () => {
    const limited = await createTestApp({
      withAdmin: false,
      translator: { key: 'test-key', region: 'westeurope', endpoint: fake.url },
      translateRequestsPerMinute: 2,
    });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i += 1)
        statuses.push(
          (await translate({ to: 'de', texts: ['Hello there'] }, limited.app)).statusCode,
        );
      expect(statuses).toEqual([200, 200, 429]);
      const blocked = await translate({ to: 'de', texts: ['x'] }, limited.app);
      expect(blocked.json().error).toBe(
        'Too many translation requests. Please try again in a minute.',
      );
    } finally {
      await limited.close();
    }
  });
});
