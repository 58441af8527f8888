// The server the end-to-end tests drive: the built portal (`node dist/server/main.js`) on
// its own embedded database in a temporary folder, or on a new PostgreSQL database when
// DATABASE_URL is set, with the demo data plus accounts that only the tests use.
// Playwright starts this as its web server and stops it with SIGTERM; everything is removed.

import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hash } from '@node-rs/argon2';
import { systemClock } from '../../src/domain/shared/clock.ts';
import {
  argon2idOptions,
  createPasswordHasher,
} from '../../src/server/adapters/password-hasher.ts';
import { insertAccount } from '../../src/server/db/accounts-repository.ts';
import { type DatabaseHandle, openDatabase } from '../../src/server/db/client.ts';
import { demoPassword, loadDemoData } from '../../src/server/demo/demo-data.ts';
import { testSecrets } from './test-app.ts';
import { createPostgresDatabase } from './test-database.ts';

/** Accounts the end-to-end tests may lock or use for statuses without spoiling the demo ones. */
export const e2eAccounts = {
  lockout: { userName: 'e2elockout', side: 'employee-benefits' },
  employerLockout: { userName: 'e2eemplock', side: 'employers' },
  test: { userName: 'e2etester', side: 'employers' },
} as const;

async function seed(database: DatabaseHandle) {
  const hasher = await createPasswordHasher({ concurrency: 2, queue: 10 });
  await loadDemoData(database.db, { dataKey: testSecrets.DATA_KEY, clock: systemClock, hasher });
  const passwordHash = await hash(demoPassword, argon2idOptions);
  for (const [key, account] of Object.entries(e2eAccounts)) {
    await insertAccount(database.db, {
      userName: account.userName,
      passwordHash,
      role: account.side === 'employers' ? 'employer' : 'employee',
      firstName: 'E2E',
      lastName: key,
      isTest: key === 'test',
    });
  }
}

async function main() {
  const port = process.env.PORT ?? '4173';
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  const serverUrl = process.env.DATABASE_URL;
  const postgres = serverUrl ? await createPostgresDatabase(serverUrl) : undefined;
  if (postgres) {
    await seed(postgres);
  } else {
    const embedded = await openDatabase({ engine: 'pglite', dataDir: join(dataDir, 'pglite') });
    await seed(embedded);
    await embedded.close();
  }
  const server = spawn(process.execPath, ['dist/server/main.js'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      ...testSecrets,
      NODE_ENV: 'test',
      PORT: port,
      HOST: '127.0.0.1',
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
    // Closing the seeding connection drops the test database.
    void (postgres?.close() ?? Promise.resolve()).finally(() => process.exit(code ?? 0));
  });
}

main().catch((error: unknown) => {
  process.stderr.write(`The end-to-end server could not start: ${String(error)}\n`);
  process.exit(1);
});
