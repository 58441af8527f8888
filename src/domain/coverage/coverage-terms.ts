// The words of coverage (docs/product/coverage.md#my-coverage), in the coverage catalog
// (lang/coverage/): the plans' names, statuses and payers, and what each plan pays, said from its
// formula and the member's amounts. 'My coverage' and the certificate of coverage say the same
// facts, built here once: each a label and a sentence with its values already written (money as
// $1,200.00, dates as MM/DD/YYYY), for the web or the server to say in a language.

import { typedDateOf } from '#domain/shared/absence-dates';
import type { Sentence } from '#domain/shared/claim-terms';
import { defineMessages, type MessageDescriptor } from '#domain/shared/define-messages';
import { formatCents, formatDollars, formatRate } from '#domain/shared/money';
import { type PlanKind, rateUnitCents } from './plan-formulas.ts';
import type { PlanCoverageAnswer } from './coverage-answers.ts';

export const planKindText = defineMessages({
  'short-term-disability': {
    id: 'coverage.kind.shortTermDisability',
    defaultMessage: 'Short-term disability',
  },
  'long-term-disability': {
    id: 'coverage.kind.longTermDisability',
    defaultMessage: 'Long-term disability',
  },
  'basic-life': { id: 'coverage.kind.basicLife', defaultMessage: 'Basic life and AD&D' },
  'supplemental-life': {
    id: 'coverage.kind.supplementalLife',
    defaultMessage: 'Supplemental life',
  },
});

export const coverageStatusText = defineMessages({
  active: { id: 'coverage.status.active', defaultMessage: 'Active' },
  'not-enrolled': { id: 'coverage.status.notEnrolled', defaultMessage: 'Not enrolled' },
  'pending-evidence': {
    id: 'coverage.status.pendingEvidence',
    defaultMessage: 'Pending evidence of insurability',
  },
  ended: { id: 'coverage.status.ended', defaultMessage: 'Ended' },
});

export const employmentStatusText = defineMessages({
  active: { id: 'coverage.employment.active', defaultMessage: 'Active' },
  terminated: { id: 'coverage.employment.terminated', defaultMessage: 'Terminated' },
});

export const payerText = defineMessages({
  employer: { id: 'coverage.payer.employer', defaultMessage: 'Employer paid' },
  employee: { id: 'coverage.payer.employee', defaultMessage: 'Employee paid' },
});

export const coverageText = defineMessages({
  heading: { id: 'coverage.heading', defaultMessage: 'My coverage' },
  asOf: {
    id: 'coverage.asOf',
    defaultMessage: 'Your coverage as of {date}.',
    description: '{date} is MM/DD/YYYY.',
  },
  certificate: {
    id: 'coverage.certificate',
    defaultMessage: 'Download certificate of coverage (PDF)',
  },
  certificateTitle: { id: 'coverage.certificateTitle', defaultMessage: 'Certificate of coverage' },
  certificateFor: {
    id: 'coverage.certificateFor',
    defaultMessage:
      'Issued to {name}, an employee of {employer}, for the coverage in force on {date}.',
    description: '{date} is MM/DD/YYYY.',
  },
  certificateTerms: {
    id: 'coverage.certificateTerms',
    defaultMessage:
      'This certificate describes the group coverage your employer holds with us. The group policies are the contracts; where this certificate and a policy differ, the policy governs.',
  },
  none: {
    id: 'coverage.none',
    defaultMessage:
      'We have no coverage on record for you. If you think this is wrong, ask your employer to check its census.',
  },
  loading: { id: 'coverage.loading', defaultMessage: 'Loading your coverage…' },
});

/** The labels of a plan's facts. */
export const planFactLabels = defineMessages({
  status: { id: 'coverage.fact.status', defaultMessage: 'Status' },
  effectiveDate: { id: 'coverage.fact.effectiveDate', defaultMessage: 'Effective date' },
  endDate: { id: 'coverage.fact.endDate', defaultMessage: 'End date' },
  whatItPays: { id: 'coverage.fact.whatItPays', defaultMessage: 'What it pays' },
  eliminationPeriod: {
    id: 'coverage.fact.eliminationPeriod',
    defaultMessage: 'Elimination period',
  },
  maximum: { id: 'coverage.fact.maximum', defaultMessage: 'Maximum' },
  policyNumber: { id: 'coverage.fact.policyNumber', defaultMessage: 'Policy number' },
  whoPays: { id: 'coverage.fact.whoPays', defaultMessage: 'Who pays' },
});

const planWords = defineMessages({
  shortTermPays: {
    id: 'coverage.pays.shortTerm',
    defaultMessage: '{percent}% of your weekly earnings, up to {maximum} a week',
  },
  longTermPays: {
    id: 'coverage.pays.longTerm',
    defaultMessage: '{percent}% of your monthly earnings, up to {maximum} a month',
  },
  basicLifePays: {
    id: 'coverage.pays.basicLife',
    defaultMessage:
      '{multiple, plural, one {One times} other {# times}} your annual earnings, rounded up to the next {rounding}, up to {maximum}; AD&D pays the same',
  },
  supplementalLifePays: {
    id: 'coverage.pays.supplementalLife',
    defaultMessage:
      'The coverage you choose in units of {unit}, up to {multiple} times your annual earnings and {maximum}; above {guaranteed} once we approve evidence of insurability',
  },
  weeklyBenefit: {
    id: 'coverage.amount.weeklyBenefit',
    defaultMessage: 'Your weekly benefit: {amount}',
  },
  monthlyBenefit: {
    id: 'coverage.amount.monthlyBenefit',
    defaultMessage: 'Your monthly benefit: {amount}',
  },
  coverage: { id: 'coverage.amount.coverage', defaultMessage: 'Your coverage: {amount}' },
  pendingEvidence: {
    id: 'coverage.amount.pendingEvidence',
    defaultMessage: 'Pending evidence of insurability: {amount}',
  },
  monthlyCost: { id: 'coverage.amount.monthlyCost', defaultMessage: 'Your monthly cost: {amount}' },
  days: { id: 'coverage.days', defaultMessage: '{days, plural, one {# day} other {# days}}' },
  weeks: { id: 'coverage.weeks', defaultMessage: '{weeks, plural, one {# week} other {# weeks}}' },
  retirementAge: {
    id: 'coverage.retirementAge',
    defaultMessage: 'To your Social Security normal retirement age',
  },
});

/** A plan's fact: its label and what it says, in words or as it is (a date, a number). */
export interface PlanFact {
  label: MessageDescriptor;
  value: Sentence | string;
}

/** Says a fact's value with the caller's `say`; a value as it is stays so. */
export function factValue(value: Sentence | string, say: (sentence: Sentence) => string): string {
  return typeof value === 'string' ? value : say(value);
}

const said = (message: MessageDescriptor, values?: Sentence['values']): Sentence =>
  values ? { message, values } : { message };

/** What the plan pays, in words, from its formula. */
function whatItPays(formula: PlanCoverageAnswer['formula']): Sentence {
  switch (formula.kind) {
    case 'short-term-disability':
      return said(planWords.shortTermPays, {
        percent: formula.policy.benefitPercent,
        maximum: formatDollars(formula.policy.weeklyMaximumCents),
      });
    case 'long-term-disability':
      return said(planWords.longTermPays, {
        percent: formula.policy.benefitPercent,
        maximum: formatDollars(formula.policy.monthlyMaximumCents),
      });
    case 'basic-life':
      return said(planWords.basicLifePays, {
        multiple: formula.policy.earningsMultiple,
        rounding: formatDollars(formula.policy.roundingCents),
        maximum: formatDollars(formula.policy.maximumCents),
      });
    case 'supplemental-life':
      return said(planWords.supplementalLifePays, {
        unit: formatDollars(formula.policy.unitCents),
        multiple: formula.policy.earningsMultiple,
        maximum: formatDollars(formula.policy.maximumCents),
        guaranteed: formatDollars(formula.policy.guaranteedIssueCents),
      });
  }
}

/** The waiting period and the longest benefit of a disability plan; a life plan has neither. */
function periods(formula: PlanCoverageAnswer['formula']): PlanFact[] {
  switch (formula.kind) {
    case 'short-term-disability':
      return [
        {
          label: planFactLabels.eliminationPeriod,
          value: said(planWords.days, { days: formula.policy.eliminationDays }),
        },
        {
          label: planFactLabels.maximum,
          value: said(planWords.weeks, { weeks: formula.policy.maximumWeeks }),
        },
      ];
    case 'long-term-disability':
      return [
        {
          label: planFactLabels.eliminationPeriod,
          value: said(planWords.days, { days: formula.policy.eliminationDays }),
        },
        { label: planFactLabels.maximum, value: said(planWords.retirementAge) },
      ];
    default:
      return [];
  }
}

/** What a plan says of itself, in the order the page and the certificate list it. */
export function planFacts(plan: PlanCoverageAnswer): PlanFact[] {
  const dates: PlanFact[] = [];
  if (plan.effectiveDate) {
    dates.push({
      label: planFactLabels.effectiveDate,
      value: typedDateOf(plan.effectiveDate),
    });
  }
  if (plan.endDate) {
    dates.push({
      label: planFactLabels.endDate,
      value: typedDateOf(plan.endDate),
    });
  }
  return [
    { label: planFactLabels.status, value: said(coverageStatusText[plan.status]) },
    ...dates,
    { label: planFactLabels.whatItPays, value: whatItPays(plan.formula) },
    ...periods(plan.formula),
    {
      label: planFactLabels.policyNumber,
      value: plan.policyNumber,
    },
    { label: planFactLabels.whoPays, value: said(payerText[plan.paidBy]) },
  ];
}

/**
 * The member's own amounts: the benefit or coverage in force, what waits for evidence, and the
 * monthly cost of an employee-paid plan. Nothing for a plan that pays nothing today.
 */
export function planAmounts(plan: PlanCoverageAnswer): Sentence[] {
  const amounts: Sentence[] = [];
  if (plan.amountCents > 0) {
    switch (plan.kind) {
      case 'short-term-disability':
        amounts.push(said(planWords.weeklyBenefit, { amount: formatCents(plan.amountCents) }));
        break;
      case 'long-term-disability':
        amounts.push(said(planWords.monthlyBenefit, { amount: formatCents(plan.amountCents) }));
        break;
      default:
        amounts.push(said(planWords.coverage, { amount: formatDollars(plan.amountCents) }));
    }
  }
  if (plan.pendingEvidenceCents > 0) {
    amounts.push(
      said(planWords.pendingEvidence, { amount: formatDollars(plan.pendingEvidenceCents) }),
    );
  }
  if (plan.monthlyCostCents !== null) {
    amounts.push(said(planWords.monthlyCost, { amount: formatCents(plan.monthlyCostCents) }));
  }
  return amounts;
}

const amountWords = defineMessages({
  weekly: { id: 'coverage.amountOf.weekly', defaultMessage: '{amount} a week' },
  monthly: { id: 'coverage.amountOf.monthly', defaultMessage: '{amount} a month' },
});

/**
 * A plan's amount as a third person reads it (the employer's page of an employee): a weekly or
 * monthly benefit to the cent, a life coverage in dollars.
 */
export function amountSentence(kind: PlanKind, amountCents: number): Sentence | string {
  switch (kind) {
    case 'short-term-disability':
      return said(amountWords.weekly, { amount: formatCents(amountCents) });
    case 'long-term-disability':
      return said(amountWords.monthly, { amount: formatCents(amountCents) });
    default:
      return formatDollars(amountCents);
  }
}

const rateWords = defineMessages({
  'short-term-disability': {
    id: 'coverage.rate.shortTerm',
    defaultMessage: '{rate} per {unit} of weekly benefit, a month',
  },
  'long-term-disability': {
    id: 'coverage.rate.longTerm',
    defaultMessage: '{rate} per {unit} of covered monthly earnings, a month',
  },
  'basic-life': {
    id: 'coverage.rate.basicLife',
    defaultMessage: '{rate} per {unit} of coverage, a month',
  },
  'supplemental-life': {
    id: 'coverage.rate.supplementalLife',
    defaultMessage: '{rate} per {unit} of coverage, a month',
  },
});

/** A plan's rate and its basis: '$0.45 per $10 of weekly benefit, a month'. */
export function rateSentence(kind: PlanKind, rateMicrodollars: number): Sentence {
  return {
    message: rateWords[kind],
    values: { rate: formatRate(rateMicrodollars), unit: formatDollars(rateUnitCents[kind]) },
  };
}
