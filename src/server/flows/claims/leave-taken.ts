// The FMLA leave an employee has taken, as the balance and the 12-week limit count it: every
// leave claim of the member that counts, each as src/domain/claims/fmla.ts (claimLeaveTaken)
// says, in the employee's own workweek.

import type { EmploymentRow } from '#domain/coverage/member-coverage';
import { claimLeaveTaken, type LeaveTaken } from '#domain/claims/fmla';
import type { Database } from '#server/db/client';
import { listLeaveTaken } from '#server/db/claims-repository';

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
    claimLeaveTaken(claim, reported, today, employment, workweek),
  );
}
