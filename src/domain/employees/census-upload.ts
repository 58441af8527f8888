// 'Upload a census file' (docs/product/census.md#upload-a-census-file): what a file may be, and what
// 'Check file' and 'Apply these changes' answer. The rows are checked by census-row.ts; the file
// as a whole here: its size, its rows, its text. A check changes nothing; applying changes all
// rows or none.

import * as z from 'zod/mini';
import { defineMessages } from '#domain/shared/define-messages';

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
