// What reads as the text of a CSV file: a spreadsheet's CSV (UTF-8, with or without its byte-order
// mark), not its own binary format, nor text in another encoding.

import { describe, expect, it } from 'vitest';
import { isCsvText } from './census-upload.ts';

describe('the text of a census file', () => {
  it('takes UTF-8 with accents and a byte-order mark', () => {
    expect(isCsvText(Buffer.from('\uFEFFfirst_name\nJosé,Núñez\n'))).toBe(true);
  });

  it("refuses a spreadsheet's binary (a NUL byte) and Latin-1 text", () => {
    expect(isCsvText(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]))).toBe(false);
    expect(isCsvText(Buffer.from('Jos\xe9', 'latin1'))).toBe(false);
  });
});
