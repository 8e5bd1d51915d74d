import path from 'node:path';
import { z } from 'zod';

const optionalString = z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.string().trim().optional());

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString.refine(
    (v) => v === undefined || /^postgres(ql)?:\/\//.test(v),
    'DATABASE_URL must be a postgres:// URL (leave it unset for SQLite)',
  ),
  ADMIN_EMAIL: optionalString,
  ADMIN_PASSWORD: optionalString,
  SESSION_TTL_HOURS: z.coerce.number().positive().max(24 * 90).default(168),
  TRANSLATOR_KEY: optionalString,
  TRANSLATOR_REGION: z.string().default('global'),
  TRANSLATOR_ENDPOINT: z.string().url().default('https://api.cognitive.microsofttranslator.com'),
  CHAT_WIDGET_SRC: optionalString.refine((v) => v === undefined || /^https?:\/\//.test(v), 'CHAT_WIDGET_SRC must be an http(s) URL'),
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  PUBLIC_URL: optionalString.refine((v) => v === undefined || /^https?:\/\/[^/]+/.test(v), 'PUBLIC_URL must be an http(s) URL such as https://www.example.com'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: optionalString,
  SMTP_URL: optionalString.refine((v) => v === undefined || /^smtps?:\/\/[^/]+/.test(v), 'SMTP_URL must be an smtp:// or smtps:// URL such as smtp://user:pass@mail.example.com:587'),
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
