// 'Add an employee' through the real app (docs/product/census.md#add-an-employee): Ana is added
// with her plans and can start registering at once; the census keeps her SSN as keyed hashes
// only; the audit names no SSN and no date of birth; John, still employed, is never added twice;
// Lee, whose employment ended, is hired again on the same row; two adds of one person at once
// make one; a refusal is said at its field in the request's language. The test clock's day is
// 11/22/2026.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmployeeRecord } from '#domain/employees/employees-answers';
import type { AddEmployeeRequest } from '#domain/employees/new-hire';
import { ssnHashes } from '#server/crypto/keyed-hash';
import { auditEvents } from '#server/db/schema/audit-events';
import { members } from '#server/db/schema/census';
import { acmeClientId, addGlobexEmployer, memberNamed } from '#tests/support/employer-kit';
import { loggedIn } from '#tests/support/log-in-kit';
import { jsonCalls, person } from '#tests/support/registration-client';
import { startTestApp, type TestApp, type TestBrowser } from '#tests/support/test-app';
import { testEngines } from '#tests/support/test-database';
import { testSecrets } from '#tests/support/test-secrets';

const api = '/auth/employers/api/employees';

const ana: AddEmployeeRequest = {
  firstName: 'Ana',
  lastName: 'Lopez',
  dateOfBirth: '04/02/1994',
  ssn: '900-00-4401',
  zipCode: '60601',
  email: 'ana.lopez@example.com',
  hireDate: '11/16/2026',
  annualEarnings: '52,000',
  hoursPerWeek: '40',
  plans: ['short-term-disability', 'basic-life'],
  supplementalLife: '',
};

describe.each(testEngines)("'Add an employee' on %s", (engine) => {
  let portal: TestApp;
  let alex: TestBrowser;

  beforeAll(async () => {
    portal = await startTestApp(engine);
    await addGlobexEmployer(portal.database.db);
    alex = await loggedIn(portal, 'acmehr');
  });
  afterAll(() => portal.close());

  const censusRowsOf = (ssn: string) =>
    portal.database.db
      .select({ id: members.id, hireDate: members.hireDate })
      .from(members)
      .where(
        and(
          eq(members.clientId, acmeClientId),
          eq(members.ssnFullHash, ssnHashes(testSecrets.DATA_KEY, ssn).full),
        ),
      );

  it('adds Ana with her plans from 12/01/2026; she can start registering at once', async () => {
    const answer = await alex.post(api, ana);
    expect(answer.statusCode, answer.body).toBe(200);
    const record = answer.json() as EmployeeRecord;
    expect(record).toMatchObject({ name: 'Ana Lopez', hireDate: '2026-11-16', status: 'active' });
    expect(
      record.plans.map((plan) => [plan.kind, plan.status, plan.effectiveDate, plan.amountCents]),
    ).toEqual([
      ['short-term-disability', 'active', '2026-12-01', 60_000],
      ['long-term-disability', 'not-enrolled', null, 0],
      ['basic-life', 'active', '2026-12-01', 5_000_000],
      ['supplemental-life', 'not-enrolled', null, 0],
    ]);

    const rows = await censusRowsOf('900004401');
    expect(rows).toEqual([{ id: record.memberId, hireDate: '2026-11-16' }]);
    const stored = JSON.stringify(
      await portal.database.db.execute(sql`select * from members where id = ${record.memberId}`),
    );
    expect(stored).not.toContain('900004401');
    expect(stored).not.toContain('4401');

    const [event] = await portal.database.db
      .select({ details: auditEvents.details })
      .from(auditEvents)
      .where(eq(auditEvents.action, 'employer.employee.added'));
    expect(event?.details).toEqual({
      clientId: acmeClientId,
      memberId: record.memberId,
      hireDate: '2026-11-16',
      hiredAgain: false,
    });

    const browser = portal.browser({ address: '10.7.0.1' });
    await browser.openPage('/auth/employee-benefits/registration/full');
    const call = jsonCalls(browser);
    const found = await call(
      '/auth/employee-benefits/registration/verifyPersonalInfo',
      person('Ana', 'Lopez', '04/02/1994', '4401'),
    );
    expect(found.status.code).toBe('NOTREGISTERED');
  });

  it('never adds John twice: he is still employed', async () => {
    const john = await memberNamed(portal.database.db, acmeClientId, 'John', 'Roe');
    const answer = await alex.post(api, {
      ...ana,
      firstName: 'John',
      lastName: 'Roe',
      ssn: '234565678',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      field: 'ssn',
      message: 'An employee with this Social Security Number is already on your census.',
    });
    expect(await censusRowsOf('234565678')).toEqual([{ id: john, hireDate: expect.any(String) }]);
  });

  it('hires Lee again on his own row after his employment ended', async () => {
    const lee = await memberNamed(portal.database.db, acmeClientId, 'Lee', 'Locked');
    const ended = await alex.post(`${api}/${lee}/end-employment`, { lastDayWorked: '11/10/2026' });
    expect(ended.statusCode, ended.body).toBe(200);
    const lee2 = { ...ana, firstName: 'Lee', lastName: 'Locked', ssn: '567897890' };

    const early = await alex.post(api, { ...lee2, hireDate: '11/05/2026' });
    expect(early.json()).toMatchObject({
      field: 'hireDate',
      message: 'Enter a hire date after the last day worked, 11/10/2026.',
    });

    const answer = await alex.post(api, { ...lee2, hireDate: '11/20/2026' });
    expect(answer.statusCode, answer.body).toBe(200);
    const record = answer.json() as EmployeeRecord;
    expect(record.memberId).toBe(lee);
    expect(record.employment.map((row) => [row.validFrom, row.status])).toEqual([
      [expect.any(String), 'active'],
      ['2026-11-11', 'terminated'],
      ['2026-11-20', 'active'],
    ]);
    expect(record.plans.find((plan) => plan.kind === 'basic-life')).toMatchObject({
      effectiveDate: '2026-12-01',
      endDate: null,
    });
    expect(await censusRowsOf('567897890')).toEqual([{ id: lee, hireDate: '2026-11-20' }]);
  });

  it('makes one employee of two adds of the same person at once', async () => {
    const bo = { ...ana, firstName: 'Bo', lastName: 'Twice', ssn: '900-00-4402' };
    const answers = await Promise.all([alex.post(api, bo), alex.post(api, bo)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    expect(await censusRowsOf('900004402')).toHaveLength(1);
  });

  it('refuses at the field, in Spanish when asked, and adds nothing', async () => {
    const answer = await alex.post(
      api,
      { ...ana, ssn: '900-00-4403', hoursPerWeek: '81' },
      { 'accept-language': 'es' },
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ field: 'hoursPerWeek' });
    expect((answer.json() as { message: string }).message).toMatch(/semana/);
    expect(await censusRowsOf('900004403')).toEqual([]);
  });
});
