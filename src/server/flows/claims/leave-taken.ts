// The FMLA leave an employee has taken, as the balance and the 12-week limit count it
// (src/domain/claims/fmla.ts): the hours reported on intermittent leave, and the scheduled
// days of continuous and reduced-schedule leave up to today, in the employee's own workweek.

import { addDays } from '#domain/shared/calendar-date';
import type { EmploymentRow } from '#domain/coverage/member-coverage';
import { continuousLeaveTaken, type LeaveTaken, workweekHours } from '#domain/claims/fmla';
import type { Database } from '#server/db/client';
import { type ClaimRow, listLeaveTaken } from '#server/db/claims-repository';

type LeaveClaim = Pick<
  ClaimRow,
  'schedule' | 'firstDayOfAbsence' | 'expectedReturn' | 'hoursPerWeek' | 'scheduledHoursPerWeek'
>;

/**
 * The leave taken on one claim: the days reported, or the schedule's days up to today. A day
 * of continuous leave is a fifth of the claim's workweek (its statement's hours, else the member
 * record's), or of `workweek`, the one the balance is counted in, when the claim says none.
 */
function leaveTakenOf(
  claim: LeaveClaim,
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

/** Every leave of the member that counts against the balance, as of today. */
export async function memberLeaveTaken(
  db: Database,
  memberId: string,
  employment: readonly EmploymentRow[],
  workweek: number,
  today: string,
): Promise<LeaveTaken[]> {
  const leaves = await listLeaveTaken(db, memberId);
  return leaves.flatMap(({ claim, reported }) =>
    leaveTakenOf(claim, reported, today, employment, workweek),
  );
}
