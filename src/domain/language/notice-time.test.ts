import { describe, expect, it } from 'vitest';
import { noticeTime } from './notice-time.ts';

describe('noticeTime', () => {
  it.each([
    [
      '2026-11-26T17:42:00Z',
      'November 26, 2026 at 5:42 PM (UTC)',
      '11/26/2026 a las 5:42 p. m. (UTC)',
    ],
    [
      '2026-01-05T00:07:59Z',
      'January 5, 2026 at 12:07 AM (UTC)',
      '01/05/2026 a las 12:07 a. m. (UTC)',
    ],
    [
      '2026-07-04T12:00:00Z',
      'July 4, 2026 at 12:00 PM (UTC)',
      '07/04/2026 a las 12:00 p. m. (UTC)',
    ],
    [
      '2026-12-31T23:59:00Z',
      'December 31, 2026 at 11:59 PM (UTC)',
      '12/31/2026 a las 11:59 p. m. (UTC)',
    ],
  ])('says %s in English and Spanish, in UTC', (at, english, spanish) => {
    expect(noticeTime(new Date(at), 'en')).toBe(english);
    expect(noticeTime(new Date(at), 'es')).toBe(spanish);
  });

  it('reads the same whatever time zone the process runs in', () => {
    // 23:30 UTC is already the next day east of Greenwich: the notice keeps UTC's day.
    expect(noticeTime(new Date('2026-03-01T23:30:00Z'), 'es')).toBe(
      '03/01/2026 a las 11:30 p. m. (UTC)',
    );
  });
});
