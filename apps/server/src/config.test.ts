import path from 'node:path';
import { company } from '@site/shared/company';
import { describe, expect, it } from 'vitest';
import { configFromEnv, fastifyTimeouts } from './config.ts';
import { readEnv } from './env.ts';

describe('lead settings from the environment', () => {
  it('defaults: no SMTP, notifications to the company address, 730 days of retention', () => {
    const leads = configFromEnv(readEnv({})).leads;
    expect(leads).toEqual({
      smtpUrl: undefined,
      to: company.email,
      from: `${company.shortName} website <${company.email}>`,
      retentionDays: 730,
    });
  });

  it('reads SMTP_URL, LEADS_TO, MAIL_FROM and LEADS_RETENTION_DAYS', () => {
    const leads = configFromEnv(
      readEnv({
        SMTP_URL: 'smtps://user:pass@mail.example.com:465',
        LEADS_TO: 'sales@example.com',
        MAIL_FROM: 'Web <web@example.com>',
        LEADS_RETENTION_DAYS: '365',
      }),
    ).leads;
    expect(leads).toEqual({
      smtpUrl: 'smtps://user:pass@mail.example.com:465',
      to: 'sales@example.com',
      from: 'Web <web@example.com>',
      retentionDays: 365,
    });
  });

  it('refuses an SMTP_URL that is not smtp(s):// and a LEADS_TO that is not an address', () => {
    expect(() => readEnv({ SMTP_URL: 'http://mail.example.com' })).toThrow(
      /SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/,
    );
    expect(() => readEnv({ LEADS_TO: 'sales' })).toThrow(/LEADS_TO must be an e-mail address/);
    expect(() => readEnv({ LEADS_RETENTION_DAYS: '0' })).toThrow(/LEADS_RETENTION_DAYS/);
  });
});

describe('operator settings for images and slow clients', () => {
  it('passes IMAGE_HOSTS to the app', () => {
    expect(configFromEnv(readEnv({ IMAGE_HOSTS: 'images.example.com' })).imageHosts).toEqual([
      'images.example.com',
    ]);
  });

  it('passes UPLOAD_QUOTA_MB to the app', () => {
    expect(configFromEnv(readEnv({})).uploadQuotaMb).toBe(2048);
    expect(configFromEnv(readEnv({ UPLOAD_QUOTA_MB: '100' })).uploadQuotaMb).toBe(100);
  });

  it('cuts off slow requests by default (Fastify alone never does: its requestTimeout is 0)', () => {
    expect(fastifyTimeouts()).toEqual({
      requestTimeout: 60_000,
      keepAliveTimeout: 72_000,
      connectionTimeout: 120_000,
      http: { headersTimeout: 10_000, connectionsCheckingInterval: 1_000 },
    });
    // Node refuses a headers timeout longer than the request timeout.
    expect(fastifyTimeouts({ requestMs: 500 }).http.headersTimeout).toBe(500);
  });
});

describe('backup settings from the environment', () => {
  it('are off by default, and required before a migration in production unless overridden', () => {
    expect(configFromEnv(readEnv({})).backups).toEqual({
      dir: null,
      everyHours: 24,
      keep: 14,
      requiredBeforeMigrate: true,
    });
    expect(configFromEnv(readEnv({ NODE_ENV: 'development' })).backups?.requiredBeforeMigrate).toBe(
      false,
    );
    expect(
      configFromEnv(readEnv({ MIGRATE_WITHOUT_BACKUP: 'true' })).backups?.requiredBeforeMigrate,
    ).toBe(false);
    expect(
      configFromEnv(readEnv({ BACKUP_DIR: 'backups', BACKUP_EVERY_HOURS: '0.5', BACKUP_KEEP: '3' }))
        .backups,
    ).toMatchObject({ dir: path.resolve('backups'), everyHours: 0.5, keep: 3 });
  });

  it('refuses a period that is not a number of hours above 0, and a count of backups below 1', () => {
    for (const hours of ['0', '-2', 'daily', 'Infinity'])
      expect(() => readEnv({ BACKUP_EVERY_HOURS: hours }), hours).toThrow(
        `BACKUP_EVERY_HOURS: BACKUP_EVERY_HOURS must be a number of hours above 0, such as 24 or 0.5; not understood: ${hours}`,
      );
    for (const keep of ['0', '2.5', 'all'])
      expect(() => readEnv({ BACKUP_KEEP: keep }), keep).toThrow(
        `BACKUP_KEEP: BACKUP_KEEP must be a whole number of backups to keep, 1 or more; not understood: ${keep}`,
      );
    expect(() => readEnv({ MIGRATE_WITHOUT_BACKUP: 'yes' })).toThrow(/MIGRATE_WITHOUT_BACKUP/);
  });
});

describe('the API description', () => {
  it('is open to anyone under npm run dev (NODE_ENV=development) only', () => {
    expect(configFromEnv(readEnv({ NODE_ENV: 'development' })).apiDocsOpen).toBe(true);
    expect(configFromEnv(readEnv({})).apiDocsOpen).toBe(false);
    expect(configFromEnv(readEnv({ NODE_ENV: 'test' })).apiDocsOpen).toBe(false);
  });
});
