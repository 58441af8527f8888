// The plans of the queries behind the pages whose cost grows with a client (docs/product/budgets.md):
// the employer's dashboard, 'Employee claims' in each of its orders and filters, a claim's page,
// 'Employees' and an employee's page, and the employee's dashboard, claim pages, payments, coverage
// and beneficiaries. The queries are the ones the services really send, caught by a Drizzle logger
// over the app's own connection; each is explained with sequential scans switched off, so that a
// table read whole means that no index serves the query at all, whatever the size of the data
// (the demo data is small, and the planner would rightly read a small table whole). A table that
// grows with the members, their claims or their time must never be read whole by these pages.
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '#domain/shared/clock';
import { findLogin } from '#server/db/accounts-repository';
import { type Database, rowsOf } from '#server/db/client';
import { beneficiaries } from '#server/flows/beneficiaries/beneficiaries.service';
import {
  claimDetail,
  type ClaimsDeps,
  dashboard,
  payments,
} from '#server/flows/claims/claims.service';
import { myCoverage } from '#server/flows/coverage/coverage.service';
import { searchEmployees } from '#server/flows/employer-claims/absence-report.service';
import {
  employeeClaims,
  employerClaimDetail,
  employerDashboard,
} from '#server/flows/employer-claims/employer-claims.service';
import { employeePage, employeesPage } from '#server/flows/employees/employees.service';
import type { EmployerCaller } from '#server/plugins/route-access';
import { memberIdOf } from '#tests/support/claim-fixtures';
import { startTestApp, type TestApp } from '#tests/support/test-app';
import { testEngines } from '#tests/support/test-database';
import { testSecrets } from '#tests/support/test-secrets';

/** The tables that grow with a client's members, their claims, their bills and their days. */
const growingTables = [
  'accounts',
  'audit_events',
  'beneficiary_designations',
  'claim_events',
  'claim_payments',
  'claims',
  'coverages',
  'document_requests',
  'documents',
  'employment',
  'invoice_lines',
  'leave_time',
  'members',
  'outbox',
  'sessions',
];

interface Caught {
  call: string;
  query: string;
  params: unknown[];
}

/** A node of a plan in EXPLAIN's JSON format, as far as read here. */
interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
}

/**
 * The tables a plan reads whole, of those that grow: a sequential scan, or an index scanned from
 * end to end without a condition (what the planner does instead once sequential scans are off).
 */
function wholeReads(node: PlanNode): string[] {
  const table = node['Relation Name'];
  const type = node['Node Type'];
  const whole =
    type === 'Seq Scan' ||
    ((type === 'Index Scan' || type === 'Index Only Scan') && node['Index Cond'] === undefined);
  const here = table && whole && growingTables.includes(table) ? [table] : [];
  return [...here, ...(node.Plans ?? []).flatMap(wholeReads)];
}

type Explained = { 'QUERY PLAN': { Plan: PlanNode }[] };

function rootOf(rows: Explained[]): PlanNode {
  const root = rows[0]?.['QUERY PLAN'][0]?.Plan;
  if (!root) throw new Error('EXPLAIN gave no plan');
  return root;
}

describe.each(testEngines)('the plans of the pages that grow, on %s', (engine) => {
  let portal: TestApp;
  const caught: Caught[] = [];
  let calling = '';
  let logged: Database;
  let explain: (query: string, params: unknown[]) => Promise<PlanNode>;

  beforeAll(async () => {
    portal = await startTestApp(engine);
    const logger = {
      logQuery: (query: string, params: unknown[]) => caught.push({ call: calling, query, params }),
    };
    const client = (portal.database.db as unknown as { $client: unknown }).$client;
    if (engine === 'pglite') {
      const pglite = client as PGlite;
      logged = drizzlePglite(pglite, { logger }) as unknown as Database;
      explain = async (query, params) => {
        await pglite.exec('set enable_seqscan = off');
        try {
          const plan = await pglite.query<Explained>(`explain (format json) ${query}`, params);
          return rootOf(plan.rows);
        } finally {
          await pglite.exec('reset enable_seqscan');
        }
      };
    } else {
      const pool = client as pg.Pool;
      logged = drizzleNodePostgres(pool, { logger }) as unknown as Database;
      explain = async (query, params) => {
        const connection = await pool.connect();
        try {
          await connection.query('set enable_seqscan = off');
          const plan = await connection.query<Explained>(`explain (format json) ${query}`, params);
          return rootOf(plan.rows);
        } finally {
          await connection.query('reset enable_seqscan');
          connection.release();
        }
      };
    }
  });
  afterAll(() => portal.close());

  const loginOf = async (userName: string) => {
    const [row] = rowsOf(
      await portal.database.db.execute(`select id from accounts where user_name = '${userName}'`),
    );
    return findLogin(portal.database.db, String(row?.id));
  };

  async function catchQueries(calls: [string, () => Promise<unknown>][]) {
    for (const [name, call] of calls) {
      calling = name;
      await call();
    }
    calling = '';
  }

  it("reads no growing table whole for the employer's pages", async () => {
    const employer = await loginOf('acmehr');
    if (employer?.kind !== 'employer') throw new Error('acmehr is not an employer');
    const caller: EmployerCaller = { employer, address: '127.0.0.1' };
    const deps = {
      db: logged,
      clock: systemClock(),
      dataKey: testSecrets.DATA_KEY,
      brandName: 'Benefits portal',
      claimUrl: (claimNumber: string) => `/auth/employee-benefits/claims/${claimNumber}`,
      messageQueued: () => undefined,
    };
    const john = await memberIdOf(portal.database.db, 'jroe2024');
    caught.length = 0;
    await catchQueries([
      ['dashboard', () => employerDashboard(deps, caller)],
      ['claims', () => employeeClaims(deps, caller, {})],
      ['claims, oldest first', () => employeeClaims(deps, caller, { sort: 'oldest' })],
      [
        'claims, after a cursor',
        () => employeeClaims(deps, caller, { after: '2026-01-05_C1000002' }),
      ],
      [
        'claims, before a cursor',
        () => employeeClaims(deps, caller, { before: '2026-01-05_C1000002' }),
      ],
      ['claims, approved', () => employeeClaims(deps, caller, { status: 'approved' })],
      ['claims, leave', () => employeeClaims(deps, caller, { kind: 'leave' })],
      ['claims, statement due', () => employeeClaims(deps, caller, { statement: 'due' })],
      ['claims, a name', () => employeeClaims(deps, caller, { name: 'roe' })],
      ['claim page', () => employerClaimDetail(deps, caller, 'C1000002')],
      ['employee search', () => searchEmployees(deps, caller, 'roe')],
      ['employees', () => employeesPage(deps, caller, {})],
      ['employees, terminated', () => employeesPage(deps, caller, { status: 'terminated' })],
      ['employees, a name', () => employeesPage(deps, caller, { name: 'roe' })],
      ['employee page', () => employeePage(deps, caller, john)],
    ]);
    await expectIndexedReads();
  });

  it("reads no growing table whole for the employee's pages", async () => {
    const employee = await loginOf('jroe2024');
    if (employee?.kind !== 'employee') throw new Error('jroe2024 is not an employee');
    const deps: ClaimsDeps & { phone: string } = {
      db: logged,
      clock: systemClock(),
      dataKey: testSecrets.DATA_KEY,
      brandName: 'Benefits portal',
      phone: '1-800-555-0100',
      claimUrl: (claimNumber: string) => `/auth/employee-benefits/claims/${claimNumber}`,
      messageQueued: () => undefined,
    };
    caught.length = 0;
    await catchQueries([
      ['dashboard', () => dashboard(deps, employee)],
      ['disability claim', () => claimDetail(deps, employee, 'C1000001')],
      ['leave', () => claimDetail(deps, employee, 'C1000002')],
      ['payments', () => payments(deps, employee)],
      ['coverage', () => myCoverage(deps, employee)],
      ['beneficiaries', () => beneficiaries(deps, employee, false)],
    ]);
    await expectIndexedReads();
  });

  async function expectIndexedReads() {
    // Every call sent queries; each is explained once, with its parameters.
    expect(new Set(caught.map((query) => query.call)).size).toBeGreaterThan(5);
    const readWhole: string[] = [];
    for (const { call, query, params } of caught) {
      const tables = wholeReads(await explain(query, params));
      if (tables.length > 0) readWhole.push(`${call}: ${tables.join(', ')} in ${query}`);
    }
    expect(readWhole).toEqual([]);
  }
});
