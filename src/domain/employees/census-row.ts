// A row of a census file (docs/product/census.md#the-file), checked column by column, the same for
// the operator's import and the employer's upload: what the row says of the person, their
// employment and its end, or every reason it is refused, each naming its column as people read it
// ('Line 14: Date of Birth is not a real date.'), in English and Spanish. The field rules are the
// registration's (src/domain/shared/field-rules.ts) and the changes' (employee-changes.ts,
// new-hire.ts); only the sentences are the file's own.

import { isoDateOfTyped } from '#domain/shared/absence-dates';
import type { Say } from '#domain/shared/claim-terms';
import { defineMessages, type MessageDescriptor } from '#domain/shared/define-messages';
import {
  validateDateOfBirth,
  validateEmailAddress,
  validateName,
  validateSsn,
  validateUserName,
  validateZipCode,
} from '#domain/shared/field-rules';
import { centsOfTypedDollars, wholeNumberOfTyped } from '#domain/shared/typed-numbers';
import type { SupplementalLifePolicy } from '#domain/coverage/plan-formulas';
import { planKindText } from '#domain/coverage/coverage-terms';
import { dayInChangeWindow, earningsLimits, employeeChangeText } from './employee-changes.ts';
import { electionProblem, hoursLimits, newHireText } from './new-hire.ts';

/** The columns a file has, the first five required, in the order the sample gives them. */
export const censusColumns = [
  'first_name',
  'last_name',
  'date_of_birth',
  'ssn',
  'zip_code',
  'email',
  'reserved_user_name',
  'hire_date',
  'annual_earnings',
  'hours_per_week',
  'supplemental_life',
  'last_day_worked',
] as const;
export type CensusColumn = (typeof censusColumns)[number];
export const requiredColumns: readonly CensusColumn[] = censusColumns.slice(0, 5);

/** Each column as the pages and the reasons name it: the words of the forms that take it. */
export const columnText: Record<CensusColumn, MessageDescriptor> = {
  first_name: newHireText.firstName,
  last_name: newHireText.lastName,
  date_of_birth: newHireText.dateOfBirth,
  ssn: newHireText.ssn,
  zip_code: newHireText.zipCode,
  email: newHireText.email,
  reserved_user_name: defineMessages({
    reservedUserName: {
      id: 'employees.file.column.reservedUserName',
      defaultMessage: 'Reserved user name',
    },
  }).reservedUserName,
  hire_date: newHireText.hireDate,
  annual_earnings: newHireText.annualEarnings,
  hours_per_week: newHireText.hoursPerWeek,
  supplemental_life: planKindText['supplemental-life'],
  last_day_worked: employeeChangeText.lastDayWorked,
};

/** The reasons a row is refused; `{column}` is the column's name above. */
export const rowReasonText = defineMessages({
  line: {
    id: 'employees.file.line',
    defaultMessage: 'Line {line}: {reason}',
    description: '{line} counts the header as line 1; {reason} is one of the sentences below.',
  },
  missing: { id: 'employees.file.missing', defaultMessage: '{column} is missing.' },
  name: {
    id: 'employees.file.name',
    defaultMessage: "{column} may have letters, spaces and , . ' - only, 31 at most.",
  },
  notRealDate: { id: 'employees.file.notRealDate', defaultMessage: '{column} is not a real date.' },
  notPast: { id: 'employees.file.notPast', defaultMessage: '{column} is not in the past.' },
  ssn: {
    id: 'employees.file.ssn',
    defaultMessage: '{column} must have 9 digits (dashes allowed).',
  },
  zipCode: { id: 'employees.file.zipCode', defaultMessage: '{column} must have 5 digits.' },
  email: { id: 'employees.file.email', defaultMessage: '{column} is not an email address.' },
  userName: {
    id: 'employees.file.userName',
    defaultMessage: '{column} is not a user name the portal takes.',
  },
  dollars: {
    id: 'employees.file.dollars',
    defaultMessage: '{column} must be an amount in dollars, such as 52000 or 52,000.00.',
  },
  hours: {
    id: 'employees.file.hours',
    defaultMessage: '{column} must be a whole number from 1 to 80.',
  },
  needsEarnings: {
    id: 'employees.file.needsEarnings',
    defaultMessage: '{column} needs Annual earnings on the same line.',
  },
  noSupplementalPlan: {
    id: 'employees.file.noSupplementalPlan',
    defaultMessage: '{column}: your company has no supplemental life plan.',
  },
  endWindow: {
    id: 'employees.file.endWindow',
    defaultMessage: '{column} must be a real date no more than 60 days ago and a year ahead.',
  },
  sameSsn: {
    id: 'employees.file.sameSsn',
    defaultMessage: '{column} is already on line {earlier}.',
  },
});

/** The reasons a whole file is refused, before any row. */
export const fileReasonText = defineMessages({
  unreadable: {
    id: 'employees.file.unreadable',
    defaultMessage: 'This is not a CSV file we can read.',
  },
  unreadableAt: {
    id: 'employees.file.unreadableAt',
    defaultMessage: 'Line {line} does not read as CSV: check its quotes and its number of fields.',
  },
  missingColumns: {
    id: 'employees.file.missingColumns',
    defaultMessage: 'The file has no column {columns}.',
    description: '{columns} lists the column names of the file as they are written, such as ssn.',
  },
});

/** What a good row says: dates as YYYY-MM-DD, amounts in cents, the SSN as nine digits. */
export interface CensusRowFacts {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  ssn: string;
  zipCode: string;
  email: string | null;
  reservedUserName: string | null;
  hireDate: string | null;
  /** Given with annual earnings only. */
  employment: {
    annualEarningsCents: number;
    hoursPerWeek: number;
    /** Supplemental life elected, or null. */
    supplementalCents: number | null;
  } | null;
  /** The end of employment the row records, or null. */
  lastDayWorked: string | null;
}

/** One reason a row is refused: its column and its sentence's message and values. */
export interface RowProblem {
  column: CensusColumn;
  reason: MessageDescriptor;
  values?: Record<string, string | number>;
}

export type CensusRowCheck =
  { ok: true; facts: CensusRowFacts } | { ok: false; problems: RowProblem[] };

/** A problem said whole, in the language `say` speaks: 'Line 14: Date of Birth is ….' */
export function sayRowProblem(say: Say, line: number, problem: RowProblem): string {
  const column = say(columnText[problem.column]);
  const reason = say(problem.reason, { ...problem.values, column });
  return say(rowReasonText.line, { line, reason });
}

/** A problem of a file: of one of its rows (by line), or of the whole file (line 0). */
export type CensusProblem =
  | (RowProblem & { line: number })
  | { line: 0; column: 'file'; reason: MessageDescriptor; values?: RowProblem['values'] };

/** A problem of a file said whole: a row's with its line, the file's alone. */
export function sayCensusProblem(say: Say, problem: CensusProblem): string {
  return problem.column === 'file'
    ? say(problem.reason, problem.values)
    : sayRowProblem(say, problem.line, problem);
}

/**
 * A row of the file, checked: `value` reads a column ('' when the file has none), `today` is
 * the insurer's day, `supplemental` the policy of the client's supplemental life plan, if any.
 */
export function checkCensusRow(
  value: (column: CensusColumn) => string,
  { today, supplemental }: { today: string; supplemental: SupplementalLifePolicy | null },
): CensusRowCheck {
  const problems: RowProblem[] = [];
  const refuse = (column: CensusColumn, reason: MessageDescriptor, values?: RowProblem['values']) =>
    problems.push(values ? { column, reason, values } : { column, reason });
  for (const column of requiredColumns) {
    if (!value(column)) refuse(column, rowReasonText.missing);
  }
  const present = (column: CensusColumn) => value(column) !== '';

  for (const column of ['first_name', 'last_name'] as const) {
    const field = column === 'first_name' ? 'firstName' : 'lastName';
    if (present(column) && validateName(value(column), field)) refuse(column, rowReasonText.name);
  }
  const dateOfBirth = isoDateOfTyped(value('date_of_birth'));
  if (present('date_of_birth')) {
    if (!dateOfBirth) refuse('date_of_birth', rowReasonText.notRealDate);
    else if (validateDateOfBirth(value('date_of_birth'), today)) {
      refuse('date_of_birth', rowReasonText.notPast);
    }
  }
  const ssn = value('ssn').replaceAll('-', '');
  if (present('ssn') && validateSsn(ssn, 9)) refuse('ssn', rowReasonText.ssn);
  if (present('zip_code') && validateZipCode(value('zip_code'))) {
    refuse('zip_code', rowReasonText.zipCode);
  }
  if (present('email') && validateEmailAddress(value('email'))) {
    refuse('email', rowReasonText.email);
  }
  if (present('reserved_user_name') && validateUserName(value('reserved_user_name'))) {
    refuse('reserved_user_name', rowReasonText.userName);
  }
  const hireDate = present('hire_date') ? isoDateOfTyped(value('hire_date')) : null;
  if (present('hire_date') && !hireDate) refuse('hire_date', rowReasonText.notRealDate);
  const lastDayWorked = present('last_day_worked')
    ? dayInChangeWindow(value('last_day_worked'), today)
    : null;
  if (present('last_day_worked') && !lastDayWorked) {
    refuse('last_day_worked', rowReasonText.endWindow);
  }

  const employment = employmentOf(value, supplemental, refuse);
  if (problems.length > 0 || !dateOfBirth) return { ok: false, problems };
  return {
    ok: true,
    facts: {
      firstName: value('first_name'),
      lastName: value('last_name'),
      dateOfBirth,
      ssn,
      zipCode: value('zip_code'),
      email: value('email') || null,
      reservedUserName: value('reserved_user_name') || null,
      hireDate,
      employment,
      lastDayWorked,
    },
  };
}

/** The employment columns: earnings, with hours and an election beside them, or none at all. */
function employmentOf(
  value: (column: CensusColumn) => string,
  supplemental: SupplementalLifePolicy | null,
  refuse: (column: CensusColumn, reason: MessageDescriptor, values?: RowProblem['values']) => void,
): CensusRowFacts['employment'] {
  const typedEarnings = value('annual_earnings');
  const typedHours = value('hours_per_week');
  const typedElection = value('supplemental_life');
  if (!typedEarnings) {
    if (typedHours) refuse('hours_per_week', rowReasonText.needsEarnings);
    if (typedElection) refuse('supplemental_life', rowReasonText.needsEarnings);
    return null;
  }
  const earnings = centsOfTypedDollars(typedEarnings);
  const earningsGood =
    earnings !== null && earnings >= earningsLimits.minCents && earnings <= earningsLimits.maxCents;
  if (!earningsGood) refuse('annual_earnings', rowReasonText.dollars);
  const hours = wholeNumberOfTyped(typedHours);
  const hoursGood = hours !== null && hours >= hoursLimits.min && hours <= hoursLimits.max;
  if (!hoursGood) refuse('hours_per_week', rowReasonText.hours);
  let supplementalCents: number | null = null;
  if (typedElection) {
    supplementalCents = centsOfTypedDollars(typedElection);
    if (!supplemental) {
      refuse('supplemental_life', rowReasonText.noSupplementalPlan);
    } else {
      const rule = electionProblem(supplemental, supplementalCents, earningsGood ? earnings : null);
      // The election's own sentence names supplemental life ('Enter supplemental life in …').
      if (rule) refuse('supplemental_life', rule.message, rule.values);
    }
  }
  if (!earningsGood || !hoursGood) return null;
  return { annualEarningsCents: earnings, hoursPerWeek: hours, supplementalCents };
}
