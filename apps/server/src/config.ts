import { company } from '@site/shared/company';
import { LEAD_LIMITS } from '@site/shared';
import type { Env } from './env.ts';
import { defaultWebDist } from './env.ts';

/** Everything buildApp needs, independent of where it came from (env in production, literals in tests). */
export type AppConfig = {
  dataDir: string;
  databaseUrl?: string;
  /** Built web app to serve at `/`; null serves the API only. */
  webDistDir: string | null;
  sessionTtlHours: number;
  chatWidgetSrc?: string;
  translator: { key?: string; region: string; endpoint: string };
  trustProxy: boolean;
  /** Origin for absolute links in the feeds and sitemap; unset = the request's own host. */
  publicUrl?: string;
  logLevel: Env['LOG_LEVEL'];
  loginThrottle: LoginThrottle;
  /** Contact messages, subscribers and registrations; defaults when unset (tests). */
  leads?: Partial<LeadsConfig>;
};

export type LeadsConfig = {
  /** smtp:// or smtps:// URL; unset = leads are stored and shown in the portal, not mailed. */
  smtpUrl?: string;
  /** Where notifications go. */
  to: string;
  from: string;
  retentionDays: number;
  perAddressPerHour: number;
};

export const defaultLeadsConfig: LeadsConfig = {
  to: company.email,
  from: `${company.shortName} website <${company.email}>`,
  retentionDays: 730,
  perAddressPerHour: LEAD_LIMITS.perAddressPerHour,
};

export type LoginThrottle = {
  /** Failed sign-ins counted over this window. */
  windowMinutes: number;
  maxFailuresPerEmail: number;
  maxFailuresPerIp: number;
  /** Requests of any outcome per IP per minute, before the database is even asked. */
  maxRequestsPerMinute: number;
};

export const defaultLoginThrottle: LoginThrottle = {
  windowMinutes: 15,
  maxFailuresPerEmail: 5,
  maxFailuresPerIp: 20,
  maxRequestsPerMinute: 30,
};

export function configFromEnv(env: Env): AppConfig {
  return {
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    webDistDir: env.WEB_DIST_DIR ?? defaultWebDist,
    sessionTtlHours: env.SESSION_TTL_HOURS,
    chatWidgetSrc: env.CHAT_WIDGET_SRC,
    translator: { key: env.TRANSLATOR_KEY, region: env.TRANSLATOR_REGION, endpoint: env.TRANSLATOR_ENDPOINT },
    trustProxy: env.TRUST_PROXY,
    publicUrl: env.PUBLIC_URL,
    logLevel: env.LOG_LEVEL,
    loginThrottle: defaultLoginThrottle,
    leads: {
      smtpUrl: env.SMTP_URL,
      to: env.LEADS_TO ?? defaultLeadsConfig.to,
      from: env.MAIL_FROM ?? defaultLeadsConfig.from,
      retentionDays: env.LEADS_RETENTION_DAYS,
    },
  };
}
