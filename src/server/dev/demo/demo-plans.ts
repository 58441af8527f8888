// The demo clients' plans (docs/product/coverage.md#demo-data), a contract: Acme buys all four
// kinds, Globex short-term disability and basic life only, at the same rates.

import { demoFormulas, type Payer, type PlanKind } from '#domain/coverage/plan-formulas';
import type { NewPlan } from '#server/db/coverage-repository';

const demoPlanTerms: { kind: PlanKind; prefix: string; paidBy: Payer; rateMicrodollars: number }[] =
  [
    // $0.45 per $10 of weekly benefit.
    { kind: 'short-term-disability', prefix: 'STD', paidBy: 'employer', rateMicrodollars: 450_000 },
    // $0.38 per $100 of covered monthly earnings.
    { kind: 'long-term-disability', prefix: 'LTD', paidBy: 'employer', rateMicrodollars: 380_000 },
    // $0.15 per $1,000 of coverage.
    { kind: 'basic-life', prefix: 'LIFE', paidBy: 'employer', rateMicrodollars: 150_000 },
    // $0.20 per $1,000 of coverage.
    { kind: 'supplemental-life', prefix: 'SUPP', paidBy: 'employee', rateMicrodollars: 200_000 },
  ];

/** The plans of a demo client: every kind, or only those listed. */
export function demoPlans(clientId: string, kinds?: readonly PlanKind[]): NewPlan[] {
  return demoPlanTerms
    .filter((terms) => !kinds || kinds.includes(terms.kind))
    .map((terms) => ({
      clientId,
      kind: terms.kind,
      policyNumber: `${terms.prefix}-${clientId}`,
      paidBy: terms.paidBy,
      formula: demoFormulas[terms.kind],
      rateMicrodollars: terms.rateMicrodollars,
    }));
}
