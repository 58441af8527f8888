// End-to-end tests in Debian's Chromium (Playwright cannot download browsers here) against
// the built portal started by tests/support/e2e-server.ts.

import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromiumPath)) {
  throw new Error(
    `Chromium is missing at ${chromiumPath}. Install it with "apt-get install chromium" (or set CHROMIUM_PATH).`,
  );
}

const port = process.env.E2E_PORT ?? '4173';
// The portal's DATA_DIR, made here so that the server (tests/support/e2e-server.ts, which removes
// it when it stops) and the tests' workers, which inherit this process's environment, know it:
// tests/e2e/documents.spec.ts alters a stored document in its documents folder.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'portal-e2e-'));
// localhost, not 127.0.0.1: WebAuthn takes no IP address as the relying party's id, and the
// passkey tests need one (the server's PUBLIC_URL says the same, tests/support/e2e-server.ts).
const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  // Most tests log in (a password hash, then a code) and scan the page with axe, beside a second
  // worker, the portal and Chromium on two cores: a slow machine takes 30 s for some of them.
  // The reporter below names every test that takes more than half of its time.
  timeout: 60_000,
  // A step that checks a password waits for the hash behind the other worker's logins.
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  forbidOnly: true,
  reporter: [['list'], ['./tests/support/playwright-slowest-files.ts']],
  use: {
    baseURL,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // The server listens on 127.0.0.1 only: no try of ::1 first.
        '--host-resolver-rules=MAP localhost 127.0.0.1',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { browserName: 'chromium' },
      testIgnore: ['account-recovery.spec.ts', 'second-factor.spec.ts'],
    },
    // John and Alex get factors here, which the other files' logins (a code by e-mail or SMS)
    // could not pass while they last: after them, on the demo passwords.
    {
      name: 'second-factor',
      use: { browserName: 'chromium' },
      testMatch: 'second-factor.spec.ts',
      dependencies: ['chromium'],
    },
    // Password resets change demo passwords the other files log in with: after them.
    {
      name: 'account-recovery',
      use: { browserName: 'chromium' },
      testMatch: 'account-recovery.spec.ts',
      dependencies: ['second-factor'],
    },
  ],
  webServer: {
    command: 'node --import tsx tests/support/e2e-server.ts',
    url: `http://127.0.0.1:${port}/auth/`,
    env: { PORT: port },
    // Seeding (a new embedded database, its migrations, the demo data) and the start: more than
    // a minute on one busy core. The wait ends as soon as the portal answers.
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
