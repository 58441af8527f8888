// The changes an employer makes, through the real app (docs/product/census.md): Maria's raise
// from a date, Lee's employment ended with his coverage at the month's end, the refusals at their
// fields in the request's language, two ends at once of which one is kept, John's end after which
// he keeps his account, claims and payments and reads 'Ended', and nothing done to another
// client's employee. The test clock's day is 11/22/2026.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CoverageAnswer } from '#domain/coverage/coverage-answers';
import type { EmployeeRecord } from '#domain/employees/employees-answers';
import { auditEvents } from '#server/db/schema/audit-events';
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
const employeeApi = '/auth/employee-benefits/api';

describe.each(testEngines)('changes to an employee on %s', (engine) => {
  let portal: TestApp;
  let alex: TestBrowser;

  beforeAll(async () => {
    portal = await startTestApp(engine);
    await addGlobexEmployer(portal.database.db);
    alex = await loggedIn(portal, 'acmehr');
  });
  afterAll(() => portal.close());

  const member = (first: string, last: string) =>
    memberNamed(portal.database.db, acmeClientId, first, last);

  it("records Maria's raise from 12/01/2026 beside her earnings until then", async () => {
    const maria = await member('Maria', 'Garcia');
    const answer = await alex.post(`${api}/${maria}/earnings`, {
      annualEarnings: '60,000.00',
      effectiveDate: '12/01/2026',
    });
    expect(answer.statusCode).toBe(200);
    const record = answer.json() as EmployeeRecord;
    expect(
      record.employment.map((row) => [row.validFrom, row.validTo, row.annualEarningsCents]),
    ).toEqual([
      ['2020-01-15', '2026-11-30', 5_200_000],
      ['2026-12-01', null, 6_000_000],
    ]);
    // Today's earnings are still the old ones.
    expect(record.annualEarningsCents).toBe(5_200_000);
    const [event] = await portal.database.db
      .select({ details: auditEvents.details })
      .from(auditEvents)
      .where(eq(auditEvents.action, 'employer.employee.earnings-changed'));
    expect(event?.details).toEqual({ clientId: acmeClientId, memberId: maria, from: '2026-12-01' });
  });

  it('refuses earnings that are not dollars and a date 61 days back, at their fields', async () => {
    const maria = await member('Maria', 'Garcia');
    const earnings = await alex.post(`${api}/${maria}/earnings`, {
      annualEarnings: 'lots',
      effectiveDate: '12/01/2026',
    });
    expect(earnings.statusCode).toBe(400);
    expect(earnings.json()).toMatchObject({
      field: 'annualEarnings',
      message: 'Enter the annual earnings in dollars, such as 52000 or 52,000.00.',
    });
    const late = await alex.post(
      `${api}/${maria}/earnings`,
      { annualEarnings: '60000', effectiveDate: '09/22/2026' },
      { 'accept-language': 'es' },
    );
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ field: 'effectiveDate' });
    expect((late.json() as { message: string }).message).toMatch(/MM\/DD\/AAAA/);
  });

  it("ends Lee's employment after 11/30/2026: coverage ends that day, once", async () => {
    const lee = await member('Lee', 'Locked');
    const ends = () => alex.post(`${api}/${lee}/end-employment`, { lastDayWorked: '11/30/2026' });
    // Two at once: the member's row is held, so one ends it and the other is told it has ended.
    const [first, second] = await Promise.all([ends(), ends()]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 400]);
    const refusal = [first, second].find((answer) => answer.statusCode === 400);
    expect(refusal?.json()).toMatchObject({
      field: 'lastDayWorked',
      message: "This employee's employment has already ended.",
    });
    const record = (await alex.get(`${api}/${lee}`)).json() as EmployeeRecord;
    // Today, 11/22, he still works; from 12/01 he is terminated, his plans ending on 11/30.
    expect(record.status).toBe('active');
    expect(record.employment.at(-1)).toMatchObject({
      validFrom: '2026-12-01',
      status: 'terminated',
      lastDayWorked: '2026-11-30',
    });
    expect(record.plans.map((plan) => [plan.kind, plan.endDate])).toEqual([
      ['short-term-disability', '2026-11-30'],
      ['long-term-disability', '2026-11-30'],
      ['basic-life', '2026-11-30'],
      ['supplemental-life', null],
    ]);
  });

  it('leaves John his account, his claims and payments when his employment ends; his coverage reads Ended', async () => {
    const john = await member('John', 'Roe');
    // His last day 10/15: coverage ended on 10/31, before today (11/22).
    const ended = await alex.post(`${api}/${john}/end-employment`, { lastDayWorked: '10/15/2026' });
    expect(ended.statusCode, ended.body).toBe(200);
    const employee = await loggedIn(portal, 'jroe2024', 'employee-benefits');
    const coverage = (await employee.get(`${employeeApi}/coverage`)).json() as CoverageAnswer;
    expect(coverage.plans.map((plan) => [plan.kind, plan.status, plan.endDate])).toEqual([
      ['short-term-disability', 'ended', '2026-10-31'],
      ['long-term-disability', 'ended', '2026-10-31'],
      ['basic-life', 'ended', '2026-10-31'],
      ['supplemental-life', 'ended', '2026-10-31'],
    ]);
    const dashboard = await employee.get(`${employeeApi}/dashboard`);
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.body).toContain('C1000001');
    const claim = await employee.get(`${employeeApi}/claims/C1000001`);
    expect(claim.statusCode).toBe(200);
    const payments = await employee.get(`${employeeApi}/payments`);
    expect(payments.statusCode).toBe(200);
    expect(payments.json()).toMatchObject({
      payments: expect.arrayContaining([expect.anything()]),
    });
  });

  it("changes nothing of another client's employee: 404, as for one that does not exist", async () => {
    const theirs = await memberNamed(portal.database.db, globexClientId, 'Maria', 'Garcia');
    const body = { lastDayWorked: '11/30/2026' };
    const answer = await alex.post(`${api}/${theirs}/end-employment`, body);
    const missing = await alex.post(`${api}/${crypto.randomUUID()}/end-employment`, body);
    expect(answer.statusCode).toBe(404);
    expect(answer.body).toBe(missing.body);
    const globex = await loggedIn(portal, 'globexhr');
    const record = (await globex.get(`${api}/${theirs}`)).json() as EmployeeRecord;
    expect(record.employment.every((row) => row.status === 'active')).toBe(true);
  });
});
