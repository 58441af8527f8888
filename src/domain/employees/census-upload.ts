// 'Upload a census file' (docs/product/census.md#upload-a-census-file): what a file may be, and what
// 'Check file' and 'Apply these changes' answer. The rows are checked by census-row.ts; the file
// as a whole here: its size, its rows, its text. A check changes nothing; applying changes all
// rows or none.

import * as z from 'zod/mini';
import { defineMessages, type MessageDescriptor } from '#domain/shared/define-messages';
import { type CensusColumn, censusColumns, requiredColumns } from './census-row.ts';

/** The largest file taken: a census of 100,000 employees is about 10 MB. */
export const maxCensusFileBytes = 20 * 1024 * 1024;
/** The most rows a file may have, header aside. */
export const maxCensusRows = 100_000;
/** The refused rows an answer lists; the rest are counted. */
export const listedProblems = 200;

export const censusUploadAnswerSchema = z.object({
  /** False for 'Check file': nothing changed, the counts say what applying would do. */
  applied: z.boolean(),
  added: z.number(),
  changed: z.number(),
  ended: z.number(),
  unchanged: z.number(),
  /** Each refused row's sentence, in the request's language, the first `listedProblems`. */
  problems: z.array(z.string()),
  /** The refused rows beyond those listed. */
  moreProblems: z.number(),
});
export type CensusUploadAnswer = z.infer<typeof censusUploadAnswerSchema>;

export const censusUploadText = defineMessages({
  tooLarge: {
    id: 'employees.upload.tooLarge',
    defaultMessage: 'The file is larger than 20 MB. Split it into smaller files.',
  },
  tooManyRows: {
    id: 'employees.upload.tooManyRows',
    defaultMessage: 'The file has more than 100,000 rows. Split it into smaller files.',
  },
  notText: {
    id: 'employees.upload.notText',
    defaultMessage: 'This is not a CSV file: save it from your spreadsheet as CSV (UTF-8).',
  },
  noFile: { id: 'employees.upload.noFile', defaultMessage: 'Choose a CSV file to upload.' },
});

/** Whether a file must fill a column: always, never, or on a line that gives annual earnings. */
export type ColumnNeed = 'required' | 'optional' | 'withEarnings';

export const columnNeedText = defineMessages({
  required: { id: 'employees.upload.need.required', defaultMessage: 'Yes' },
  optional: { id: 'employees.upload.need.optional', defaultMessage: 'No' },
  withEarnings: {
    id: 'employees.upload.need.withEarnings',
    defaultMessage: 'With annual earnings',
  },
});

const helpText = defineMessages({
  name: {
    id: 'employees.upload.help.name',
    defaultMessage: "Letters, spaces and , . ' - only, 31 at most.",
  },
  date: { id: 'employees.upload.help.date', defaultMessage: 'MM/DD/YYYY.' },
  ssn: {
    id: 'employees.upload.help.ssn',
    defaultMessage:
      '9 digits, dashes allowed. It finds the employee on your census; we never show it back.',
  },
  zipCode: { id: 'employees.upload.help.zipCode', defaultMessage: '5 digits.' },
  email: { id: 'employees.upload.help.email', defaultMessage: "The employee's email address." },
  reservedUserName: {
    id: 'employees.upload.help.reservedUserName',
    defaultMessage: 'A user name kept for the employee from an earlier system.',
  },
  hireDate: {
    id: 'employees.upload.help.hireDate',
    defaultMessage: 'MM/DD/YYYY. Coverage starts on the first of the month after it.',
  },
  annualEarnings: {
    id: 'employees.upload.help.annualEarnings',
    defaultMessage:
      'Dollars, such as 52000 or "52,000.00". Without it, the line changes no employment or coverage.',
  },
  hoursPerWeek: {
    id: 'employees.upload.help.hoursPerWeek',
    defaultMessage: 'A whole number from 1 to 80.',
  },
  supplementalLife: {
    id: 'employees.upload.help.supplementalLife',
    defaultMessage: 'The amount of supplemental life the employee elects, in dollars, if any.',
  },
  lastDayWorked: {
    id: 'employees.upload.help.lastDayWorked',
    defaultMessage:
      'MM/DD/YYYY, no more than 60 days ago and a year ahead: ends the employment, and coverage on the last day of that month.',
  },
});

const columnHelpText: Record<CensusColumn, MessageDescriptor> = {
  first_name: helpText.name,
  last_name: helpText.name,
  date_of_birth: helpText.date,
  ssn: helpText.ssn,
  zip_code: helpText.zipCode,
  email: helpText.email,
  reserved_user_name: helpText.reservedUserName,
  hire_date: helpText.hireDate,
  annual_earnings: helpText.annualEarnings,
  hours_per_week: helpText.hoursPerWeek,
  supplemental_life: helpText.supplementalLife,
  last_day_worked: helpText.lastDayWorked,
};

/** What the page says of each column, in the file's order. */
export const columnHelp: readonly {
  column: CensusColumn;
  need: ColumnNeed;
  help: MessageDescriptor;
}[] = censusColumns.map((column) => ({
  column,
  need: requiredColumns.includes(column)
    ? 'required'
    : column === 'hours_per_week'
      ? 'withEarnings'
      : 'optional',
  help: columnHelpText[column],
}));

/**
 * The sample file the page offers and the README shows: every column, two new hires, quoted
 * commas and CRLF as a spreadsheet writes them. No election, so every client's check takes it.
 */
export const censusSample = [
  censusColumns.join(','),
  'Rosa,Alvarez,03/18/1988,900-12-3456,60614,rosa.alvarez@example.com,,01/05/2026,"58,500.00",40,,',
  "Liam,O'Neil,11/02/1995,900-65-4321,60615,,,02/16/2026,41600,30,,",
].join('\r\n');
export const censusSampleName = 'census-sample.csv';
