// The employer's statement on a claim (DESIGN.md 11.3): hours worked in the last 12 months,
// weekly earnings, the usual hours a week and the last day worked, as the employer types
// them. It completes what the employee could not say: FMLA's 1,250 hours (fmla.ts) and the
// disability benefit's weekly earnings (disability-benefit.ts). One set of rules for the
// browser, which checks before it sends, and the server, which checks again.

import * as z from 'zod/mini';
import { addMonths } from '#domain/shared/calendar-date';
import { requestText } from '#domain/shared/request-text';
import {
  claimFieldMessages,
  claimLimits,
  isoDateOfTyped,
  type StepErrors,
} from './claim-wizard.ts';

export const employerStatementLabels = {
  hoursWorked12Months: 'Hours worked in the last 12 months',
  weeklyEarnings: 'Weekly earnings',
  hoursPerWeek: 'Work schedule',
  lastDayWorked: 'Last day worked',
} as const;
export type EmployerStatementField = keyof typeof employerStatementLabels;

export const employerStatementHeading = 'Employer statement';
export const submitStatementText = 'Submit statement';

export const employerStatementLimits = {
  /** Every hour of a leap year: more cannot have been worked in 12 months. */
  hoursWorkedMax: 8_784,
  weeklyEarningsMinCents: 100,
  weeklyEarningsMaxCents: 10_000_000,
  hoursPerWeekMin: 1,
  hoursPerWeekMax: 80,
} as const;

export const employerStatementMessages = {
  hoursWorked12Months:
    'Please enter the hours worked in the last 12 months as a whole number from 0 to 8,784.',
  weeklyEarnings:
    'Please enter the weekly earnings in dollars, from 1.00 to 100,000.00 (for example 1,250.00).',
  hoursPerWeek: 'Please enter the hours of the work schedule per week, from 1 to 80.',
  lastDayWorked: claimFieldMessages.date,
  lastDayAfterAbsence: 'The last day worked cannot be after the first day of absence.',
  /** A second statement on the same claim. */
  alreadyGiven: 'The employer statement for this claim was already sent.',
  /** A claim that is no longer open needs no statement. */
  notOpen: 'This claim is no longer open: it needs no employer statement.',
} as const;

/** What is typed, as typed: the rules below read it. */
export const employerStatementRequestSchema = z.object({
  hoursWorked12Months: requestText(8),
  weeklyEarnings: requestText(16),
  hoursPerWeek: requestText(5),
  /** MM/DD/YYYY. */
  lastDayWorked: requestText(10),
});
export type EmployerStatementRequest = z.infer<typeof employerStatementRequestSchema>;

/** The statement as the claim keeps it. */
export interface EmployerStatement {
  hoursWorked12Months: number;
  weeklyEarningsCents: number;
  scheduledHoursPerWeek: number;
  /** YYYY-MM-DD. */
  lastDayWorked: string;
}

/** '1,900' or '1900' as 1900; anything else null. Thousands separators where they belong. */
export function wholeNumberOfTyped(value: string): number | null {
  const text = value.trim();
  if (!/^(\d{1,3}(,\d{3})+|\d{1,9})$/.test(text)) return null;
  return Number(text.replaceAll(',', ''));
}

/**
 * '$1,250.00', '1250.5' or '1250' as whole cents, read from the digits, never through a
 * float; anything else null.
 */
export function centsOfTypedDollars(value: string): number | null {
  const match = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d{1,9})(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) return null;
  const dollars = Number((match[1] ?? '').replaceAll(',', ''));
  const cents = Number((match[2] ?? '').padEnd(2, '0'));
  return dollars * 100 + cents;
}

function hoursPerWeekOf(value: string): number | null {
  const text = value.trim();
  return /^\d{1,2}(\.\d)?$/.test(text) ? Number(text) : null;
}

/**
 * The statement's fields that are not good, each with its message. `firstDayOfAbsence` is the
 * claim's (YYYY-MM-DD); `today` the day the statement is given (YYYY-MM-DD).
 */
export function employerStatementErrors(
  request: EmployerStatementRequest,
  claim: { firstDayOfAbsence: string },
  today: string,
): StepErrors {
  const limits = employerStatementLimits;
  const errors: StepErrors = {};
  const hours = wholeNumberOfTyped(request.hoursWorked12Months);
  if (hours === null || hours > limits.hoursWorkedMax) {
    errors.hoursWorked12Months = employerStatementMessages.hoursWorked12Months;
  }
  const cents = centsOfTypedDollars(request.weeklyEarnings);
  if (
    cents === null ||
    cents < limits.weeklyEarningsMinCents ||
    cents > limits.weeklyEarningsMaxCents
  ) {
    errors.weeklyEarnings = employerStatementMessages.weeklyEarnings;
  }
  const weekly = hoursPerWeekOf(request.hoursPerWeek);
  if (weekly === null || weekly < limits.hoursPerWeekMin || weekly > limits.hoursPerWeekMax) {
    errors.hoursPerWeek = employerStatementMessages.hoursPerWeek;
  }
  const lastDay = isoDateOfTyped(request.lastDayWorked.trim());
  const window = claimLimits.dateWindowMonths;
  if (!lastDay || lastDay < addMonths(today, -window) || lastDay > addMonths(today, window)) {
    errors.lastDayWorked = employerStatementMessages.lastDayWorked;
  } else if (lastDay > claim.firstDayOfAbsence) {
    errors.lastDayWorked = employerStatementMessages.lastDayAfterAbsence;
  }
  return errors;
}

/** The statement of a request without errors (employerStatementErrors is empty). */
export function employerStatementOf(request: EmployerStatementRequest): EmployerStatement {
  return {
    hoursWorked12Months: wholeNumberOfTyped(request.hoursWorked12Months) ?? 0,
    weeklyEarningsCents: centsOfTypedDollars(request.weeklyEarnings) ?? 0,
    scheduledHoursPerWeek: hoursPerWeekOf(request.hoursPerWeek) ?? 0,
    lastDayWorked: isoDateOfTyped(request.lastDayWorked.trim()) ?? '',
  };
}

/** The timeline's entry: that it came, never its figures. */
export const employerStatementText = 'The employer sent its statement';
