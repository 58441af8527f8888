// The events between the portal and the insurer's claims system (docs/product/claims.md): the
// portal tells it of new claims, withdrawals and documents; it tells the portal of decisions,
// payments and documents it needs. Both directions are signed the same way: HMAC-SHA256 with
// CLAIMS_EVENTS_SECRET over `<timestamp>.<raw body>`, the timestamp in seconds sent beside it
// and accepted within five minutes; each event id is applied once.

import * as z from 'zod/mini';
import { documentTypes } from '#domain/shared/document-types';
import { requestText } from '#domain/shared/request-text';
import { claimStatusEvents } from './claim-status.ts';
import { extensionReasonMaxLength } from './decision-deadline.ts';
import { claimNumberPattern, paymentStatuses } from '#domain/shared/claim-terms';

/** Headers of a signed event. */
export const eventHeaders = {
  timestamp: 'x-claims-timestamp',
  signature: 'x-claims-signature',
} as const;

/** How far a signed timestamp may be from the receiver's clock. */
export const eventToleranceSeconds = 5 * 60;

/** The text a signature covers. */
export function signedText(timestampSeconds: number, rawBody: string): string {
  return `${timestampSeconds}.${rawBody}`;
}

/** Whether a signed timestamp is recent enough (and not from the future) at `now`. */
export function isFreshTimestamp(timestampSeconds: number, now: Date): boolean {
  return (
    Number.isInteger(timestampSeconds) &&
    Math.abs(now.getTime() / 1000 - timestampSeconds) <= eventToleranceSeconds
  );
}

const claimNumber = z.string().check(z.regex(claimNumberPattern));
const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
const cents = z.int().check(z.gte(0), z.lte(100_000_000));
const eventId = requestText(100, { min: 1 });

/** A decision or a step of the review: approve, deny, close, start review... */
export const statusEventSchema = z.object({
  id: eventId,
  type: z.literal('claim.status'),
  claimNumber,
  event: z.enum(claimStatusEvents),
});

/** A benefit payment issued, sent to the bank, or cancelled. */
export const paymentEventSchema = z.object({
  id: eventId,
  type: z.literal('claim.payment'),
  claimNumber,
  paymentId: requestText(100, { min: 1 }),
  periodStart: isoDate,
  periodEnd: isoDate,
  grossCents: cents,
  deductionsCents: cents,
  payDate: isoDate,
  status: z.enum(paymentStatuses),
});

/** A document the claims system needs from the employee. */
export const documentRequestEventSchema = z.object({
  id: eventId,
  type: z.literal('claim.document-requested'),
  claimNumber,
  documentType: z.enum(documentTypes),
  requestedOn: isoDate,
  /** The examiner's due date for a document other than a medical certification; else 30 days. */
  dueOn: z.optional(isoDate),
});

/** More time to decide a disability claim, with the reason its notice gives (decision-deadline.ts). */
export const decisionExtendedEventSchema = z.object({
  id: eventId,
  type: z.literal('claim.decision-extended'),
  claimNumber,
  reason: requestText(extensionReasonMaxLength, { min: 1 }),
});

/** What the claims system posts to POST /auth/integrations/claims/events. */
export const incomingClaimsEventSchema = z.discriminatedUnion('type', [
  statusEventSchema,
  paymentEventSchema,
  documentRequestEventSchema,
  decisionExtendedEventSchema,
]);
export type IncomingClaimsEvent = z.infer<typeof incomingClaimsEventSchema>;

export const claimsEventAnswerSchema = z.object({
  /** True when this event id was applied before: nothing changed now. */
  duplicate: z.boolean(),
});
export type ClaimsEventAnswer = z.infer<typeof claimsEventAnswerSchema>;

/** What the portal sends the claims system, through the outbox. */
export type OutgoingClaimsEvent =
  | { id: string; type: 'claim.submitted'; at: string; claim: Record<string, unknown> }
  | { id: string; type: 'claim.withdrawn'; at: string; claimNumber: string }
  /** The employee's appeal of a denial, in their words (src/domain/claims/appeal.ts). */
  | { id: string; type: 'claim.appealed'; at: string; claimNumber: string; reason: string }
  | {
      id: string;
      type: 'document.received';
      at: string;
      claimNumber: string;
      documentId: string;
      documentType: string;
    }
  /**
   * The employer's statement (docs/product/employer-claims.md): its figures, which the claims
   * system needs.
   */
  | {
      id: string;
      type: 'claim.employer-statement';
      at: string;
      claimNumber: string;
      hoursWorked12Months: number;
      weeklyEarningsCents: number;
      scheduledHoursPerWeek: number;
      /** YYYY-MM-DD. */
      lastDayWorked: string;
      /** A leave's earlier service, YYYY-MM-DD days or 'none'; null when not asked. */
      earlierService: { from: string; to: string } | 'none' | null;
      /** Bonding leave in pieces: whether the employer agreed (825.120(b)); null when not asked. */
      agreesToSchedule: boolean | null;
    };
