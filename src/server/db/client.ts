// One PostgreSQL dialect, two engines: PGlite embedded in the process (the default, so the
// portal runs on a bare machine) or a PostgreSQL server when DATABASE_URL is set. Both get
// the same migrations, applied at start.

import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';

/** The database or a transaction on it: repositories take either. */
export type Database = PgDatabase<PgQueryResultHKT>;

/** The rows of a raw `db.execute` result; both drivers answer `{ rows }`. */
export function rowsOf(result: unknown): Record<string, unknown>[] {
  return (result as { rows: Record<string, unknown>[] }).rows;
}

export interface DatabaseHandle {
  db: Database;
  engine: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Any value that identifies the migration lock among this database's advisory locks. */
const migrationLockId = 7_146_020_241;

export type DatabaseTarget =
  | { engine: 'postgres'; url: string; poolSize?: number }
  | { engine: 'pglite'; dataDir?: string; loadDataDir?: Blob };

export interface DatabaseOptions {
  /** Told when an idle server connection drops; the pool reconnects on the next query. */
  onIdleConnectionError?: (error: Error) => void;
}

export async function openDatabase(
  target: DatabaseTarget,
  options: DatabaseOptions = {},
): Promise<DatabaseHandle> {
  if (target.engine === 'postgres') {
    return openPostgres(target.url, target.poolSize ?? 10, options);
  }
  const client = await PGlite.create({
    ...(target.dataDir ? { dataDir: target.dataDir } : {}),
    ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}),
  });
  await migratePglite(drizzlePglite(client), { migrationsFolder });
  return {
    db: drizzlePglite(client) as unknown as Database,
    engine: 'pglite',
    close: () => client.close(),
  };
}

async function openPostgres(
  url: string,
  poolSize: number,
  options: DatabaseOptions,
): Promise<DatabaseHandle> {
  // Several instances may start at once: one migrates while the others wait on the lock.
  const migrator = new pg.Client({ connectionString: url });
  await migrator.connect();
  try {
    await migrator.query('select pg_advisory_lock($1)', [migrationLockId]);
    await migrateNodePostgres(drizzleNodePostgres(migrator), { migrationsFolder });
  } finally {
    await migrator.end();
  }
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // A dropped idle connection must not take the process down.
  pool.on('error', (error) => options.onIdleConnectionError?.(error));
  return {
    db: drizzleNodePostgres(pool) as unknown as Database,
    engine: 'postgres',
    close: () => pool.end(),
  };
}

/**
 * A prepared statement made once per database: the hot reads of every request skip query
 * building and, on a PostgreSQL server, parsing and planning.
 */
export function preparedPer<Statement>(
  build: (db: Database) => Statement,
): (db: Database) => Statement {
  const statements = new WeakMap<Database, Statement>();
  return (db) => {
    let statement = statements.get(db);
    if (!statement) {
      statement = build(db);
      statements.set(db, statement);
    }
    return statement;
  };
}
