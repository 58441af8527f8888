// What a leave's page says of FMLA (docs/product/claims.md): its eligibility with the facts it was
// decided on and the employee's answer on earlier service (src/domain/claims/fmla-facts.ts), and
// what the rule of the employer's agreement to bonding leave in pieces reads of a claim row
// (src/domain/claims/bonding-schedule.ts).

import {
  fmlaEligibility,
  fmlaEligibilityText,
  type LeavePeriod,
} from '#domain/claims/fmla-eligibility';
import {
  employeeEarlierServiceOf,
  fmlaEmploymentOf,
  fmlaFacts,
  type KeptFmlaFacts,
} from '#domain/claims/fmla-facts';
import {
  type AbsenceReason,
  type ClaimKind,
  type ClaimStatus,
  type LeaveSchedule,
  type Say,
} from '#domain/shared/claim-terms';

/** What the rule of 825.120(b) reads of a claim row (src/domain/claims/bonding-schedule.ts). */
export function scheduledLeaveOf(claim: {
  kind: string;
  reason: string | null;
  schedule: string;
  status: string;
  employerAgreesToSchedule: boolean | null;
}) {
  return {
    kind: claim.kind as ClaimKind,
    reason: claim.reason as AbsenceReason | null,
    schedule: claim.schedule as LeaveSchedule,
    status: claim.status as ClaimStatus,
    agreed: claim.employerAgreesToSchedule,
  };
}

/**
 * A leave's FMLA eligibility, the facts it was decided on and the employee's answer on earlier
 * service; nothing of it for a disability claim.
 */
export function leaveEligibility(
  claim: KeptFmlaFacts & LeavePeriod & { kind: string },
  sayIt: Say,
) {
  if (claim.kind !== 'leave')
    return { fmlaEligibility: null, fmlaFacts: null, earlierService: null };
  const employment = fmlaEmploymentOf(claim);
  const eligibility = fmlaEligibility(employment, claim);
  return {
    fmlaEligibility: fmlaEligibilityText(eligibility, sayIt),
    fmlaFacts: fmlaFacts(employment, claim, sayIt, eligibility),
    earlierService: employeeEarlierServiceOf(claim),
  };
}
