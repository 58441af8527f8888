// What a leave's page says of FMLA (docs/product/claims.md): its eligibility with the facts it was
// decided on and the employee's answer on earlier service (src/domain/claims/fmla-facts.ts).

import { fmlaEligibilityText, type LeavePeriod } from '#domain/claims/fmla-eligibility';
import {
  decidedFmla,
  employeeEarlierServiceOf,
  type KeptFmlaFacts,
} from '#domain/claims/fmla-facts';
import type { Say } from '#domain/shared/claim-terms';

/**
 * A leave's FMLA eligibility, the facts it was decided on and the employee's answer on earlier
 * service; nothing of it for a disability claim.
 */
export function leaveEligibility(
  claim: KeptFmlaFacts & LeavePeriod & { kind: string },
  sayIt: Say,
) {
  if (claim.kind !== 'leave') {
    return { fmlaEligibility: null, fmlaFacts: null, earlierService: null };
  }
  const { eligibility, facts } = decidedFmla(claim, sayIt);
  return {
    fmlaEligibility: fmlaEligibilityText(eligibility, sayIt),
    fmlaFacts: facts,
    earlierService: employeeEarlierServiceOf(claim),
  };
}
