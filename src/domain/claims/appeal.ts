// 'Appeal this decision' (docs/product/claims.md, "Appeals"): a denied disability claim may be
// appealed for 180 days after the denial (29 CFR 2560.503-1(h)(3)(i)), once; the appeal is
// decided within 45 days of its receipt (2560.503-1(i)(1)(i), (i)(3)(i)). The person says why
// they disagree, may send documents, and confirms what they say, as the wizard asks.

import * as z from 'zod/mini';
import { addDays } from '#domain/shared/calendar-date';
import type { ClaimKind, ClaimStatus } from '#domain/shared/claim-terms';
import { defineMessages, type MessageDescriptor } from '#domain/shared/define-messages';
import { requestText } from '#domain/shared/request-text';
import { claimFieldText } from './claim-wizard.ts';
import { calendarDayIn } from '#domain/shared/clock';

/** Days after the denial in which an appeal is taken; the last of them is the last day. */
export const appealWindowDays = 180;
/** Days after its receipt in which the appeal is decided. */
export const appealDecisionDays = 45;
export const appealReasonMaxLength = 4000;

export interface AppealFacts {
  kind: ClaimKind;
  status: ClaimStatus;
  /** YYYY-MM-DD: the portal's day the claim was denied; null when it never was. */
  deniedOn: string | null;
  /** Whether the claim was appealed before: a claim is appealed once. */
  appealed: boolean;
}

/** The portal's day of a claim's last denial, from its status history; null if never denied. */
export function deniedOnOf(
  history: readonly { at: Date; status: string | null }[],
  timeZone: string,
): string | null {
  const denials = history.filter((entry) => entry.status === 'denied');
  const last = denials[denials.length - 1];
  return last ? calendarDayIn(last.at, timeZone) : null;
}

/** The last day an appeal is taken: 180 days after the denial. */
export function lastDayToAppeal(deniedOn: string): string {
  return addDays(deniedOn, appealWindowDays);
}

/**
 * Whether a claim offers 'Appeal this decision' on `today`: a denied disability claim not
 * appealed before, with the day its window closes; null when no appeal applies at all.
 */
export function appealStanding(
  facts: AppealFacts,
  today: string,
): { open: boolean; lastDay: string } | null {
  if (facts.kind !== 'disability' || facts.status !== 'denied' || facts.appealed) return null;
  if (facts.deniedOn === null) return null;
  const lastDay = lastDayToAppeal(facts.deniedOn);
  return { open: today <= lastDay, lastDay };
}

/** The day an appeal received on `receivedOn` is to be decided by. */
export function appealDecisionDueOn(receivedOn: string): string {
  return addDays(receivedOn, appealDecisionDays);
}

export const appealText = defineMessages({
  start: {
    id: 'claims.appeal.start',
    defaultMessage: 'Appeal this decision',
    description: 'Heading and button of the appeal of a denied claim.',
  },
  openUntil: {
    id: 'claims.appeal.openUntil',
    defaultMessage: 'You can appeal this decision until {date}.',
    description: '{date} is MM/DD/YYYY.',
  },
  closed: {
    id: 'claims.appeal.closed',
    defaultMessage:
      'The 180 days to appeal this decision ended on {date}, so it can no longer be appealed.',
    description: '{date} is MM/DD/YYYY.',
  },
  reason: { id: 'claims.appeal.reason', defaultMessage: 'Why do you disagree?' },
  reasonHint: {
    id: 'claims.appeal.reasonHint',
    defaultMessage: 'At most 4,000 characters. {left} left.',
    description: '{left}: how many characters can still be typed.',
  },
  documents: {
    id: 'claims.appeal.documents',
    defaultMessage: 'Send documents for your appeal',
    description: 'A link to the upload page for this claim.',
  },
  submit: { id: 'claims.appeal.submit', defaultMessage: 'Submit appeal' },
  received: { id: 'claims.appeal.received', defaultMessage: 'We received your appeal.' },
  receipt: {
    id: 'claims.appeal.receipt',
    defaultMessage: 'We received your appeal. A decision is due by {date}.',
    description: "The e-mail receipt's news. {date} is MM/DD/YYYY.",
  },
  reasonMissing: {
    id: 'claims.appeal.reasonMissing',
    defaultMessage: 'Please tell us why you disagree.',
  },
  reasonTooLong: {
    id: 'claims.appeal.reasonTooLong',
    defaultMessage: 'Please use at most 4,000 characters.',
  },
  notOpen: {
    id: 'claims.appeal.notOpen',
    defaultMessage: 'This decision cannot be appealed.',
    description: 'The refusal when a claim is not denied, already appealed, or past its 180 days.',
  },
});

export const appealRequestSchema = z.object({
  // Twice the limit: a reason a little too long is refused at its field, in words
  // (appealProblem), not as a malformed request.
  reason: requestText(appealReasonMaxLength * 2, { paragraphs: true }),
  attested: z.boolean(),
});
export type AppealRequest = z.infer<typeof appealRequestSchema>;

export type AppealField = 'reason' | 'attested';

/** The first bad field of an appeal, with its message; null when it is good. */
export function appealProblem(
  request: AppealRequest,
): { field: AppealField; message: MessageDescriptor } | null {
  const reason = request.reason.trim();
  if (reason === '') return { field: 'reason', message: appealText.reasonMissing };
  if (reason.length > appealReasonMaxLength) {
    return { field: 'reason', message: appealText.reasonTooLong };
  }
  if (!request.attested) return { field: 'attested', message: claimFieldText.attestation };
  return null;
}
