// `node --import tsx scripts/investigate/explain-queries.ts employee|employer [pglite|postgres]`:
// the queries behind the pages that grow with a client (docs/product/budgets.md), on the demo data
// with Acme grown to 50,000 members and 20,000 claims (scripts/bench/grown-client.ts), each with
// its EXPLAIN ANALYZE, how many queries each call makes, and each call's time in the process
// (median and p99 of EXPLAIN_RUNS calls, 200 by default, after a warm-up, one at a time; the
// session look-up and the HTTP around it come on top). The queries are the ones the services
// really send, caught by a Drizzle logger. `employee`: the dashboard, claim pages and payments
// of a bench account; `employer`: the dashboard, 'Employee claims' in its orders and filters, a
// claim's page, 'Employees' and an employee's page. postgres needs DATABASE_URL; it works in a
// scratch database. The grown tables are vacuumed and analyzed as autovacuum would; EXPLAIN_VACUUM=0
// analyzes them only, EXPLAIN_ANALYZE=0 neither (a PGlite nobody maintains). `npm test` holds the
// plans' shape (src/server/query-plans.test.ts); this shows their cost at size.

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { systemClock } from '#domain/shared/clock';
import { createPasswordHasher } from '#server/adapters/password-hasher';
import { parseConfig } from '#server/config/config';
import { loadDevelopmentSecrets } from '#server/config/development-secrets';
import { findLogin } from '#server/db/accounts-repository';
import { type Database, migrationsFolder, rowsOf } from '#server/db/client';
import { loadDemoData } from '#server/dev/demo/demo-data';
import { claimDetail, dashboard, payments } from '#server/flows/claims/claims.service';
import { searchEmployees } from '#server/flows/employer-claims/absence-report.service';
import {
  employeeClaims,
  employerClaimDetail,
  employerDashboard,
} from '#server/flows/employer-claims/employer-claims.service';
import { employeePage, employeesPage } from '#server/flows/employees/employees.service';
import {
  claimNumbersOf,
  growDemoClient,
  grownMemberId,
  grownUserName,
} from '../bench/grown-client.ts';
import { createScratchDatabase } from '../bench/scratch-database.ts';

type Calls = [name: string, call: () => Promise<unknown>][];

const side = process.argv[2];
if (side !== 'employee' && side !== 'employer') {
  throw new Error('Usage: explain-queries.ts employee|employer [pglite|postgres]');
}
const engine = process.argv[3] === 'postgres' ? 'postgres' : 'pglite';
const runs = Number(process.env.EXPLAIN_RUNS ?? 200);
const caught: { query: string; params: unknown[] }[] = [];
let catching = false;
const logger = {
  logQuery: (query: string, params: unknown[]) => {
    if (catching) caught.push({ query, params });
  },
};

const dataDir = await mkdtemp(join(tmpdir(), 'portal-explain-'));
const config = parseConfig({ NODE_ENV: 'development', DATA_DIR: dataDir }, loadDevelopmentSecrets);
const { db, explain, close } = await openLogged();

/** A scratch database with the logger on, and EXPLAIN ANALYZE on the same connection. */
async function openLogged(): Promise<{
  db: Database;
  explain: (query: string, params: unknown[]) => Promise<string[]>;
  close: () => Promise<void>;
}> {
  const planOf = (rows: { 'QUERY PLAN': string }[]) => rows.map((row) => row['QUERY PLAN']);
  if (engine === 'postgres') {
    const serverUrl = process.env.DATABASE_URL;
    if (!serverUrl) throw new Error('postgres needs DATABASE_URL');
    const scratch = await createScratchDatabase(serverUrl);
    const pool = new pg.Pool({ connectionString: scratch.url, max: 4 });
    await migrateNodePostgres(drizzleNodePostgres(pool), { migrationsFolder });
    return {
      db: drizzleNodePostgres(pool, { logger }) as unknown as Database,
      explain: async (query, params) =>
        planOf((await pool.query(`explain analyze ${query}`, params)).rows),
      close: async () => {
        await pool.end();
        await scratch.drop();
      },
    };
  }
  const client = await PGlite.create();
  await migratePglite(drizzlePglite(client), { migrationsFolder });
  return {
    db: drizzlePglite(client, { logger }) as unknown as Database,
    explain: async (query, params) =>
      planOf(
        (await client.query<{ 'QUERY PLAN': string }>(`explain analyze ${query}`, params)).rows,
      ),
    close: () => client.close(),
  };
}

const servicesDeps = {
  db,
  clock: systemClock(),
  dataKey: config.dataKeys,
  brandName: 'Benefits portal',
  claimUrl: (claimNumber: string) => `/auth/employee-benefits/claims/${claimNumber}`,
  messageQueued: () => undefined,
};

async function loginOf(userName: string) {
  const [account] = rowsOf(
    await db.execute(sql`select id from accounts where user_name = ${userName}`),
  );
  return findLogin(db, String(account?.id));
}

/** Account 2's member: an intermittent leave and a paid disability claim. */
async function employeeCalls(): Promise<Calls> {
  const employee = await loginOf(grownUserName(2));
  if (employee?.kind !== 'employee') throw new Error('The bench account has no member');
  const [leave = '', disability = ''] = claimNumbersOf(2);
  return [
    ['dashboard', () => dashboard(servicesDeps, employee)],
    [`claim detail, leave ${leave}`, () => claimDetail(servicesDeps, employee, leave)],
    [
      `claim detail, disability ${disability}`,
      () => claimDetail(servicesDeps, employee, disability),
    ],
    ['payments', () => payments(servicesDeps, employee)],
  ];
}

async function employerCalls(): Promise<Calls> {
  const employer = await loginOf('acmehr');
  if (employer?.kind !== 'employer') throw new Error('Acme has no employer');
  const caller = { employer, address: '127.0.0.1' };
  const deps = servicesDeps;
  // A cursor deep in the list: the 5,000th claim, newest first.
  const [deep] = rowsOf(
    await db.execute(sql`select first_day_of_absence::text as day, claim_number from claims
      where client_id = '100000001' order by first_day_of_absence desc, claim_number desc
      offset 5000 limit 1`),
  );
  const cursor = `${String(deep?.day)}_${String(deep?.claim_number)}`;
  return [
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
  const maintained = process.env.EXPLAIN_ANALYZE !== '0';
  const vacuumed = maintained && process.env.EXPLAIN_VACUUM !== '0';
  const grown = await growDemoClient(db, {
    accounts: side === 'employee' ? 300 : 10,
    vacuumAnalyze: vacuumed,
  });
  if (maintained && !vacuumed) await db.execute(sql`analyze`);
  const maintenance = vacuumed ? 'VACUUM ANALYZE' : maintained ? 'ANALYZE only' : 'no ANALYZE';
  process.stdout.write(
    `${engine}: Acme grown to ${grown.members} members and ${grown.claims} claims in ${grown.seconds.toFixed(1)} s, then ${maintenance}\n`,
  );
  for (const [name, call] of side === 'employee' ? await employeeCalls() : await employerCalls()) {
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
