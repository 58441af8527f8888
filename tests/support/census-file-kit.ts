// Census files of generated new hires, for the tests and the bench that need many rows
// (docs/product/census.md#the-file): names of letters only, as the name rule takes them, and SSNs
// counted up from a base, so that every row is a person of its own.

import { censusColumns } from '#domain/employees/census-row';

/** A name of letters only for row `n`: 0 -> 'a', 27 -> 'bb'. */
export const letters = (n: number): string =>
  (n >= 26 ? letters(Math.floor(n / 26) - 1) : '') + String.fromCharCode(97 + (n % 26));

export interface NewHires {
  firstName: string;
  /** The last name is this and row's letters: 'Hire' -> 'Hirea', 'Hireb', ... */
  lastNamePrefix: string;
  /** Row n's SSN is this plus n: nine digits. */
  ssnBase: number;
  /** MM/DD/YYYY. */
  hireDate: string;
  /** As the file writes it: '52000', or '"52,000.00"' quoted. */
  annualEarnings?: string;
}

/** Row `n` of a file of new hires, born 01/02/1980, 40 hours a week, no election. */
export function newHireRow(
  n: number,
  { firstName, lastNamePrefix, ssnBase, hireDate, annualEarnings = '52000' }: NewHires,
  zipCode = '60601',
): string {
  const name = `${firstName},${lastNamePrefix}${letters(n)}`;
  return `${name},01/02/1980,${ssnBase + n},${zipCode},,,${hireDate},${annualEarnings},40,,`;
}

/** `rows` under the header of every column, each line ended with `lineEnd`. */
export function censusFileText(rows: readonly string[], lineEnd = '\n'): string {
  return [censusColumns.join(','), ...rows].join(lineEnd);
}

/** A file of `count` new hires. */
export function newHiresFile(count: number, hires: NewHires, lineEnd = '\n'): string {
  return censusFileText(
    Array.from({ length: count }, (_, n) => newHireRow(n, hires)),
    lineEnd,
  );
}
