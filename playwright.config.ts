import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './test-support/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://127.0.0.1:${port}`;
/** A second server of the same build with translation configured, talking to a local fake translator. */
export const translatingURL = `http://127.0.0.1:${port + 1}`;
export const fakeTranslatorURL = `http://127.0.0.1:${port + 801}`;
export const fakeTranslatorKey = 'e2e-translator-key';
export const e2eAdmin = { email: 'e2e-admin@example.com', password: 'e2e-password-long-enough' };
// In the environment, so the test workers (started after this) find the server's data (its mail outbox).
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `site-e2e-${process.pid}`);
export const dataDir = process.env.E2E_DATA_DIR;
/** The second server's data folder: always SQLite (e2e/fixtures/team.ts reads its leads). */
export const translatingDataDir = `${dataDir}-translating`;

/** Debian's Chromium, never a downloaded browser. */
const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: chromiumPath,
    args: chromiumArgs,
  },
};

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  // A trace records every frame of every test, a tenth of the run's time: in CI only a retried test
  // records one (Playwright's advice); on a developer's machine, each failed test keeps its own.
  use: {
    baseURL,
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    // A test runs at both widths, unless its title is tagged @desktop or @phone: what only one width
    // has (hover menus, the side menu).
    {
      name: 'desktop',
      use: { ...chromium, viewport: { width: 1280, height: 800 } },
      grepInvert: /@phone\b/,
    },
    // At phone width run what a phone changes: the layout, the side menu, touch and first paint.
    // What does not depend on the screen (server answers, the portal's flows, translation, data
    // rules) runs once, at desktop width: whole specs below, single tests tagged @any-width.
    {
      name: 'phone',
      use: { ...chromium, viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true },
      grepInvert: /@any-width|@desktop\b/,
      testIgnore: [
        'admin-content.spec.ts',
        'editorial-workflow.spec.ts',
        'leads.spec.ts',
        'team.spec.ts',
        'training-registration.spec.ts',
        'two-factor.spec.ts',
      ],
    },
  ],
  webServer: [
    {
      command: `rm -rf "${dataDir}" && node scripts/start.mjs`,
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
      // On PostgreSQL when scripts/test-e2e.mjs runs with --postgres; the second server stays on SQLite.
      env: serverEnv(port, dataDir, {
        TRANSLATOR_KEY: '',
        DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
      }),
    },
    {
      command: `node test-support/fake-translator.mjs --port ${port + 801} --key ${fakeTranslatorKey} --region global`,
      url: `${fakeTranslatorURL}/__stats`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `rm -rf "${translatingDataDir}" && node scripts/start.mjs`,
      url: `${translatingURL}/api/health`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: serverEnv(port + 1, translatingDataDir, {
        TRANSLATOR_KEY: fakeTranslatorKey,
        TRANSLATOR_REGION: 'global',
        TRANSLATOR_ENDPOINT: fakeTranslatorURL,
      }),
    },
  ],
});

function serverEnv(
  serverPort: number,
  dir: string,
  extra: Record<string, string>,
): Record<string, string> {
  return {
    PORT: String(serverPort),
    HOST: '127.0.0.1',
    DATA_DIR: dir,
    ADMIN_EMAIL: e2eAdmin.email,
    ADMIN_PASSWORD: e2eAdmin.password,
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    CHAT_WIDGET_SRC: '',
    ...extra,
  };
}
