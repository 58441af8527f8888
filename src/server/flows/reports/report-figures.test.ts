// The database's counts held to the domain's definitions (src/domain/reports/report-figures.ts)
// on random claims, the edges of months most of all; and the claims CSV read from the database
// page by page as the reader takes it, never whole before the first byte.
import { parse } from 'csv-parse/sync';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '#domain/shared/calendar-date';
import {
  absencesByMonth,
  monthAbsencesOf,
  openClaimsByStatus,
  type ReportedClaim,
  reportMonths,
  statusCountsOf,
} from '#domain/reports/report-figures';
import { claimStatuses } from '#domain/shared/claim-terms';
import type { Employer } from '#server/db/employers-repository';
import { countAbsencesByMonth, countOpenClaimsByStatus } from '#server/db/reports-repository';
import { claims } from '#server/db/schema/claims';
import { startTestApp, type TestApp } from '#tests/support/test-app';
import { testEngines } from '#tests/support/test-database';
import { claimsCsv } from './report-downloads.service.ts';
import { type ClaimOfTest, insertClaimsOfTest, memberNamed } from '#tests/support/employer-kit';

/** A client of the tests' own: claims name their client without a reference to it. */
const testClient = '900000001';

/** Days where months begin and end, around the months the reports cover. */
const monthEdges = reportMonths('2027-02-01', 20).flatMap((month) => {
  const first = `${month}-01`;
  return [addDays(first, -1), first, addDays(first, 1)];
});

const day = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom(...monthEdges) },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 600 }).map((n) => addDays('2025-07-01', n)) },
);

const reportedClaim: fc.Arbitrary<ReportedClaim> = fc
  .record({
    kind: fc.constantFrom('disability' as const, 'leave' as const),
    status: fc.constantFrom(...claimStatuses),
    firstDayOfAbsence: day,
    length: fc.oneof(
      fc.constantFrom(-3, -1, 0, 1, 2, 27, 28, 29, 30, 31, 32),
      fc.integer({ min: -10, max: 400 }),
    ),
    returnOnAnEdge: fc.option(fc.constantFrom(...monthEdges), { nil: undefined }),
  })
  .map(({ kind, status, firstDayOfAbsence, length, returnOnAnEdge }) => ({
    kind,
    status,
    firstDayOfAbsence,
    expectedReturn: returnOnAnEdge ?? addDays(firstDayOfAbsence, length),
  }));

describe.each(testEngines)('report figures and the claims CSV on %s', (engine) => {
  let portal: TestApp;
  let memberId: string;

  beforeAll(async () => {
    portal = await startTestApp(engine);
    memberId = await memberNamed(portal.database.db, '100000001', 'John');
  });
  afterAll(() => portal.close());

  const replaceClaims = async (
    clientId: string,
    rows: Omit<ClaimOfTest, 'memberId' | 'clientId'>[],
  ) => {
    const { db } = portal.database;
    await db.delete(claims).where(eq(claims.clientId, clientId));
    await insertClaimsOfTest(
      db,
      rows.map((row) => ({ ...row, memberId, clientId })),
    );
  };

  it('counts in SQL what the domain defines, month edges and odd dates included', async () => {
    const { db } = portal.database;
    await fc.assert(
      fc.asyncProperty(
        fc.array(reportedClaim, { maxLength: 30 }),
        fc.constantFrom('2026-11-22', '2026-01-01', '2026-12-31', '2027-02-28'),
        async (generated, today) => {
          await replaceClaims(testClient, generated);
          const months = reportMonths(today);
          expect(
            monthAbsencesOf(months, await countAbsencesByMonth(db, testClient, months)),
          ).toEqual(absencesByMonth(generated, months));
          expect(statusCountsOf(await countOpenClaimsByStatus(db, testClient))).toEqual(
            openClaimsByStatus(generated),
          );
        },
      ),
      { numRuns: 40 },
    );
  });

  const employerOf = (clientId: string): Employer => ({
    accountId: crypto.randomUUID(),
    contactId: crypto.randomUUID(),
    clientId,
    clientName: 'Test client',
    firstName: 'Test',
    email: null,
  });
  const deps = () => ({ db: portal.database.db, clock: portal.clock, brandName: 'Test' });
  const claimNumbersOf = (csv: string) => (parse(csv) as string[][]).slice(1).map((row) => row[1]);

  /** `count` approved leaves numbered from C<first>, filed a minute apart from 1 March 2026. */
  const approvedLeaves = (count: number, first: number) =>
    Array.from({ length: count }, (_, index) => ({
      claimNumber: `C${first + index}`,
      kind: 'leave' as const,
      status: 'approved',
      firstDayOfAbsence: '2026-03-02',
      expectedReturn: '2026-04-01',
      createdAt: new Date(Date.parse('2026-03-01T00:00:00Z') + index * 60_000),
    }));

  it('reads the claims a page at a time, after the first bytes went out', async () => {
    const clientId = '900000002';
    await replaceClaims(clientId, approvedLeaves(1_500, 6_000_000));
    const stream = await claimsCsv(deps(), employerOf(clientId), 50);
    const chunks = stream[Symbol.asyncIterator]();
    const first = await chunks.next();
    expect(String(first.value)).toMatch(/^Employee name,Claim number,/);

    // Filed after the download began, last in its order: a CSV made whole before its first
    // byte (a buffered one) could not hold it. The writer's buffers hold a few hundred rows,
    // far fewer than the 1,500 before it, and the reader has taken none since.
    await fileOneMoreClaim(clientId);
    let rest = '';
    for (let next = await chunks.next(); !next.done; next = await chunks.next()) {
      rest += String(next.value);
    }
    const numbers = claimNumbersOf(String(first.value) + rest);
    expect(numbers).toHaveLength(1_501);
    expect(new Set(numbers).size).toBe(1_501);
    expect(numbers.at(0)).toBe('C6000000');
    expect(numbers.at(-1)).toBe('C6999999');
  });

  it('lets other requests run between its pages, on either database', async () => {
    const clientId = '900000004';
    await replaceClaims(clientId, approvedLeaves(200, 6_200_000));
    // Turns of the event loop while the reader takes the whole file as fast as it can, as a
    // client on the same machine does: PGlite answers a query in this thread without waiting
    // on any I/O, so a download that never gave way would hold every other request until its
    // last page (the mixed load of docs/benchmarks.md found a 20,000-row CSV doing so).
    let turns = 0;
    let counting = true;
    const count = () => {
      turns++;
      if (counting) setImmediate(count);
    };
    setImmediate(count);
    let csv = '';
    for await (const chunk of await claimsCsv(deps(), employerOf(clientId), 10)) {
      csv += String(chunk);
    }
    counting = false;
    const numbers = claimNumbersOf(csv);
    expect(numbers).toHaveLength(200);
    expect(turns).toBeGreaterThanOrEqual(19);
  });

  async function fileOneMoreClaim(clientId: string) {
    await insertClaimsOfTest(portal.database.db, [
      {
        claimNumber: 'C6999999',
        memberId,
        clientId,
        kind: 'disability',
        status: 'submitted',
        firstDayOfAbsence: '2026-11-23',
        expectedReturn: '2026-12-23',
        createdAt: new Date('2026-11-22T14:00:00Z'),
      },
    ]);
  }

  it('pages through claims filed in the same millisecond, each once, in order', async () => {
    const clientId = '900000003';
    await replaceClaims(
      clientId,
      ['C6100003', 'C6100001', 'C6100002', 'C6100004'].map((claimNumber) => ({
        claimNumber,
        kind: 'disability' as const,
        status: 'submitted',
        firstDayOfAbsence: '2026-05-04',
        expectedReturn: '2026-06-01',
      })),
    );
    // Microseconds apart within one millisecond, which a JavaScript Date cannot tell apart;
    // two at the very same instant, told apart by their numbers.
    await portal.database.db.execute(sql`update ${claims} set ${sql.raw('created_at')} =
      case ${claims.claimNumber}
        when 'C6100003' then '2026-05-01 10:00:00.000001+00'::timestamptz
        when 'C6100001' then '2026-05-01 10:00:00.000002+00'::timestamptz
        else '2026-05-01 10:00:00.000003+00'::timestamptz end
      where ${claims.clientId} = ${clientId}`);
    let csv = '';
    for await (const chunk of await claimsCsv(deps(), employerOf(clientId), 1)) {
      csv += String(chunk);
      // A key that lost the microseconds would read the same claims again and again.
      if (csv.split('\n').length > 10) break;
    }
    expect(claimNumbersOf(csv)).toEqual(['C6100003', 'C6100001', 'C6100002', 'C6100004']);
  });
});
