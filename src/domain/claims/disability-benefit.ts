// The short-term disability estimate (docs/product/claims.md): the schedule of weekly payments,
// shown as an estimate until the claims system issues the payments. What a week pays is the
// plan's formula (src/domain/coverage/plan-formulas.ts). Money is whole cents, never a float.

import { addDays, calendarDate, calendarDaysBetween } from '#domain/shared/calendar-date';
import { inForceOn } from '#domain/shared/effective-dated';
import type { EmploymentRow } from '#domain/coverage/member-coverage';
import {
  type DisabilityPolicy,
  weeklyBenefitCents,
  weeklyEarningsCents,
} from '#domain/coverage/plan-formulas';

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

/**
 * The weekly earnings a disability benefit is figured on: the employer's statement's once given,
 * else the member record's on the first day of absence (docs/product/claims.md#the-estimate);
 * null when neither knows them.
 */
export function benefitWeeklyEarningsCents(
  statementWeeklyCents: number | null,
  employment: readonly EmploymentRow[],
  firstDayOfAbsence: string,
): number | null {
  if (statementWeeklyCents !== null) return statementWeeklyCents;
  const held = inForceOn(employment, firstDayOfAbsence);
  return held ? weeklyEarningsCents(held.annualEarningsCents) : null;
}
