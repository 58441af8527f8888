// What a client's plans come to in a month: per plan the members covered on the month's first day
// (billedForMonth), the sum of their volumes and the premium of that sum. 'Plans and rates' shows
// them (docs/product/coverage.md#plans-and-rates) and invoices bill them
// (src/domain/billing/invoice.ts).

import {
  billedForMonth,
  type ClientPlan,
  type CoverageRow,
  type EmploymentRow,
  memberCoverage,
} from './member-coverage.ts';
import { type Payer, type PlanKind, monthlyPremiumCents } from './plan-formulas.ts';
import { inForceOn } from '#domain/shared/effective-dated';

/** A plan's month: who pays, its rate, and the covered members, their volume and its premium. */
export interface PlanMonthFigures {
  kind: PlanKind;
  policyNumber: string;
  paidBy: Payer;
  /** Dollars a month per unit of the kind's basis, in millionths. */
  rateMicrodollars: number;
  /** Members whose coverage holds on the first of the month. */
  coveredEmployees: number;
  /** The sum the rate is charged on: weekly benefits, covered monthly earnings, coverage. */
  volumeCents: number;
  /** The month's premium of the plan, to the cent. */
  monthlyPremiumCents: number;
}

export interface MemberRows {
  employment: readonly EmploymentRow[];
  coverage: readonly CoverageRow[];
}

/** Each plan's covered members, volume and premium for the month of `firstOfMonth`. */
export function planFigures(
  plans: readonly ClientPlan[],
  members: Iterable<MemberRows>,
  firstOfMonth: string,
): PlanMonthFigures[] {
  const figures = plans.map((plan) => ({ plan, coveredEmployees: 0, volumeCents: 0 }));
  for (const member of members) {
    const coverage = memberCoverage(plans, member.employment, member.coverage, firstOfMonth);
    coverage.forEach((planCoverage, index) => {
      const row = inForceOn(
        member.coverage.filter((each) => each.planId === planCoverage.planId),
        firstOfMonth,
      );
      const figure = figures[index];
      if (!row || !figure || !billedForMonth(row, firstOfMonth)) return;
      figure.coveredEmployees += 1;
      figure.volumeCents += planCoverage.volumeCents;
    });
  }
  return figures.map(({ plan, coveredEmployees, volumeCents }) => ({
    kind: plan.formula.kind,
    policyNumber: plan.policyNumber,
    paidBy: plan.paidBy,
    rateMicrodollars: plan.rateMicrodollars,
    coveredEmployees,
    volumeCents,
    monthlyPremiumCents: monthlyPremiumCents(plan.formula.kind, volumeCents, plan.rateMicrodollars),
  }));
}
