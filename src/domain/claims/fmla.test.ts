// Each case is taken from the paragraph of 29 CFR 825 its name gives.
import { describe, expect, it } from 'vitest';
import {
  bondingLeaveEndsInTime,
  claimLeaveTaken,
  continuousLeaveTaken,
  type LeaveBalance,
  type LeaveTaken,
  leaveBalance,
  weeksUsedText,
  workweekHours,
  wouldExceed,
} from './fmla.ts';
import { addDays } from '#domain/shared/calendar-date';

const day = (date: string, hours = 8): LeaveTaken => ({ day: date, hours });

describe('the rolling 12-month balance', () => {
  it('825.200(b)(4): counts back from the day, leaving out the day 12 months before', () => {
    const taken = [
      day('2025-05-15'), // 13 months before: no longer counts
      day('2025-06-15'), // exactly 12 months before: the first day out
      day('2025-06-16'), // 12 months less a day: still counts
      day('2026-06-15'), // the day itself counts
      day('2026-06-16'), // after the day: not yet
    ];
    expect(leaveBalance(taken, 40, '2026-06-15')).toEqual({
      workweekHours: 40,
      usedHours: 16,
      usedWeeks: 0.4,
      remainingWeeks: 11.6,
      entitlementWeeks: 12,
    });
  });

  it('825.200(b)(4): a leave spanning the 12-month boundary counts only its days inside', () => {
    // Monday June 9 to Friday June 20, 2025: each day falls out on its anniversary in 2026.
    const taken = continuousLeaveTaken('2025-06-09', '2025-06-20', 40);
    expect(leaveBalance(taken, 40, '2026-06-08').usedWeeks).toBe(2);
    expect(leaveBalance(taken, 40, '2026-06-10').usedWeeks).toBe(1.6);
    expect(leaveBalance(taken, 40, '2026-06-15')).toMatchObject({ usedHours: 40, usedWeeks: 1 });
    expect(leaveBalance(taken, 40, '2026-06-19').usedWeeks).toBe(0.2);
    expect(leaveBalance(taken, 40, '2026-06-20').usedWeeks).toBe(0);
  });

  describe('825.200(c): four weeks from February 1, June 1 and December 1, 2008', () => {
    const taken = [
      ...continuousLeaveTaken('2008-02-01', '2008-02-28', 40),
      ...continuousLeaveTaken('2008-06-01', '2008-06-28', 40),
      ...continuousLeaveTaken('2008-12-01', '2008-12-28', 40),
    ];

    it('uses all 12 weeks, and no more leave may be taken until February 1, 2009', () => {
      expect(taken).toHaveLength(60);
      expect(leaveBalance(taken, 40, '2009-01-31')).toEqual({
        workweekHours: 40,
        usedHours: 480,
        usedWeeks: 12,
        remainingWeeks: 0,
        entitlementWeeks: 12,
      });
      expect(wouldExceed(taken, 40, '2009-01-30', 1)).toBe(true);
    });

    it('recoups the leave day by day from February 1, 2009, as it was used', () => {
      // February 1, 2008 (a Friday) leaves the 12 months; the weekend before Feb 4 adds none.
      expect(leaveBalance(taken, 40, '2009-02-01').usedWeeks).toBe(11.8);
      expect(wouldExceed(taken, 40, '2009-02-02', 8)).toBe(false);
      expect(wouldExceed(taken, 40, '2009-02-02', 8.5)).toBe(true);
      expect(leaveBalance(taken, 40, '2009-02-06').usedWeeks).toBe(11.2);
    });
  });

  it('825.200(b)(4): time reported late counts against later days of leave too', () => {
    // 12 weeks used from Monday March 2 to Friday May 22, 2026: a day reported for Friday
    // February 27 fits its own 12 months but pushes those of the later days past 12 weeks.
    const taken = continuousLeaveTaken('2026-03-02', '2026-05-22', 40);
    expect(leaveBalance(taken, 40, '2026-05-22').usedWeeks).toBe(12);
    expect(leaveBalance([day('2026-02-27')], 40, '2026-02-27').usedWeeks).toBe(0.2);
    expect(wouldExceed(taken, 40, '2026-02-27', 8)).toBe(true);
    // A year later the same weeks are back.
    expect(wouldExceed(taken, 40, '2027-05-24', 8)).toBe(false);
  });

  it('825.200(a): reaching exactly 12 weeks is allowed, one hour more is not', () => {
    const taken = continuousLeaveTaken('2026-03-02', '2026-05-21', 40);
    expect(leaveBalance(taken, 40, '2026-05-21').usedHours).toBe(472);
    expect(wouldExceed(taken, 40, '2026-05-22', 8)).toBe(false);
    expect(wouldExceed(taken, 40, '2026-05-22', 9)).toBe(true);
  });

  it('825.200(h): a full week of leave with a holiday counts as a full week', () => {
    // Memorial Day, Monday May 25, 2026, falls in the second week.
    const taken = continuousLeaveTaken('2026-05-18', '2026-05-29', 40);
    expect(taken).toHaveLength(10);
    expect(taken.map((leave) => leave.day)).toContain('2026-05-25');
    expect(leaveBalance(taken, 40, '2026-05-29').usedWeeks).toBe(2);
  });

  it('825.200(h): continuous leave counts the workdays, Monday to Friday', () => {
    const taken = continuousLeaveTaken('2026-05-17', '2026-05-23', 40);
    expect(taken).toEqual([
      day('2026-05-18'),
      day('2026-05-19'),
      day('2026-05-20'),
      day('2026-05-21'),
      day('2026-05-22'),
    ]);
    expect(continuousLeaveTaken('2026-05-23', '2026-05-24', 40)).toEqual([]);
    expect(continuousLeaveTaken('2026-05-22', '2026-05-18', 40)).toEqual([]);
  });

  it('825.205(b)(1): eight hours off a 40-hour week is one fifth of a week', () => {
    expect(leaveBalance([day('2026-04-07')], 40, '2026-04-30').usedWeeks).toBe(0.2);
  });

  it('825.205(b)(1): 30 hours a week reduced to 20 uses one third of a week each week', () => {
    // Ten hours of leave a week: two a day over the three weeks from Monday April 6, 2026.
    const taken = continuousLeaveTaken('2026-04-06', '2026-04-24', 10);
    expect(taken.every((leave) => leave.hours === 2)).toBe(true);
    const afterOneWeek = leaveBalance(taken, 30, '2026-04-10');
    expect(afterOneWeek.usedHours).toBe(10);
    expect(afterOneWeek.usedWeeks).toBeCloseTo(1 / 3, 6);
    expect(weeksUsedText(afterOneWeek)).toBe('0.3 of 12 weeks used');
    expect(leaveBalance(taken, 30, '2026-04-24')).toEqual({
      workweekHours: 30,
      usedHours: 30,
      usedWeeks: 1,
      remainingWeeks: 11,
      entitlementWeeks: 12,
    });
  });

  it('825.205(b)(1): intermittent hours count against a part-time week', () => {
    // A 20-hour week: 4 hours on each of five days is one week.
    const taken = ['2026-03-03', '2026-03-10', '2026-03-17', '2026-03-24', '2026-03-31'].map(
      (date) => day(date, 4),
    );
    expect(leaveBalance(taken, 20, '2026-04-01').usedWeeks).toBe(1);
    expect(leaveBalance(taken, 40, '2026-04-01').usedWeeks).toBe(0.5);
  });

  it('825.205(b)(1): a 36-hour week used up reads as 12 weeks exactly', () => {
    // 7.2-hour days: 60 of them add up in floating point to a hair under 432.
    const taken = continuousLeaveTaken('2026-03-02', '2026-05-22', 36);
    const balance = leaveBalance(taken, 36, '2026-05-22');
    expect(balance).toEqual({
      workweekHours: 36,
      usedHours: 432,
      usedWeeks: 12,
      remainingWeeks: 0,
      entitlementWeeks: 12,
    });
    expect(weeksUsedText(balance)).toBe('12 of 12 weeks used');
    expect(wouldExceed(taken.slice(0, -1), 36, '2026-05-22', 7.2)).toBe(false);
    expect(wouldExceed(taken, 36, '2026-05-25', 0.1)).toBe(true);
  });

  it("825.205(b)(1): counts in the employee's own workweek: the statement's, else the record's", () => {
    // The member record: 40 hours a week from 2015, 20 from March 1, 2026 (recorded late, on
    // a second row of that day: the later recording holds).
    const record = (validFrom: string, recordedSequence: number, hoursPerWeek: number) => ({
      validFrom,
      recordedSequence,
      status: 'active' as const,
      lastDayWorked: null,
      annualEarningsCents: 2_600_000,
      hoursPerWeek,
    });
    const employment = [
      record('2015-03-02', 1, 40),
      record('2026-03-01', 2, 30),
      record('2026-03-01', 3, 20),
    ];
    expect(workweekHours(24, employment, '2026-04-01')).toBe(24);
    expect(workweekHours(null, employment, '2026-04-01')).toBe(20);
    expect(workweekHours(null, employment, '2026-02-27')).toBe(40);
    // Nothing says: no week is assumed, not even 40 hours.
    expect(workweekHours(null, [], '2026-04-01')).toBeNull();
    expect(workweekHours(null, employment, '2015-03-01')).toBeNull();
    expect(workweekHours(0, [], '2026-04-01')).toBeNull();
    // 240 hours of a 20-hour week are the 12 weeks: 8 hours more would pass them, and would
    // read as 12.4 weeks; against a 40-hour week they were 6 weeks and 8 hours more fitted.
    const taken = Array.from({ length: 30 }, (_, index) => day(addDays('2026-03-02', index), 8));
    expect(leaveBalance(taken, 20, '2026-04-01')).toMatchObject({ usedHours: 240, usedWeeks: 12 });
    expect(wouldExceed(taken, 20, '2026-04-02', 8)).toBe(true);
    expect(wouldExceed(taken, 40, '2026-04-02', 8)).toBe(false);
  });

  it("825.205(b)(1): a claim's leave, each scheduled workday up to today in its workweek", () => {
    const claim = {
      schedule: 'continuous',
      firstDayOfAbsence: '2026-03-02', // a Monday
      expectedReturn: '2026-03-09', // back the next Monday
      hoursPerWeek: null,
      scheduledHoursPerWeek: 30,
    };
    // Monday to Friday of a 30-hour week: five days of 6 hours, the weekend not counted.
    const continuous = claimLeaveTaken(claim, [], '2026-03-20', [], 40);
    expect(continuous.map((leave) => leave.hours)).toEqual([6, 6, 6, 6, 6]);
    // Reduced to 24 hours of the 40 of the balance's workweek: 16 hours off a week, 3.2 a day.
    const reduced = {
      ...claim,
      schedule: 'reduced',
      hoursPerWeek: 24,
      scheduledHoursPerWeek: null,
    };
    expect(claimLeaveTaken(reduced, [], '2026-03-04', [], 40)).toEqual([
      { day: '2026-03-02', hours: 3.2 },
      { day: '2026-03-03', hours: 3.2 },
      { day: '2026-03-04', hours: 3.2 },
    ]);
    // Intermittent leave is what was reported; nothing is taken before the first day.
    const reported = [day('2026-03-03', 4)];
    expect(
      claimLeaveTaken({ ...claim, schedule: 'intermittent' }, reported, '2026-03-20', [], 40),
    ).toBe(reported);
    expect(claimLeaveTaken(claim, [], '2026-03-01', [], 40)).toEqual([]);
  });

  it('825.205(b): refuses a week of no hours, which would make every hour infinite weeks', () => {
    expect(() => leaveBalance([], 0, '2026-04-01')).toThrow(RangeError);
    expect(() => continuousLeaveTaken('2026-04-01', '2026-04-02', -8)).toThrow(RangeError);
  });
});

describe('the balance as a person reads it', () => {
  const balanceOf = (usedWeeks: number): LeaveBalance => ({
    workweekHours: 40,
    usedHours: usedWeeks * 40,
    usedWeeks,
    remainingWeeks: 12 - usedWeeks,
    entitlementWeeks: 12,
  });

  it('825.200(a): shows weeks to the tenth, without a trailing .0', () => {
    expect(weeksUsedText(balanceOf(3.5))).toBe('3.5 of 12 weeks used');
    expect(weeksUsedText(balanceOf(3.46))).toBe('3.5 of 12 weeks used');
    expect(weeksUsedText(balanceOf(2))).toBe('2 of 12 weeks used');
    expect(weeksUsedText(balanceOf(12))).toBe('12 of 12 weeks used');
    expect(weeksUsedText(balanceOf(0))).toBe('0 of 12 weeks used');
  });

  it('825.200(a): never shows none used once time is taken, nor all used while some is left', () => {
    expect(weeksUsedText(balanceOf(0.025))).toBe('0.1 of 12 weeks used');
    expect(weeksUsedText(balanceOf(11.96))).toBe('11.9 of 12 weeks used');
  });
});

describe('leave to bond with a child', () => {
  it('825.120(a)(2): ends within the 12 months that begin on the birth or placement', () => {
    // Born 03/10/2026: the 12 months run through 03/09/2027, so the return may be 03/10/2027.
    expect(bondingLeaveEndsInTime('2026-03-10', '2027-03-10')).toBe(true);
    expect(bondingLeaveEndsInTime('2026-03-10', '2027-03-11')).toBe(false);
    // Born 02/29/2028: a year later is 02/28/2029.
    expect(bondingLeaveEndsInTime('2028-02-29', '2029-02-28')).toBe(true);
    expect(bondingLeaveEndsInTime('2028-02-29', '2029-03-01')).toBe(false);
  });
});
