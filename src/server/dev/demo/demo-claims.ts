// John Roe's claims of docs/product/demo-data.md#claims-and-bills, a contract: C1000001, an
// approved short-term disability for surgery with three weekly payments sent and the next
// scheduled; C1000002, an intermittent family medical leave waiting for a medical certification.
// Dates count from the day the demo data loads, so the claims look the same whenever a database is
// made.

import { eq, sql } from 'drizzle-orm';
import { addDays } from '#domain/shared/calendar-date';
import { claimStatusEventTexts, claimSubmittedText } from '#domain/claims/claim-status';
import { employerStatementText } from '#domain/employer-claims/employer-statement';
import { certificationDueDays, documentAskedText } from '#domain/shared/document-types';
import type { Database } from '#server/db/client';
import { clients } from '#server/db/schema/census';
import {
  claimEvents,
  claimPayments,
  claims,
  documentRequests,
  leaveTime,
} from '#server/db/schema/claims';

/** John's weekly earnings and the demo policy's benefit: 60% of $2,000, under the $1,500 cap. */
const weeklyEarningsCents = 200_000;
const grossCents = 120_000;
/** Social Security and Medicare (7.65%) withheld from a disability benefit the employer paid for. */
const deductionsCents = 9_180;
/** Weekly benefits are paid two weeks after the week they cover. */
const payLagDays = 14;

const at = (day: string) => new Date(`${day}T15:00:00Z`);

export async function loadDemoClaims(
  db: Database,
  john: { memberId: string; clientId: string },
  today: string,
): Promise<void> {
  // FMLA's 12 months (John was hired 03/02/2015, acme-manufacturing.csv) and 50 employees are
  // met; the hours wait for Acme's statement (docs/product/employer-claims.md).
  await db
    .update(clients)
    .set({ employeesWithin75Miles: 240 })
    .where(eq(clients.clientId, john.clientId));
  const day = (offset: number) => addDays(today, offset);
  const common = { memberId: john.memberId, clientId: john.clientId };
  const statementAt = new Date(`${day(-44)}T18:00:00Z`);
  const [disability, leave] = await db
    .insert(claims)
    .values([
      {
        ...common,
        claimNumber: 'C1000001',
        kind: 'disability',
        status: 'approved',
        reason: 'own-health',
        lastDayWorked: day(-46),
        firstDayOfAbsence: day(-45),
        expectedReturn: day(46),
        schedule: 'continuous',
        providerName: 'Dr. Ada Byron',
        providerPhone: '(312) 555-0199',
        workRelated: false,
        conditionCategory: 'surgery',
        paymentMethod: 'paper-check',
        idempotencyKey: '00000000-0000-4000-8000-000000000001',
        // Acme's statement came the day of the claim (docs/product/employer-claims.md); C1000002's
        // is still due.
        hoursWorked12Months: 2_080,
        weeklyEarningsCents,
        scheduledHoursPerWeek: 40,
        employerLastDayWorked: day(-46),
        employerStatementAt: statementAt,
        createdAt: at(day(-44)),
        updatedAt: at(day(-40)),
      },
      {
        ...common,
        claimNumber: 'C1000002',
        kind: 'leave',
        status: 'information-needed',
        reason: 'family-care',
        lastDayWorked: day(-13),
        firstDayOfAbsence: day(-12),
        expectedReturn: day(170),
        schedule: 'intermittent',
        howOften: '2 days a month',
        howLong: '1 day',
        familyMemberName: 'Mary Roe',
        relationship: 'parent',
        providerName: 'Dr. Grace Hopper',
        providerPhone: '(312) 555-0123',
        idempotencyKey: '00000000-0000-4000-8000-000000000002',
        createdAt: at(day(-10)),
        updatedAt: at(day(-3)),
      },
    ])
    .returning({ id: claims.id });
  if (!disability || !leave) throw new Error('The demo claims were not inserted');
  // Demo numbers are written out; new claims continue after them.
  await db.execute(
    sql`select setval('claim_number_seq', greatest((select max(substr(claim_number, 2)::bigint) from claims), 1000000))`,
  );

  // Benefits start after the 7-day elimination period: day -38; three weeks sent, one to come.
  const weeks = [0, 1, 2, 3].map((week) => {
    const periodStart = day(-38 + 7 * week);
    const periodEnd = addDays(periodStart, 6);
    const payDate = addDays(periodEnd, payLagDays);
    return {
      claimId: disability.id,
      periodStart,
      periodEnd,
      grossCents,
      deductionsCents,
      netCents: grossCents - deductionsCents,
      payDate,
      status: week < 3 ? 'sent' : 'scheduled',
      createdAt: at(periodEnd),
    };
  });
  await db.insert(claimPayments).values(weeks);

  const requestedOn = day(-3);
  await db.insert(documentRequests).values({
    claimId: leave.id,
    documentType: 'medical-certification',
    requestedOn,
    dueOn: addDays(requestedOn, certificationDueDays),
  });
  await db
    .insert(leaveTime)
    .values({ claimId: leave.id, day: day(-5), hours: 8, createdAt: at(day(-5)) });

  await db.insert(claimEvents).values([
    {
      claimId: disability.id,
      at: at(day(-44)),
      status: 'submitted',
      text: claimSubmittedText,
    },
    { claimId: disability.id, at: statementAt, status: null, text: employerStatementText },
    {
      claimId: disability.id,
      at: at(day(-43)),
      status: 'in-review',
      text: claimStatusEventTexts['start-review'],
    },
    {
      claimId: disability.id,
      at: at(day(-40)),
      status: 'approved',
      text: claimStatusEventTexts.approve,
    },
    ...weeks
      .filter((week) => week.status === 'sent')
      .map((week) => ({
        claimId: disability.id,
        at: at(week.payDate),
        status: null,
        text: 'A payment was sent to you.',
      })),
    {
      claimId: leave.id,
      at: at(day(-10)),
      status: 'submitted',
      text: claimSubmittedText,
    },
    {
      claimId: leave.id,
      at: at(requestedOn),
      status: 'information-needed',
      text: documentAskedText('medical-certification'),
    },
  ]);
}
