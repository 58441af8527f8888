import { describe, expect, it } from 'vitest';
import { spreadsheetSafe } from './spreadsheet-cell.ts';

describe('a CSV text cell', () => {
  it.each(['=1+1', '+1', '-2', '@SUM(A1)', '\t=1', '\r=1', '=HYPERLINK("http://x","y")'])(
    'is made text when it could start a formula: %j',
    (cell) => {
      expect(spreadsheetSafe(cell)).toBe(`'${cell}`);
    },
  );

  it.each(['Roe', 'C1000001', "O'Brien", 'Zoë = 1', '2026-11-26', ''])(
    'is kept as it is otherwise: %j',
    (cell) => {
      expect(spreadsheetSafe(cell)).toBe(cell);
    },
  );
});
