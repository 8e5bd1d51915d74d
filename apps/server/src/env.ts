import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const optionalString = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z.string().trim().optional(),
);

const TRUST_PROXY_TRUE =
  "TRUST_PROXY=true would trust any client's own X-Forwarded-For and defeat every per-address limit. " +
  'Write the number of proxies in front of the server (TRUST_PROXY=1) or their addresses (TRUST_PROXY=10.0.0.5,10.1.0.0/16)';

/** `false`/`0`, a hop count, or proxy addresses and CIDR ranges (what Fastify's trustProxy accepts). */
function parseTrustProxy(value: string, ctx: z.RefinementCtx): false | number | string[] {
  const v = value.trim().toLowerCase();
  if (v === '' || v === 'false' || v === '0') return false;
  if (v === 'true') {
    ctx.addIssue({ code: 'custom', message: TRUST_PROXY_TRUE });
    return z.NEVER;
  }
  if (/^\d+$/.test(v)) return Number(v);
  const entries = v
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.filter((entry) => {
    const [address = '', bits, ...rest] = entry.split('/');
    const family = isIP(address);
    if (family === 0 || rest.length > 0) return true;
    return bits !== undefined && !(/^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
  });
  if (bad.length > 0 || entries.length === 0) {
    ctx.addIssue({
      code: 'custom',
      message: `TRUST_PROXY must be false, a hop count or proxy addresses/CIDR ranges; not understood: ${bad.join(', ') || value}`,
    });
    return z.NEVER;
  }
  return entries;
}

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
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
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
