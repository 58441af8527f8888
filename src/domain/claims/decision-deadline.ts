// By when a decision on a claim is due (docs/product/claims.md, "Deadlines"), as the regulations
// count it: a disability claim within 45 calendar days of receipt, extendable by 30 days twice,
// each time with a notice that says why (29 CFR 2560.503-1(f)(3)); a leave request's eligibility
// notice within 5 business days (29 CFR 825.300(b)(1)). Calendar days for ERISA, business days
// (Monday to Friday) for the FMLA notice.

import type { ClaimKind, ClaimStatus } from '#domain/shared/claim-terms';
import { addDays, dayOfWeek } from '#domain/shared/calendar-date';
import { calendarDayIn } from '#domain/shared/clock';
import { appealDecisionDueOn } from './appeal.ts';
import { defineMessages } from '#domain/shared/define-messages';

/** 2560.503-1(f)(3): a disability claim is decided within 45 days of receipt. */
export const disabilityDecisionDays = 45;
/** Each extension, for matters beyond the plan's control, with a notice before the period ends. */
export const decisionExtensionDays = 30;
export const maxDecisionExtensions = 2;
/** 825.300(b)(1): the eligibility notice within five business days of the request. */
export const leaveNoticeBusinessDays = 5;
/** What an extension's notice may say of the reason, in characters. */
export const extensionReasonMaxLength = 500;

/** `count` business days after `day`: Saturdays and Sundays are skipped. */
export function addBusinessDays(day: string, count: number): string {
  let current = day;
  for (let left = count; left > 0;) {
    current = addDays(current, 1);
    const weekday = dayOfWeek(current);
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return current;
}

/** A claim waits for a decision while it is submitted, in review or needs information. */
export const awaitingDecision = [
  'submitted',
  'in-review',
  'information-needed',
] as const satisfies readonly ClaimStatus[];

export function awaitsDecision(status: ClaimStatus): boolean {
  return (awaitingDecision as readonly ClaimStatus[]).includes(status);
}

export interface DecisionClock {
  kind: ClaimKind;
  /** YYYY-MM-DD: the portal's day the claim was received. */
  receivedOn: string;
  /** How many times the decision was extended (disability only). */
  extensions: number;
}

/** The day the decision is due (YYYY-MM-DD). */
export function decisionDueOn({ kind, receivedOn, extensions }: DecisionClock): string {
  if (kind === 'leave') return addBusinessDays(receivedOn, leaveNoticeBusinessDays);
  return addDays(receivedOn, disabilityDecisionDays + decisionExtensionDays * extensions);
}

/** A claim as it is kept: received at `createdAt`, the day of it in the portal's zone. */
export interface KeptClaim {
  kind: string;
  status: string;
  createdAt: Date;
  decisionExtensions: number;
  /** When its denial was appealed, if it was: the appeal's decision is due from that day. */
  appealReceivedAt: Date | null;
}

export function decisionClockOf(
  claim: KeptClaim,
  timeZone: string,
): DecisionClock & { status: ClaimStatus } {
  return {
    kind: claim.kind as ClaimKind,
    status: claim.status as ClaimStatus,
    receivedOn: calendarDayIn(claim.createdAt, timeZone),
    extensions: claim.decisionExtensions,
  };
}

/**
 * The day the decision is due while the claim awaits one, or its appeal does (appeal.ts); null
 * once it is decided or ended.
 */
export function claimDecisionDueOn(claim: KeptClaim, timeZone: string): string | null {
  if (claim.status === 'appeal-in-review' && claim.appealReceivedAt) {
    return appealDecisionDueOn(calendarDayIn(claim.appealReceivedAt, timeZone));
  }
  return awaitsDecision(claim.status as ClaimStatus)
    ? decisionDueOn(decisionClockOf(claim, timeZone))
    : null;
}

export type ExtensionRefusal = 'not-disability' | 'appeal' | 'decided' | 'no-more-extensions';

/** Why the decision on a claim cannot be extended, or null when it can. */
export function extensionRefusal(
  claim: DecisionClock & { status: ClaimStatus },
): ExtensionRefusal | null {
  if (claim.kind !== 'disability') return 'not-disability';
  if (claim.status === 'appeal-in-review') return 'appeal';
  if (!awaitsDecision(claim.status)) return 'decided';
  return claim.extensions >= maxDecisionExtensions ? 'no-more-extensions' : null;
}

/** Overdue: the due day has passed on the portal's today. */
export function isOverdue(dueOn: string, today: string): boolean {
  return dueOn < today;
}

export const decisionText = defineMessages({
  dueBy: {
    id: 'claims.decision.dueBy',
    defaultMessage: 'Decision due by {date}',
    description: '{date} is MM/DD/YYYY.',
  },
  extended: {
    id: 'claims.decision.extended',
    defaultMessage: 'We need more time to decide: {reason}',
    description: "{reason} is the claims examiner's own words.",
  },
});
