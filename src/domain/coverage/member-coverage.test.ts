import { describe, expect, it } from 'vitest';
import { history, inForceOn } from '#domain/shared/effective-dated';
import {
  billedForMonth,
  type ClientPlan,
  type CoverageRow,
  coverageEndForLastDayWorked,
  coverageStartForHire,
  type EmploymentRow,
  memberCoverage,
} from './member-coverage.ts';
import { demoFormulas } from './plan-formulas.ts';

const plans: ClientPlan[] = [
  {
    id: 'std',
    formula: demoFormulas['short-term-disability'],
    policyNumber: 'STD-100000001',
    paidBy: 'employer',
    rateMicrodollars: 450_000,
  },
  {
    id: 'supp',
    formula: demoFormulas['supplemental-life'],
    policyNumber: 'SUPP-100000001',
    paidBy: 'employee',
    rateMicrodollars: 200_000,
  },
];

const employment = (
  validFrom: string,
  annualEarningsCents: number,
  recordedSequence = 1,
): EmploymentRow => ({
  validFrom,
  recordedSequence,
  status: 'active',
  lastDayWorked: null,
  annualEarningsCents,
  hoursPerWeek: 40,
});

const coverage = (planId: string, row: Partial<CoverageRow> = {}): CoverageRow => ({
  planId,
  validFrom: '2015-04-01',
  recordedSequence: 1,
  enrolled: true,
  effectiveDate: '2015-04-01',
  endDate: null,
  election: null,
  ...row,
});

describe('dates coverage keeps', () => {
  it('starts on the first of the month after the hire date', () => {
    expect(coverageStartForHire('2015-03-02')).toBe('2015-04-01');
    expect(coverageStartForHire('2020-01-15')).toBe('2020-02-01');
    expect(coverageStartForHire('2020-01-31')).toBe('2020-02-01');
    // Hired on the 1st: still the month after.
    expect(coverageStartForHire('2026-12-01')).toBe('2027-01-01');
  });

  it('ends on the last day of the month of the last day worked', () => {
    expect(coverageEndForLastDayWorked('2026-03-15')).toBe('2026-03-31');
    expect(coverageEndForLastDayWorked('2028-02-03')).toBe('2028-02-29');
    expect(coverageEndForLastDayWorked('2026-12-31')).toBe('2026-12-31');
  });

  it('bills a month when coverage holds on its first day', () => {
    const midMonthStart = coverage('std', { effectiveDate: '2026-03-15' });
    expect(billedForMonth(midMonthStart, '2026-03')).toBe(false);
    expect(billedForMonth(midMonthStart, '2026-04')).toBe(true);
    const midMonthEnd = coverage('std', { effectiveDate: '2026-01-01', endDate: '2026-03-15' });
    expect(billedForMonth(midMonthEnd, '2026-03')).toBe(true);
    expect(billedForMonth(midMonthEnd, '2026-04')).toBe(false);
    expect(billedForMonth(coverage('std', { enrolled: false }), '2026-04')).toBe(false);
  });
});

describe('rows valid from a day, never overwritten', () => {
  const rows = [
    employment('2015-03-02', 9_000_000, 1),
    employment('2026-07-01', 10_400_000, 2),
    // A correction recorded later, from March: it holds March to June.
    employment('2026-03-01', 9_500_000, 3),
    // Recorded again for July, later still: the July row it corrects no longer holds.
    employment('2026-07-01', 10_500_000, 4),
  ];

  it('reads any past day back as it was', () => {
    expect(inForceOn(rows, '2015-03-01')).toBeUndefined();
    expect(inForceOn(rows, '2026-02-28')?.annualEarningsCents).toBe(9_000_000);
    expect(inForceOn(rows, '2026-06-30')?.annualEarningsCents).toBe(9_500_000);
    expect(inForceOn(rows, '2026-07-01')?.annualEarningsCents).toBe(10_500_000);
  });

  it('shows the history with each row to the day before the next', () => {
    expect(
      history(rows).map(({ validFrom, validTo, annualEarningsCents }) => [
        validFrom,
        validTo,
        annualEarningsCents,
      ]),
    ).toEqual([
      ['2015-03-02', '2026-02-28', 9_000_000],
      ['2026-03-01', '2026-06-30', 9_500_000],
      ['2026-07-01', null, 10_500_000],
    ]);
  });
});

describe("a member's coverage on a day", () => {
  const john = [employment('2015-03-02', 10_400_000)];
  const johnsCoverage = [
    coverage('std'),
    coverage('supp', { election: { electedCents: 10_000_000, evidenceApproved: false } }),
  ];

  it("gives John's weekly benefit and his supplemental life's monthly cost", () => {
    const [std, supp] = memberCoverage(plans, john, johnsCoverage, '2026-11-29');
    expect(std).toMatchObject({
      kind: 'short-term-disability',
      status: 'active',
      effectiveDate: '2015-04-01',
      amountCents: 120_000,
      monthlyCostCents: null,
    });
    expect(supp).toMatchObject({
      status: 'active',
      amountCents: 10_000_000,
      monthlyCostCents: 2_000,
    });
  });

  it('follows the earnings of the day asked: a raise from July changes July on', () => {
    const raised = [...john, employment('2026-07-01', 15_600_000, 2)];
    const june = memberCoverage(plans, raised, johnsCoverage, '2026-06-30');
    const july = memberCoverage(plans, raised, johnsCoverage, '2026-07-01');
    expect(june[0]?.amountCents).toBe(120_000);
    // $156,000 / 52 = $3,000 a week; 60% is $1,800, over the $1,500 cap.
    expect(july[0]?.amountCents).toBe(150_000);
  });

  it('says Not enrolled without a row, or for a row that does not enroll', () => {
    const [std, supp] = memberCoverage(
      plans,
      john,
      [coverage('supp', { enrolled: false })],
      '2026-11-29',
    );
    expect(std).toMatchObject({ status: 'not-enrolled', amountCents: 0, effectiveDate: null });
    expect(supp).toMatchObject({ status: 'not-enrolled', monthlyCostCents: null });
  });

  it('says Ended after the end date, and nothing is paid or owed', () => {
    const ended = [
      coverage('std', { endDate: '2026-03-31' }),
      coverage('supp', {
        endDate: '2026-03-31',
        election: { electedCents: 10_000_000, evidenceApproved: false },
      }),
    ];
    const march = memberCoverage(plans, john, ended, '2026-03-31');
    expect(march.map((plan) => plan.status)).toEqual(['active', 'active']);
    const april = memberCoverage(plans, john, ended, '2026-04-01');
    expect(april[0]).toMatchObject({ status: 'ended', endDate: '2026-03-31', amountCents: 0 });
    expect(april[1]).toMatchObject({ status: 'ended', monthlyCostCents: null });
  });

  it('keeps the part over $150,000 pending evidence, and charges only what is in force', () => {
    const elected = [
      coverage('supp', { election: { electedCents: 20_000_000, evidenceApproved: false } }),
    ];
    const [, supp] = memberCoverage(plans, john, elected, '2026-11-29');
    // $150,000 in force × $0.20 per $1,000 = $30.00; $50,000 waits for evidence.
    expect(supp).toMatchObject({
      status: 'active',
      amountCents: 15_000_000,
      pendingEvidenceCents: 5_000_000,
      monthlyCostCents: 3_000,
    });
  });
});
