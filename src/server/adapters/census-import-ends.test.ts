// What a census file does, counted and checked before it is applied (docs/product/census.md#the-file):
// 'Check file' does all the work of an import and undoes it; `last_day_worked` ends an employment
// as 'End employment' does; the same file applied again changes nothing twice; an end the record
// refuses undoes the whole file. On PGlite and PostgreSQL, on 11/22/2026.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sayCensusProblem } from '#domain/employees/census-row';
import { sayEnglish } from '#domain/shared/claim-terms';
import { type DatabaseHandle } from '#server/db/client';
import { upsertClient } from '#server/db/census-repository';
import { insertPlans, memberRecord } from '#server/db/coverage-repository';
import { demoPlans } from '#server/dev/demo/demo-plans';
import { memberOf } from '#tests/support/registration-client';
import { createTestDatabase, testEngines } from '#tests/support/test-database';
import { testSecrets } from '#tests/support/test-secrets';
import { importCensus } from './census-import.ts';

const clientId = '100000032';
const header =
  'first_name,last_name,date_of_birth,ssn,zip_code,email,reserved_user_name,hire_date,annual_earnings,hours_per_week,supplemental_life,last_day_worked';
const file = (...rows: string[]) => [header, ...rows].join('\n');
const ada = (lastDay = '') =>
  `Ada,Byron,12/10/1985,900-00-3201,60601,,,03/02/2015,52000,40,,${lastDay}`;
const bo = (lastDay = '') =>
  `Bo,Reed,01/20/1990,900-00-3202,60601,,,06/01/2021,61000,40,,${lastDay}`;

describe.each(testEngines)('checking and ending with a census file on %s', (engine) => {
  let database: DatabaseHandle;
  const importing = (csv: string, check = false) =>
    importCensus(
      database.db,
      { clientId, clientName: 'End Works', csv },
      { dataKey: testSecrets.DATA_KEY, today: '2026-11-22', check },
    );
  const boId = () => memberOf(database.db, testSecrets.DATA_KEY, clientId, '900003202');

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await upsertClient(database.db, { clientId, name: 'End Works' });
    await insertPlans(database.db, demoPlans(clientId));
  });
  afterAll(() => database.close());

  it('counts what a file would do and changes nothing, then applies it', async () => {
    const counts = { added: 2, changed: 0, ended: 0, unchanged: 0 };
    expect(await importing(file(ada(), bo()), true)).toEqual({
      ok: true,
      applied: false,
      ...counts,
    });
    await expect(boId()).rejects.toThrow(/no census row/);
    expect(await importing(file(ada(), bo()))).toEqual({ ok: true, applied: true, ...counts });
  });

  it("ends Bo's employment after 11/10/2026, once, however often the file is applied", async () => {
    const ending = file(ada(), bo('11/10/2026'));
    const counts = { added: 0, changed: 0, ended: 1, unchanged: 1 };
    expect(await importing(ending, true)).toEqual({ ok: true, applied: false, ...counts });
    expect((await memberRecord(database.db, await boId())).employment).toHaveLength(1);

    expect(await importing(ending)).toEqual({ ok: true, applied: true, ...counts });
    const record = await memberRecord(database.db, await boId());
    expect(record.employment.map((row) => [row.validFrom, row.status, row.lastDayWorked])).toEqual([
      ['2021-06-01', 'active', null],
      ['2026-11-11', 'terminated', '2026-11-10'],
    ]);
    expect(new Set(record.coverage.map((row) => row.endDate))).toContain('2026-11-30');

    expect(await importing(ending)).toEqual({
      ok: true,
      applied: true,
      added: 0,
      changed: 0,
      ended: 0,
      unchanged: 2,
    });
    expect((await memberRecord(database.db, await boId())).employment).toHaveLength(2);
  });

  it('undoes the whole file when an end cannot be: a last day before the hire date', async () => {
    const result = await importing(
      file(
        ada(),
        'Cy,New,03/03/1993,900-00-3203,60601,,,11/20/2026,45000,40,,',
        `Di,Late,04/04/1994,900-00-3204,60601,,,11/20/2026,45000,40,,11/01/2026`,
      ),
    );
    expect(result.ok ? [] : result.problems.map((p) => sayCensusProblem(sayEnglish, p))).toEqual([
      'Line 4: Enter a date on or after the hire date.',
    ]);
    await expect(
      memberOf(database.db, testSecrets.DATA_KEY, clientId, '900003203'),
    ).rejects.toThrow(/no census row/);
  });
});
