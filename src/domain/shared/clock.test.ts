// Today is the portal's calendar day in its time zone, not the UTC day
// (docs/decisions/0033-money-and-calendar-dates.md), worked out at the hours where the two part.
import { describe, expect, it } from 'vitest';
import { calendarDayIn, isTimeZone, systemClock, todayOn } from './clock.ts';

const chicago = 'America/Chicago';

describe("the portal's today", () => {
  it('is still today at 11:30 p.m. in Chicago, when UTC has turned (CST, UTC-6)', () => {
    // 01/15/2027 05:30 UTC is 01/14/2027 11:30 p.m. in Chicago.
    expect(calendarDayIn(new Date('2027-01-15T05:30:00Z'), chicago)).toBe('2027-01-14');
    expect(calendarDayIn(new Date('2027-01-15T05:30:00Z'), 'UTC')).toBe('2027-01-15');
    // 00:30 UTC is 6:30 p.m. the day before in Chicago.
    expect(calendarDayIn(new Date('2027-01-15T00:30:00Z'), chicago)).toBe('2027-01-14');
    // And midnight in Chicago, 06:00 UTC, starts the next day.
    expect(calendarDayIn(new Date('2027-01-15T06:00:00Z'), chicago)).toBe('2027-01-15');
    expect(calendarDayIn(new Date('2027-01-15T05:59:59Z'), chicago)).toBe('2027-01-14');
  });

  it('follows daylight time: at UTC-5 the day turns at 05:00 UTC', () => {
    // 07/15/2026 04:30 UTC is 07/14/2026 11:30 p.m. CDT; 05:00 UTC is midnight.
    expect(calendarDayIn(new Date('2026-07-15T04:30:00Z'), chicago)).toBe('2026-07-14');
    expect(calendarDayIn(new Date('2026-07-15T05:00:00Z'), chicago)).toBe('2026-07-15');
    // 03/08/2026 is the 23-hour day: 1:59 a.m. CST is followed by 3:00 a.m. CDT.
    expect(calendarDayIn(new Date('2026-03-08T07:59:00Z'), chicago)).toBe('2026-03-08');
    expect(calendarDayIn(new Date('2026-03-08T08:00:00Z'), chicago)).toBe('2026-03-08');
    expect(calendarDayIn(new Date('2026-03-09T04:59:00Z'), chicago)).toBe('2026-03-08');
    expect(calendarDayIn(new Date('2026-03-09T05:00:00Z'), chicago)).toBe('2026-03-09');
  });

  it('is read from the clock it is given, in its zone', () => {
    const lateEvening = { now: () => new Date('2026-12-16T05:30:00Z'), timeZone: chicago };
    expect(todayOn(lateEvening)).toBe('2026-12-15');
    expect(todayOn({ ...lateEvening, timeZone: 'Asia/Tokyo' })).toBe('2026-12-16');
    expect(systemClock().timeZone).toBe(chicago);
    expect(systemClock('Europe/Madrid').timeZone).toBe('Europe/Madrid');
  });

  it('knows a time zone by its IANA name', () => {
    expect(isTimeZone('America/Chicago')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Central')).toBe(false);
    expect(isTimeZone('America/Springfield')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });
});
