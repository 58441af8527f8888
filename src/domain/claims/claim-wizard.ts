// The claim wizard of docs/product/claims.md: what each step asks, the rules of its fields,
// and what a finished set of answers files. One definition for the browser, which checks a
// step before it moves on, and the server, which checks again before it keeps a draft and
// before it files anything.

import * as z from 'zod/mini';
import {
  accountNumberLength,
  bankAccountProblems,
  bankAccountText,
} from '#domain/shared/bank-account';
import { defineMessages, type MessageDescriptor } from '#domain/shared/define-messages';
import { requestText } from '#domain/shared/request-text';
import {
  absenceDateProblems,
  absenceDateText,
  absenceDateWindowMonths,
  isoDateOfTyped,
  type StepProblems,
} from '#domain/shared/absence-dates';
import {
  absenceReasons,
  type ClaimKind,
  conditionCategories,
  englishOf,
  leaveSchedules,
  paymentMethods,
  relationships,
} from '#domain/shared/claim-terms';
import { bondingLeaveEndsInTime } from './fmla.ts';
import { earlierServiceFieldText, earlierServiceProblems } from '#domain/shared/earlier-service';
import { addMonths } from '#domain/shared/calendar-date';

export const wizardSteps = ['need', 'absence', 'provider', 'payment', 'review'] as const;
export type WizardStep = (typeof wizardSteps)[number];

export const wizardStepHeadings = defineMessages({
  need: { id: 'claims.step.need', defaultMessage: 'What do you need?' },
  absence: { id: 'claims.step.absence', defaultMessage: 'About your absence' },
  provider: { id: 'claims.step.provider', defaultMessage: 'Your provider' },
  payment: { id: 'claims.step.payment', defaultMessage: 'How you want to be paid' },
  review: { id: 'claims.step.review', defaultMessage: 'Review and submit' },
}) satisfies Record<WizardStep, MessageDescriptor>;

export const attestationText = defineMessages({
  attestation: {
    id: 'claims.attestation',
    defaultMessage: 'I confirm that the information I provided is true and complete.',
  },
}).attestation;

export const claimLimits = {
  textMax: 60,
  nameMax: 80,
  hoursPerWeekMin: 1,
  hoursPerWeekMax: 60,
  accountMin: accountNumberLength.min,
  accountMax: accountNumberLength.max,
} as const;

/**
 * Field messages of the wizard. The numbers of `hoursPerWeek` are claimLimits' (a test holds
 * them together).
 */
export const claimFieldText = {
  ...defineMessages({
    reason: { id: 'claims.field.reason', defaultMessage: 'Please choose what you need.' },
  }),
  ...absenceDateText,
  ...defineMessages({
    schedule: { id: 'claims.field.schedule', defaultMessage: 'Please choose a schedule.' },
    howOften: {
      id: 'claims.field.howOften',
      defaultMessage: 'Please say how often you need time off (e.g. 2 days a month).',
    },
    howLong: {
      id: 'claims.field.howLong',
      defaultMessage: 'Please say how long each time lasts (e.g. 1 day).',
    },
    hoursPerWeek: {
      id: 'claims.field.hoursPerWeek',
      defaultMessage: 'Please enter the hours per week you can work, from 1 to 60.',
    },
    familyMemberName: {
      id: 'claims.field.familyMemberName',
      defaultMessage: "Please enter the family member's name.",
    },
    relationship: {
      id: 'claims.field.relationship',
      defaultMessage: 'Please choose the relationship.',
    },
    childArrivalDate: {
      id: 'claims.field.childArrivalDate',
      defaultMessage:
        'Please enter the date of birth or placement as MM/DD/YYYY within one year of today.',
    },
    bondingWindow: {
      id: 'claims.field.bondingWindow',
      defaultMessage:
        'Leave to bond with a child must end within 12 months of the birth or placement.',
    },
    providerName: {
      id: 'claims.field.providerName',
      defaultMessage: "Please enter the provider's name.",
    },
    providerPhone: {
      id: 'claims.field.providerPhone',
      defaultMessage: "Please enter the provider's phone number as (###) ###-####.",
    },
    workRelated: {
      id: 'claims.field.workRelated',
      defaultMessage: 'Please answer whether this is related to your work.',
    },
    conditionCategory: {
      id: 'claims.field.conditionCategory',
      defaultMessage: 'Please choose a condition category.',
    },
    paymentMethod: {
      id: 'claims.field.paymentMethod',
      defaultMessage: 'Please choose how you want to be paid.',
    },
  }),
  ...earlierServiceFieldText,
  ...bankAccountText,
  ...defineMessages({
    attestation: {
      id: 'claims.field.attestation',
      defaultMessage: 'Please confirm that the information you provided is true and complete.',
    },
  }),
};

/** Their English, for the employer's 'Report an absence' until it is translated. */
export const claimFieldMessages = englishOf(claimFieldText);

/** Typed text: bounded, no control characters (a NUL would reach the database). */
const text = (max: number) => requestText(max);
const choice = <const Codes extends readonly [string, ...string[]]>(codes: Codes) =>
  z.union([z.enum(codes), z.literal('')]);

/** Step 1. */
export const needAnswersSchema = z.object({
  reason: choice(absenceReasons),
  alsoFmla: z.boolean(),
});
/** Step 2: dates as typed, MM/DD/YYYY. */
export const absenceAnswersSchema = z.object({
  lastDayWorked: text(10),
  firstDayOfAbsence: text(10),
  expectedReturn: text(10),
  schedule: choice(leaveSchedules),
  howOften: text(claimLimits.textMax),
  howLong: text(claimLimits.textMax),
  hoursPerWeek: text(5),
  familyMemberName: text(claimLimits.nameMax),
  relationship: choice(relationships),
  /** Bonding only: the date of birth or placement, MM/DD/YYYY; absent in drafts kept before. */
  childArrivalDate: z.optional(text(10)),
  /** Leave only (earlier-service.ts); absent in drafts kept before the question. */
  workedBefore: z.optional(choice(['yes', 'no'] as const)),
  earlierServiceFrom: z.optional(text(10)),
  earlierServiceTo: z.optional(text(10)),
});
/** Step 3. */
export const providerAnswersSchema = z.object({
  providerName: text(claimLimits.nameMax),
  providerPhone: text(14),
  workRelated: choice(['yes', 'no'] as const),
  conditionCategory: choice(conditionCategories),
});
/** Step 4 (disability claims only). */
export const paymentAnswersSchema = z.object({
  method: choice(paymentMethods),
  routingNumber: text(9),
  accountNumber: text(claimLimits.accountMax),
  confirmAccountNumber: text(claimLimits.accountMax),
});

/** Everything the wizard asks, as the form holds it: a step not reached is absent. */
export const claimAnswersSchema = z.object({
  need: z.optional(needAnswersSchema),
  absence: z.optional(absenceAnswersSchema),
  provider: z.optional(providerAnswersSchema),
  payment: z.optional(paymentAnswersSchema),
});
export type NeedAnswers = z.infer<typeof needAnswersSchema>;
export type AbsenceAnswers = z.infer<typeof absenceAnswersSchema>;
export type ProviderAnswers = z.infer<typeof providerAnswersSchema>;
export type PaymentAnswers = z.infer<typeof paymentAnswersSchema>;
export type ClaimAnswers = z.infer<typeof claimAnswersSchema>;

export const emptyAnswers = {
  need: { reason: '', alsoFmla: false },
  absence: {
    lastDayWorked: '',
    firstDayOfAbsence: '',
    expectedReturn: '',
    schedule: '',
    howOften: '',
    howLong: '',
    hoursPerWeek: '',
    familyMemberName: '',
    relationship: '',
    childArrivalDate: '',
    workedBefore: '',
    earlierServiceFrom: '',
    earlierServiceTo: '',
  },
  provider: { providerName: '', providerPhone: '', workRelated: '', conditionCategory: '' },
  payment: { method: '', routingNumber: '', accountNumber: '', confirmAccountNumber: '' },
} satisfies Required<ClaimAnswers>;

/** The claims a finished set of answers files: a disability claim, a leave, or both. */
export function claimKindsOf(need: NeedAnswers | undefined): ClaimKind[] {
  if (!need || need.reason === '') return [];
  if (need.reason !== 'own-health') return ['leave'];
  return need.alsoFmla ? ['disability', 'leave'] : ['disability'];
}

/** The steps this person goes through: the payment step only for a disability claim. */
export function stepsOf(answers: ClaimAnswers): WizardStep[] {
  return claimKindsOf(answers.need).includes('disability')
    ? [...wizardSteps]
    : wizardSteps.filter((step) => step !== 'payment');
}

const namePattern = /^[\p{L}][\p{L},.' -]*$/u;
const phonePattern = /^\(\d{3}\) \d{3}-\d{4}$/;

function check(errors: StepProblems, field: string, message: MessageDescriptor | null): void {
  if (message) errors[field] = message;
}

export function needErrors(need: NeedAnswers | undefined): StepProblems {
  return need && need.reason !== '' ? {} : { reason: claimFieldText.reason };
}

export function absenceErrors(
  absence: AbsenceAnswers | undefined,
  need: NeedAnswers | undefined,
  today: string,
): StepProblems {
  const given = absence ?? emptyAnswers.absence;
  const errors = absenceDateProblems(given, today);
  check(errors, 'schedule', given.schedule === '' ? claimFieldText.schedule : null);
  if (given.schedule === 'intermittent') {
    check(errors, 'howOften', given.howOften.trim() ? null : claimFieldText.howOften);
    check(errors, 'howLong', given.howLong.trim() ? null : claimFieldText.howLong);
  }
  if (given.schedule === 'reduced') {
    const hours = Number(given.hoursPerWeek);
    const ok =
      /^\d+(\.\d)?$/.test(given.hoursPerWeek) &&
      hours >= claimLimits.hoursPerWeekMin &&
      hours <= claimLimits.hoursPerWeekMax;
    check(errors, 'hoursPerWeek', ok ? null : claimFieldText.hoursPerWeek);
  }
  if (need?.reason === 'family-care') {
    const name = given.familyMemberName.trim();
    check(
      errors,
      'familyMemberName',
      name && namePattern.test(name) ? null : claimFieldText.familyMemberName,
    );
    check(errors, 'relationship', given.relationship ? null : claimFieldText.relationship);
  }
  if (need?.reason === 'bonding') {
    check(errors, 'childArrivalDate', childArrivalProblem(given, today));
  }
  if (claimKindsOf(need).includes('leave')) {
    Object.assign(errors, earlierServiceProblems(given, today));
  }
  return errors;
}

/**
 * Bonding leave's date of birth or placement: a real date within a year of today, before or
 * after (a placement's leave may begin before it, 825.121(a)(1)), and the leave ending within
 * the 12 months that follow it (825.120(a)(2)).
 */
function childArrivalProblem(given: AbsenceAnswers, today: string): MessageDescriptor | null {
  const arrival = isoDateOfTyped(given.childArrivalDate ?? '');
  const window = absenceDateWindowMonths;
  if (!arrival || arrival < addMonths(today, -window) || arrival > addMonths(today, window)) {
    return claimFieldText.childArrivalDate;
  }
  const expectedReturn = isoDateOfTyped(given.expectedReturn);
  return expectedReturn && !bondingLeaveEndsInTime(arrival, expectedReturn)
    ? claimFieldText.bondingWindow
    : null;
}

export function providerErrors(
  provider: ProviderAnswers | undefined,
  need: NeedAnswers | undefined,
): StepProblems {
  const given = provider ?? emptyAnswers.provider;
  const errors: StepProblems = {};
  const name = given.providerName.trim();
  check(
    errors,
    'providerName',
    name && namePattern.test(name) ? null : claimFieldText.providerName,
  );
  check(
    errors,
    'providerPhone',
    phonePattern.test(given.providerPhone) ? null : claimFieldText.providerPhone,
  );
  if (claimKindsOf(need).includes('disability')) {
    check(errors, 'workRelated', given.workRelated ? null : claimFieldText.workRelated);
    check(
      errors,
      'conditionCategory',
      given.conditionCategory ? null : claimFieldText.conditionCategory,
    );
  }
  return errors;
}

export function paymentErrors(payment: PaymentAnswers | undefined): StepProblems {
  const given = payment ?? emptyAnswers.payment;
  if (given.method === '') return { method: claimFieldText.paymentMethod };
  if (given.method === 'paper-check') return {};
  return bankAccountProblems(given);
}

/** The errors of one step, judged with the answers of the steps before it. */
export function stepErrors(step: WizardStep, answers: ClaimAnswers, today: string): StepProblems {
  switch (step) {
    case 'need':
      return needErrors(answers.need);
    case 'absence':
      return absenceErrors(answers.absence, answers.need, today);
    case 'provider':
      return providerErrors(answers.provider, answers.need);
    case 'payment':
      return paymentErrors(answers.payment);
    case 'review':
      return {};
  }
}

/** The first step before `step` (in this person's steps) whose answers are not good, if any. */
export function firstIncompleteStep(
  answers: ClaimAnswers,
  step: WizardStep,
  today: string,
): { step: WizardStep; errors: StepProblems } | null {
  // Before `step` in the wizard's order, not in this person's steps: a step they skip (payment,
  // for leave only) is not among them, and would otherwise leave nothing to check.
  const position = wizardSteps.indexOf(step);
  const earlierSteps = stepsOf(answers).filter((other) => wizardSteps.indexOf(other) < position);
  for (const earlier of earlierSteps) {
    const errors = stepErrors(earlier, answers, today);
    if (Object.keys(errors).length > 0) return { step: earlier, errors };
  }
  return null;
}
