// The claim wizard of DESIGN.md section 11.1: what each step asks, the rules of its fields,
// and what a finished set of answers files. One definition for the browser, which checks a
// step before it moves on, and the server, which checks again before it keeps a draft and
// before it files anything.

import * as z from 'zod/mini';
import {
  accountNumberLength,
  bankAccountErrors,
  bankAccountMessages,
} from '#domain/shared/bank-account';
import { requestText } from '#domain/shared/request-text';
import { addMonths } from '#domain/shared/calendar-date';
import {
  absenceReasons,
  type ClaimKind,
  conditionCategories,
  leaveSchedules,
  paymentMethods,
  relationships,
} from '#domain/shared/claim-terms';

export const wizardSteps = ['need', 'absence', 'provider', 'payment', 'review'] as const;
export type WizardStep = (typeof wizardSteps)[number];

export const wizardStepHeadings: Record<WizardStep, string> = {
  need: 'What do you need?',
  absence: 'About your absence',
  provider: 'Your provider',
  payment: 'How you want to be paid',
  review: 'Review and submit',
};

export const attestationText = 'I confirm that the information I provided is true and complete.';

export const claimLimits = {
  textMax: 60,
  nameMax: 80,
  hoursPerWeekMin: 1,
  hoursPerWeekMax: 60,
  accountMin: accountNumberLength.min,
  accountMax: accountNumberLength.max,
  /** Dates of an absence: within this many months before and after today. */
  dateWindowMonths: 12,
} as const;

/** Field messages of the wizard. */
export const claimFieldMessages = {
  reason: 'Please choose what you need.',
  date: 'Please enter a real date as MM/DD/YYYY within one year of today.',
  firstDayBeforeLastWorked: 'The first day of absence cannot be before the last day worked.',
  returnBeforeFirstDay: 'The expected return to work must be after the first day of absence.',
  schedule: 'Please choose a schedule.',
  howOften: 'Please say how often you need time off (e.g. 2 days a month).',
  howLong: 'Please say how long each time lasts (e.g. 1 day).',
  hoursPerWeek: `Please enter the hours per week you can work, from ${claimLimits.hoursPerWeekMin} to ${claimLimits.hoursPerWeekMax}.`,
  familyMemberName: "Please enter the family member's name.",
  relationship: 'Please choose the relationship.',
  providerName: "Please enter the provider's name.",
  providerPhone: "Please enter the provider's phone number as (###) ###-####.",
  workRelated: 'Please answer whether this is related to your work.',
  conditionCategory: 'Please choose a condition category.',
  paymentMethod: 'Please choose how you want to be paid.',
  ...bankAccountMessages,
  attestation: 'Please confirm that the information you provided is true and complete.',
} as const;

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
  },
  provider: { providerName: '', providerPhone: '', workRelated: '', conditionCategory: '' },
  payment: { method: '', routingNumber: '', accountNumber: '', confirmAccountNumber: '' },
} satisfies Required<ClaimAnswers>;

/** Field name to message; empty when the step is good. */
export type StepErrors = Partial<Record<string, string>>;

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

const usDatePattern = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** A typed MM/DD/YYYY date as YYYY-MM-DD when it is a real calendar date, else null. */
export function isoDateOfTyped(value: string): string | null {
  const match = usDatePattern.exec(value);
  if (!match) return null;
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? `${match[3]}-${match[1]}-${match[2]}` : null;
}

/** A YYYY-MM-DD date as the forms show it, MM/DD/YYYY. */
export function typedDateOf(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${month}/${day}/${year}`;
}

/** Today's calendar date (UTC) as YYYY-MM-DD. */
export function isoDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

function absenceDate(value: string, today: string): string | null {
  const iso = isoDateOfTyped(value);
  if (!iso) return null;
  const window = claimLimits.dateWindowMonths;
  return iso >= addMonths(today, -window) && iso <= addMonths(today, window) ? iso : null;
}

const namePattern = /^[\p{L}][\p{L},.' -]*$/u;
const phonePattern = /^\(\d{3}\) \d{3}-\d{4}$/;

function check(errors: StepErrors, field: string, message: string | null): void {
  if (message) errors[field] = message;
}

export function needErrors(need: NeedAnswers | undefined): StepErrors {
  return need && need.reason !== '' ? {} : { reason: claimFieldMessages.reason };
}

export function absenceErrors(
  absence: AbsenceAnswers | undefined,
  need: NeedAnswers | undefined,
  now: Date,
): StepErrors {
  const given = absence ?? emptyAnswers.absence;
  const today = isoDay(now);
  const errors: StepErrors = {};
  const lastWorked = absenceDate(given.lastDayWorked, today);
  const firstDay = absenceDate(given.firstDayOfAbsence, today);
  const returnDay = absenceDate(given.expectedReturn, today);
  check(errors, 'lastDayWorked', lastWorked ? null : claimFieldMessages.date);
  check(errors, 'firstDayOfAbsence', firstDay ? null : claimFieldMessages.date);
  check(errors, 'expectedReturn', returnDay ? null : claimFieldMessages.date);
  if (lastWorked && firstDay && firstDay < lastWorked) {
    errors.firstDayOfAbsence = claimFieldMessages.firstDayBeforeLastWorked;
  }
  if (firstDay && returnDay && returnDay <= firstDay) {
    errors.expectedReturn = claimFieldMessages.returnBeforeFirstDay;
  }
  check(errors, 'schedule', given.schedule === '' ? claimFieldMessages.schedule : null);
  if (given.schedule === 'intermittent') {
    check(errors, 'howOften', given.howOften.trim() ? null : claimFieldMessages.howOften);
    check(errors, 'howLong', given.howLong.trim() ? null : claimFieldMessages.howLong);
  }
  if (given.schedule === 'reduced') {
    const hours = Number(given.hoursPerWeek);
    const ok =
      /^\d+(\.\d)?$/.test(given.hoursPerWeek) &&
      hours >= claimLimits.hoursPerWeekMin &&
      hours <= claimLimits.hoursPerWeekMax;
    check(errors, 'hoursPerWeek', ok ? null : claimFieldMessages.hoursPerWeek);
  }
  if (need?.reason === 'family-care') {
    const name = given.familyMemberName.trim();
    check(
      errors,
      'familyMemberName',
      name && namePattern.test(name) ? null : claimFieldMessages.familyMemberName,
    );
    check(errors, 'relationship', given.relationship ? null : claimFieldMessages.relationship);
  }
  return errors;
}

export function providerErrors(
  provider: ProviderAnswers | undefined,
  need: NeedAnswers | undefined,
): StepErrors {
  const given = provider ?? emptyAnswers.provider;
  const errors: StepErrors = {};
  const name = given.providerName.trim();
  check(
    errors,
    'providerName',
    name && namePattern.test(name) ? null : claimFieldMessages.providerName,
  );
  check(
    errors,
    'providerPhone',
    phonePattern.test(given.providerPhone) ? null : claimFieldMessages.providerPhone,
  );
  if (claimKindsOf(need).includes('disability')) {
    check(errors, 'workRelated', given.workRelated ? null : claimFieldMessages.workRelated);
    check(
      errors,
      'conditionCategory',
      given.conditionCategory ? null : claimFieldMessages.conditionCategory,
    );
  }
  return errors;
}

export function paymentErrors(payment: PaymentAnswers | undefined): StepErrors {
  const given = payment ?? emptyAnswers.payment;
  if (given.method === '') return { method: claimFieldMessages.paymentMethod };
  if (given.method === 'paper-check') return {};
  return bankAccountErrors(given);
}

/** The errors of one step, judged with the answers of the steps before it. */
export function stepErrors(step: WizardStep, answers: ClaimAnswers, now: Date): StepErrors {
  switch (step) {
    case 'need':
      return needErrors(answers.need);
    case 'absence':
      return absenceErrors(answers.absence, answers.need, now);
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
  now: Date,
): { step: WizardStep; errors: StepErrors } | null {
  // Before `step` in the wizard's order, not in this person's steps: a step they skip (payment,
  // for leave only) is not among them, and would otherwise leave nothing to check.
  const position = wizardSteps.indexOf(step);
  const earlierSteps = stepsOf(answers).filter((other) => wizardSteps.indexOf(other) < position);
  for (const earlier of earlierSteps) {
    const errors = stepErrors(earlier, answers, now);
    if (Object.keys(errors).length > 0) return { step: earlier, errors };
  }
  return null;
}
