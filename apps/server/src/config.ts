import type { Env } from './env.ts';
import type { S3Settings } from './storage/upload-storage.ts';
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
  /** Uploads go to this bucket; unset keeps them in DATA_DIR/uploads. */
  s3?: S3Settings;
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
    s3: s3FromEnv(env),
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
