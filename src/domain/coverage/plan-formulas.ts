// What each plan pays and what it costs (docs/product/coverage.md#formulas): the four kinds of
// plan a client may buy, the formula of each as data, and the pure functions that turn a
// member's annual earnings into a benefit or a coverage amount and a month's premium. Money is
// whole cents, never a float; a rate is whole millionths of a dollar per unit of its basis.

import * as z from 'zod/mini';

export const planKinds = [
  'short-term-disability',
  'long-term-disability',
  'basic-life',
  'supplemental-life',
] as const;
export type PlanKind = (typeof planKinds)[number];

export const payers = ['employer', 'employee'] as const;
export type Payer = (typeof payers)[number];

/** Short-term disability: a share of weekly earnings, capped, after a wait, for some weeks. */
export const disabilityPolicySchema = z.object({
  /** Of weekly earnings, e.g. 60. */
  benefitPercent: z.number(),
  weeklyMaximumCents: z.number(),
  /** Days of absence before benefits start; the first day of absence is day 1. */
  eliminationDays: z.number(),
  maximumWeeks: z.number(),
});
export type DisabilityPolicy = z.infer<typeof disabilityPolicySchema>;

/** Long-term disability: a share of monthly earnings, capped, to the retirement age. */
export const longTermPolicySchema = z.object({
  benefitPercent: z.number(),
  monthlyMaximumCents: z.number(),
  eliminationDays: z.number(),
});
export type LongTermPolicy = z.infer<typeof longTermPolicySchema>;

/** Basic life (and AD&D the same): a multiple of annual earnings, rounded up, capped. */
export const basicLifePolicySchema = z.object({
  earningsMultiple: z.number(),
  /** Rounded up to the next multiple of this, e.g. $1,000. */
  roundingCents: z.number(),
  maximumCents: z.number(),
});
export type BasicLifePolicy = z.infer<typeof basicLifePolicySchema>;

/** Supplemental life: elected in units, up to a multiple of earnings and a cap. */
export const supplementalLifePolicySchema = z.object({
  unitCents: z.number(),
  earningsMultiple: z.number(),
  maximumCents: z.number(),
  /** Issued without evidence of insurability up to this amount; the rest waits for it. */
  guaranteedIssueCents: z.number(),
});
export type SupplementalLifePolicy = z.infer<typeof supplementalLifePolicySchema>;

/** A plan's formula, by its kind: what the plans table keeps as JSON. */
export const planFormulaSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('short-term-disability'), policy: disabilityPolicySchema }),
  z.object({ kind: z.literal('long-term-disability'), policy: longTermPolicySchema }),
  z.object({ kind: z.literal('basic-life'), policy: basicLifePolicySchema }),
  z.object({ kind: z.literal('supplemental-life'), policy: supplementalLifePolicySchema }),
]);
export type PlanFormula = z.infer<typeof planFormulaSchema>;

/** A client's plan: its formula, who pays, and its monthly rate per unit of its basis. */
export interface Plan {
  formula: PlanFormula;
  policyNumber: string;
  paidBy: Payer;
  /** Dollars per unit of the basis a month, in millionths: $0.45 is 450,000. */
  rateMicrodollars: number;
}

/**
 * The unit each kind's rate is per, the industry's: $10 of weekly benefit (STD), $100 of
 * covered monthly earnings (LTD), $1,000 of coverage (life).
 */
export const rateUnitCents: Record<PlanKind, number> = {
  'short-term-disability': 1_000,
  'long-term-disability': 10_000,
  'basic-life': 100_000,
  'supplemental-life': 100_000,
};

/** The demo's short-term disability: 60% of weekly earnings, at most $1,500, 7 days, 26 weeks. */
export const demoDisabilityPolicy: DisabilityPolicy = {
  benefitPercent: 60,
  weeklyMaximumCents: 150_000,
  eliminationDays: 7,
  maximumWeeks: 26,
};

/** The formulas the demo's clients buy (docs/product/demo-data.md#coverage). */
export const demoFormulas = {
  'short-term-disability': { kind: 'short-term-disability', policy: demoDisabilityPolicy },
  'long-term-disability': {
    kind: 'long-term-disability',
    policy: { benefitPercent: 60, monthlyMaximumCents: 1_000_000, eliminationDays: 180 },
  },
  'basic-life': {
    kind: 'basic-life',
    policy: { earningsMultiple: 1, roundingCents: 100_000, maximumCents: 5_000_000 },
  },
  'supplemental-life': {
    kind: 'supplemental-life',
    policy: {
      unitCents: 1_000_000,
      earningsMultiple: 5,
      maximumCents: 50_000_000,
      guaranteedIssueCents: 15_000_000,
    },
  },
} as const satisfies { [Kind in PlanKind]: PlanFormula & { kind: Kind } };

function checkedCents(cents: number, what: string): number {
  if (!Number.isSafeInteger(cents) || cents < 0) {
    throw new RangeError(`${what} must be whole cents, not ${cents}`);
  }
  return cents;
}

/** Weekly earnings: a year's over 52 weeks, to the cent (half a cent up). */
export function weeklyEarningsCents(annualEarningsCents: number): number {
  return Math.round(checkedCents(annualEarningsCents, 'Annual earnings') / 52);
}

/** Monthly earnings: a year's over 12 months, to the cent (half a cent up). */
export function monthlyEarningsCents(annualEarningsCents: number): number {
  return Math.round(checkedCents(annualEarningsCents, 'Annual earnings') / 12);
}

/** The policy's percent of weekly earnings, rounded to the cent (half a cent up), capped. */
export function weeklyBenefitCents(policy: DisabilityPolicy, weeklyEarnings: number): number {
  const benefit = Math.round(
    (checkedCents(weeklyEarnings, 'Weekly earnings') * policy.benefitPercent) / 100,
  );
  return Math.min(benefit, policy.weeklyMaximumCents);
}

/**
 * Covered monthly earnings: the earnings whose percent the maximum still pays in full. Above
 * them a raise pays nothing more, so the rate is not charged on them either.
 */
export function coveredMonthlyEarningsCents(
  policy: LongTermPolicy,
  monthlyEarnings: number,
): number {
  const ceiling = Math.round((policy.monthlyMaximumCents * 100) / policy.benefitPercent);
  return Math.min(checkedCents(monthlyEarnings, 'Monthly earnings'), ceiling);
}

export function monthlyBenefitCents(policy: LongTermPolicy, monthlyEarnings: number): number {
  const benefit = Math.round(
    (checkedCents(monthlyEarnings, 'Monthly earnings') * policy.benefitPercent) / 100,
  );
  return Math.min(benefit, policy.monthlyMaximumCents);
}

/** A multiple of annual earnings, rounded up to the next $1,000 (the policy's step), capped. */
export function basicLifeCents(policy: BasicLifePolicy, annualEarnings: number): number {
  const multiple = checkedCents(annualEarnings, 'Annual earnings') * policy.earningsMultiple;
  const rounded = Math.ceil(multiple / policy.roundingCents) * policy.roundingCents;
  return Math.min(rounded, policy.maximumCents);
}

/** The most a member may elect: whole units up to the multiple of earnings and the cap. */
export function supplementalLimitCents(
  policy: SupplementalLifePolicy,
  annualEarnings: number,
): number {
  const byEarnings = checkedCents(annualEarnings, 'Annual earnings') * policy.earningsMultiple;
  const limit = Math.min(byEarnings, policy.maximumCents);
  return Math.floor(limit / policy.unitCents) * policy.unitCents;
}

/** An election of supplemental life split into what is in force and what waits for evidence. */
export interface SupplementalAmounts {
  activeCents: number;
  pendingEvidenceCents: number;
}

/**
 * An election is whole units, at most the limit (a larger one is refused where it is made);
 * the part over the guaranteed issue amount waits for evidence of insurability until the
 * insurer approves it (`evidenceApproved`).
 */
export function supplementalAmounts(
  policy: SupplementalLifePolicy,
  electedCents: number,
  evidenceApproved: boolean,
): SupplementalAmounts {
  checkedCents(electedCents, 'An election');
  if (electedCents % policy.unitCents !== 0) {
    throw new RangeError(
      `An election is whole units of ${policy.unitCents} cents, not ${electedCents}`,
    );
  }
  if (evidenceApproved || electedCents <= policy.guaranteedIssueCents) {
    return { activeCents: electedCents, pendingEvidenceCents: 0 };
  }
  return {
    activeCents: policy.guaranteedIssueCents,
    pendingEvidenceCents: electedCents - policy.guaranteedIssueCents,
  };
}

/** What a plan gives one member: the benefit or coverage, and the volume its rate is charged on. */
export interface PlanAmount {
  /** The weekly (STD) or monthly (LTD) benefit, or the coverage in force (life). */
  amountCents: number;
  /** Supplemental life only: the part of the election waiting for evidence. */
  pendingEvidenceCents: number;
  /** What the rate is charged on: weekly benefit, covered monthly earnings, coverage. */
  volumeCents: number;
}

/** An election, for supplemental life: its amount and whether evidence was approved. */
export interface Election {
  electedCents: number;
  evidenceApproved: boolean;
}

export function planAmount(
  formula: PlanFormula,
  annualEarnings: number,
  election: Election | null,
): PlanAmount {
  switch (formula.kind) {
    case 'short-term-disability': {
      const amount = weeklyBenefitCents(formula.policy, weeklyEarningsCents(annualEarnings));
      return { amountCents: amount, pendingEvidenceCents: 0, volumeCents: amount };
    }
    case 'long-term-disability': {
      const monthly = monthlyEarningsCents(annualEarnings);
      return {
        amountCents: monthlyBenefitCents(formula.policy, monthly),
        pendingEvidenceCents: 0,
        volumeCents: coveredMonthlyEarningsCents(formula.policy, monthly),
      };
    }
    case 'basic-life': {
      const amount = basicLifeCents(formula.policy, annualEarnings);
      return { amountCents: amount, pendingEvidenceCents: 0, volumeCents: amount };
    }
    case 'supplemental-life': {
      const { activeCents, pendingEvidenceCents } = supplementalAmounts(
        formula.policy,
        election?.electedCents ?? 0,
        election?.evidenceApproved ?? false,
      );
      return { amountCents: activeCents, pendingEvidenceCents, volumeCents: activeCents };
    }
  }
}

/**
 * A month's premium of a volume: units of the basis times the rate, to the cent (half a cent
 * up). `volumeCents / unitCents` units at `rateMicrodollars / 1,000,000` dollars each is
 * `volumeCents × rateMicrodollars / (unitCents × 10,000)` cents.
 */
export function monthlyPremiumCents(
  kind: PlanKind,
  volumeCents: number,
  rateMicrodollars: number,
): number {
  checkedCents(volumeCents, 'A volume');
  return Math.round((volumeCents * rateMicrodollars) / (rateUnitCents[kind] * 10_000));
}
