// Calendar dates of claims and leave, as YYYY-MM-DD strings (docs/architecture.md: dates of
// absence have no time zone). The arithmetic runs on UTC midnights, where every day is 24
// hours long, so no server's or browser's local zone can shift a date. A string that is not a
// real date is a caller's bug, not a person's typing (the wizard checks what people type), so
// it throws instead of answering a value.

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const dayMs = 86_400_000;

function utcMidnight(day: string): number {
  const match = isoDatePattern.exec(day);
  if (match) {
    const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const time = Date.UTC(year, month - 1, date);
    const parsed = new Date(time);
    // Date.UTC rolls 02/30 over to 03/02 (and years below 100 into the 1900s): compare back.
    const real =
      parsed.getUTCFullYear() === year &&
      parsed.getUTCMonth() === month - 1 &&
      parsed.getUTCDate() === date;
    if (real) return time;
  }
  throw new RangeError(`Not a calendar date (YYYY-MM-DD): '${day}'`);
}

function dayOf(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

export function isCalendarDate(value: string): boolean {
  try {
    utcMidnight(value);
    return true;
  } catch {
    return false;
  }
}

/**
 * The date itself, once checked: YYYY-MM-DD strings that are real dates compare as strings in
 * calendar order, which is what the rules below rely on.
 */
export function calendarDate(day: string): string {
  utcMidnight(day);
  return day;
}

export function addDays(day: string, days: number): string {
  return dayOf(utcMidnight(day) + days * dayMs);
}

/**
 * The same day `months` calendar months later (or earlier when negative). A day the target
 * month lacks becomes its last day: 12 months after February 29 is February 28, and a month
 * after January 31 is the end of February, never a day of March.
 */
export function addMonths(day: string, months: number): string {
  const date = new Date(utcMidnight(day));
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + months;
  const lastOfMonth = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return dayOf(Date.UTC(year, month, Math.min(date.getUTCDate(), lastOfMonth)));
}

/** Days from one date to another: 0 for the same day, negative when `to` comes first. */
export function calendarDaysBetween(from: string, to: string): number {
  return Math.round((utcMidnight(to) - utcMidnight(from)) / dayMs);
}

/** 0 for Sunday to 6 for Saturday. */
export function dayOfWeek(day: string): number {
  return new Date(utcMidnight(day)).getUTCDay();
}
