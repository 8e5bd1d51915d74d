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
