// A census file larger than a batch (census-file-rows.ts reads 1,000 rows at a time): 5,500 rows
// are 5,500 members with their employment and coverage rows, on PGlite and on PostgreSQL, whose
// statements take at most 65,535 parameters, the planner's statistics then counting them; a bad
// row in the last batch, and a second row of a person of the first, refuse the whole file with
// each line in order, and nothing stays written.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sayCensusProblem } from '#domain/employees/census-row';
import { sayEnglish } from '#domain/shared/claim-terms';
import { type DatabaseHandle, rowsOf } from '#server/db/client';
import { upsertClient } from '#server/db/census-repository';
import { insertPlans } from '#server/db/coverage-repository';
import { demoPlans } from '#server/dev/demo/demo-plans';
import { censusFileText, newHireRow, newHiresFile } from '#tests/support/census-file-kit';
import { createTestDatabase, testEngines } from '#tests/support/test-database';
import { testSecrets } from '#tests/support/test-secrets';
import { censusBatchRows } from './census-file-rows.ts';
import { importCensus } from './census-import.ts';

const clientId = '100000033';
const size = 5_500;
const hires = {
  firstName: 'Batch',
  lastNamePrefix: 'Member',
  ssnBase: 900_100_000,
  hireDate: '01/15/2020',
};
const row = (n: number, zip?: string) => newHireRow(n, hires, zip);

describe.each(testEngines)('a census file of many batches on %s', (engine) => {
  let database: DatabaseHandle;
  const importing = (csv: string) =>
    importCensus(
      database.db,
      { clientId, clientName: 'Batch Works', csv },
      { dataKey: testSecrets.DATA_KEY, today: '2026-11-22' },
    );
  const count = async (table: 'members' | 'employment' | 'coverages') => {
    const ofClient = sql`select id from members where client_id = ${clientId}`;
    const counted = await database.db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(
        table === 'members' ? 'id' : 'member_id',
      )} in (${ofClient})`,
    );
    return (rowsOf(counted)[0] as { n: number }).n;
  };

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await upsertClient(database.db, { clientId, name: 'Batch Works' });
    await insertPlans(database.db, demoPlans(clientId));
  });
  afterAll(() => database.close());

  it('refuses a bad row of the last batch and a person twice, in line order, writing nothing', async () => {
    expect(size).toBeGreaterThan(5 * censusBatchRows);
    const rows = Array.from({ length: size }, (_, n) => row(n));
    rows[size - 10] = row(size - 10, '6060');
    rows[size - 1] = row(3);
    const result = await importing(censusFileText(rows));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map((problem) => sayCensusProblem(sayEnglish, problem))).toEqual([
      `Line ${size - 10 + 2}: ZIP Code must have 5 digits.`,
      `Line ${size + 1}: Social Security Number is already on line 5.`,
    ]);
    expect(await count('members')).toBe(0);
  });

  it('imports every row with its member record, and nothing twice', async () => {
    const csv = newHiresFile(size, hires);
    expect(await importing(csv)).toEqual({
      ok: true,
      applied: true,
      added: size,
      changed: 0,
      ended: 0,
      unchanged: 0,
    });
    expect(await count('members')).toBe(size);
    expect(await count('employment')).toBe(size);
    // The four plans of the demo client: supplemental life not elected, still a row.
    expect(await count('coverages')).toBe(size * 4);
    // So many rows written, the planner's statistics count them (db/maintenance.ts).
    const estimated = await database.db.execute(
      sql`select relname, reltuples::int as rows from pg_class
        where relname in ('members', 'employment', 'coverages') order by relname`,
    );
    expect(rowsOf(estimated)).toEqual([
      { relname: 'coverages', rows: expect.toSatisfy((n: number) => n >= size * 4) },
      { relname: 'employment', rows: expect.toSatisfy((n: number) => n >= size) },
      { relname: 'members', rows: expect.toSatisfy((n: number) => n >= size) },
    ]);
    expect(await importing(csv)).toMatchObject({ ok: true, added: 0, unchanged: size });
    expect(await count('coverages')).toBe(size * 4);
  });
});
