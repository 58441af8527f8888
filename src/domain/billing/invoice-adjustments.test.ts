// Worked examples of 'Adjustment' lines from the member record, for a client of one plan:
// short-term disability at $0.45 a month per $10 of weekly benefit (60% of weekly earnings, up to
// $1,500). $52,000 a year is $1,000 a week, a $600 benefit, $27.00 a month; $78,000 is $1,500 a
// week, a $900 benefit, $40.50. December 2026 is issued with October and November billed as the
// record was then; the changes below are recorded in November, after both were billed.

import { describe, expect, it } from 'vitest';
import type { ClientPlan, CoverageRow, EmploymentRow } from '#domain/coverage/member-coverage';
import { type MemberRows, planFigures } from '#domain/coverage/plan-figures';
import { demoFormulas } from '#domain/coverage/plan-formulas';
import { adjustableMonths, computeInvoice, firstDayOf } from './invoice.ts';

const plan: ClientPlan = {
  id: 'std',
  formula: demoFormulas['short-term-disability'],
  policyNumber: 'STD-1',
  paidBy: 'employer',
  rateMicrodollars: 450_000,
};

const work = (
  validFrom: string,
  annualEarningsCents: number,
  recordedSequence = 1,
  lastDayWorked: string | null = null,
): EmploymentRow => ({
  validFrom,
  recordedSequence,
  status: lastDayWorked ? 'terminated' : 'active',
  lastDayWorked,
  annualEarningsCents,
  hoursPerWeek: 40,
});
const cover = (
  validFrom: string,
  effectiveDate: string,
  endDate: string | null = null,
  recordedSequence = 1,
): CoverageRow => ({
  planId: plan.id,
  validFrom,
  recordedSequence,
  enrolled: true,
  effectiveDate,
  endDate,
  election: null,
});
/** Someone covered since 2020 at $52,000. */
const longServing = (): MemberRows => ({
  employment: [work('2020-01-15', 5_200_000)],
  coverage: [cover('2020-01-15', '2020-02-01')],
});

const billedLines = (month: string, members: readonly MemberRows[]) =>
  computeInvoice({
    clientId: '100000009',
    month,
    figures: planFigures([plan], members, firstDayOf(month)),
  }).lines;

/** December's invoice: the record now, against October and November as billed before. */
function december(before: readonly MemberRows[], now: readonly MemberRows[]) {
  return computeInvoice({
    clientId: '100000009',
    month: '2026-12',
    figures: planFigures([plan], now, '2026-12-01'),
    earlier: adjustableMonths('2026-12').map((month) => ({
      month,
      figures: planFigures([plan], now, firstDayOf(month)),
      billed: billedLines(month, before),
    })),
  });
}

const adjustments = (invoice: ReturnType<typeof december>) =>
  invoice.lines
    .filter((line) => line.kind === 'adjustment')
    .map((line) => [line.month, line.coveredEmployees, line.volumeCents, line.amountCents]);

describe('adjustments from the member record', () => {
  it('a mid-month hire is billed from the first of the next month, with nothing to adjust', () => {
    // Ben, hired 11/16: covered from 12/01, so November never owed for him.
    const ben: MemberRows = {
      employment: [work('2026-11-16', 5_200_000)],
      coverage: [cover('2026-11-16', '2026-12-01')],
    };
    const invoice = december([longServing()], [longServing(), ben]);
    expect(invoice.lines).toEqual([
      expect.objectContaining({ kind: 'premium', coveredEmployees: 2, amountCents: 5_400 }),
    ]);
  });

  it('a raise from 10/01 recorded in November is charged for October and November', () => {
    const ana = longServing();
    const raised: MemberRows = {
      ...ana,
      employment: [...ana.employment, work('2026-10-01', 7_800_000, 2)],
    };
    const invoice = december([ana], [raised]);
    // $300 more of weekly benefit: 30 units x $0.45 = $13.50 a month.
    expect(adjustments(invoice)).toEqual([
      ['2026-10', 0, 30_000, 1_350],
      ['2026-11', 0, 30_000, 1_350],
    ]);
    expect(invoice.amountDueCents).toBe(4_050 + 2 * 1_350);
  });

  it('an end of coverage on 10/31 recorded in November credits November only', () => {
    // Cleo's last day 10/15: covered on 10/01, not on 11/01.
    const cleo = longServing();
    const ended: MemberRows = {
      employment: [...cleo.employment, work('2026-10-16', 5_200_000, 2, '2026-10-15')],
      coverage: [...cleo.coverage, cover('2026-10-16', '2020-02-01', '2026-10-31', 2)],
    };
    const invoice = december([longServing(), cleo], [longServing(), ended]);
    expect(adjustments(invoice)).toEqual([['2026-11', -1, -60_000, -2_700]]);
    expect(invoice.amountDueCents).toBe(2_700 - 2_700);
  });

  it('a raise from 09/01, more than 60 days before December, is adjusted from October only', () => {
    const eve = longServing();
    const raised: MemberRows = {
      ...eve,
      employment: [...eve.employment, work('2026-09-01', 7_800_000, 2)],
    };
    // September was billed at $27.00 too, and stays so: it is not one of the months adjusted.
    expect(adjustableMonths('2026-12')).not.toContain('2026-09');
    expect(adjustments(december([eve], [raised]))).toEqual([
      ['2026-10', 0, 30_000, 1_350],
      ['2026-11', 0, 30_000, 1_350],
    ]);
  });
});
