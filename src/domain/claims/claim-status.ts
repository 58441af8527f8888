// The status of a claim or leave (docs/product/claims.md) and the events that change it: the
// claims system's reviews, requests and decisions arrive as signed events, and the employee
// may withdraw. claims.mermaid draws this table; change both together.

import { type ClaimStatus, englishOf } from '#domain/shared/claim-terms';
import { defineMessages } from '#domain/shared/define-messages';

export const claimStatusEvents = [
  'start-review',
  'request-information',
  'information-received',
  'approve',
  'deny',
  'close',
  'withdraw',
  'appeal',
] as const;
export type ClaimStatusEvent = (typeof claimStatusEvents)[number];

/** For each event, the statuses that allow it and the status each one becomes. */
const transitions: Record<ClaimStatusEvent, Partial<Record<ClaimStatus, ClaimStatus>>> = {
  'start-review': { submitted: 'in-review' },
  // Also on an approved claim (a return-to-work note, a recertification), and again while
  // information is needed: a second document asked for keeps the status as it is.
  'request-information': {
    submitted: 'information-needed',
    'in-review': 'information-needed',
    'information-needed': 'information-needed',
    approved: 'information-needed',
  },
  'information-received': { 'information-needed': 'in-review' },
  approve: {
    submitted: 'approved',
    'in-review': 'approved',
    'information-needed': 'approved',
    'appeal-in-review': 'approved',
  },
  // An appeal denied is denied again, for good: a claim is appealed once (appeal.ts).
  deny: {
    submitted: 'denied',
    'in-review': 'denied',
    'information-needed': 'denied',
    'appeal-in-review': 'denied',
  },
  // Closed: an approved claim that ended, a denial that stands, or a request for information
  // nobody answered. A claim not yet decided is not closed; it is approved, denied or withdrawn.
  close: {
    'information-needed': 'closed',
    approved: 'closed',
    denied: 'closed',
  },
  // Only before a decision or a request, while nothing asks anything of the employee
  // (docs/product/claims.md: 'Withdraw this request' while 'Submitted' or 'In review').
  withdraw: { submitted: 'withdrawn', 'in-review': 'withdrawn' },
  // The employee's 'Appeal this decision', within its 180 days (appeal.ts).
  appeal: { denied: 'appeal-in-review' },
};

/** The status an event leads to, or null when the status does not allow it. */
export function nextStatus(status: ClaimStatus, event: ClaimStatusEvent): ClaimStatus | null {
  return transitions[event][status] ?? null;
}

export function canWithdraw(status: ClaimStatus): boolean {
  return nextStatus(status, 'withdraw') !== null;
}

/**
 * The timeline's sentence for each event. They also go into e-mail notices, so they name the
 * change and never a medical detail: no condition, provider or document content.
 */
export const claimStatusEventText = defineMessages({
  'start-review': {
    id: 'claims.event.startReview',
    defaultMessage: 'We started reviewing your request',
    description: "An entry of a claim's status history.",
  },
  'request-information': {
    id: 'claims.event.requestInformation',
    defaultMessage: 'We asked for more information',
  },
  'information-received': {
    id: 'claims.event.informationReceived',
    defaultMessage: 'We received the information we asked for',
  },
  approve: {
    id: 'claims.event.approve',
    defaultMessage: 'Approved',
    description: "An entry of a claim's status history: the claim was approved.",
  },
  deny: {
    id: 'claims.event.deny',
    defaultMessage: 'Denied',
    description: "An entry of a claim's status history: the claim was denied.",
  },
  close: {
    id: 'claims.event.close',
    defaultMessage: 'Closed',
    description: "An entry of a claim's status history: the claim was closed.",
  },
  withdraw: { id: 'claims.event.withdraw', defaultMessage: 'You withdrew this request' },
  appeal: { id: 'claims.event.appeal', defaultMessage: 'You appealed the decision' },
});

/** Their English, as the timeline keeps it and the e-mail notices say it. */
export const claimStatusEventTexts: Record<ClaimStatusEvent, string> =
  englishOf(claimStatusEventText);

export const claimSubmittedMessage = defineMessages({
  submitted: {
    id: 'claims.event.submitted',
    defaultMessage: 'We received your request',
    description: "The first entry of a claim's status history, when it is filed.",
  },
}).submitted;

/** The timeline's first entry, when the request is filed, in English as the timeline keeps it. */
export const claimSubmittedText = claimSubmittedMessage.defaultMessage;
