// Today in the browser is the portal's calendar day, in the zone the server renders into the
// page (src/domain/shared/clock.ts), so a form judges a date as the server will: at 8 p.m. in
// Chicago a person in Chicago, or anywhere else, is still on the insurer's today.

import { calendarDayIn } from '#domain/shared/clock';
import { portalConfig } from './portal-config.ts';

/** Today (YYYY-MM-DD) on the portal's calendar. */
export function portalToday(): string {
  return calendarDayIn(new Date(), portalConfig.timeZone);
}
