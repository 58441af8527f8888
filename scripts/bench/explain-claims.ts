// `node --import tsx scripts/bench/explain-claims.ts [pglite|postgres]`: the queries behind the
// employee's dashboard, claim detail and payments calls (docs/product/budgets.md) on the demo
// data with Acme grown to 50,000 members and 20,000 claims (grown-client.ts), each with its
// EXPLAIN ANALYZE, and how many queries each call makes. The queries are the ones the
// service really sends, caught by a Drizzle logger, run again under EXPLAIN with their
// parameters. The session look-up of every request (plugins/session.ts) comes on top: one
// query by primary key. postgres needs DATABASE_URL; it works in a scratch database.

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { systemClock } from '#domain/shared/clock';
import { createPasswordHasher } from '#server/adapters/password-hasher';
import { parseConfig } from '#server/config/config';
import { loadDevelopmentSecrets } from '#server/config/development-secrets';
import { type Database, migrationsFolder, rowsOf } from '#server/db/client';
import { findLogin } from '#server/db/accounts-repository';
import { loadDemoData } from '#server/dev/demo/demo-data';
import {
  claimDetail,
  type ClaimsDeps,
  dashboard,
  payments,
} from '#server/flows/claims/claims.service';
import { claimNumbersOf, growDemoClient, grownUserName } from './grown-client.ts';
import { createScratchDatabase } from './scratch-database.ts';

interface Caught {
  query: string;
  params: unknown[];
}

const engine = process.argv[2] === 'postgres' ? 'postgres' : 'pglite';
const caught: Caught[] = [];
const logger = { logQuery: (query: string, params: unknown[]) => caught.push({ query, params }) };

const dataDir = await mkdtemp(join(tmpdir(), 'portal-explain-'));
const config = parseConfig({ NODE_ENV: 'development', DATA_DIR: dataDir }, loadDevelopmentSecrets);
let explain: (query: string, params: unknown[]) => Promise<string[]>;
let db: Database;
let close: () => Promise<void>;
if (engine === 'postgres') {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('postgres needs DATABASE_URL');
  const scratch = await createScratchDatabase(serverUrl);
  const pool = new pg.Pool({ connectionString: scratch.url, max: 4 });
  await migrateNodePostgres(drizzleNodePostgres(pool), { migrationsFolder });
  db = drizzleNodePostgres(pool, { logger }) as unknown as Database;
  explain = async (query, params) =>
    (await pool.query<{ 'QUERY PLAN': string }>(`explain analyze ${query}`, params)).rows.map(
      (row) => row['QUERY PLAN'],
    );
  close = async () => {
    await pool.end();
    await scratch.drop();
  };
} else {
  const client = await PGlite.create();
  await migratePglite(drizzlePglite(client), { migrationsFolder });
  db = drizzlePglite(client, { logger }) as unknown as Database;
  explain = async (query, params) =>
    (await client.query<{ 'QUERY PLAN': string }>(`explain analyze ${query}`, params)).rows.map(
      (row) => row['QUERY PLAN'],
    );
  close = () => client.close();
}

try {
  const hasher = await createPasswordHasher(config.hashing);
  await loadDemoData(db, {
    dataKey: config.hashKey,
    sealKeys: config.dataKeys,
    clock: systemClock(),
    hasher,
  });
  const grown = await growDemoClient(db, {
    accounts: 300,
    vacuumAnalyze: process.env.EXPLAIN_ANALYZE !== '0',
  });
  process.stdout.write(
    `${engine}: Acme grown to ${grown.members} members and ${grown.claims} claims in ${grown.seconds.toFixed(1)} s: ${JSON.stringify(grown.rows)}\n`,
  );
  const [account] = rowsOf(
    await db.execute(`select id from accounts where user_name = '${grownUserName(2)}'`),
  );
  const employee = await findLogin(db, String(account?.id));
  if (employee?.kind !== 'employee') throw new Error('The bench account has no member');
  const deps: ClaimsDeps = {
    db,
    clock: systemClock(),
    dataKey: config.dataKeys,
    brandName: 'Benefits portal',
    claimUrl: (claimNumber) => `/auth/employee-benefits/claims/${claimNumber}`,
    messageQueued: () => undefined,
  };
  // Account 2's member: C3000005 (an intermittent leave), C3000006 (a disability, paid).
  const [leave, disability] = claimNumbersOf(2);
  const calls: [string, () => Promise<unknown>][] = [
    ['dashboard', () => dashboard(deps, employee)],
    [`claim detail, leave ${leave}`, () => claimDetail(deps, employee, leave ?? '')],
    [`claim detail, disability ${disability}`, () => claimDetail(deps, employee, disability ?? '')],
    ['payments', () => payments(deps, employee)],
  ];
  for (const [name, call] of calls) {
    caught.length = 0;
    await findLogin(db, employee.accountId);
    await call();
    const queries = [...caught];
    process.stdout.write(
      `\n=== ${name}: ${queries.length} queries (+1 session look-up), the employee's included\n`,
    );
    for (const { query, params } of queries) {
      process.stdout.write(`\n${query}\n  params ${JSON.stringify(params)}\n`);
      for (const line of await explain(query, params)) process.stdout.write(`  ${line}\n`);
    }
  }
} finally {
  await close();
  await rm(dataDir, { recursive: true, force: true });
}
