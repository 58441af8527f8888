// The dates of an absence as people type them, MM/DD/YYYY: real calendar dates within a year
// of today, the first day of absence not before the last day worked, the return to work after
// the first day. One rule set for the employee's claim wizard and the employer's 'Report an
// absence' and statement, in the browser and on the server alike; their messages are the
// benefits catalog's (lang/benefits/).

import { addMonths } from './calendar-date.ts';
import { defineMessages, type MessageDescriptor } from './define-messages.ts';

/** Field name to message; empty when the step is good. */
export type StepProblems = Partial<Record<string, MessageDescriptor>>;

/** Dates of an absence: within this many months before and after today. */
export const absenceDateWindowMonths = 12;

export const absenceDateText = defineMessages({
  date: {
    id: 'benefits.absenceDate.date',
    defaultMessage: 'Please enter a real date as MM/DD/YYYY within one year of today.',
  },
  firstDayBeforeLastWorked: {
    id: 'benefits.absenceDate.firstDayBeforeLastWorked',
    defaultMessage: 'The first day of absence cannot be before the last day worked.',
  },
  returnBeforeFirstDay: {
    id: 'benefits.absenceDate.returnBeforeFirstDay',
    defaultMessage: 'The expected return to work must be after the first day of absence.',
  },
});

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

function absenceDate(value: string, today: string): string | null {
  const iso = isoDateOfTyped(value);
  if (!iso) return null;
  const window = absenceDateWindowMonths;
  return iso >= addMonths(today, -window) && iso <= addMonths(today, window) ? iso : null;
}

export interface TypedAbsenceDates {
  lastDayWorked: string;
  firstDayOfAbsence: string;
  expectedReturn: string;
}

/** The message of each date that is not good on `today` (YYYY-MM-DD); {} when all are. */
export function absenceDateProblems(given: TypedAbsenceDates, today: string): StepProblems {
  const errors: StepProblems = {};
  const lastWorked = absenceDate(given.lastDayWorked, today);
  const firstDay = absenceDate(given.firstDayOfAbsence, today);
  const returnDay = absenceDate(given.expectedReturn, today);
  if (!lastWorked) errors.lastDayWorked = absenceDateText.date;
  if (!firstDay) errors.firstDayOfAbsence = absenceDateText.date;
  if (!returnDay) errors.expectedReturn = absenceDateText.date;
  if (lastWorked && firstDay && firstDay < lastWorked) {
    errors.firstDayOfAbsence = absenceDateText.firstDayBeforeLastWorked;
  }
  if (firstDay && returnDay && returnDay <= firstDay) {
    errors.expectedReturn = absenceDateText.returnBeforeFirstDay;
  }
  return errors;
}
