// Family and medical leave (FMLA, 29 CFR part 825): who is eligible, and how much of the 12
// workweeks an employee has used. The leave year is the rolling 12 months measured backward
// from each day of leave (825.200(b)(4)), the one docs/product/claims.md chose. Paragraph
// numbers below are those of 29 CFR 825.

import {
  addDays,
  addMonths,
  calendarDate,
  calendarDaysBetween,
  dayOfWeek,
} from '#domain/shared/calendar-date';
import { type Say, sayEnglish } from '#domain/shared/claim-terms';
import type { EmploymentRow } from '#domain/coverage/member-coverage';
import { inForceOn } from '#domain/shared/effective-dated';
import { defineMessages } from '#domain/shared/define-messages';

/** 825.200(a). */
export const fmlaEntitlementWeeks = 12;

/**
 * 825.120(a)(2): leave to bond with a child expires at the end of the 12 months that begin on the
 * day of the birth or placement, so its last day is the day before the same date a year later.
 * Whether a leave, back at work on `expectedReturn`, ends within them.
 */
export function bondingLeaveEndsInTime(arrivalDate: string, expectedReturn: string): boolean {
  return expectedReturn <= addMonths(arrivalDate, 12);
}

/** YYYY-MM-DD, and the hours of leave that day. */
export interface LeaveTaken {
  day: string;
  hours: number;
}

export interface LeaveBalance {
  /** The hours of the employee's workweek, which the weeks are counted in. */
  workweekHours: number;
  usedHours: number;
  usedWeeks: number;
  remainingWeeks: number;
  entitlementWeeks: number;
}

/**
 * The hours of the employee's own workweek, in which FMLA leave is counted (825.205(b)(1): an
 * employee who works 20 hours a week and takes 8 hours off has used two fifths of a week): the
 * usual weekly hours the employer's statement gives, else the hours a week of the member
 * record in force on the first day of absence. Null when neither says; never a 40-hour week
 * assumed.
 */
export function workweekHours(
  statementHours: number | null,
  employment: readonly EmploymentRow[],
  firstDayOfAbsence: string,
): number | null {
  const hours = statementHours ?? inForceOn(employment, firstDayOfAbsence)?.hoursPerWeek ?? null;
  return hours !== null && hours > 0 && Number.isFinite(hours) ? hours : null;
}

// Sums of fractional hours (a 36-hour week's day is 7.2 hours) drift in binary floating
// point: sixty of them make 431.99999999999994, not 432, and a balance exactly used up would
// read as not quite. A millionth of an hour is far below anything a person reports.
function roundFine(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

function checkHoursPerWeek(hoursPerWeek: number): void {
  if (!(hoursPerWeek > 0) || !Number.isFinite(hoursPerWeek)) {
    throw new RangeError(`The usual hours a week must be positive: ${hoursPerWeek}`);
  }
}

/** Hours of leave in the 12 months back from asOf: asOf included, 12 months before excluded. */
function hoursInRollingYear(taken: LeaveTaken[], asOf: string): number {
  const excludedUpTo = addMonths(calendarDate(asOf), -12);
  const hours = taken
    .filter((leave) => calendarDate(leave.day) > excludedUpTo && leave.day <= asOf)
    .reduce((total, leave) => total + leave.hours, 0);
  return roundFine(hours);
}

/**
 * Leave used in the 12 months back from asOf (asOf included, asOf minus 12 months excluded),
 * a workweek being the employee's usual hours a week (825.205(b): part-time proportional).
 * Leave after asOf is not counted yet. `taken` is all the employee's FMLA leave, of every
 * claim: the 12 weeks are the employee's, not a claim's.
 */
export function leaveBalance(
  taken: LeaveTaken[],
  hoursPerWeek: number,
  asOf: string,
): LeaveBalance {
  checkHoursPerWeek(hoursPerWeek);
  const usedHours = hoursInRollingYear(taken, asOf);
  const usedWeeks = roundFine(usedHours / hoursPerWeek);
  return {
    workweekHours: hoursPerWeek,
    usedHours,
    usedWeeks,
    remainingWeeks: Math.max(0, roundFine(fmlaEntitlementWeeks - usedWeeks)),
    entitlementWeeks: fmlaEntitlementWeeks,
  };
}

/**
 * Days of continuous leave as LeaveTaken: each scheduled workday from first to last inclusive
 * (Monday to Friday), hoursPerWeek/5 each, so that a whole week of leave is one workweek.
 * Holidays are not taken out: a full week of leave with a holiday in it counts as a full week
 * (825.200(h)). (A partial week with a holiday the employee was not expected to work would
 * not count that day; we do not know the employer's holidays, so such a day counts.)
 */
export function continuousLeaveTaken(
  firstDay: string,
  lastDay: string,
  hoursPerWeek: number,
): LeaveTaken[] {
  checkHoursPerWeek(hoursPerWeek);
  const days: LeaveTaken[] = [];
  const count = calendarDaysBetween(firstDay, lastDay);
  for (let offset = 0; offset <= count; offset += 1) {
    const day = addDays(firstDay, offset);
    const weekday = dayOfWeek(day);
    if (weekday >= 1 && weekday <= 5) days.push({ day, hours: hoursPerWeek / 5 });
  }
  return days;
}

/** What of a leave claim counts against the balance: its schedule, dates and hours. */
export interface LeaveClaimFacts {
  /** 'continuous', 'intermittent' or 'reduced'. */
  schedule: string | null;
  firstDayOfAbsence: string;
  expectedReturn: string;
  /** The reduced schedule's hours a week. */
  hoursPerWeek: number | null;
  /** The usual hours a week of the employer's statement. */
  scheduledHoursPerWeek: number | null;
}

/**
 * The leave taken on one claim as of today: the days reported on intermittent leave, or each
 * scheduled workday up to today (and before the return). A day of continuous leave is a fifth
 * of the claim's workweek (workweekHours), or of `workweek`, the one the balance is counted
 * in, when the claim says none; on a reduced schedule, the hours not worked of that week.
 */
export function claimLeaveTaken(
  claim: LeaveClaimFacts,
  reported: LeaveTaken[],
  today: string,
  employment: readonly EmploymentRow[],
  workweek: number,
): LeaveTaken[] {
  if (claim.schedule === 'intermittent') return reported;
  const usual =
    workweekHours(claim.scheduledHoursPerWeek, employment, claim.firstDayOfAbsence) ?? workweek;
  const lastDay = [today, addDays(claim.expectedReturn, -1)].sort()[0] ?? today;
  if (lastDay < claim.firstDayOfAbsence) return [];
  const hoursOff =
    claim.schedule === 'reduced' ? Math.max(usual - (claim.hoursPerWeek ?? 0), 0) : usual;
  return continuousLeaveTaken(claim.firstDayOfAbsence, lastDay, hoursOff);
}

/**
 * Whether reporting `hours` of leave on `day` takes the balance past the 12 weeks. The balance
 * is measured back from each day of leave (825.200(b)(4)), so the day is checked, and so is
 * every later day of leave whose 12 months reach back to it: time reported late can use up
 * the weeks that leave already taken after it relied on. Reaching exactly 12 weeks is allowed.
 * The hours are added to `taken`: a report that replaces one on the same day leaves it out.
 */
export function wouldExceed(
  taken: LeaveTaken[],
  hoursPerWeek: number,
  day: string,
  hours: number,
): boolean {
  checkHoursPerWeek(hoursPerWeek);
  const withDay = [...taken, { day: calendarDate(day), hours }];
  const entitlementHours = roundFine(fmlaEntitlementWeeks * hoursPerWeek);
  const affectedDays = withDay
    .map((leave) => calendarDate(leave.day))
    .filter((later) => later >= day && addMonths(later, -12) < day);
  return affectedDays.some((asOf) => hoursInRollingYear(withDay, asOf) > entitlementHours);
}

const fmlaText = defineMessages({
  weeksUsed: {
    id: 'claims.fmla.weeksUsed',
    defaultMessage: '{used} of {entitlement} weeks used',
    description: "A leave's balance: '3.5 of 12 weeks used'.",
  },
});

/**
 * '3.5 of 12 weeks used'. Weeks to the nearest tenth, trailing '.0' dropped, with two limits
 * that keep the sentence honest: any leave used shows at least 0.1 (never '0' once time is
 * reported), and leave short of the entitlement shows at most 11.9 (never '12 of 12' while
 * some hours remain). A tenth of a week is half a day of a five-day week.
 */
export function weeksUsedText(balance: LeaveBalance, say: Say = sayEnglish): string {
  const { usedWeeks, entitlementWeeks } = balance;
  let tenths = Math.round(usedWeeks * 10);
  if (usedWeeks > 0 && tenths === 0) tenths = 1;
  if (usedWeeks < entitlementWeeks && tenths >= entitlementWeeks * 10) {
    tenths = entitlementWeeks * 10 - 1;
  }
  return say(fmlaText.weeksUsed, { used: tenths / 10, entitlement: entitlementWeeks });
}
