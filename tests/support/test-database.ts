// A database of its own for each test file: a copy of the migrated PGlite template, or,
// when DATABASE_URL is set, a PostgreSQL database with a random name copied from the migrated
// one of the run (global-setup.ts), dropped after.

import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '#server/db/client';
import { createPostgresDatabase } from './postgres-database.ts';

export type Engine = 'pglite' | 'postgres';

/** The engines the database tests run on: PGlite always, PostgreSQL when DATABASE_URL is set. */
export const testEngines: Engine[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export async function createTestDatabase(engine: Engine): Promise<DatabaseHandle> {
  if (engine === 'pglite') {
    const template = readFileSync(inject('pgliteTemplate'));
    return openDatabase({ engine: 'pglite', loadDataDir: new Blob([template]) });
  }
  return createPostgresDatabase(requiredDatabaseUrl(), {
    template: inject('postgresTemplate'),
  });
}

function requiredDatabaseUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set');
  return url;
}
