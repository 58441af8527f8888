// CSV downloads of the benefits area: a header row, ISO dates, and every text cell made safe
// for a spreadsheet (CSV injection). `csvStream` streams rows as they come from the database,
// so a download of 20,000 rows never sits whole in memory (docs/product/reports.md and
// docs/product/budgets.md).

import { type Options, stringify, type Stringifier } from 'csv-stringify';
import { stringify as stringifyAll } from 'csv-stringify/sync';
import { spreadsheetSafe } from '#domain/shared/spreadsheet-cell';

function csvOptions(columns: readonly string[]): Options {
  return { header: true, columns: [...columns], cast: { string: spreadsheetSafe } };
}

/** A CSV of a few rows at once (a person's payments). */
export function csvText(columns: readonly string[], rows: unknown[][]): string {
  return stringifyAll(rows, csvOptions(columns));
}

/** A stream to write rows into (arrays in the order of `columns`) and to send as the body. */
export function csvStream(columns: readonly string[]): Stringifier {
  return stringify(csvOptions(columns));
}

/** The headers of a CSV download named `fileName`. */
export function csvDownloadHeaders(fileName: string): Record<string, string> {
  return {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${fileName}"`,
    'x-content-type-options': 'nosniff',
  };
}
