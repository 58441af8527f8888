import { describe, expect, test } from 'vitest';
import { pageRefusalText } from '#domain/shared/keyset-page';
import { cursorOf, nameSearchWords, pageOf, parseCursor } from './claims-page.ts';

describe('the cursor of a page', () => {
  test('names a row by its first day of absence and claim number, and reads back', () => {
    const row = { firstDayOfAbsence: '2026-11-10', claimNumber: 'C1000002' };
    expect(cursorOf(row)).toBe('2026-11-10_C1000002');
    expect(parseCursor(cursorOf(row))).toEqual(row);
  });

  test('anything else is no cursor: a link tampered with is refused, never sent to the database', () => {
    for (const tampered of [
      '',
      '2026-02-30_C1000002',
      '2026-11-10_C100000',
      '2026-11-10_C1000002 ',
      "2026-11-10_C1000002' OR '1'='1",
      '2026-11-10',
      'C1000002',
      '9999-99-99_C1234567',
    ]) {
      expect(parseCursor(tampered), tampered).toBeNull();
    }
  });

  test('a page goes after one row or before it, never both', () => {
    expect(pageOf({})).toEqual({ ok: true, page: null });
    expect(pageOf({ after: '2026-11-10_C1000002' })).toEqual({
      ok: true,
      page: {
        direction: 'after',
        cursor: { firstDayOfAbsence: '2026-11-10', claimNumber: 'C1000002' },
      },
    });
    expect(pageOf({ before: 'nonsense' })).toEqual({
      ok: false,
      field: 'before',
      message: pageRefusalText.cursor,
    });
    expect(pageOf({ after: '2026-11-10_C1000002', before: '2026-11-10_C1000002' })).toMatchObject({
      ok: false,
      field: 'before',
    });
  });
});

test('a name search folds each word as the census folds names', () => {
  expect(nameSearchWords('  José   GARCÍA ')).toEqual(['jose', 'garcia']);
  expect(nameSearchWords('')).toEqual([]);
  expect(nameSearchWords(undefined)).toEqual([]);
  expect(nameSearchWords('a b c d e f')).toHaveLength(4);
});
