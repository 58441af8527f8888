// The employer's statement on a claim (docs/product/employer-claims.md): hours worked in the 12
// months before the absence, weekly earnings, the usual hours a week and the last day worked, as
// the employer types them; on a leave also earlier service with the employer, and on bonding leave
// taken intermittently or on a reduced schedule the employer's agreement. It completes what the
// employee could not say: FMLA's months and 1,250 hours (fmla-eligibility.ts, earlier-service.ts),
// the agreement of 825.120(b) (bonding-schedule.ts) and the disability benefit's weekly earnings
// (disability-benefit.ts). One set of rules for the browser, which checks before it sends, and the
// server, which checks again.

import * as z from 'zod/mini';
import {
  absenceDateText,
  absenceDateWindowMonths,
  isoDateOfTyped,
  type StepProblems,
} from '#domain/shared/absence-dates';
import { addMonths } from '#domain/shared/calendar-date';
import type { ClaimKind } from '#domain/shared/claim-terms';
import { defineMessages } from '#domain/shared/define-messages';
import { requestText } from '#domain/shared/request-text';
import { centsOfTypedDollars, wholeNumberOfTyped } from '#domain/shared/typed-numbers';
import {
  type EarlierServiceAnswer,
  earlierServiceAnswerOf,
  earlierServiceProblems,
} from '#domain/shared/earlier-service';

/**
 * The employer's agreement to bonding leave taken in pieces (825.120(b); the rule is
 * src/domain/claims/bonding-schedule.ts): the statement's question, and the answer it gave.
 */
export const employerScheduleAgreementText = defineMessages({
  question: {
    id: 'employer-claims.bondingSchedule.question',
    defaultMessage:
      'Do you agree to this leave being taken intermittently or on a reduced schedule?',
  },
  hint: {
    id: 'employer-claims.bondingSchedule.hint',
    defaultMessage:
      'Family medical leave to bond with a child is taken this way only with your agreement.',
  },
  missing: {
    id: 'employer-claims.bondingSchedule.missing',
    defaultMessage: 'Please answer whether you agree to this schedule.',
  },
  agreed: {
    id: 'employer-claims.bondingSchedule.agreed',
    defaultMessage: 'You agreed to this leave being taken intermittently or on a reduced schedule.',
  },
  refused: {
    id: 'employer-claims.bondingSchedule.refused',
    defaultMessage:
      'You did not agree to this leave being taken intermittently or on a reduced schedule.',
  },
});

export const employerStatementLabelText = defineMessages({
  hoursWorked12Months: {
    id: 'employer-claims.statement.label.hoursWorked12Months',
    defaultMessage: 'Hours worked in the 12 months before {date}',
    description:
      '{date}: the first day of absence, MM/DD/YYYY; the hours that count for FMLA (825.110(a)(2)).',
  },
  weeklyEarnings: {
    id: 'employer-claims.statement.label.weeklyEarnings',
    defaultMessage: 'Weekly earnings',
  },
  hoursPerWeek: {
    id: 'employer-claims.statement.label.hoursPerWeek',
    defaultMessage: 'Work schedule',
  },
  lastDayWorked: {
    id: 'employer-claims.statement.label.lastDayWorked',
    defaultMessage: 'Last day worked',
  },
  workedBefore: {
    id: 'employer-claims.statement.label.workedBefore',
    defaultMessage: 'Did the employee work for you before their current hire date?',
  },
  earlierServiceFrom: {
    id: 'employer-claims.statement.label.earlierServiceFrom',
    defaultMessage: 'First day of the earlier employment',
  },
  earlierServiceTo: {
    id: 'employer-claims.statement.label.earlierServiceTo',
    defaultMessage: 'Last day of the earlier employment',
  },
  breakExcused: {
    id: 'employer-claims.statement.label.breakExcused',
    defaultMessage:
      'The break since then was for military service, or a written agreement covers it',
    description: 'A checkbox: such a break of 7 years or more still counts (29 CFR 825.110(b)(2)).',
  },
  agreesToSchedule: employerScheduleAgreementText.question,
});
export type EmployerStatementField = keyof typeof employerStatementLabelText;

export const employerStatementPageText = defineMessages({
  heading: { id: 'employer-claims.statement.heading', defaultMessage: 'Employer statement' },
  submit: { id: 'employer-claims.statement.submit', defaultMessage: 'Submit statement' },
});

export const employerStatementLimits = {
  /** Every hour of a leap year: more cannot have been worked in 12 months. */
  hoursWorkedMax: 8_784,
  weeklyEarningsMinCents: 100,
  weeklyEarningsMaxCents: 10_000_000,
  hoursPerWeekMin: 1,
  hoursPerWeekMax: 80,
} as const;

/** The statement's field messages, the dates' for the last day worked, and its refusals. */
export const employerStatementFieldText = {
  ...defineMessages({
    hoursWorked12Months: {
      id: 'employer-claims.statement.field.hoursWorked12Months',
      defaultMessage:
        'Please enter the hours worked in the 12 months before the first day of absence as a whole number from 0 to 8,784.',
    },
    weeklyEarnings: {
      id: 'employer-claims.statement.field.weeklyEarnings',
      defaultMessage:
        'Please enter the weekly earnings in dollars, from 1.00 to 100,000.00 (for example 1,250.00).',
    },
    hoursPerWeek: {
      id: 'employer-claims.statement.field.hoursPerWeek',
      defaultMessage: 'Please enter the hours of the work schedule per week, from 1 to 80.',
    },
    lastDayAfterAbsence: {
      id: 'employer-claims.statement.field.lastDayAfterAbsence',
      defaultMessage: 'The last day worked cannot be after the first day of absence.',
    },
    /** A second statement on the same claim. */
    alreadyGiven: {
      id: 'employer-claims.statement.alreadyGiven',
      defaultMessage: 'The employer statement for this claim was already sent.',
    },
    /** A claim that is no longer open needs no statement. */
    notOpen: {
      id: 'employer-claims.statement.notOpen',
      defaultMessage: 'This claim is no longer open: it needs no employer statement.',
    },
  }),
  lastDayWorked: absenceDateText.date,
  ...defineMessages({
    workedBefore: {
      id: 'employer-claims.statement.field.workedBefore',
      defaultMessage: 'Please answer whether the employee worked for you before.',
    },
    earlierServiceFrom: {
      id: 'employer-claims.statement.field.earlierServiceFrom',
      defaultMessage: 'Please enter the first day of the earlier employment as MM/DD/YYYY.',
    },
    earlierServiceTo: {
      id: 'employer-claims.statement.field.earlierServiceTo',
      defaultMessage:
        'Please enter the last day of the earlier employment as MM/DD/YYYY, on or after its first day and before today.',
    },
  }),
  agreesToSchedule: employerScheduleAgreementText.missing,
};

/** What is typed, as typed: the rules below read it. */
export const employerStatementRequestSchema = z.object({
  hoursWorked12Months: requestText(8),
  weeklyEarnings: requestText(16),
  hoursPerWeek: requestText(5),
  /** MM/DD/YYYY. */
  lastDayWorked: requestText(10),
  /** A leave's: 'yes' or 'no', and the earlier stint's days as MM/DD/YYYY. */
  workedBefore: z.optional(z.enum(['', 'yes', 'no'])),
  earlierServiceFrom: z.optional(requestText(10)),
  earlierServiceTo: z.optional(requestText(10)),
  /** The break after it was military service or a written agreement covers it (825.110(b)(2)). */
  breakExcused: z.optional(z.boolean()),
  /** Bonding leave taken intermittently or on a reduced schedule: 'yes' or 'no'. */
  agreesToSchedule: z.optional(z.enum(['', 'yes', 'no'])),
});
export type EmployerStatementRequest = z.infer<typeof employerStatementRequestSchema>;

/** The statement as the claim keeps it. */
export interface EmployerStatement {
  hoursWorked12Months: number;
  weeklyEarningsCents: number;
  scheduledHoursPerWeek: number;
  /** YYYY-MM-DD. */
  lastDayWorked: string;
  /** A leave's earlier service as the employer knows it; null: not asked (a disability claim). */
  earlierService: EarlierServiceAnswer;
  /** Null when not asked (825.120(b) applies to bonding leave taken in pieces only). */
  agreesToSchedule: boolean | null;
}

/** What the statement asks depends on the claim: its first day, kind and schedule's agreement. */
export interface StatementClaim {
  firstDayOfAbsence: string;
  kind: ClaimKind;
  /** Whether the employer is asked to agree to the leave's schedule (bonding-schedule.ts). */
  asksScheduleAgreement: boolean;
}

function hoursPerWeekOf(value: string): number | null {
  const text = value.trim();
  return /^\d{1,2}(\.\d)?$/.test(text) ? Number(text) : null;
}

/**
 * The statement's fields that are not good, each with its message. `today` is the day the
 * statement is given (YYYY-MM-DD).
 */
export function employerStatementErrors(
  request: EmployerStatementRequest,
  claim: StatementClaim,
  today: string,
): StepProblems {
  const limits = employerStatementLimits;
  const errors: StepProblems = {};
  const hours = wholeNumberOfTyped(request.hoursWorked12Months);
  if (hours === null || hours > limits.hoursWorkedMax) {
    errors.hoursWorked12Months = employerStatementFieldText.hoursWorked12Months;
  }
  const cents = centsOfTypedDollars(request.weeklyEarnings);
  if (
    cents === null ||
    cents < limits.weeklyEarningsMinCents ||
    cents > limits.weeklyEarningsMaxCents
  ) {
    errors.weeklyEarnings = employerStatementFieldText.weeklyEarnings;
  }
  const weekly = hoursPerWeekOf(request.hoursPerWeek);
  if (weekly === null || weekly < limits.hoursPerWeekMin || weekly > limits.hoursPerWeekMax) {
    errors.hoursPerWeek = employerStatementFieldText.hoursPerWeek;
  }
  const lastDay = isoDateOfTyped(request.lastDayWorked.trim());
  const window = absenceDateWindowMonths;
  if (!lastDay || lastDay < addMonths(today, -window) || lastDay > addMonths(today, window)) {
    errors.lastDayWorked = employerStatementFieldText.lastDayWorked;
  } else if (lastDay > claim.firstDayOfAbsence) {
    errors.lastDayWorked = employerStatementFieldText.lastDayAfterAbsence;
  }
  if (claim.kind === 'leave') {
    Object.assign(errors, earlierServiceProblems(request, today, employerStatementFieldText));
  }
  if (claim.asksScheduleAgreement && !request.agreesToSchedule) {
    errors.agreesToSchedule = employerStatementFieldText.agreesToSchedule;
  }
  return errors;
}

/** The statement of a request without errors (employerStatementErrors is empty). */
export function employerStatementOf(
  request: EmployerStatementRequest,
  claim: StatementClaim,
): EmployerStatement {
  return {
    hoursWorked12Months: wholeNumberOfTyped(request.hoursWorked12Months) ?? 0,
    weeklyEarningsCents: centsOfTypedDollars(request.weeklyEarnings) ?? 0,
    scheduledHoursPerWeek: hoursPerWeekOf(request.hoursPerWeek) ?? 0,
    lastDayWorked: isoDateOfTyped(request.lastDayWorked.trim()) ?? '',
    earlierService: claim.kind === 'leave' ? earlierServiceAnswerOf(request) : null,
    agreesToSchedule: claim.asksScheduleAgreement ? request.agreesToSchedule === 'yes' : null,
  };
}

/** The timeline's entry: that it came, never its figures. */
export const employerStatementGivenMessage = defineMessages({
  given: {
    id: 'employer-claims.timeline.statementGiven',
    defaultMessage: 'The employer sent its statement',
    description: "An entry of a claim's status history.",
  },
}).given;

/** The same entry as the timeline keeps it (claim_events.text): written in English. */
export const employerStatementText = employerStatementGivenMessage.defaultMessage;
