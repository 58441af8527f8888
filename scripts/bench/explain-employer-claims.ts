// `node --import tsx scripts/bench/explain-employer-claims.ts [pglite|postgres]`: the queries
// behind the employer's dashboard, 'Employee claims', a claim's page, 'Employees' and an
// employee's page (docs/product/employer-claims.md, docs/product/census.md and
// docs/product/budgets.md) on the demo data with Acme grown to
// 50,000 members and 20,000 claims (grown-client.ts): how many queries each call makes, each with
// its EXPLAIN ANALYZE, and each call's time in the process (median and p99 of 200 calls after a
// warm-up, one at a time; the session look-up and the HTTP around it come on top). The queries are
// the ones the service really sends, caught by a Drizzle logger. postgres needs DATABASE_URL; it
// works in a scratch database. EXPLAIN_VACUUM=0: the grown tables analyzed but never vacuumed
// (PGlite in use).

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { systemClock } from '#domain/shared/clock';
import { createPasswordHasher } from '#server/adapters/password-hasher';
import { parseConfig } from '#server/config/config';
import { loadDevelopmentSecrets } from '#server/config/development-secrets';
import { type Database, migrationsFolder, rowsOf } from '#server/db/client';
import { findLogin } from '#server/db/accounts-repository';
import { loadDemoData } from '#server/dev/demo/demo-data';
import { searchEmployees } from '#server/flows/employer-claims/absence-report.service';
import {
  employeeClaims,
  employerClaimDetail,
  employerDashboard,
  type EmployerClaimsDeps,
} from '#server/flows/employer-claims/employer-claims.service';
import { employeePage, employeesPage } from '#server/flows/employees/employees.service';
import { growDemoClient, grownMemberId } from './grown-client.ts';
import { createScratchDatabase } from './scratch-database.ts';
import type { EmployerCaller } from '#server/plugins/route-access';

interface Caught {
  query: string;
  params: unknown[];
}

const engine = process.argv[2] === 'postgres' ? 'postgres' : 'pglite';
const runs = Number(process.env.EXPLAIN_RUNS ?? 200);
const caught: Caught[] = [];
let catching = false;
const logger = {
  logQuery: (query: string, params: unknown[]) => {
    if (catching) caught.push({ query, params });
  },
};

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

const milliseconds = (value: number) => `${value.toFixed(2)} ms`;

try {
  const hasher = await createPasswordHasher(config.hashing);
  await loadDemoData(db, {
    dataKey: config.hashKey,
    sealKeys: config.dataKeys,
    clock: systemClock(),
    hasher,
  });
  // VACUUM ANALYZE, as autovacuum would (grown-client.ts). EXPLAIN_VACUUM=0 shows the plans of
  // a database that has statistics but was never vacuumed: PGlite's, which has no autovacuum,
  // once someone ran ANALYZE (the dashboard's count reads the table instead of the index).
  const vacuumed = process.env.EXPLAIN_VACUUM !== '0';
  const grown = await growDemoClient(db, { accounts: 10, vacuumAnalyze: vacuumed });
  if (!vacuumed) await db.execute(sql`analyze`);
  process.stdout.write(
    `${engine}: Acme grown to ${grown.members} members and ${grown.claims} claims in ${grown.seconds.toFixed(1)} s, ${vacuumed ? 'then VACUUM ANALYZE' : 'then ANALYZE only'}\n`,
  );
  const [account] = rowsOf(await db.execute(`select id from accounts where user_name = 'acmehr'`));
  const employer = await findLogin(db, String(account?.id));
  if (employer?.kind !== 'employer') throw new Error('Acme has no employer');
  const caller: EmployerCaller = { employer, address: '127.0.0.1' };
  const deps: EmployerClaimsDeps = {
    db,
    clock: systemClock(),
    dataKey: config.dataKeys,
    brandName: 'Benefits portal',
    claimUrl: (claimNumber) => `/auth/employee-benefits/claims/${claimNumber}`,
    messageQueued: () => undefined,
  };
  // A cursor deep in the list: the 5,000th claim, newest first.
  const [deep] = rowsOf(
    await db.execute(`select first_day_of_absence::text as day, claim_number from claims
      where client_id = '100000001' order by first_day_of_absence desc, claim_number desc
      offset 5000 limit 1`),
  );
  const cursor = `${String(deep?.day)}_${String(deep?.claim_number)}`;
  const calls: [string, () => Promise<unknown>][] = [
    ['dashboard', () => employerDashboard(deps, caller)],
    ['claims, first page', () => employeeClaims(deps, caller, {})],
    ['claims, page after the 5,000th', () => employeeClaims(deps, caller, { after: cursor })],
    ['claims, page before the 5,000th', () => employeeClaims(deps, caller, { before: cursor })],
    ['claims, oldest first', () => employeeClaims(deps, caller, { sort: 'oldest' })],
    ['claims, status denied (none)', () => employeeClaims(deps, caller, { status: 'denied' })],
    ['claims, status approved', () => employeeClaims(deps, caller, { status: 'approved' })],
    ['claims, leave only', () => employeeClaims(deps, caller, { kind: 'leave' })],
    ['claims, statement due', () => employeeClaims(deps, caller, { statement: 'due' })],
    ['claims, name of one person', () => employeeClaims(deps, caller, { name: 'grown12345' })],
    ['claims, name of none', () => employeeClaims(deps, caller, { name: 'nobody' })],
    [
      'claims, name of many and a status',
      () => employeeClaims(deps, caller, { name: 'member', status: 'in-review' }),
    ],
    ['claim detail C3000006', () => employerClaimDetail(deps, caller, 'C3000006')],
    ['employee search', () => searchEmployees(deps, caller, 'grown1234')],
    ['employees, first page', () => employeesPage(deps, caller, {})],
    ['employees, terminated', () => employeesPage(deps, caller, { status: 'terminated' })],
    ['employees, active', () => employeesPage(deps, caller, { status: 'active' })],
    ['employees, name', () => employeesPage(deps, caller, { name: 'grown12' })],
    ['employee page', () => employeePage(deps, caller, grownMemberId(12_345))],
  ];
  for (const [name, call] of calls) {
    caught.length = 0;
    catching = true;
    await call();
    catching = false;
    const queries = [...caught];
    for (let warm = 0; warm < 20; warm++) await call();
    const times: number[] = [];
    for (let run = 0; run < runs; run++) {
      const began = performance.now();
      await call();
      times.push(performance.now() - began);
    }
    times.sort((a, b) => a - b);
    const at = (share: number) =>
      times[Math.min(times.length - 1, Math.floor(share * times.length))] ?? 0;
    process.stdout.write(
      `\n=== ${name}: ${queries.length} queries; in the process median ${milliseconds(at(0.5))}, p99 ${milliseconds(at(0.99))}\n`,
    );
    for (const { query, params } of queries) {
      process.stdout.write(`\n${query}\n  params ${JSON.stringify(params)}\n`);
      // An insert runs again under EXPLAIN ANALYZE: the audit gets one row more, no harm.
      for (const line of await explain(query, params)) process.stdout.write(`  ${line}\n`);
    }
  }
} finally {
  await close();
  await rm(dataDir, { recursive: true, force: true });
}
