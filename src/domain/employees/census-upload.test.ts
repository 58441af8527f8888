// The upload page documents every column of the file, in its order; its sample file has them all.
// The sample is checked whole by the server's test of the upload (census-upload.test.ts there).

import { describe, expect, it } from 'vitest';
import { censusColumns } from './census-row.ts';
import { censusSample, columnHelp } from './census-upload.ts';

describe("the page's columns", () => {
  it('documents each column once, the first five required and hours with earnings', () => {
    expect(columnHelp.map((entry) => entry.column)).toEqual([...censusColumns]);
    expect(
      columnHelp.filter((entry) => entry.need === 'required').map((entry) => entry.column),
    ).toEqual(['first_name', 'last_name', 'date_of_birth', 'ssn', 'zip_code']);
    expect(columnHelp.find((entry) => entry.column === 'hours_per_week')?.need).toBe(
      'withEarnings',
    );
  });

  it('has a sample with every column and two lines, as a spreadsheet writes them (CRLF)', () => {
    const [header, ...lines] = censusSample.split('\r\n');
    expect(header).toBe(censusColumns.join(','));
    expect(lines).toHaveLength(2);
    expect(censusSample).not.toContain('\n\n');
  });
});
