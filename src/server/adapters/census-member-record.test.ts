// The census import fills the member record (docs/product/coverage.md#the-member-record): the first
// rows from the hire date, a change as a new row from the day of the import, the old one kept, and
// the database refusing to rewrite either. On PGlite and PostgreSQL.

import { sayCensusProblem } from '#domain/employees/census-row';
import { sayEnglish } from '#domain/shared/claim-terms';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberCoverage } from '#domain/coverage/member-coverage';
import { history } from '#domain/shared/effective-dated';
import { createTestDatabase, testEngines } from '#tests/support/test-database';
import { testSecrets } from '#tests/support/test-secrets';
import { type DatabaseHandle, rowsOf } from '#server/db/client';
import { upsertClient } from '#server/db/census-repository';
import { clientPlans, insertPlans, memberRecord } from '#server/db/coverage-repository';
import { members } from '#server/db/schema/census';
import { demoPlans } from '#server/dev/demo/demo-plans';
import { importCensus } from './census-import.ts';

const clientId = '100000031';
const header =
  'first_name,last_name,date_of_birth,ssn,zip_code,email,reserved_user_name,hire_date,annual_earnings,hours_per_week,supplemental_life';
const file = (...rows: string[]) => [header, ...rows].join('\n');
const ada = (earnings: string, election = '') =>
  `Ada,Byron,12/10/1985,900-00-3101,60601,,,03/02/2015,${earnings},40,${election}`;

describe.each(testEngines)('the member record from the census on %s', (engine) => {
  let database: DatabaseHandle;
  const importOn = (day: string, csv: string) =>
    importCensus(
      database.db,
      { clientId, clientName: 'Test Works', csv },
      { dataKey: testSecrets.DATA_KEY, today: day },
    );
  const adaId = async () => {
    const [row] = await database.db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.firstName, 'Ada'));
    return row?.id ?? '';
  };

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await upsertClient(database.db, { clientId, name: 'Test Works' });
    await insertPlans(database.db, demoPlans(clientId));
  });
  afterAll(() => database.close());

  it('records employment from the hire date and enrolls in the employer-paid plans', async () => {
    expect(await importOn('2026-11-29', file(ada('"104,000.00"', '100000')))).toEqual({
      ok: true,
      applied: true,
      added: 1,
      changed: 0,
      ended: 0,
      unchanged: 0,
    });
    const record = await memberRecord(database.db, await adaId());
    expect(record.employment).toEqual([
      expect.objectContaining({
        validFrom: '2015-03-02',
        status: 'active',
        annualEarningsCents: 10_400_000,
        hoursPerWeek: 40,
      }),
    ]);
    const plans = await clientPlans(database.db, clientId);
    const coverage = memberCoverage(plans, record.employment, record.coverage, '2026-11-29');
    expect(
      coverage.map((plan) => [plan.kind, plan.status, plan.effectiveDate, plan.amountCents]),
    ).toEqual([
      ['short-term-disability', 'active', '2015-04-01', 120_000],
      ['long-term-disability', 'active', '2015-04-01', 520_000],
      ['basic-life', 'active', '2015-04-01', 5_000_000],
      ['supplemental-life', 'active', '2015-04-01', 10_000_000],
    ]);
    expect(coverage[3]?.monthlyCostCents).toBe(2_000);
  });

  it('adds a row from the day of a change, and any earlier day reads back as it was', async () => {
    expect(await importOn('2026-12-15', file(ada('156000', '100000')))).toMatchObject({
      ok: true,
      added: 0,
      changed: 1,
    });
    // The same file again changes nothing.
    expect(await importOn('2026-12-16', file(ada('156000', '100000')))).toMatchObject({
      changed: 0,
      unchanged: 1,
    });
    const record = await memberRecord(database.db, await adaId());
    expect(
      history(record.employment).map((row) => [
        row.validFrom,
        row.validTo,
        row.annualEarningsCents,
      ]),
    ).toEqual([
      ['2015-03-02', '2026-12-14', 10_400_000],
      ['2026-12-15', null, 15_600_000],
    ]);
    const plans = await clientPlans(database.db, clientId);
    const before = memberCoverage(plans, record.employment, record.coverage, '2026-12-14');
    const after = memberCoverage(plans, record.employment, record.coverage, '2026-12-15');
    expect(before[0]?.amountCents).toBe(120_000);
    // $156,000 / 52 = $3,000 a week; 60% is $1,800, capped at $1,500.
    expect(after[0]?.amountCents).toBe(150_000);
    expect(record.coverage).toHaveLength(4);
  });

  it('refuses bad values by line and column, and imports nothing of the file', async () => {
    const result = await importOn(
      '2026-12-20',
      file(
        ada('156000', '100000'),
        'Bea,Bad,01/01/1990,900-00-3102,60601,,,02/30/2020,52000,40,',
        'Cy,Bad,01/01/1990,900-00-3103,60601,,,01/15/2020,lots,90,',
        'Di,Bad,01/01/1990,900-00-3104,60601,,,01/15/2020,52000,40,15000',
        'Ed,Bad,01/01/1990,900-00-3105,60601,,,01/15/2020,52000,40,300000',
        'Flo,Bad,01/01/1990,900-00-3106,60601,,,,,40,',
      ),
    );
    expect(
      result.ok ? [] : result.problems.map((problem) => sayCensusProblem(sayEnglish, problem)),
    ).toEqual([
      'Line 3: Hire date is not a real date.',
      'Line 4: Annual earnings must be an amount in dollars, such as 52000 or 52,000.00.',
      'Line 4: Hours per week must be a whole number from 1 to 80.',
      'Line 5: Enter supplemental life in units of $10,000.',
      'Line 6: Supplemental life is at most $260,000 on these earnings.',
      'Line 7: Hours per week needs Annual earnings on the same line.',
    ]);
    const counted = await database.db.execute(
      sql`select count(*)::int as n from members where client_id = ${clientId}`,
    );
    expect(rowsOf(counted)).toEqual([{ n: 1 }]);
  });

  it('never lets a row of the record be updated or deleted', async () => {
    const id = await adaId();
    const refusal = (statement: ReturnType<typeof sql>) =>
      database.db.execute(statement).then(
        () => 'done',
        (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
      );
    expect(
      await refusal(sql`update employment set annual_earnings_cents = 1 where member_id = ${id}`),
    ).toMatch(/rows of employment are never updated or deleted/);
    expect(await refusal(sql`delete from coverages where member_id = ${id}`)).toMatch(
      /rows of coverages are never updated or deleted/,
    );
    const record = await memberRecord(database.db, id);
    expect(record.employment.map((row) => row.annualEarningsCents)).toEqual([
      10_400_000, 15_600_000,
    ]);
  });
});
