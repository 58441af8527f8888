// A month (YYYY-MM) as people read it, in both languages: 'November 2026', or 'Nov' on a chart's
// axis. The reports' charts and tables and the invoices' adjustments write months so; the names
// are messages of the benefits area, which every page that writes a month has loaded.

import { type Say, sayEnglish } from './claim-terms.ts';
import { defineMessages } from './define-messages.ts';

const monthNameText = defineMessages({
  january: { id: 'benefits.month.january', defaultMessage: 'January' },
  february: { id: 'benefits.month.february', defaultMessage: 'February' },
  march: { id: 'benefits.month.march', defaultMessage: 'March' },
  april: { id: 'benefits.month.april', defaultMessage: 'April' },
  may: { id: 'benefits.month.may', defaultMessage: 'May' },
  june: { id: 'benefits.month.june', defaultMessage: 'June' },
  july: { id: 'benefits.month.july', defaultMessage: 'July' },
  august: { id: 'benefits.month.august', defaultMessage: 'August' },
  september: { id: 'benefits.month.september', defaultMessage: 'September' },
  october: { id: 'benefits.month.october', defaultMessage: 'October' },
  november: { id: 'benefits.month.november', defaultMessage: 'November' },
  december: { id: 'benefits.month.december', defaultMessage: 'December' },
});
/** The months' names in calendar order. */
const monthNames = Object.values(monthNameText);

const monthYearText = defineMessages({
  monthYear: {
    id: 'benefits.monthYear',
    defaultMessage: '{month} {year}',
    description: "A month: 'November 2026'. {month} is the month's name.",
  },
}).monthYear;

/**
 * A month (YYYY-MM) as people read it, said by `say` (English unless given): 'November 2026',
 * or for a chart's axis the first three letters of its name, 'Nov' (in Spanish too: 'nov').
 */
export function monthLabel(
  month: string,
  length: 'long' | 'short' = 'long',
  say: Say = sayEnglish,
): string {
  const [year = '', number] = month.split('-');
  const name = monthNames[Number(number) - 1];
  if (!name) return month;
  return length === 'long' ? say(monthYearText, { month: say(name), year }) : say(name).slice(0, 3);
}
