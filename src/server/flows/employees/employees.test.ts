// 'Employees' through the real app (docs/product/census.md): Acme's census grown by 30 members
// read page by page both ways, searched by name and filtered by status, John Roe's page with his
// employment and coverage, and nothing of another client's census, ever.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmployeeRecord, EmployeesPage } from '#domain/employees/employees-answers';
import { employmentStatusOn } from '#domain/employees/employee-record';
import { recordMemberRows, memberRecord } from '#server/db/coverage-repository';
import { employmentStatusSql } from '#server/db/employees-repository';
import { auditEvents } from '#server/db/schema/audit-events';
import { members } from '#server/db/schema/census';
import { rowsOf } from '#server/db/client';
import {
  acmeClientId,
  addGlobexEmployer,
  globexClientId,
  memberNamed,
} from '#tests/support/employer-kit';
import { loggedIn } from '#tests/support/log-in-kit';
import { startTestApp, type TestApp, type TestBrowser } from '#tests/support/test-app';
import { testEngines } from '#tests/support/test-database';

const api = '/auth/employers/api/employees';

/** 30 more Acme members, Zed Test01 to Zed Test30, with no member record rows. */
async function addMembers(portal: TestApp) {
  await portal.database.db.insert(members).values(
    Array.from({ length: 30 }, (_, i) => {
      const n = String(i + 1).padStart(2, '0');
      return {
        clientId: acmeClientId,
        firstName: 'Zed',
        lastName: `Test${n}`,
        firstNameKey: 'zed',
        lastNameKey: `test${n}`,
        dateOfBirth: '1990-01-01',
        ssnFullHash: `hash-of-test-${n}`,
        ssnLast4Hash: `last4-of-test-${n}`,
        zipCode: '60601',
        hireDate: '2024-05-01',
      };
    }),
  );
}

describe.each(testEngines)('employees on %s', (engine) => {
  let portal: TestApp;
  let alex: TestBrowser;
  let johnId: string;

  beforeAll(async () => {
    // The demo data loads on the test clock's day, 11/22/2026.
    portal = await startTestApp(engine);
    await addGlobexEmployer(portal.database.db);
    await addMembers(portal);
    alex = await loggedIn(portal, 'acmehr');
    johnId = await memberNamed(portal.database.db, acmeClientId, 'John', 'Roe');
  });
  afterAll(() => portal.close());

  const page = async (query = '') =>
    (await alex.get(query ? `${api}?${query}` : api)).json() as EmployeesPage;

  it('reads the census in name order, 25 a page, forward and back, each member once', async () => {
    const first = await page();
    expect(first.asOf).toBe('2026-11-22');
    expect(first.employees).toHaveLength(25);
    expect(first.previousCursor).toBeNull();
    expect(first.employees.slice(0, 4).map((row) => row.name)).toEqual([
      'Jane Doe',
      'Maria Garcia',
      'Lee Locked',
      'John Roe',
    ]);
    const second = await page(`after=${first.nextCursor}`);
    expect(second.employees.map((row) => row.name)).toEqual(
      Array.from({ length: 9 }, (_, i) => `Zed Test${String(i + 22).padStart(2, '0')}`),
    );
    expect(second.nextCursor).toBeNull();
    const back = await page(`before=${second.previousCursor}`);
    expect(back).toEqual(first);
  });

  it("says each member's status, hire date and the plans covering them today", async () => {
    const [john] = (await page('name=roe')).employees;
    expect(john).toEqual({
      memberId: johnId,
      name: 'John Roe',
      status: 'active',
      hireDate: '2015-03-02',
      plans: ['short-term-disability', 'long-term-disability', 'basic-life', 'supplemental-life'],
    });
    const [zed] = (await page('name=zed%20test07')).employees;
    expect(zed).toMatchObject({ name: 'Zed Test07', status: 'active', plans: [] });
  });

  it('filters by status as the member record says it, and searches names by their beginnings', async () => {
    const db = portal.database.db;
    const lee = await memberNamed(db, acmeClientId, 'Lee', 'Locked');
    // Lee's last day was 10/30/2026; a row of 11/01 says so. Maria is terminated from 12/01 on,
    // a day still ahead: today she is active.
    const maria = await memberNamed(db, acmeClientId, 'Maria', 'Garcia');
    const ended = (memberId: string, validFrom: string, lastDayWorked: string) => ({
      memberId,
      validFrom,
      recordedBy: 'employees.test',
      status: 'terminated' as const,
      lastDayWorked,
      annualEarningsCents: 5_200_000,
      hoursPerWeek: 40,
    });
    await recordMemberRows(db, {
      employment: [
        ended(lee, '2026-11-01', '2026-10-30'),
        ended(maria, '2026-12-01', '2026-11-30'),
      ],
      coverage: [],
    });
    // The database marks a member whose record has ever said 'terminated', from any day
    // (migration 0016); 'Terminated' reads only those, and the status in force decides.
    const marks = rowsOf(
      await db.execute(
        sql`select ${members.id} as id, ${members.everTerminated} as ever_terminated from ${members} where ${members.id} in (${lee}, ${maria}, ${johnId})`,
      ),
    );
    expect(new Map(marks.map((row) => [row.id, row.ever_terminated]))).toEqual(
      new Map([
        [lee, true],
        [maria, true],
        [johnId, false],
      ]),
    );
    const terminated = await page('status=terminated');
    expect(terminated.employees.map((row) => [row.name, row.status])).toEqual([
      ['Lee Locked', 'terminated'],
    ]);
    const active = await page('status=active&name=l');
    expect(active.employees.map((row) => row.name)).toEqual([]);
    expect((await page('status=active&name=maria')).employees.map((row) => row.status)).toEqual([
      'active',
    ]);
    // The list's SQL and the domain say the same status of every member, on several days.
    for (const day of ['2026-10-31', '2026-11-01', '2026-11-30', '2026-12-01']) {
      for (const memberId of [lee, maria, johnId]) {
        const [row] = rowsOf(
          await db.execute(
            sql`select ${employmentStatusSql(day)} as status from ${members} where ${members.id} = ${memberId}`,
          ),
        );
        const record = await memberRecord(db, memberId);
        expect(row?.status, `${memberId} on ${day}`).toBe(
          employmentStatusOn(record.employment, day),
        );
      }
    }
  });

  it("shows John's page: employment, each plan's status, dates and amount, and their history", async () => {
    const answer = await alex.get(`${api}/${johnId}`);
    expect(answer.statusCode).toBe(200);
    const record = answer.json() as EmployeeRecord;
    expect(record).toMatchObject({
      name: 'John Roe',
      hireDate: '2015-03-02',
      status: 'active',
      annualEarningsCents: 10_400_000,
      hoursPerWeek: 40,
    });
    expect(record.employment).toHaveLength(1);
    expect(
      record.plans.map((plan) => [plan.kind, plan.status, plan.effectiveDate, plan.amountCents]),
    ).toEqual([
      ['short-term-disability', 'active', '2015-04-01', 120_000],
      ['long-term-disability', 'active', '2015-04-01', 520_000],
      ['basic-life', 'active', '2015-04-01', 5_000_000],
      ['supplemental-life', 'active', '2015-04-01', 10_000_000],
    ]);
    // Nothing an employer may not read: no SSN, birth date, beneficiary or health detail.
    expect(answer.body).not.toMatch(/ssn|dateOfBirth|1975|beneficiar|Ann Roe|diagnos/i);
  });

  it("answers another client's member as one that does not exist, and refuses its cursor", async () => {
    const globexMember = await memberNamed(portal.database.db, globexClientId, 'Maria', 'Garcia');
    const theirs = await alex.get(`${api}/${globexMember}`);
    const missing = await alex.get(`${api}/${crypto.randomUUID()}`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).toBe(missing.body);
    const cursor = await alex.get(`${api}?after=${globexMember}`);
    expect(cursor.statusCode).toBe(400);
    expect(cursor.json()).toMatchObject({
      field: 'after',
      message: 'This page link is not valid. Please start again from the first page.',
    });
    expect((await alex.get(`${api}?after=x&before=y`)).statusCode).toBe(400);
    expect((await alex.get(`${api}/not-an-id`)).statusCode).toBe(400);
    const globex = await loggedIn(portal, 'globexhr');
    expect((await globex.get(`${api}/${johnId}`)).statusCode).toBe(404);
    const names = ((await globex.get(api)).json() as EmployeesPage).employees.map((e) => e.name);
    expect(names).not.toContain('John Roe');
  });

  it('records who read which employees', async () => {
    await alex.get(`${api}/${johnId}`);
    const events = await portal.database.db
      .select({ details: auditEvents.details })
      .from(auditEvents)
      .where(eq(auditEvents.action, 'employer.employee.viewed'));
    expect(events.at(-1)?.details).toEqual({ clientId: acmeClientId, memberIds: [johnId] });
  });
});
