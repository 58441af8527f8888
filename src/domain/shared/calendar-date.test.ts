import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  calendarDate,
  calendarDaysBetween,
  dayOfWeek,
  isCalendarDate,
} from './calendar-date.ts';

describe('calendar dates', () => {
  it('are real YYYY-MM-DD dates only', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2025-02-29')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('2026-6-1')).toBe(false);
    expect(isCalendarDate('0099-01-01')).toBe(false);
    expect(() => calendarDate('06/01/2026')).toThrow(RangeError);
    expect(calendarDate('2026-06-01')).toBe('2026-06-01');
  });

  it('add days across months, years and the daylight-saving change', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-08', 1)).toBe('2026-03-09');
    expect(addDays('2026-03-09', -7)).toBe('2026-03-02');
  });

  it('add months, keeping to the last day of a shorter month', () => {
    expect(addMonths('2025-06-01', 12)).toBe('2026-06-01');
    expect(addMonths('2024-02-29', 12)).toBe('2025-02-28');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2026-06-15', -12)).toBe('2025-06-15');
    expect(addMonths('2026-01-15', -1)).toBe('2025-12-15');
  });

  it('count days between dates and name the day of the week', () => {
    expect(calendarDaysBetween('2026-03-02', '2026-03-09')).toBe(7);
    expect(calendarDaysBetween('2026-03-09', '2026-03-02')).toBe(-7);
    expect(calendarDaysBetween('2024-01-01', '2025-01-01')).toBe(366);
    expect(dayOfWeek('2026-05-25')).toBe(1);
    expect(dayOfWeek('2008-02-01')).toBe(5);
    expect(dayOfWeek('2026-05-31')).toBe(0);
  });
});
