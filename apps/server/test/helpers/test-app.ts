import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import type { AppConfig, LeadsConfig, LoginThrottle, TranslatorBudget } from '../../src/config.ts';
import { defaultLoginThrottle } from '../../src/config.ts';
import type { BuildAppOptions } from '../../src/app.ts';
import { buildApp } from '../../src/app.ts';
import { hashPassword } from '../../src/lib/password.ts';
import type { S3Settings } from '../../src/storage/upload-storage.ts';
import { newPostgresDatabase, postgresServerUrl } from './postgres-databases.ts';

/** API tests run on SQLite, and again on PostgreSQL under `npm run test:api:pg`, which names the
 * server in API_TEST_DATABASE_URL (from TEST_DATABASE_URL, or an embedded one). TEST_DATABASE_URL
 * itself does not switch them: `npm run test:unit` stays on SQLite wherever it is set (as in CI).
 * Each app gets a fresh database of its own. */
export const testDialect = postgresServerUrl() ? 'postgres' : 'sqlite';

export const ADMIN = { email: 'admin@example.com', password: 'correct horse battery staple' };

export type TestApp = {
  app: FastifyInstance;
  dataDir: string;
  /** The PostgreSQL database of this app (unset on SQLite). */
  databaseUrl?: string;
  close(): Promise<void>;
};

/** An empty PostgreSQL database of its own (for tests of migrations and restores). */
export const freshPostgresDatabase = () => newPostgresDatabase();

export async function createTestApp(
  options: {
    throttle?: Partial<LoginThrottle>;
    sessionTtlHours?: number;
    withAdmin?: boolean;
    chatWidgetSrc?: string;
    translator?: { key?: string; region?: string; endpoint?: string };
    translateRequestsPerMinute?: number;
    translatorBudget?: TranslatorBudget;
    trustProxy?: AppConfig['trustProxy'];
    publicUrl?: string;
    allowedHosts?: string[];
    /** As in production: account mail only with PUBLIC_URL set. */
    accountMailNeedsPublicUrl?: boolean;
    webDistDir?: string;
    /** A second instance on the first one's database (and data directory), as behind a load balancer. */
    sameDatabaseAs?: TestApp;
    s3?: S3Settings;
    /** A second instance on the first one's PostgreSQL database (dropped by the first one's close). */
    sharedDatabaseUrl?: string;
    /** An existing data folder (removed by close()). */
    dataDir?: string;
    leads?: Partial<LeadsConfig>;
    /** Fastify's logger options (default: no logging). */
    logger?: BuildAppOptions['logger'];
    /** Runs before the app is ready (a test's own hooks). */
    beforeReady?: (app: FastifyInstance) => void;
    imageHosts?: string[];
    /** UPLOAD_QUOTA_MB (fractions allowed): each account's uploads; 2048 when unset. */
    uploadQuotaMb?: number;
    timeouts?: AppConfig['timeouts'];
    /** Origins whose built-in pages are rendered once the app is ready, as server.ts does before it
     * listens (none by default). */
    warmOrigins?: string[];
    /** METRICS_TOKEN: unset, there is no /metrics. */
    metricsToken?: string;
    /** BACKUP_* (decision 062): off by default. */
    backups?: AppConfig['backups'];
    /** true: the housekeeping timer runs as in production (a second after ready, then once a
     * minute); by default tests call app.housekeeping.runAll() themselves. */
    housekeeping?: boolean;
    /** As under `npm run dev`: the API description is open to anyone. */
    apiDocsOpen?: boolean;
    /** How many paths the not-found log keeps (1,000 by default). */
    notFoundLogEntries?: number;
  } = {},
): Promise<TestApp> {
  const shared = options.sameDatabaseAs;
  const dataDir =
    shared?.dataDir ?? options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'site-test-'));
  const database =
    shared || options.sharedDatabaseUrl || testDialect !== 'postgres'
      ? undefined
      : await newPostgresDatabase(inject('postgresTemplate') ?? undefined);
  const databaseUrl = shared?.databaseUrl ?? options.sharedDatabaseUrl ?? database?.url;
  const app = await buildApp({
    dataDir,
    databaseUrl,
    webDistDir: options.webDistDir ?? null,
    sessionTtlHours: options.sessionTtlHours ?? 24,
    chatWidgetSrc: options.chatWidgetSrc,
    translator: { region: 'global', endpoint: 'http://127.0.0.1:9', ...options.translator },
    translateRequestsPerMinute: options.translateRequestsPerMinute,
    translatorBudget: options.translatorBudget,
    trustProxy: options.trustProxy ?? false,
    publicUrl: options.publicUrl,
    allowedHosts: options.allowedHosts,
    accountMailNeedsPublicUrl: options.accountMailNeedsPublicUrl,
    logLevel: 'silent',
    logger: options.logger ?? false,
    loginThrottle: { ...defaultLoginThrottle, ...options.throttle },
    housekeeping: options.housekeeping ?? false,
    s3: options.s3,
    leads: options.leads,
    imageHosts: options.imageHosts,
    uploadQuotaMb: options.uploadQuotaMb,
    timeouts: options.timeouts,
    backups: options.backups,
    metricsToken: options.metricsToken,
    apiDocsOpen: options.apiDocsOpen,
    notFoundLogEntries: options.notFoundLogEntries,
  });
  options.beforeReady?.(app);
  await app.ready();
  if (options.warmOrigins) await app.pageTwins?.warm(options.warmOrigins);
  if (options.withAdmin !== false && !shared)
    await app.repos.users.upsert(ADMIN.email, await adminHash());
  return {
    app,
    dataDir,
    databaseUrl,
    async close() {
      await app.close();
      if (shared) return;
      await database?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Accounts a test puts straight in the database are hashed at a low scrypt cost: a sign-in checks
 * each hash at the cost it records, so signing them in takes milliseconds instead of most of a
 * second. Passwords the app sets itself (first administrator, invitation, reset, change) keep the
 * production cost (auth-api.test.ts checks it). */
const TEST_PASSWORD_COST = { N: 2 ** 10, r: 8, p: 1 };
const testHashes = new Map<string, Promise<string>>();
export const testPasswordHash = (password: string) => {
  let hash = testHashes.get(password);
  if (!hash) testHashes.set(password, (hash = hashPassword(password, TEST_PASSWORD_COST)));
  return hash;
};
const adminHash = () => testPasswordHash(ADMIN.password);

export async function login(
  app: FastifyInstance,
  credentials: { email: string; password: string; code?: string } = ADMIN,
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: credentials,
  });
  if (response.statusCode !== 200)
    throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return response.json().data.session.access_token as string;
}

/** The app of the tests in the `describe` this is called in, made before them and closed after,
 * with an administrator signed in (`token`). Its parts are read in a test or a hook, once made. */
export function signedInTestApp(
  options?: Parameters<typeof createTestApp>[0],
): TestApp & { token: string } {
  let made: { t: TestApp; token: string } | undefined;
  beforeAll(async () => {
    const t = await createTestApp(options);
    made = { t, token: await login(t.app) };
  });
  afterAll(async () => made?.t.close());
  const current = () => {
    if (!made) throw new Error('signedInTestApp: read in a test or a hook, once the app is made');
    return made;
  };
  return {
    get app() {
      return current().t.app;
    },
    get dataDir() {
      return current().t.dataDir;
    },
    get databaseUrl() {
      return current().t.databaseUrl;
    },
    get token() {
      return current().token;
    },
    close: () => current().t.close(),
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A call to the API as the holder of `token` (null: signed out), with a JSON body when given. */
export const callAs = (
  app: FastifyInstance,
  token: string | null,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) => app.inject({ method, url, payload, headers: token ? bearer(token) : {} });

/** A multipart body as the admin portal's FormData sends it. */
export function multipart(
  fields: Record<string, string>,
  files: { name: string; filename: string; type: string; data: Buffer }[] = [],
) {
  const boundary = `----site${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
