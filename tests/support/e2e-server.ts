// The server the end-to-end tests drive: the built portal (`node dist/server/main.js`) on
// its own embedded database in a temporary folder, or on a new PostgreSQL database when
// DATABASE_URL is set, seeded by e2e-seed.ts. Playwright starts this as its web server and
// stops it with SIGTERM; the folder and the database are removed.

import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPostgresDatabase } from './postgres-database.ts';
import { testSecrets } from './test-secrets.ts';

async function main() {
  const port = process.env.PORT ?? '4173';
  // playwright.config.ts makes it, so that a test can reach the stored documents.
  const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  const serverUrl = process.env.DATABASE_URL;
  const postgres = serverUrl ? await createPostgresDatabase(serverUrl) : undefined;
  const seeded = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'tests/support/e2e-seed.ts', postgres?.url ?? join(dataDir, 'pglite')],
    { stdio: 'inherit' },
  );
  if (seeded.status !== 0) throw new Error('seeding failed');

  const server = spawn(process.execPath, ['dist/server/main.js'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      ...testSecrets,
      NODE_ENV: 'test',
      PORT: port,
      HOST: '127.0.0.1',
      // The address the browser uses (playwright.config.ts): passkeys need a host name.
      PUBLIC_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      DEV_OUTBOX: 'true',
      DEMO_DATA: 'false',
      // Every test browser comes from 127.0.0.1: the per-address limits would trip.
      RATE_LIMIT_ADDRESS_PER_MINUTE: '100000',
      ADDRESS_LOGIN_MAX_FAILURES: '100000',
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    },
  });
  const stop = () => server.kill('SIGTERM');
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  server.on('exit', (code) => {
    rmSync(dataDir, { recursive: true, force: true });
    // Closing the creating connection drops the test database.
    void (postgres?.close() ?? Promise.resolve()).finally(() => process.exit(code ?? 0));
  });
}

main().catch((error: unknown) => {
  process.stderr.write(`The end-to-end server could not start: ${String(error)}\n`);
  process.exit(1);
});
