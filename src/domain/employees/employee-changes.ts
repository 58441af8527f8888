// The changes an employer makes to an employee (docs/product/census.md#changes-an-employer-makes):
// 'Change earnings' (new annual earnings from a date) and 'End employment' (the last day worked;
// coverage ends on the last day of that month). Each is checked here, in the form and again on the
// server, and becomes rows of the member record from a day on (src/domain/shared/effective-dated.ts),
// never a change of an earlier row. A date is at most 60 days back, as far as a bill adjusts, and
// at most a year ahead.

import * as z from 'zod/mini';
import {
  type ClientPlan,
  type CoverageRow,
  coverageEndForLastDayWorked,
  type EmploymentRow,
  type EmploymentStatus,
} from '#domain/coverage/member-coverage';
import { isoDateOfTyped } from '#domain/shared/absence-dates';
import { addDays } from '#domain/shared/calendar-date';
import { defineMessages, type MessageDescriptor } from '#domain/shared/define-messages';
import { inForceOn } from '#domain/shared/effective-dated';
import { requestText } from '#domain/shared/request-text';
import { centsOfTypedDollars } from '#domain/shared/typed-numbers';

/** The days a change may go back: as far as a bill's adjustment does. */
export const changeDaysBack = 60;
/** The days a change may be dated ahead. */
export const changeDaysAhead = 365;

/** Annual earnings a census or an employer may give, in cents: $0.01 to $10,000,000. */
export const earningsLimits = { minCents: 1, maxCents: 1_000_000_000 } as const;

export const employeeChangeText = defineMessages({
  changeEarnings: { id: 'employees.change.changeEarnings', defaultMessage: 'Change earnings' },
  endEmployment: { id: 'employees.change.endEmployment', defaultMessage: 'End employment' },
  annualEarnings: { id: 'employees.change.annualEarnings', defaultMessage: 'New annual earnings' },
  effectiveDate: {
    id: 'employees.change.effectiveDate',
    defaultMessage: 'Date the new earnings take effect',
  },
  lastDayWorked: { id: 'employees.change.lastDayWorked', defaultMessage: 'Last day worked' },
  earningsInvalid: {
    id: 'employees.change.earningsInvalid',
    defaultMessage: 'Enter the annual earnings in dollars, such as 52000 or 52,000.00.',
  },
  dateInvalid: {
    id: 'employees.change.dateInvalid',
    defaultMessage:
      'Enter a real date as MM/DD/YYYY, no more than 60 days ago and no more than a year ahead.',
  },
  beforeHire: {
    id: 'employees.change.beforeHire',
    defaultMessage: 'Enter a date on or after the hire date.',
  },
  notEmployed: {
    id: 'employees.change.notEmployed',
    defaultMessage:
      'Employment has ended by this date. Enter a date while the employee works for you.',
  },
  noEmployment: {
    id: 'employees.change.noEmployment',
    defaultMessage: 'We have no employment on record for this employee. Please call us.',
  },
  alreadyEnded: {
    id: 'employees.change.alreadyEnded',
    defaultMessage: "This employee's employment has already ended.",
  },
  laterChange: {
    id: 'employees.change.laterChange',
    defaultMessage: 'A change is recorded after this date. Please call us to end this employment.',
  },
  earningsChanged: {
    id: 'employees.change.earningsChanged',
    defaultMessage: 'The new earnings are recorded from {date}.',
    description: '{date} is MM/DD/YYYY.',
  },
  endQuestion: {
    id: 'employees.change.endQuestion',
    defaultMessage: "End {name}'s employment after {lastDay}? Coverage ends on {coverageEnd}.",
    description: 'Asked before an employment is ended; both dates are MM/DD/YYYY.',
  },
  endYes: { id: 'employees.change.endYes', defaultMessage: 'Yes, end employment' },
  endNo: { id: 'employees.change.endNo', defaultMessage: 'No, keep it' },
  employmentEnded: {
    id: 'employees.change.employmentEnded',
    defaultMessage: 'Employment ends after {lastDay}; coverage ends on {coverageEnd}.',
    description: 'Both dates are MM/DD/YYYY.',
  },
});

export const changeEarningsRequestSchema = z.object({
  annualEarnings: requestText(20),
  /** MM/DD/YYYY, as typed. */
  effectiveDate: requestText(10),
});
export type ChangeEarningsRequest = z.infer<typeof changeEarningsRequestSchema>;

export const endEmploymentRequestSchema = z.object({
  /** MM/DD/YYYY, as typed. */
  lastDayWorked: requestText(10),
});
export type EndEmploymentRequest = z.infer<typeof endEmploymentRequestSchema>;

/** What the employee's record says that a change is checked against. */
export interface EmployeeOnRecord {
  hireDate: string | null;
  employment: readonly EmploymentRow[];
  coverage: readonly CoverageRow[];
}

/** New earnings from a day on. */
export interface EarningsChange {
  annualEarningsCents: number;
  from: string;
}

/** The end of an employment: its last day worked. */
export interface EmploymentEnd {
  lastDayWorked: string;
}

export type ChangeCheck<Field extends string, Change> =
  { ok: true; change: Change } | { ok: false; field: Field; message: MessageDescriptor };

const refusal = <Field extends string>(field: Field, message: MessageDescriptor) =>
  ({ ok: false, field, message }) as const;

/** A typed MM/DD/YYYY date inside the window of changes, as YYYY-MM-DD; otherwise null. */
export function dayInChangeWindow(typed: string, today: string): string | null {
  const day = isoDateOfTyped(typed);
  if (!day || day < addDays(today, -changeDaysBack) || day > addDays(today, changeDaysAhead)) {
    return null;
  }
  return day;
}

/** A typed date inside the window of changes and on or after the hire date; or its refusal. */
function dateOfChange(
  typed: string,
  record: EmployeeOnRecord,
  today: string,
): { day: string } | { message: MessageDescriptor } {
  const day = dayInChangeWindow(typed, today);
  if (!day) return { message: employeeChangeText.dateInvalid };
  const firstDay = record.hireDate ?? record.employment[0]?.validFrom;
  if (firstDay && day < firstDay) return { message: employeeChangeText.beforeHire };
  return { day };
}

/** The status an employee has on a day by the record, or none before any row. */
const statusOn = (record: EmployeeOnRecord, day: string): EmploymentStatus | undefined =>
  inForceOn(record.employment, day)?.status;

/** New earnings from a date: while the employee works for the employer. */
export function checkEarningsChange(
  request: ChangeEarningsRequest,
  record: EmployeeOnRecord,
  today: string,
): ChangeCheck<'annualEarnings' | 'effectiveDate', EarningsChange> {
  const cents = centsOfTypedDollars(request.annualEarnings);
  if (cents === null || cents < earningsLimits.minCents || cents > earningsLimits.maxCents) {
    return refusal('annualEarnings', employeeChangeText.earningsInvalid);
  }
  if (record.employment.length === 0) {
    return refusal('annualEarnings', employeeChangeText.noEmployment);
  }
  const date = dateOfChange(request.effectiveDate, record, today);
  if ('message' in date) return refusal('effectiveDate', date.message);
  // A date before the first row: the first row's status; after an end: refused.
  if ((statusOn(record, date.day) ?? 'active') === 'terminated') {
    return refusal('effectiveDate', employeeChangeText.notEmployed);
  }
  return { ok: true, change: { annualEarningsCents: cents, from: date.day } };
}

/** The last day worked: of an employment not ended, with nothing recorded after it. */
export function checkEndEmployment(
  request: EndEmploymentRequest,
  record: EmployeeOnRecord,
  today: string,
): ChangeCheck<'lastDayWorked', EmploymentEnd> {
  if (record.employment.length === 0) {
    return refusal('lastDayWorked', employeeChangeText.noEmployment);
  }
  if (record.employment.some((row) => row.status === 'terminated')) {
    return refusal('lastDayWorked', employeeChangeText.alreadyEnded);
  }
  const date = dateOfChange(request.lastDayWorked, record, today);
  if ('message' in date) return refusal('lastDayWorked', date.message);
  const ends = addDays(date.day, 1);
  if ([...record.employment, ...record.coverage].some((row) => row.validFrom > ends)) {
    return refusal('lastDayWorked', employeeChangeText.laterChange);
  }
  return { ok: true, change: { lastDayWorked: date.day } };
}

/** A row of employment as the member record adds it. */
export type EmploymentChange = Omit<EmploymentRow, 'recordedSequence'>;
/** A row of coverage as the member record adds it. */
export type CoverageChange = Omit<CoverageRow, 'recordedSequence'>;

/** The row new earnings add: the employment in force that day, with the new earnings. */
export function earningsRow(record: EmployeeOnRecord, change: EarningsChange): EmploymentChange {
  const held = inForceOn(record.employment, change.from) ?? record.employment[0];
  return {
    validFrom: change.from,
    status: 'active',
    lastDayWorked: null,
    annualEarningsCents: change.annualEarningsCents,
    hoursPerWeek: held?.hoursPerWeek ?? 40,
  };
}

/**
 * The rows an end of employment adds: employment 'terminated' from the day after the last day
 * worked, and each plan covering the employee then ending on the last day of the month of the
 * last day worked (a plan already ending sooner keeps its end). The end of coverage holds from
 * that day too, or from today when the last day is still ahead: known now, it shows now.
 */
export function terminationRows(
  record: EmployeeOnRecord,
  plans: readonly ClientPlan[],
  lastDayWorked: string,
  today: string,
): { employment: EmploymentChange; coverage: CoverageChange[]; coverageEnd: string } {
  const from = addDays(lastDayWorked, 1);
  const endKnownFrom = from < today ? from : today;
  const coverageEnd = coverageEndForLastDayWorked(lastDayWorked);
  const held = inForceOn(record.employment, lastDayWorked) ?? record.employment[0];
  const coverage = plans.flatMap((plan): CoverageChange[] => {
    const row = inForceOn(
      record.coverage.filter((coverageRow) => coverageRow.planId === plan.id),
      from,
    );
    if (!row?.enrolled || (row.endDate !== null && row.endDate <= coverageEnd)) return [];
    return [{ ...withoutSequence(row), validFrom: endKnownFrom, endDate: coverageEnd }];
  });
  return {
    employment: {
      validFrom: from,
      status: 'terminated',
      lastDayWorked,
      annualEarningsCents: held?.annualEarningsCents ?? 0,
      hoursPerWeek: held?.hoursPerWeek ?? 0,
    },
    coverage,
    coverageEnd,
  };
}

function withoutSequence({ recordedSequence: _, ...row }: CoverageRow): CoverageChange {
  return row;
}
