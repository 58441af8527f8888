import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';
import { catalogs } from './scripts/i18n/catalog-plugin.ts';
import { SlowestFilesReporter } from './tests/support/vitest-slowest-files.ts';

/**
 * Server tests whose subject is the test process itself (its threads): each runs in a process of
 * its own, where the server project's files share a worker's process and module cache.
 */
const ownProcess = ['src/server/adapters/pool-thread-priority.test.ts'];

export default defineConfig({
  test: {
    reporters: ['default', new SlowestFilesReporter()],
    // Vitest's default leaves a core to itself: one file at a time on a two-core machine, whose
    // second core then mostly waits, as a test file spends its time in one thread (the app, the
    // embedded database). One file per core; under taskset to one core, still one.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'domain',
          include: ['src/domain/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['src/server/**/*.test.ts', 'src/cli/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...ownProcess],
          environment: 'node',
          globalSetup: ['tests/support/global-setup.ts'],
          setupFiles: ['tests/support/server-setup.ts'],
          // One module cache per worker, as the web project's below: each file builds the app
          // from the same modules instead of importing them afresh.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: { name: 'server-own-process', include: ownProcess, environment: 'node' },
      },
      {
        // npm run test:system: the portal as processes on PostgreSQL and Redis
        // (docs/operations.md#scaling-out).
        test: {
          name: 'system',
          include: ['tests/system/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/system-setup.ts'],
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        plugins: [react(), catalogs()],
        test: {
          name: 'web',
          include: ['src/web/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['tests/support/web-setup.ts'],
          // One module cache per worker instead of one per file: the screens' files import most
          // of the app, and a fresh import per file was two thirds of this project's time. What a
          // test leaves behind, web-setup.ts clears after each; a module both tests and screens
          // hold in common is one module (tests/support/web/browser-webauthn.ts).
          isolate: false,
          // Above the screens' own waits (web-setup.ts): a slow machine is not a failure.
          testTimeout: 30_000,
        },
      },
    ],
  },
});
