// What a client's plans come to in a month (docs/product/coverage.md#plans-and-rates): per plan the
// members covered on the month's first day (billedForMonth), the sum of their volumes and the
// premium of that sum. Bills will read the same figures (docs/product/census.md).

import {
  billedForMonth,
  type ClientPlan,
  type CoverageRow,
  type EmploymentRow,
  memberCoverage,
} from '#domain/coverage/member-coverage';
import { monthlyPremiumCents } from '#domain/coverage/plan-formulas';
import { inForceOn } from '#domain/shared/effective-dated';
import type { ClientPlanAnswer } from './plans-answers.ts';

export interface MemberRows {
  employment: readonly EmploymentRow[];
  coverage: readonly CoverageRow[];
}

/** Each plan's covered members, volume and premium for the month of `firstOfMonth`. */
export function planFigures(
  plans: readonly ClientPlan[],
  members: Iterable<MemberRows>,
  firstOfMonth: string,
): ClientPlanAnswer[] {
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
