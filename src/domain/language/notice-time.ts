// When something happened, as an e-mail says it: to the minute, in the portal's own time zone
// (UTC), in the recipient's language. English spells the month out, as the notices always have;
// Spanish keeps the date as MM/DD/YYYY, as every date of the portal reads in both languages.

import type { Language } from './language.ts';

const pad = (value: number) => String(value).padStart(2, '0');

/** '5:42' and whether it is after noon, on a 12-hour clock. */
function clockOf(at: Date): { time: string; afternoon: boolean } {
  const hours = at.getUTCHours();
  return { time: `${hours % 12 || 12}:${pad(at.getUTCMinutes())}`, afternoon: hours >= 12 };
}

/**
 * 'November 26, 2026 at 5:42 PM (UTC)' in English, '11/26/2026 a las 5:42 p. m. (UTC)' in
 * Spanish.
 */
export function noticeTime(at: Date, language: Language): string {
  const { time, afternoon } = clockOf(at);
  if (language === 'es') {
    const day = `${pad(at.getUTCMonth() + 1)}/${pad(at.getUTCDate())}/${at.getUTCFullYear()}`;
    return `${day} a las ${time} ${afternoon ? 'p. m.' : 'a. m.'} (UTC)`;
  }
  const day = at.toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });
  return `${day} at ${time} ${afternoon ? 'PM' : 'AM'} (UTC)`;
}
