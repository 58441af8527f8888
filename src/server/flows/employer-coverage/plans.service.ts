// 'Plans and rates' (docs/product/coverage.md#plans-and-rates): the employer's client's plans with
// this month's covered employees, volume and premium, from the member record of every member of
// the client (src/domain/coverage/plan-figures.ts). Counts and sums, never a member.

import type { Clock } from '#domain/shared/clock';
import { planFigures } from '#domain/coverage/plan-figures';
import type { PlansAnswer } from '#domain/employer-coverage/plans-answers';
import type { Database } from '#server/db/client';
import { clientMemberRecords, clientPlans } from '#server/db/coverage-repository';
import type { Employer } from '#server/db/employers-repository';
import { todayOn } from '#domain/shared/clock';

export interface EmployerCoverageDeps {
  db: Database;
  clock: Clock;
}

export async function plansAndRates(
  deps: EmployerCoverageDeps,
  employer: Employer,
): Promise<PlansAnswer> {
  const month = `${todayOn(deps.clock).slice(0, 7)}-01`;
  const [plans, records] = await Promise.all([
    clientPlans(deps.db, employer.clientId),
    clientMemberRecords(deps.db, employer.clientId),
  ]);
  return { month, plans: planFigures(plans, records.values(), month) };
}
