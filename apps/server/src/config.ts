import { company } from '@site/shared/company';
import { LEAD_LIMITS } from '@site/shared';
import type { Env } from './env.ts';
import type { S3Settings } from './storage/upload-storage.ts';
import { defaultWebDist } from './env.ts';
import { publicOrigin } from './lib/public-origin.ts';

/** Everything buildApp needs, independent of where it came from (env in production, literals in tests). */
export type AppConfig = {
  dataDir: string;
  databaseUrl?: string;
  /** Built web app to serve at `/`; null serves the API only. */
  webDistDir: string | null;
  sessionTtlHours: number;
  chatWidgetSrc?: string;
  translator: { key?: string; region: string; endpoint: string };
  /** Characters sent to the paid translator per UTC day: in all, and per client address. */
  translatorBudget?: TranslatorBudget;
  /** false, a hop count, or the proxies' addresses/CIDR ranges (never `true`: see env.ts). */
  trustProxy: false | number | string[];
  /** Origin for absolute links in the feeds and sitemap; unset = the request's own host when vetted. */
  publicUrl?: string;
  /** Hosts (besides loopback) whose name may appear in cacheable answers when PUBLIC_URL is unset. */
  allowedHosts?: string[];
  /** The origins whose built-in pages server.ts renders before it listens (PUBLIC_URL, or
   * http://localhost:PORT); test apps render on the first request. */
  warmOrigins?: string[];
  /** Production: account mail (invitations, password resets) goes out only with PUBLIC_URL set. */
  accountMailNeedsPublicUrl?: boolean;
  logLevel: Env['LOG_LEVEL'];
  loginThrottle: LoginThrottle;
  /** Uploads go to this bucket; unset keeps them in DATA_DIR/uploads. */
  s3?: S3Settings;
  /** Contact messages, subscribers and registrations; defaults when unset (tests). */
  leads?: Partial<LeadsConfig>;
  /** Hosts (`host` or `host:port`, https) a featured image may come from besides our uploads. */
  imageHosts?: string[];
  /** UPLOAD_QUOTA_MB: megabytes (of 1,048,576 bytes) of uploads each account may store; unset: 2048. */
  uploadQuotaMb?: number;
  /** How long a client may take to send a request; defaults when unset. */
  timeouts?: Partial<ServerTimeouts>;
  /** GET /metrics answers a scraper that sends it as a bearer token; unset: no /metrics. */
  metricsToken?: string;
  /** Scheduled backups and the backup before a migration (decision 062); unset: off, and a pending
   * migration is applied with a warning. */
  backups?: BackupSettings;
  /** `npm run dev` (NODE_ENV=development): the API description (`/api/openapi.json`, `/api/docs`)
   * is open to anyone; otherwise staff only. */
  apiDocsOpen?: boolean;
};

export type BackupSettings = {
  /** BACKUP_DIR: where the server writes backups; null turns them off. */
  dir: string | null;
  /** BACKUP_EVERY_HOURS: the schedule's period (fractions allowed). */
  everyHours: number;
  /** BACKUP_KEEP: how many of the backups in `dir` are kept. */
  keep: number;
  /** In production (unless MIGRATE_WITHOUT_BACKUP): a start with a pending migration and no `dir`
   * refuses to migrate. */
  requiredBeforeMigrate: boolean;
};

export type ServerTimeouts = {
  /** From the connection (or the previous answer) to the end of the request's headers. */
  headersMs: number;
  /** From the connection to the end of the request's body: a body trickled slower is cut off (408). */
  requestMs: number;
  /** An idle kept-alive connection is closed after this; above the 60 s idle timeout of common load
   * balancers, so the balancer, not the server, closes it first. */
  keepAliveMs: number;
  /** A connection on which nothing moves either way is closed after this. */
  idleMs: number;
  /** How often Node checks the headers and request timeouts (its default is 30 s, which would let a
   * slow request live up to 30 s past its limit). */
  checkIntervalMs: number;
};

/** A 10 MB image over a 2 Mbit/s uplink takes 40 s; a lead form or a sign-in is a few KB. */
export const defaultServerTimeouts: ServerTimeouts = {
  headersMs: 10_000,
  requestMs: 60_000,
  keepAliveMs: 72_000,
  idleMs: 120_000,
  checkIntervalMs: 1_000,
};

/** The timeouts as Fastify's server options (the headers timeout and its checks are Node's own). */
export function fastifyTimeouts(timeouts: Partial<ServerTimeouts> = {}) {
  const t = { ...defaultServerTimeouts, ...timeouts };
  return {
    requestTimeout: t.requestMs,
    keepAliveTimeout: t.keepAliveMs,
    connectionTimeout: t.idleMs,
    http: {
      headersTimeout: Math.min(t.headersMs, t.requestMs),
      connectionsCheckingInterval: t.checkIntervalMs,
    },
  };
}

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

export type TranslatorBudget = { dailyChars: number; perAddressDailyChars: number };

export const defaultTranslatorBudget: TranslatorBudget = {
  dailyChars: 500_000,
  perAddressDailyChars: 100_000,
};

export type LoginThrottle = {
  /** Failed sign-ins are remembered over this window. */
  windowMinutes: number;
  /** Failures for one account from one address before each further try must wait. */
  failuresBeforeDelay: number;
  /** The first wait; each further failure doubles it, up to the window. */
  firstDelaySeconds: number;
  /** Failures from one address across all accounts. */
  maxFailuresPerIp: number;
  /** Password checks for one account per hour from all addresses together (ASVS V2.2.1). */
  maxAttemptsPerAccountPerHour: number;
  /** Requests of any outcome per address per minute, before the body is even read. */
  maxRequestsPerMinute: number;
  /** How long a sign-in waits for another check of the same account to finish before a 429. */
  claimWaitMs: number;
  /** Sign-ins that may wait for one account at once; more are refused at once. */
  maxWaitingPerAccount: number;
};

export const defaultLoginThrottle: LoginThrottle = {
  windowMinutes: 15,
  failuresBeforeDelay: 5,
  firstDelaySeconds: 30,
  maxFailuresPerIp: 20,
  maxAttemptsPerAccountPerHour: 100,
  maxRequestsPerMinute: 30,
  claimWaitMs: 3_000,
  maxWaitingPerAccount: 5,
};

export function configFromEnv(env: Env): AppConfig {
  return {
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    webDistDir: env.WEB_DIST_DIR ?? defaultWebDist,
    sessionTtlHours: env.SESSION_TTL_HOURS,
    chatWidgetSrc: env.CHAT_WIDGET_SRC,
    translator: {
      key: env.TRANSLATOR_KEY,
      region: env.TRANSLATOR_REGION,
      endpoint: env.TRANSLATOR_ENDPOINT,
    },
    translatorBudget: {
      dailyChars: env.TRANSLATOR_DAILY_CHAR_LIMIT,
      perAddressDailyChars: env.TRANSLATOR_ADDRESS_CHAR_LIMIT,
    },
    trustProxy: env.TRUST_PROXY,
    publicUrl: env.PUBLIC_URL,
    allowedHosts: env.ALLOWED_HOSTS,
    warmOrigins: [env.PUBLIC_URL ? publicOrigin(env.PUBLIC_URL) : `http://localhost:${env.PORT}`],
    accountMailNeedsPublicUrl: env.NODE_ENV === 'production',
    apiDocsOpen: env.NODE_ENV === 'development',
    logLevel: env.LOG_LEVEL,
    loginThrottle: defaultLoginThrottle,
    s3: s3FromEnv(env),
    leads: {
      smtpUrl: env.SMTP_URL,
      to: env.LEADS_TO ?? defaultLeadsConfig.to,
      from: env.MAIL_FROM ?? defaultLeadsConfig.from,
      retentionDays: env.LEADS_RETENTION_DAYS,
    },
    imageHosts: env.IMAGE_HOSTS,
    uploadQuotaMb: env.UPLOAD_QUOTA_MB,
    metricsToken: env.METRICS_TOKEN,
    backups: {
      dir: env.BACKUP_DIR ?? null,
      everyHours: env.BACKUP_EVERY_HOURS,
      keep: env.BACKUP_KEEP,
      requiredBeforeMigrate: env.NODE_ENV === 'production' && !env.MIGRATE_WITHOUT_BACKUP,
    },
  };
}

function s3FromEnv(env: Env): S3Settings | undefined {
  if (!env.S3_BUCKET) return undefined;
  return {
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    publicUrl: env.S3_PUBLIC_URL,
  };
}

/** Fastify's own hop count trusts nobody (it cannot tell the proxy from a direct client), so a hop
 * count becomes proxy-addr's rule: the nearest `hops` addresses are proxies. The server must then be
 * reachable only through them; an address list is stricter. */
export function fastifyTrustProxy(setting: AppConfig['trustProxy']) {
  if (typeof setting === 'number') return (_address: string, hop: number) => hop < setting;
  return setting;
}
