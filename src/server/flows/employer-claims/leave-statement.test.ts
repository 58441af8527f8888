// What a leave's 'Employer statement' settles beyond its figures, through the real app: earlier
// service with the employer, which a rehire's eligibility waits for (825.110(b)), and the
// employer's agreement to bonding leave taken in pieces, without which no time is reported on it
// (825.120(b)). The employee and the employer read the facts eligibility was decided on.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClaimDetail } from '#domain/claims/claims-answers';
import type { EmployerClaimDetail } from '#domain/employer-claims/employer-claims-answers';
import { members } from '#server/db/schema/census';
import { claims } from '#server/db/schema/claims';
import { insertTestClaim, memberIdOf } from '#tests/support/claim-fixtures';
import { employeeApi, employerApi } from '#tests/support/employer-kit';
import { loggedIn } from '#tests/support/log-in-kit';
import { startTestApp, type TestApp, type TestBrowser } from '#tests/support/test-app';
import { testEngines } from '#tests/support/test-database';

/** A statement's figures; the leave test claims run 01/05/2026 to a return on 02/05/2026. */
const figures = {
  hoursWorked12Months: '1,900',
  weeklyEarnings: '1,000.00',
  hoursPerWeek: '40',
  lastDayWorked: '01/02/2026',
};
const pending =
  'We are confirming your eligibility for family medical leave (FMLA) with your employer.';

describe.each(testEngines)("a leave's statement on %s", (engine) => {
  let portal: TestApp;
  let john: TestBrowser;
  let alex: TestBrowser;
  let memberId: string;

  const employeeView = async (claimNumber: string) =>
    (await john.get(`${employeeApi}/claims/${claimNumber}`)).json() as ClaimDetail;
  const employerView = async (claimNumber: string) =>
    (await alex.get(`${employerApi}/claims/${claimNumber}`)).json() as EmployerClaimDetail;
  const fact = (detail: { fmlaFacts: { label: string; value: string }[] | null }, label: string) =>
    detail.fmlaFacts?.find((row) => row.label === label)?.value;
  const leave = async (claimNumber: string, columns: Partial<typeof claims.$inferInsert>) => {
    const id = await insertTestClaim(portal.database.db, memberId, {
      claimNumber,
      kind: 'leave',
      status: 'in-review',
    });
    await portal.database.db.update(claims).set(columns).where(eq(claims.id, id));
  };

  beforeAll(async () => {
    portal = await startTestApp(engine);
    john = await loggedIn(portal, 'jroe2024', 'employee-benefits');
    alex = await loggedIn(portal, 'acmehr');
    memberId = await memberIdOf(portal.database.db, 'jroe2024');
    // Rehired 06/02/2025: on the hire alone, 12 months come on 06/02/2026, after the leave.
    await portal.database.db
      .update(members)
      .set({ hireDate: '2025-06-02' })
      .where(eq(members.id, memberId));
  });
  afterAll(() => portal.close());

  it('825.110(b): a rehire waits for the statement, which then counts the earlier service', async () => {
    // Monday 01/06/2020 to Friday 06/26/2020: 25 weeks begun, so 12 months on 12/09/2025.
    const stint = { earlierServiceFrom: '2020-01-06', earlierServiceTo: '2020-06-26' };
    await leave('C1000701', { workedBefore: true, ...stint });
    const before = await employeeView('C1000701');
    expect(before.fmlaEligibility).toBe(pending);
    expect(before.earlierService).toEqual({ from: '2020-01-06', to: '2020-06-26' });
    expect(fact(before, 'Months of employment')).toBe(
      "Hired 06/02/2025; earlier service not yet confirmed by the employer's statement",
    );
    const asked = await employerView('C1000701');
    expect(asked.employeeEarlierService).toEqual({ from: '2020-01-06', to: '2020-06-26' });

    const given = await alex.post(`${employerApi}/claims/C1000701/statement`, {
      ...figures,
      workedBefore: 'yes',
      earlierServiceFrom: '01/06/2020',
      earlierServiceTo: '06/26/2020',
    });
    expect(given.statusCode).toBe(200);
    const after = await employeeView('C1000701');
    expect(after.fmlaEligibility).toBe('You are eligible for family medical leave (FMLA).');
    expect(fact(after, 'Months of employment')).toBe(
      'Hired 06/02/2025, with 25 weeks of earlier service (01/06/2020 to 06/26/2020); 12 months on 12/09/2025',
    );
    expect(fact(after, 'Hours worked in the 12 months before 01/05/2026')).toBe('1,900');
    expect(fact(after, 'Employees within 75 miles when notice was given')).toBe('240');
    expect(fact(after, 'Protected from')).toBe('01/05/2026');
    expect((await employerView('C1000701')).statement?.earlierService).toEqual({
      from: '2020-01-06',
      to: '2020-06-26',
    });
  });

  it('825.110(b): the employer saying none settles it: not eligible on the months', async () => {
    await leave('C1000702', {
      workedBefore: true,
      earlierServiceFrom: '2020-01-06',
      earlierServiceTo: '2020-06-26',
    });
    const refused = await alex.post(`${employerApi}/claims/C1000702/statement`, figures);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ field: 'workedBefore' });
    await alex.post(`${employerApi}/claims/C1000702/statement`, { ...figures, workedBefore: 'no' });
    expect((await employeeView('C1000702')).fmlaEligibility).toBe(
      'You are not eligible for family medical leave (FMLA): you will not have worked for your employer for 12 months before you return.',
    );
    // 825.110(b)(2): a stint before a break of 7 years or more counts when the employer says the
    // break was military service: 2010 to 2017, then 439 weeks bring the 12 months to the hire.
    await leave('C1000706', { workedBefore: true });
    const excused = await alex.post(`${employerApi}/claims/C1000706/statement`, {
      ...figures,
      workedBefore: 'yes',
      earlierServiceFrom: '01/04/2010',
      earlierServiceTo: '05/31/2017',
      breakExcused: true,
    });
    expect(excused.json()).toMatchObject({
      statement: { earlierService: { from: '2010-01-04', to: '2017-05-31', breakExcused: true } },
    });
    expect((await employeeView('C1000706')).fmlaEligibility).toBe(
      'You are eligible for family medical leave (FMLA).',
    );
    // The employee's own 'No' is taken at their word before any statement.
    await leave('C1000703', { workedBefore: false });
    expect((await employeeView('C1000703')).fmlaEligibility).toMatch(/^You are not eligible/);
  });

  it('825.120(b): bonding leave in pieces waits for the agreement, and takes no time without it', async () => {
    await portal.database.db
      .update(members)
      .set({ hireDate: '2020-01-06' })
      .where(eq(members.id, memberId));
    const bonding = { reason: 'bonding', schedule: 'intermittent', workedBefore: false } as const;
    await leave('C1000704', bonding);
    await leave('C1000705', bonding);
    const asked = await employeeView('C1000704');
    expect(asked.scheduleAgreement).toBe(
      'Leave to bond with a child can be taken intermittently or on a reduced schedule only if your employer agrees. We have asked your employer.',
    );
    expect(asked.canReportTime).toBe(false);
    const report = await john.post(`${employeeApi}/claims/C1000704/time`, {
      date: '01/06/2026',
      hours: 4,
    });
    expect(report.statusCode).toBe(400);
    expect(report.json()).toMatchObject({
      message:
        'Time can be reported on this leave once your employer agrees to it being taken intermittently.',
    });
    expect((await employerView('C1000704')).scheduleAgreement).toBe('asked');

    const unanswered = await alex.post(`${employerApi}/claims/C1000704/statement`, {
      ...figures,
      workedBefore: 'no',
    });
    expect(unanswered.json()).toMatchObject({ field: 'agreesToSchedule' });
    const agreed = { ...figures, workedBefore: 'no', agreesToSchedule: 'yes' };
    expect((await alex.post(`${employerApi}/claims/C1000704/statement`, agreed)).statusCode).toBe(
      200,
    );
    const yes = await employeeView('C1000704');
    expect(yes.scheduleAgreement).toBe(
      'Your employer agreed to this leave being taken intermittently or on a reduced schedule.',
    );
    expect(yes.canReportTime).toBe(true);

    const refusing = { ...agreed, agreesToSchedule: 'no' };
    await alex.post(`${employerApi}/claims/C1000705/statement`, refusing);
    const no = await employeeView('C1000705');
    expect(no.scheduleAgreement).toMatch(/^Your employer did not agree/);
    expect(no.canReportTime).toBe(false);
    const employer = await employerView('C1000705');
    expect(employer).toMatchObject({
      scheduleAgreement: 'refused',
      statement: { agreesToSchedule: false },
    });
    expect(JSON.stringify(employer)).not.toContain('bonding');
  });
});
