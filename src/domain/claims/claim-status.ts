// The status of a claim or leave (DESIGN.md section 11.1) and the events that change it: the
// claims system's reviews, requests and decisions arrive as signed events, and the employee
// may withdraw. claims.mermaid draws this table; change both together.

import type { ClaimStatus } from '#domain/shared/claim-terms';

export const claimStatusEvents = [
  'start-review',
  'request-information',
  'information-received',
  'approve',
  'deny',
  'close',
  'withdraw',
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
  },
  deny: {
    submitted: 'denied',
    'in-review': 'denied',
    'information-needed': 'denied',
  },
  // Closed: an approved claim that ended, a denial that stands, or a request for information
  // nobody answered. A claim not yet decided is not closed; it is approved, denied or withdrawn.
  close: {
    'information-needed': 'closed',
    approved: 'closed',
    denied: 'closed',
  },
  // Only before a decision or a request, while nothing asks anything of the employee
  // (DESIGN.md 11.1: 'Withdraw this request' while 'Submitted' or 'In review').
  withdraw: { submitted: 'withdrawn', 'in-review': 'withdrawn' },
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
export const claimStatusEventTexts: Record<ClaimStatusEvent, string> = {
  'start-review': 'We started reviewing your request',
  'request-information': 'We asked for more information',
  'information-received': 'We received the information we asked for',
  approve: 'Approved',
  deny: 'Denied',
  close: 'Closed',
  withdraw: 'You withdrew this request',
};

/** The timeline's first entry, when the request is filed. */
export const claimSubmittedText = 'We received your request';

/** The employee's button (DESIGN.md 11.1). */
export const withdrawButtonText = 'Withdraw this request';
