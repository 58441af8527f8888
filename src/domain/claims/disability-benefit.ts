// The short-term disability estimate (docs/product/claims.md): what the client's policy pays a
// week and the schedule of weekly payments, shown as an estimate until the claims system issues
// the payments. Money is whole cents, never a float (docs/architecture.md).

import { addDays, calendarDate, calendarDaysBetween } from '#domain/shared/calendar-date';

/** A client's policy (the clients table holds one per employer). */
export interface DisabilityPolicy {
  /** Of weekly earnings, e.g. 60. */
  benefitPercent: number;
  weeklyMaximumCents: number;
  /** Days of absence before benefits start; the first day of absence is day 1. */
  eliminationDays: number;
  maximumWeeks: number;
}

/** The demo's: 60% of weekly earnings, at most $1,500 a week, 7 days' wait, 26 weeks. */
export const demoDisabilityPolicy: DisabilityPolicy = {
  benefitPercent: 60,
  weeklyMaximumCents: 150_000,
  eliminationDays: 7,
  maximumWeeks: 26,
};

/** The policy's percent of weekly earnings, rounded to the cent (half a cent up), capped. */
export function weeklyBenefitCents(policy: DisabilityPolicy, weeklyEarningsCents: number): number {
  if (!Number.isSafeInteger(weeklyEarningsCents) || weeklyEarningsCents < 0) {
    throw new RangeError(`Weekly earnings must be whole cents, not ${weeklyEarningsCents}`);
  }
  const benefit = Math.round((weeklyEarningsCents * policy.benefitPercent) / 100);
  return Math.min(benefit, policy.weeklyMaximumCents);
}

/** One payment of the schedule: a benefit period, both days included. */
export interface BenefitWeek {
  periodStart: string;
  periodEnd: string;
  grossCents: number;
}

/**
 * Benefits start the day after the elimination period (first day of absence counts as day 1
 * of it); weekly periods of 7 days; a last partial period paid per day (1/7 of the weekly
 * benefit per day, rounded to the cent) up to the day before the return to work; at most
 * maximumWeeks of benefit; a return before the elimination period ends pays nothing.
 *
 * The daily amount is rounded before it is multiplied, so a partial period is that many days
 * at the rate a person can check ($171.43 a day of $1,200 a week), never a figure of its own.
 * A benefit of nothing (no earnings) schedules no payments.
 */
export function benefitSchedule(
  policy: DisabilityPolicy,
  claim: { weeklyEarningsCents: number; firstDayOfAbsence: string; returnToWork: string | null },
): BenefitWeek[] {
  const weeklyCents = weeklyBenefitCents(policy, claim.weeklyEarningsCents);
  const firstPaidDay = addDays(claim.firstDayOfAbsence, policy.eliminationDays);
  const lastDayOfMaximum = addDays(firstPaidDay, policy.maximumWeeks * 7 - 1);
  const dayBeforeReturn =
    claim.returnToWork === null ? null : addDays(calendarDate(claim.returnToWork), -1);
  const lastPaidDay =
    dayBeforeReturn !== null && dayBeforeReturn < lastDayOfMaximum
      ? dayBeforeReturn
      : lastDayOfMaximum;
  if (weeklyCents === 0) return [];

  const dailyCents = Math.round(weeklyCents / 7);
  const weeks: BenefitWeek[] = [];
  for (let start = firstPaidDay; start <= lastPaidDay; start = addDays(start, 7)) {
    const fullWeekEnd = addDays(start, 6);
    const end = fullWeekEnd <= lastPaidDay ? fullWeekEnd : lastPaidDay;
    const days = calendarDaysBetween(start, end) + 1;
    weeks.push({
      periodStart: start,
      periodEnd: end,
      grossCents: days === 7 ? weeklyCents : dailyCents * days,
    });
  }
  return weeks;
}
