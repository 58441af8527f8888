import { describe, expect, it } from 'vitest';
import type { ClientPlan, CoverageRow, EmploymentRow } from './member-coverage.ts';
import { planFigures } from './plan-figures.ts';
import { demoFormulas, type PlanKind } from './plan-formulas.ts';

const rates: Record<PlanKind, number> = {
  'short-term-disability': 450_000,
  'long-term-disability': 380_000,
  'basic-life': 150_000,
  'supplemental-life': 200_000,
};
const plans: ClientPlan[] = (Object.keys(rates) as PlanKind[]).map((kind) => ({
  id: kind,
  formula: demoFormulas[kind],
  policyNumber: `${kind}-1`,
  paidBy: kind === 'supplemental-life' ? 'employee' : 'employer',
  rateMicrodollars: rates[kind],
}));

const employed = (annualEarningsCents: number): EmploymentRow[] => [
  {
    validFrom: '2020-01-15',
    recordedSequence: 1,
    status: 'active',
    lastDayWorked: null,
    annualEarningsCents,
    hoursPerWeek: 40,
  },
];
const covered = (planId: string, values: Partial<CoverageRow> = {}): CoverageRow => ({
  planId,
  validFrom: '2020-01-15',
  recordedSequence: 1,
  enrolled: true,
  effectiveDate: '2020-02-01',
  endDate: null,
  election: null,
  ...values,
});
const employerPaid = ['short-term-disability', 'long-term-disability', 'basic-life'].map((id) =>
  covered(id),
);

/** Acme's demo: John at $104,000 with $100,000 of supplemental life, three at $52,000. */
const acme = [
  {
    employment: employed(10_400_000),
    coverage: [
      ...employerPaid,
      covered('supplemental-life', {
        election: { electedCents: 10_000_000, evidenceApproved: false },
      }),
    ],
  },
  ...Array.from({ length: 3 }, () => ({
    employment: employed(5_200_000),
    coverage: [...employerPaid, covered('supplemental-life', { enrolled: false })],
  })),
];

describe("a client's plans in a month", () => {
  it("counts Acme's covered employees, sums their volumes and prices the sum", () => {
    expect(
      planFigures(plans, acme, '2026-11-01').map((plan) => [
        plan.kind,
        plan.coveredEmployees,
        plan.volumeCents,
        plan.monthlyPremiumCents,
      ]),
    ).toEqual([
      // $1,200 + 3 × $600 = $3,000 of weekly benefit; 300 units × $0.45 = $135.00.
      ['short-term-disability', 4, 300_000, 13_500],
      // $8,666.67 + 3 × $4,333.33 = $21,666.66; 216.6666 units × $0.38 = $82.3333 → $82.33.
      ['long-term-disability', 4, 2_166_666, 8_233],
      // 4 × $50,000 = $200,000; 200 units × $0.15 = $30.00.
      ['basic-life', 4, 20_000_000, 3_000],
      // John's $100,000 alone: 100 units × $0.20 = $20.00.
      ['supplemental-life', 1, 10_000_000, 2_000],
    ]);
  });

  it('leaves out coverage that starts after the first of the month, and keeps one that ends in it', () => {
    const late = {
      employment: employed(5_200_000),
      coverage: [covered('short-term-disability', { effectiveDate: '2026-11-02' })],
    };
    const leaving = {
      employment: employed(5_200_000),
      coverage: [covered('short-term-disability', { endDate: '2026-11-30' })],
    };
    const [november] = planFigures(plans, [late, leaving], '2026-11-01');
    expect(november).toMatchObject({ coveredEmployees: 1, volumeCents: 60_000 });
    const [december] = planFigures(plans, [late, leaving], '2026-12-01');
    expect(december).toMatchObject({ coveredEmployees: 1, volumeCents: 60_000 });
  });
});
