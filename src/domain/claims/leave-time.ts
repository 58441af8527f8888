// 'Report time taken' on an intermittent leave (docs/product/claims.md): the date and hours of
// one absence, checked the same way in the browser and on the server.

import { isoDateOfTyped } from '#domain/shared/absence-dates';
import { defineMessages, type MessageDescriptor } from '#domain/shared/define-messages';

export const leaveTimeText = defineMessages({
  date: {
    id: 'claims.leaveTime.date',
    defaultMessage: 'Please enter a date as MM/DD/YYYY from the first day of absence up to today.',
  },
  hours: {
    id: 'claims.leaveTime.hours',
    defaultMessage: 'Please enter the hours taken, from 0.25 to 24 in quarter hours.',
  },
  alreadyReported: {
    id: 'claims.leaveTime.alreadyReported',
    defaultMessage: 'Time taken on this day is already reported.',
  },
  overBalance: {
    id: 'claims.leaveTime.overBalance',
    defaultMessage: 'This time would go past your 12 weeks of family medical leave.',
  },
  notIntermittent: {
    id: 'claims.leaveTime.notIntermittent',
    defaultMessage: 'Time can be reported only on an open intermittent leave.',
  },
});

/** Hours of one day: a quarter hour at least, a whole day at most, in quarter hours. */
export function isLeaveHours(hours: number): boolean {
  return Number.isFinite(hours) && hours >= 0.25 && hours <= 24 && Number.isInteger(hours * 4);
}

/**
 * The errors of a report, by field: the day must be a real date from the leave's first day
 * up to today (time is reported once taken), the hours a quarter-hour count of one day.
 */
export function leaveTimeErrors(
  report: { date: string; hours: number },
  leave: { firstDayOfAbsence: string },
  today: string,
): { field: 'date' | 'hours'; message: MessageDescriptor } | null {
  const day = isoDateOfTyped(report.date);
  if (!day || day < leave.firstDayOfAbsence || day > today) {
    return { field: 'date', message: leaveTimeText.date };
  }
  if (!isLeaveHours(report.hours)) return { field: 'hours', message: leaveTimeText.hours };
  return null;
}
