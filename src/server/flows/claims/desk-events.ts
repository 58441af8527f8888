// The claims desk (docs/product/claims.md#the-claims-system): a person acting as the claims
// system's examiner, on the development page /auth/dev/claims-desk or through the operators' CLI.
// Each action on a claim becomes the event the claims system would send, built here once for both,
// so that it goes through the same checks and the same code as the claims system's own events.

import { randomUUID } from 'node:crypto';
import { addDays } from '#domain/shared/calendar-date';
import type { IncomingClaimsEvent } from '#domain/claims/claims-events';
import {
  type DisabilityPolicy,
  demoDisabilityPolicy,
  weeklyBenefitCents,
} from '#domain/coverage/plan-formulas';
import { benefitWeeklyEarningsCents } from '#domain/claims/disability-benefit';
import { findClaimForEvent, lastPaymentPeriodEnd } from '#server/db/claims-system-repository';
import type { Database } from '#server/db/client';

/** What an examiner can do at the desk, by the code the page and the CLI send. */
export const deskActionLabels = {
  approve: 'Approve',
  deny: 'Deny',
  'ask-document': 'Ask for a document',
  'ask-return-to-work': 'Ask for a return-to-work note',
  extend: 'Extend the decision',
  pay: 'Issue a payment',
} as const;
export type DeskAction = keyof typeof deskActionLabels;
export const deskActions = Object.keys(deskActionLabels) as [DeskAction, ...DeskAction[]];

/**
 * The weekly earnings the desk pays on when neither the employer's statement nor the member
 * record knows any (a census imported without earnings): the claims system would not pay then.
 * The desk pays anyway, as if they were $1,000 a week, so that payments can be tried on any claim.
 */
export const defaultWeeklyEarningsCents = 100_000;

/** Social Security (6.2%) and Medicare (1.45%) withheld from a benefit, in basis points. */
const ficaBasisPoints = 765;

/** 7.65% of the gross, rounded to the cent (half a cent up). */
export function ficaDeductionsCents(grossCents: number): number {
  return Math.round((grossCents * ficaBasisPoints) / 10_000);
}

/** The reason the desk gives for more time: the usual one, records not yet received. */
export const deskExtensionReason = 'We are waiting for records from your provider.';

/** What the desk knows of a claim for a payment. */
export interface DeskClaim {
  policy: DisabilityPolicy;
  weeklyEarningsCents: number | null;
  firstDayOfAbsence: string;
  /** The end of the last period paid (any payment status), if any. */
  lastPeriodEnd: string | undefined;
}

export interface DeskContext {
  /** YYYY-MM-DD, the portal's today. */
  today: string;
  /** A fresh id: event ids and payment ids are never reused. */
  newId(): string;
}

/**
 * The event of an action on a claim. A payment covers the next full week: the day after the
 * last period paid, or else the first day after the elimination period (the first day of
 * absence is its day 1), at the policy's weekly benefit; it is sent today. A last partial
 * week, the return to work and the policy's maximum weeks are the claims system's to mind:
 * the desk pays whatever week comes next.
 */
export function deskEvent(
  action: DeskAction,
  claimNumber: string,
  claim: DeskClaim,
  { today, newId }: DeskContext,
): IncomingClaimsEvent {
  const id = newId();
  switch (action) {
    case 'approve':
    case 'deny':
      return { id, type: 'claim.status', claimNumber, event: action };
    case 'ask-document':
      return {
        id,
        type: 'claim.document-requested',
        claimNumber,
        documentType: 'medical-certification',
        requestedOn: today,
      };
    case 'ask-return-to-work':
      // No due date: the portal gives it the 30 days of any document but a certification.
      return {
        id,
        type: 'claim.document-requested',
        claimNumber,
        documentType: 'return-to-work',
        requestedOn: today,
      };
    case 'extend':
      return { id, type: 'claim.decision-extended', claimNumber, reason: deskExtensionReason };
    case 'pay': {
      const periodStart = claim.lastPeriodEnd
        ? addDays(claim.lastPeriodEnd, 1)
        : addDays(claim.firstDayOfAbsence, claim.policy.eliminationDays);
      const grossCents = weeklyBenefitCents(
        claim.policy,
        claim.weeklyEarningsCents ?? defaultWeeklyEarningsCents,
      );
      return {
        id,
        type: 'claim.payment',
        claimNumber,
        paymentId: newId(),
        periodStart,
        periodEnd: addDays(periodStart, 6),
        grossCents,
        deductionsCents: ficaDeductionsCents(grossCents),
        payDate: today,
        status: 'sent',
      };
    }
  }
}

/**
 * The event of an action on a claim as the portal's database knows it. A claim the portal
 * does not have still gets its event (a payment on the demo policy from today), so that the
 * portal's own refusal, 404, is what the examiner sees.
 */
export async function loadDeskEvent(
  db: Database,
  action: DeskAction,
  claimNumber: string,
  today: string,
): Promise<IncomingClaimsEvent> {
  const found = await findClaimForEvent(db, claimNumber);
  const claim: DeskClaim = found
    ? {
        // A client without a short-term disability plan: the demo's, for the same reason.
        policy: found.policy ?? demoDisabilityPolicy,
        weeklyEarningsCents: benefitWeeklyEarningsCents(
          found.weeklyEarningsCents,
          found.employment,
          found.firstDayOfAbsence,
        ),
        firstDayOfAbsence: found.firstDayOfAbsence,
        lastPeriodEnd: action === 'pay' ? await lastPaymentPeriodEnd(db, found.id) : undefined,
      }
    : {
        policy: demoDisabilityPolicy,
        weeklyEarningsCents: null,
        firstDayOfAbsence: addDays(today, -demoDisabilityPolicy.eliminationDays),
        lastPeriodEnd: undefined,
      };
  return deskEvent(action, claimNumber, claim, { today, newId: randomUUID });
}
