import { BlockList, isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const optionalString = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z.string().trim().optional(),
);

const TRUST_PROXY_TRUE =
  "TRUST_PROXY=true would trust any client's own X-Forwarded-For and defeat every per-address limit. " +
  'Write the number of proxies in front of the server (TRUST_PROXY=1) or their addresses (TRUST_PROXY=10.0.0.5,10.1.0.0/16)';

/** More hops than this, or a wider range, trusts addresses a client wrote into X-Forwarded-For itself
 * (a load balancer and a CDN are two hops; a /8 is a whole private network). */
export const TRUST_PROXY_MAX_HOPS = 3;
const MIN_PREFIX = { 4: 8, 6: 32 } as const;
const IPV4_MAPPED = new BlockList();
IPV4_MAPPED.addSubnet('::ffff:0:0', 96, 'ipv6');

/** Whether a range trusts more than a /8 of IPv4 or a /32 of IPv6. Proxy addresses are compared as
 * IPv4-mapped IPv6 too, so an IPv6 range over `::ffff:0:0/96` is judged as the IPv4 range it holds. */
function tooWide(address: string, bits: number, family: 4 | 6): boolean {
  if (family === 4) return bits < MIN_PREFIX[4];
  if (bits < MIN_PREFIX[6]) return true;
  if (bits > 96) return IPV4_MAPPED.check(address, 'ipv6') && bits - 96 < MIN_PREFIX[4];
  const range = new BlockList();
  range.addSubnet(address, bits, 'ipv6');
  return range.check('::ffff:0:0', 'ipv6');
}

/** `false`/`0`, a hop count, or proxy addresses and CIDR ranges (what Fastify's trustProxy accepts). */
function parseTrustProxy(value: string, ctx: z.RefinementCtx): false | number | string[] {
  const v = value.trim().toLowerCase();
  if (v === '' || v === 'false' || v === '0') return false;
  if (v === 'true') {
    ctx.addIssue({ code: 'custom', message: TRUST_PROXY_TRUE });
    return z.NEVER;
  }
  if (/^\d+$/.test(v)) {
    if (Number(v) <= TRUST_PROXY_MAX_HOPS) return Number(v);
    ctx.addIssue({
      code: 'custom',
      message: `TRUST_PROXY=${v} trusts more hops than there are proxies, so clients could write their own address; at most ${TRUST_PROXY_MAX_HOPS} hops, or write the proxies' addresses`,
    });
    return z.NEVER;
  }
  const entries = v
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const wide: string[] = [];
  const bad = entries.filter((entry) => {
    const [address = '', bits, ...rest] = entry.split('/');
    const family = isIP(address);
    if (family === 0 || rest.length > 0) return true;
    if (bits === undefined) return false;
    if (!/^\d+$/.test(bits) || Number(bits) > (family === 4 ? 32 : 128)) return true;
    if (tooWide(address, Number(bits), family as 4 | 6)) wide.push(entry);
    return false;
  });
  if (bad.length > 0 || entries.length === 0) {
    ctx.addIssue({
      code: 'custom',
      message: `TRUST_PROXY must be false, a hop count or proxy addresses/CIDR ranges; not understood: ${bad.join(', ') || value}`,
    });
    return z.NEVER;
  }
  if (wide.length > 0) {
    ctx.addIssue({
      code: 'custom',
      message: `TRUST_PROXY ranges must be /${MIN_PREFIX[4]} or narrower for IPv4 and /${MIN_PREFIX[6]} or narrower for IPv6 (a wider one trusts forged client addresses); too wide: ${wide.join(', ')}`,
    });
    return z.NEVER;
  }
  return entries;
}

const HOST_NAME =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?::\d{1,5})?$/;

/** Host names (`host` or `host:port`) a featured image may come from besides our own uploads. */
function parseImageHosts(value: string, ctx: z.RefinementCtx): string[] {
  const hosts = value
    .split(',')
    .map((h) => h.trim().toLowerCase().replace(/:443$/, ''))
    .filter(Boolean);
  const bad = hosts.filter((h) => !HOST_NAME.test(h));
  if (bad.length === 0) return hosts;
  ctx.addIssue({
    code: 'custom',
    message: `IMAGE_HOSTS must be comma-separated host names such as images.example.com (no scheme, path or wildcard); not understood: ${bad.join(', ')}`,
  });
  return z.NEVER;
}

/** Hours between scheduled backups: a positive number, fractions allowed (0.5 is every 30 minutes). */
function parseBackupHours(value: string, ctx: z.RefinementCtx): number {
  const hours = Number(value);
  if (Number.isFinite(hours) && hours > 0) return hours;
  ctx.addIssue({
    code: 'custom',
    message: `BACKUP_EVERY_HOURS must be a number of hours above 0, such as 24 or 0.5; not understood: ${value}`,
  });
  return z.NEVER;
}

/** Megabytes of uploads per account: a number above 0, fractions allowed. */
function parseUploadQuota(value: string, ctx: z.RefinementCtx): number {
  const megabytes = Number(value);
  if (Number.isFinite(megabytes) && megabytes > 0) return megabytes;
  ctx.addIssue({
    code: 'custom',
    message: `UPLOAD_QUOTA_MB must be a number of megabytes above 0, such as 2048; not understood: ${value}`,
  });
  return z.NEVER;
}

/** What each account may store in uploads when UPLOAD_QUOTA_MB is unset. */
export const DEFAULT_UPLOAD_QUOTA_MB = 2048;

const booleanFlag = optionalString
  .pipe(z.enum(['true', 'false', '1', '0']).optional())
  .transform((v) => v === 'true' || v === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  // Absolute from here on: the static-file plugin and child paths need it, whatever the cwd was.
  DATA_DIR: optionalString.transform((v) => path.resolve(v ?? './data')),
  DATABASE_URL: optionalString.refine(
    (v) => v === undefined || /^postgres(ql)?:\/\//.test(v),
    'DATABASE_URL must be a postgres:// URL (leave it unset for SQLite)',
  ),
  ADMIN_EMAIL: optionalString,
  ADMIN_PASSWORD: optionalString,
  SESSION_TTL_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 90)
    .default(168),
  TRANSLATOR_KEY: optionalString,
  TRANSLATOR_REGION: z.string().default('global'),
  TRANSLATOR_ENDPOINT: z.string().url().default('https://api.cognitive.microsofttranslator.com'),
  CHAT_WIDGET_SRC: optionalString.refine(
    (v) => v === undefined || /^https?:\/\//.test(v),
    'CHAT_WIDGET_SRC must be an http(s) URL',
  ),
  TRUST_PROXY: z.string().default('false').transform(parseTrustProxy),
  ALLOWED_HOSTS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
    ),
  IMAGE_HOSTS: z.string().default('').transform(parseImageHosts),
  UPLOAD_QUOTA_MB: optionalString.transform((v, ctx) =>
    v === undefined ? DEFAULT_UPLOAD_QUOTA_MB : parseUploadQuota(v, ctx),
  ),
  TRANSLATOR_DAILY_CHAR_LIMIT: z.coerce.number().int().min(0).default(500_000),
  TRANSLATOR_ADDRESS_CHAR_LIMIT: z.coerce.number().int().min(0).default(100_000),
  PUBLIC_URL: optionalString.refine(
    (v) => v === undefined || /^https?:\/\/[^/]+/.test(v),
    'PUBLIC_URL must be an http(s) URL such as https://www.example.com',
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: optionalString.transform((v) => (v === undefined ? undefined : path.resolve(v))),
  S3_BUCKET: optionalString,
  S3_ENDPOINT: optionalString.refine(
    (v) => v === undefined || /^https?:\/\//.test(v),
    'S3_ENDPOINT must be an http(s) URL',
  ),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: booleanFlag,
  S3_PUBLIC_URL: optionalString.refine(
    (v) => v === undefined || /^https?:\/\/[^/]+/.test(v),
    'S3_PUBLIC_URL must be an http(s) URL',
  ),
  SMTP_URL: optionalString.refine(
    (v) => v === undefined || /^smtps?:\/\/[^/]+/.test(v),
    'SMTP_URL must be an smtp:// or smtps:// URL such as smtp://user:pass@mail.example.com:587',
  ),
  LEADS_TO: optionalString.pipe(z.email('LEADS_TO must be an e-mail address').optional()),
  MAIL_FROM: optionalString,
  LEADS_RETENTION_DAYS: z.coerce.number().int().positive().default(730),
  /** Unset: no /metrics. Set: a scraper sends it as `Authorization: Bearer <token>`. */
  METRICS_TOKEN: optionalString,
  BACKUP_DIR: optionalString.transform((v) => (v === undefined ? undefined : path.resolve(v))),
  BACKUP_EVERY_HOURS: optionalString.transform((v, ctx) =>
    v === undefined ? 24 : parseBackupHours(v, ctx),
  ),
  BACKUP_KEEP: optionalString.transform((v, ctx) => {
    if (v === undefined) return 14;
    if (/^\d+$/.test(v) && Number(v) >= 1) return Number(v);
    ctx.addIssue({
      code: 'custom',
      message: `BACKUP_KEEP must be a whole number of backups to keep, 1 or more; not understood: ${v}`,
    });
    return z.NEVER;
  }),
  MIGRATE_WITHOUT_BACKUP: booleanFlag,
});

export type Env = z.infer<typeof envSchema>;

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

export const repoRoot = path.resolve(import.meta.dirname, '../../..');
export const defaultWebDist = path.join(repoRoot, 'apps/web/dist');
