// A PostgreSQL database of the bench's own, created fresh on the server of DATABASE_URL and
// dropped afterwards, so that runs never see each other's sessions or audit rows and never
// touch the database the URL names.

import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Teardown } from './teardown.ts';

export interface ScratchDatabase {
  name: string;
  url: string;
  /** Process ids of the PostgreSQL backends connected to it (the server's pool), to watch. */
  backendPids(): Promise<number[]>;
  drop(): Promise<void>;
}

export async function createScratchDatabase(serverUrl: string): Promise<ScratchDatabase> {
  const name = `portal_bench_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  let dropped = false;
  return {
    name,
    url: url.toString(),
    backendPids: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        const { rows } = await client.query<{ pid: number }>(
          'SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
          [name],
        );
        return rows.map((row) => row.pid);
      } finally {
        await client.end();
      }
    },
    drop: async () => {
      if (dropped) return;
      dropped = true;
      await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * The database a bench server runs on: none for PGlite (it lives in the server's DATA_DIR, and
 * its CPU is the server's), a scratch database for PostgreSQL, dropped by `teardown`.
 */
export async function benchDatabase(
  engine: 'pglite' | 'postgres',
  postgresUrl: string | undefined,
  teardown: Teardown,
): Promise<{
  databaseUrl: string | undefined;
  dropDatabase: () => Promise<void>;
  databasePids: () => Promise<number[]>;
}> {
  if (engine === 'pglite') {
    return {
      databaseUrl: undefined,
      dropDatabase: async () => undefined,
      databasePids: async () => [],
    };
  }
  if (!postgresUrl) throw new Error('The PostgreSQL run needs DATABASE_URL');
  const database = await createScratchDatabase(postgresUrl);
  return {
    databaseUrl: database.url,
    dropDatabase: teardown.add(database.drop),
    databasePids: database.backendPids,
  };
}
