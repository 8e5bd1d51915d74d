import os from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import type { TestProjectInlineConfiguration } from 'vitest/config';

/** The server's tests, on SQLite (or on PostgreSQL under `npm run test:api:pg`). */
const server = {
  root: './apps/server',
  include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  environment: 'node',
  globalSetup: ['./test/helpers/postgres-template.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
} satisfies TestProjectInlineConfiguration['test'];
/** Test files that replace one of the app's modules with vi.mock, which needs modules of their own. */
const replacesAModule = [
  'test/device-cookie-api.test.ts',
  'test/security-auth-api.test.ts',
  'test/security-input-api.test.ts',
];

export default defineConfig({
  test: {
    // Vitest leaves one core free by default: on a 2-core machine that is one worker, and the run
    // takes half again as long (decision 054).
    maxWorkers: os.availableParallelism(),
    projects: [
      {
        test: {
          name: 'shared',
          root: './packages/shared',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          ...server,
          name: 'server',
          // The test files of a worker share their modules: each file imports the app once, not once
          // per file (decision 055). The files that replace a module (vi.mock) run apart, isolated.
          isolate: false,
          exclude: [...configDefaults.exclude, ...replacesAModule],
        },
      },
      { test: { ...server, name: 'server-isolated', include: replacesAModule } },
      './apps/web/vite.config.ts',
      './apps/admin/vite.config.ts',
    ],
  },
});
