// One PostgreSQL dialect, two engines: PGlite embedded in the process (the default, so the
// portal runs on a bare machine) or a PostgreSQL server when DATABASE_URL is set. Both get
// the same migrations, applied at start.

import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { DrizzleQueryError } from 'drizzle-orm';
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

/**
 * `items` in runs of at most `size`: the rows one statement writes, so that a statement's
 * parameters stay under PostgreSQL's 65,535 however many rows there are.
 */
export function chunks<Item>(items: readonly Item[], size: number): Item[][] {
  const out: Item[][] = [];
  for (let start = 0; start < items.length; start += size) {
    out.push(items.slice(start, start + size));
  }
  return out;
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

/** How long a request may wait to connect, or for a free connection of a busy pool. */
const connectTimeoutMs = 5_000;

/** No connection to the database server could be had: refused, reset, timed out. */
export class DatabaseConnectionError extends Error {
  constructor(cause: unknown) {
    super('Could not connect to the database', { cause });
    this.name = 'DatabaseConnectionError';
  }
}

type PoolCallback = (
  error: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: unknown) => void,
) => void;

/**
 * The pool Drizzle is given, closing two gaps node-postgres and Drizzle leave when a
 * connection drops. A client taken out of the pool (Drizzle takes one per transaction) has no
 * 'error' listener, so a connection lost mid-transaction would be an unhandled 'error' event
 * that ends the process. And Drizzle gives a transaction's client back only once its BEGIN
 * succeeded, so a client whose connection died between checkout and BEGIN would keep its
 * place in the pool for good, until every request waits for a connection that never comes.
 * Here a taken client whose connection fails goes back to the pool at once, to be discarded,
 * and its user's release afterwards does nothing.
 */
class DropTolerantPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: PoolCallback): void;
  override connect(callback?: PoolCallback): Promise<pg.PoolClient> | void {
    // pool.query() takes its clients this way, and listens for their errors itself.
    if (callback) return super.connect(callback);
    return new Promise((resolve, reject) => {
      // The listener must be on the client before anything else runs: a client the pool
      // hands over while it parses a socket's data may get a server's FATAL from the same
      // chunk, before a promise's continuation would run.
      super.connect((error, client) => {
        if (error || !client) reject(new DatabaseConnectionError(error));
        else resolve(releasedOnConnectionError(client));
      });
    });
  }
}

function releasedOnConnectionError(client: pg.PoolClient): pg.PoolClient {
  const release = client.release;
  let released = false;
  const releaseOnce = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    client.removeListener('error', releaseOnce);
    release(error);
  };
  client.on('error', releaseOnce);
  client.release = releaseOnce;
  return client;
}

/**
 * SQLSTATEs of a server that cannot serve the connection now: class 08 (connection
 * exception) and, below, a server shutting down or restarting (57P01 terminated by an
 * administrator, 57P02 crash of another backend, 57P03 starting up), an idle session it
 * closed (57P05), and its connection limit reached (53300). Not 57P04, a dropped database:
 * waiting does not bring it back.
 */
const unavailableStates = new Set(['57P01', '57P02', '57P03', '57P05', '53300']);

/** What a socket reports when the server cannot be reached or the connection breaks. */
const networkFailures = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/** node-postgres and its pool say that a connection was lost or never came with no code. */
const driverConnectionFailures = new Set([
  'Connection terminated unexpectedly',
  'Connection terminated',
  'Connection terminated due to connection timeout',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
]);

function connectionFailureOf(link: Error): string | undefined {
  const code = (link as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (code.startsWith('08') || unavailableStates.has(code) || networkFailures.has(code)) {
      return code;
    }
  }
  if (link instanceof AggregateError) {
    const inner = link.errors.find((error): error is Error => error instanceof Error);
    return inner && connectionFailureOf(inner);
  }
  return driverConnectionFailures.has(link.message) ? link.message : undefined;
}

/**
 * Why the database could not be reached, when that is what `error` says: a query Drizzle ran
 * or a connection this pool made failed because the server refused, dropped or timed out the
 * connection, or is shutting down. Undefined for anything else, a refused mail server or a
 * unique violation alike. The reason is a code or the driver's text, never the query's values.
 */
export function databaseUnavailableReason(error: unknown): string | undefined {
  let fromDatabase = false;
  let link: unknown = error;
  for (let depth = 0; link instanceof Error && depth < 8; depth++) {
    if (link instanceof DrizzleQueryError || link instanceof DatabaseConnectionError) {
      fromDatabase = true;
    } else if (fromDatabase) {
      const reason = connectionFailureOf(link);
      if (reason) return reason;
    }
    link = link.cause;
  }
  return undefined;
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
  const pool = new DropTolerantPool({
    connectionString: url,
    max: poolSize,
    // A server that neither accepts nor refuses (a dead host, a full backlog) fails the
    // request in seconds, as a 503, instead of holding it until the client gives up.
    connectionTimeoutMillis: connectTimeoutMs,
    // A peer that vanished without a reset is noticed on an idle connection too.
    keepAlive: true,
    // Connections stay open once made: node-postgres would close one idle for 10 s, and under
    // bursts of logins the pool then closed and reopened connections every few seconds, each
    // a new PostgreSQL backend (a process started, authenticated) whose prepared statements
    // are parsed and planned again (docs/benchmarks.md, "What each part of a login costs").
    idleTimeoutMillis: 0,
  });
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

/**
 * A statement written in SQL, for a hot path no query builder can write (a data-modifying
 * WITH), made once per connection as `preparedPer` makes Drizzle's: on a PostgreSQL server it
 * is parsed and planned once per connection instead of at every call, which halves its cost
 * to the server (0.27 against 0.11 ms of a backend's CPU for the login's statement). On PGlite
 * it runs as it is. It takes the database, not a transaction; a failure is Drizzle's
 * `DrizzleQueryError`, as any query's, so that `loggableError` and
 * `databaseUnavailableReason` read it alike.
 */
export function preparedSql(
  name: string,
  text: string,
): (db: Database, values: unknown[]) => Promise<Record<string, unknown>[]> {
  return async (db, values) => {
    const client = (db as unknown as { $client?: unknown }).$client;
    try {
      if (client instanceof pg.Pool) return (await client.query({ name, text, values })).rows;
      if (client instanceof PGlite) {
        return (await client.query<Record<string, unknown>>(text, values)).rows;
      }
    } catch (error) {
      throw new DrizzleQueryError(text, values, error as Error);
    }
    throw new Error(`The statement ${name} runs on the database, not in a transaction`);
  };
}

/**
 * A failed query as it is logged. Drizzle's error puts the query's values (user names, e-mail
 * addresses, hashes) in its message, its stack and `params`, and PostgreSQL quotes row values
 * in its messages and `detail`: only the query text, the call stack, the SQLSTATE and the
 * constraint are kept.
 */
class FailedQuery extends Error {
  readonly sqlState: unknown;
  readonly constraint: unknown;

  constructor(failed: DrizzleQueryError) {
    super(`Failed query: ${failed.query}`);
    this.name = 'FailedQuery';
    const frames = (failed.stack ?? '').split('\n').filter((line) => line.startsWith('    at '));
    this.stack = [`${this.name}: ${this.message}`, ...frames].join('\n');
    const cause = failed.cause as { code?: unknown; constraint?: unknown } | undefined;
    this.sqlState = cause?.code;
    this.constraint = cause?.constraint;
  }
}

/**
 * An error as it may be logged: a failed query without its values; a connection error of
 * the driver (which carries the whole client, its parameters and prepared statements) as
 * its message and code only.
 */
export function loggableError(error: unknown): Error {
  if (error instanceof DrizzleQueryError) return new FailedQuery(error);
  if (!(error instanceof Error)) return new Error(String(error));
  const code = (error as { code?: unknown }).code;
  const plain = new Error(error.message);
  plain.name = error.name;
  plain.stack = error.stack;
  return code === undefined ? plain : Object.assign(plain, { code });
}

/** An insert or update the database refused as a second row under `constraint` (23505). */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const cause = (error as { cause?: { code?: unknown; constraint?: unknown } } | undefined)?.cause;
  return cause?.code === '23505' && cause.constraint === constraint;
}
