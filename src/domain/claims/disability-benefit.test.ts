import { describe, expect, it } from 'vitest';
import { demoDisabilityPolicy, type DisabilityPolicy } from '#domain/coverage/plan-formulas';
import { benefitSchedule } from './disability-benefit.ts';

describe('the schedule of payments', () => {
  // Monday March 2, 2026: days 1 to 7 of the elimination period are March 2 to March 8.
  const claim = {
    weeklyEarningsCents: 200_000,
    firstDayOfAbsence: '2026-03-02',
    returnToWork: null,
  };

  it('starts the day after the 7-day elimination period, in weeks of 7 days', () => {
    const schedule = benefitSchedule(demoDisabilityPolicy, {
      ...claim,
      returnToWork: '2026-03-23',
    });
    expect(schedule).toEqual([
      { periodStart: '2026-03-09', periodEnd: '2026-03-15', grossCents: 120_000 },
      { periodStart: '2026-03-16', periodEnd: '2026-03-22', grossCents: 120_000 },
    ]);
  });

  it('pays nothing for a return before the elimination period ends or on the first paid day', () => {
    const returning = (returnToWork: string) =>
      benefitSchedule(demoDisabilityPolicy, { ...claim, returnToWork });
    expect(returning('2026-03-05')).toEqual([]);
    expect(returning('2026-03-08')).toEqual([]);
    expect(returning('2026-03-09')).toEqual([]);
    expect(returning('2026-03-10')).toEqual([
      { periodStart: '2026-03-09', periodEnd: '2026-03-09', grossCents: 17_143 },
    ]);
  });

  it('pays a return mid-week per day, up to the day before the return', () => {
    // Back on Thursday March 26: Monday 23 to Wednesday 25 is 3 days at $171.43.
    const schedule = benefitSchedule(demoDisabilityPolicy, {
      ...claim,
      returnToWork: '2026-03-26',
    });
    expect(schedule).toHaveLength(3);
    expect(schedule[2]).toEqual({
      periodStart: '2026-03-23',
      periodEnd: '2026-03-25',
      grossCents: 51_429,
    });
  });

  it('prorates a capped benefit from the capped daily rate', () => {
    const schedule = benefitSchedule(demoDisabilityPolicy, {
      weeklyEarningsCents: 300_000,
      firstDayOfAbsence: '2026-03-02',
      returnToWork: '2026-03-22',
    });
    expect(schedule.map((week) => week.grossCents)).toEqual([150_000, 6 * 21_429]);
  });

  it('runs 26 weeks without a return, and no further after a late one', () => {
    const schedule = benefitSchedule(demoDisabilityPolicy, claim);
    expect(schedule).toHaveLength(26);
    expect(schedule[25]).toEqual({
      periodStart: '2026-08-31',
      periodEnd: '2026-09-06',
      grossCents: 120_000,
    });
    expect(schedule.reduce((total, week) => total + week.grossCents, 0)).toBe(26 * 120_000);
    expect(benefitSchedule(demoDisabilityPolicy, { ...claim, returnToWork: '2026-12-01' })).toEqual(
      schedule,
    );
    const backOnTheLastDay = benefitSchedule(demoDisabilityPolicy, {
      ...claim,
      returnToWork: '2026-09-06',
    });
    expect(backOnTheLastDay[25]).toEqual({
      periodStart: '2026-08-31',
      periodEnd: '2026-09-05',
      grossCents: 6 * 17_143,
    });
  });

  it('schedules nothing for no earnings', () => {
    expect(benefitSchedule(demoDisabilityPolicy, { ...claim, weeklyEarningsCents: 0 })).toEqual([]);
  });

  it("follows the client's own policy", () => {
    const policy: DisabilityPolicy = {
      benefitPercent: 70,
      weeklyMaximumCents: 100_000,
      eliminationDays: 0,
      maximumWeeks: 2,
    };
    expect(benefitSchedule(policy, claim)).toEqual([
      { periodStart: '2026-03-02', periodEnd: '2026-03-08', grossCents: 100_000 },
      { periodStart: '2026-03-09', periodEnd: '2026-03-15', grossCents: 100_000 },
    ]);
    const longerWait = { ...demoDisabilityPolicy, eliminationDays: 14 };
    expect(benefitSchedule(longerWait, claim)[0]?.periodStart).toBe('2026-03-16');
  });
});
