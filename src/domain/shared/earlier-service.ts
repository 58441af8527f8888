// Earlier service with the same employer (29 CFR 825.110(b)): FMLA's 12 months of employment
// need not be consecutive, and a stint that ended less than 7 years before the current one
// counts. The employee says it in the wizard ('Have you worked for this employer before?'), the
// employer's statement confirms it (docs/product/employer-claims.md), and until one of them has
// settled it, eligibility that hangs on it waits (src/domain/claims/fmla-eligibility.ts). In shared
// because the claims and the employer's statement both ask it; for the browser and the server.

import * as z from 'zod/mini';
import { addDays, addMonths, calendarDaysBetween, dayOfWeek } from './calendar-date.ts';
import { defineMessages, type MessageDescriptor } from './define-messages.ts';
import { isoDateOfTyped, type StepProblems } from './absence-dates.ts';

/** A stint of employment, first and last day (YYYY-MM-DD), both worked. */
export interface ServicePeriod {
  from: string;
  to: string;
  /**
   * The employer's word that the break after it was military service or is covered by a written
   * agreement (825.110(b)(2)): it then counts however long the break. Only the employer says it.
   */
  breakExcused?: boolean;
}

/** An answer to 'worked here before?': the stint, or 'none'; null while nobody has said. */
export type EarlierServiceAnswer = ServicePeriod | 'none' | null;

/** An answer as the API carries it. */
export const earlierServiceAnswerSchema = z.union([
  z.literal('none'),
  z.object({ from: z.string(), to: z.string(), breakExcused: z.optional(z.boolean()) }),
]);

/** What eligibility knows of earlier service. */
export type EarlierService =
  | { known: true; period: ServicePeriod | null }
  /** The employee said yes and the employer has not confirmed it, or nobody was asked yet. */
  | { known: false };

/**
 * The employer's statement settles it, either way: its records are the employment's. Before it,
 * an employee's 'No' is taken at their word (saying so only costs them), and a 'Yes' waits for
 * the employer. A claim nobody was asked about (filed before the question, or reported by the
 * employer) waits too.
 */
export function earlierServiceOf(answers: {
  employee: EarlierServiceAnswer;
  employer: EarlierServiceAnswer;
}): EarlierService {
  const settled = answers.employer ?? (answers.employee === 'none' ? 'none' : null);
  if (settled === null) return { known: false };
  return { known: true, period: settled === 'none' ? null : settled };
}

/** 825.110(a)(1): the months of employment FMLA asks; 52 weeks count as 12 months (825.110(b)(3)). */
export const requiredMonthsOfEmployment = 12;

/** 825.110(b)(1): a break in service of 7 years or more leaves what came before it uncounted. */
export const longestCountedBreakYears = 7;

/**
 * The weeks of earlier service that count toward the 12 months: every week (Sunday to Saturday)
 * the employee was on the payroll for any part of counts whole (825.110(b)(3)), up to the day
 * before the current hire. None when the break between the stint's last day and the hire is 7
 * years or more (825.110(b)(1)), unless the employer says the break was military service or a
 * written agreement covers it (825.110(b)(2)).
 */
export function countedWeeksOf(period: ServicePeriod, hireDate: string): number {
  const lastDay = period.to < hireDate ? period.to : addDays(hireDate, -1);
  if (lastDay < period.from) return 0;
  // The break runs from the day after the last day to the day before the hire.
  const longBreak = hireDate > addMonths(lastDay, 12 * longestCountedBreakYears);
  if (longBreak && !period.breakExcused) return 0;
  const weekStart = (day: string) => addDays(day, -dayOfWeek(day));
  return calendarDaysBetween(weekStart(period.from), weekStart(lastDay)) / 7 + 1;
}

/**
 * The first day the employee has 12 months of employment: the anniversary of the hire date,
 * brought forward a week for each counted week of earlier service (52 weeks are 12 months,
 * 825.110(b)(3)); never before the hire date itself. Also the day from which leave that started
 * too early becomes FMLA leave (825.110(d)).
 */
export function monthsOfEmploymentMetOn(
  hireDate: string,
  earlier: ServicePeriod | null = null,
): string {
  const anniversary = addMonths(hireDate, requiredMonthsOfEmployment);
  const weeks = earlier === null ? 0 : countedWeeksOf(earlier, hireDate);
  const metOn = addDays(anniversary, -7 * weeks);
  return metOn < hireDate ? hireDate : metOn;
}

/** Earlier employment as far back as this many years can be typed. */
export const earlierServiceYearsBack = 60;

export const earlierServiceLabelText = defineMessages({
  workedBefore: {
    id: 'claims.label.workedBefore',
    defaultMessage: 'Have you worked for this employer before?',
  },
  earlierServiceFrom: {
    id: 'claims.label.earlierServiceFrom',
    defaultMessage: 'First day of your earlier employment',
  },
  earlierServiceTo: {
    id: 'claims.label.earlierServiceTo',
    defaultMessage: 'Last day of your earlier employment',
  },
});

export const earlierServiceFieldText = defineMessages({
  workedBefore: {
    id: 'claims.field.workedBefore',
    defaultMessage: 'Please answer whether you have worked for this employer before.',
  },
  earlierServiceFrom: {
    id: 'claims.field.earlierServiceFrom',
    defaultMessage: 'Please enter the first day of your earlier employment as MM/DD/YYYY.',
  },
  earlierServiceTo: {
    id: 'claims.field.earlierServiceTo',
    defaultMessage:
      'Please enter the last day of your earlier employment as MM/DD/YYYY, on or after its first day and before today.',
  },
});

/** The question's answers as typed: 'yes' or 'no', and the stint's days as MM/DD/YYYY. */
export interface TypedEarlierService {
  workedBefore?: '' | 'yes' | 'no';
  earlierServiceFrom?: string;
  earlierServiceTo?: string;
  /** The employer statement's alone (825.110(b)(2)). */
  breakExcused?: boolean;
}

/** The question's three messages: the employee's, or the employer statement's. */
export type EarlierServiceMessages = Record<
  keyof typeof earlierServiceFieldText,
  MessageDescriptor
>;

/** The stint as typed, checked: the first day within 60 years, the last on or after it and past. */
function typedPeriodProblems(
  given: TypedEarlierService,
  today: string,
  texts: EarlierServiceMessages,
): StepProblems {
  const problems: StepProblems = {};
  const from = isoDateOfTyped(given.earlierServiceFrom?.trim() ?? '');
  const to = isoDateOfTyped(given.earlierServiceTo?.trim() ?? '');
  if (!from || from < addMonths(today, -12 * earlierServiceYearsBack) || from >= today) {
    problems.earlierServiceFrom = texts.earlierServiceFrom;
  }
  if (!to || to >= today || (from !== null && to < from)) {
    problems.earlierServiceTo = texts.earlierServiceTo;
  }
  return problems;
}

/** The question's problems, field by field, in the employee's words unless told others. */
export function earlierServiceProblems(
  given: TypedEarlierService,
  today: string,
  texts: EarlierServiceMessages = earlierServiceFieldText,
): StepProblems {
  switch (given.workedBefore) {
    case 'no':
      return {};
    case 'yes':
      return typedPeriodProblems(given, today, texts);
    default:
      return { workedBefore: texts.workedBefore };
  }
}

/** The answer of a question without problems. */
export function earlierServiceAnswerOf(given: TypedEarlierService): EarlierServiceAnswer {
  if (given.workedBefore !== 'yes') return given.workedBefore === 'no' ? 'none' : null;
  const from = isoDateOfTyped(given.earlierServiceFrom?.trim() ?? '');
  const to = isoDateOfTyped(given.earlierServiceTo?.trim() ?? '');
  if (!from || !to) return null;
  return given.breakExcused ? { from, to, breakExcused: true } : { from, to };
}

/** An answer as a claim keeps it: whether worked before, the stint's days, the break excused. */
export interface KeptEarlierService {
  worked: boolean | null;
  from: string | null;
  to: string | null;
  breakExcused: boolean;
}

export function keptEarlierServiceOf(answer: EarlierServiceAnswer): KeptEarlierService {
  if (answer === null) return { worked: null, from: null, to: null, breakExcused: false };
  if (answer === 'none') return { worked: false, from: null, to: null, breakExcused: false };
  return { worked: true, from: answer.from, to: answer.to, breakExcused: !!answer.breakExcused };
}

export function earlierServiceAnswerOfKept(kept: KeptEarlierService): EarlierServiceAnswer {
  if (kept.worked === null) return null;
  if (!kept.worked) return 'none';
  if (!kept.from || !kept.to) return null;
  return kept.breakExcused
    ? { from: kept.from, to: kept.to, breakExcused: true }
    : { from: kept.from, to: kept.to };
}
