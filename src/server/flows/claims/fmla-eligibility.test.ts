// FMLA eligibility on a claim's page through the real app (docs/product/claims.md, "FMLA
// eligibility"): judged on the count of employees within 75 miles the claim was filed with
// (825.110(e)), and protected from the day 12 months are reached during the absence (825.110(d)),
// as the employee and the employer read it.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClaimDetail } from '#domain/claims/claims-answers';
import { clients, members } from '#server/db/schema/census';
import { claims } from '#server/db/schema/claims';
import { insertTestClaim, memberIdOf } from '#tests/support/claim-fixtures';
import { loggedIn } from '#tests/support/log-in-kit';
import { startTestApp, type TestApp, type TestBrowser } from '#tests/support/test-app';
import { testEngines } from '#tests/support/test-database';

const acme = '100000001';
const eligible = 'You are eligible for family medical leave (FMLA).';

describe.each(testEngines)('FMLA eligibility on a claim on %s', (engine) => {
  let portal: TestApp;
  let john: TestBrowser;
  let memberId: string;

  const eligibilityOf = async (claimNumber: string) =>
    ((await john.get(`/auth/employee-benefits/api/claims/${claimNumber}`)).json() as ClaimDetail)
      .fmlaEligibility;
  /** A leave of John's (01/05/2026 to a return on 02/05/2026) with the employer's hours given. */
  const leaveWithHours = async (claimNumber: string) => {
    const id = await insertTestClaim(portal.database.db, memberId, {
      claimNumber,
      kind: 'leave',
      status: 'in-review',
    });
    await portal.database.db
      .update(claims)
      .set({ hoursWorked12Months: 1900, workedBefore: false })
      .where(eq(claims.id, id));
  };
  const countNearby = (count: number) =>
    portal.database.db
      .update(clients)
      .set({ employeesWithin75Miles: count })
      .where(eq(clients.clientId, acme));

  beforeAll(async () => {
    portal = await startTestApp(engine);
    john = await loggedIn(portal, 'jroe2024', 'employee-benefits');
    memberId = await memberIdOf(portal.database.db, 'jroe2024');
  });
  afterAll(() => portal.close());

  it('825.110(e): keeps the count of employees within 75 miles its notice was given with', async () => {
    // Filed while Acme counts 240 employees within 75 miles (the demo data).
    await leaveWithHours('C1000601');
    expect(await eligibilityOf('C1000601')).toBe(eligible);
    // The count falls afterwards: the leave asked for before is judged as it stood.
    await countNearby(12);
    expect(await eligibilityOf('C1000601')).toBe(eligible);
    // A leave asked for now is judged on the count of now.
    await leaveWithHours('C1000602');
    expect(await eligibilityOf('C1000602')).toBe(
      'You are not eligible for family medical leave (FMLA): your employer has fewer than 50 employees within 75 miles of where you work.',
    );
    await countNearby(240);
  });

  it('825.110(d): protects from the day 12 months are reached during the absence', async () => {
    // Hired 01/20/2025: 12 months on 01/20/2026, during the leave from 01/05 to 02/05/2026.
    await portal.database.db
      .update(members)
      .set({ hireDate: '2025-01-20' })
      .where(eq(members.id, memberId));
    await leaveWithHours('C1000603');
    expect(await eligibilityOf('C1000603')).toBe(
      'You are eligible for family medical leave (FMLA) from 01/20/2026, when you reach 12 months with your employer.',
    );
    const alex = await loggedIn(portal, 'acmehr');
    const seen = (await alex.get('/auth/employers/api/claims/C1000603')).json() as {
      fmlaEligibility: string;
    };
    expect(seen.fmlaEligibility).toBe(
      'The employee is eligible for family medical leave (FMLA) from 01/20/2026, when they reach 12 months with you.',
    );
    // Hired 02/05/2025: the 12 months come on the day of the return, too late.
    await portal.database.db
      .update(members)
      .set({ hireDate: '2025-02-05' })
      .where(eq(members.id, memberId));
    expect(await eligibilityOf('C1000603')).toBe(
      'You are not eligible for family medical leave (FMLA): you will not have worked for your employer for 12 months before you return.',
    );
  });
});
