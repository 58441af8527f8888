// The one source of "now", and of "today" (docs/decisions/0033-money-and-calendar-dates.md).
// Every date rule (date ranges, due dates, 'Past due', balances, reports) reads today as the
// insurer's calendar day in one time zone, PORTAL_TIME_ZONE, never the server's UTC day: at
// 8 p.m. in Chicago it is 2 a.m. tomorrow in UTC, and still today for the person and the
// call centre. The server injects its clock so tests can move time; the browser reads the
// zone from the page (src/web/lib/portal-day.ts).

export interface Clock {
  now(): Date;
  /** The IANA time zone whose calendar day is 'today'. */
  readonly timeZone: string;
}

/** The call centre's zone: what an installation that configures none counts days in. */
export const defaultPortalTimeZone = 'America/Chicago';

export function systemClock(timeZone = defaultPortalTimeZone): Clock {
  return { now: () => new Date(), timeZone };
}

export function addMinutes(date: Date, minutes: number): Date {
  return new Date(date.getTime() + minutes * 60_000);
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    // en-CA writes a date as YYYY-MM-DD; the parts are read by type all the same.
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  return format;
}

/** Whether `name` is a time zone this runtime knows (an IANA name such as America/Chicago). */
export function isTimeZone(name: string): boolean {
  try {
    dayFormat(name);
    return true;
  } catch {
    return false;
  }
}

/** The calendar day (YYYY-MM-DD) an instant falls on in `timeZone`. */
export function calendarDayIn(time: Date, timeZone: string): string {
  const parts = dayFormat(timeZone).formatToParts(time);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((each) => each.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** Today (YYYY-MM-DD) on the clock's calendar. */
export function todayOn(clock: Clock): string {
  return calendarDayIn(clock.now(), clock.timeZone);
}
