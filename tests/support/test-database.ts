// A database of its own for each test file: a copy of the migrated PGlite template, or,
// when DATABASE_URL is set, a new PostgreSQL database with a random name, dropped after.

import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/server/db/client.ts';

export type Engine = 'pglite' | 'postgres';

/** The engines the database tests run on: PGlite always, PostgreSQL when DATABASE_URL is set. */
export const testEngines: Engine[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export async function createTestDatabase(engine: Engine): Promise<DatabaseHandle> {
  if (engine === 'pglite') {
    const template = readFileSync(inject('pgliteTemplate'));
    return openDatabase({ engine: 'pglite', loadDataDir: new Blob([template]) });
  }
  return createPostgresDatabase(requiredDatabaseUrl());
}

function requiredDatabaseUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set');
  return url;
}

/** A new, empty, migrated database on the server of `serverUrl`; close() drops it. */
export async function createPostgresDatabase(
  serverUrl: string,
): Promise<DatabaseHandle & { url: string }> {
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ engine: 'postgres', url: url.toString(), poolSize: 5 });
  return {
    ...handle,
    url: url.toString(),
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
