// A bill's payment as the payment provider reports it (docs/product/billing.md), and what the
// invoice shows meanwhile. An ACH debit is 'processing' for days, then succeeds or fails, and
// may still fail after it was first reported as a success (a return). The provider's events
// come at least once and in any order, so a payment only ever moves forward:
// processing < succeeded < failed. An event that would move it back, or not at all, changes
// nothing, and any order of the same events ends in the same state. payments.mermaid draws
// both machines; change them together.

import type { InvoicePaymentStatus, StoredInvoiceStatus } from './billing-terms.ts';

/** How far along a payment is: a report of a lower rank is old news. */
const rank: Record<InvoicePaymentStatus, number> = { processing: 0, succeeded: 1, failed: 2 };

/**
 * The status a payment takes on the provider's word, or null when nothing changes: the same
 * word again (a replay), or an earlier one arriving late. Failed is final; a new Pay now is a
 * new payment.
 */
export function paymentStatusAfter(
  current: InvoicePaymentStatus,
  reported: InvoicePaymentStatus,
): InvoicePaymentStatus | null {
  return rank[reported] > rank[current] ? reported : null;
}

/** What an invoice stores while its latest payment is in `status`. */
export function invoiceStatusWith(status: InvoicePaymentStatus): StoredInvoiceStatus {
  switch (status) {
    case 'processing':
      return 'processing';
    case 'succeeded':
      return 'paid';
    case 'failed':
      return 'payment-failed';
  }
}

/** A payment's last word settles it: a receipt, and an e-mail, go with these. */
export function isSettled(status: InvoicePaymentStatus): boolean {
  return status !== 'processing';
}

/**
 * A webhook event of the provider, read into what the portal acts on. Only events about a
 * payment's progress are acted on; the rest are acknowledged and left alone.
 */
export interface ProviderPaymentEvent {
  /** The provider's event id: each is applied once. */
  eventId: string;
  type: string;
  /** The provider's id of the payment (a PaymentIntent), when the event names it. */
  providerPaymentId: string | null;
  /** The portal's id of the payment, sent to the provider with it (metadata). */
  paymentId: string | null;
  /** What the event says of the payment; null for an event the portal does not act on. */
  reported: InvoicePaymentStatus | null;
  /** The provider's reason of a failure, as a person reads it. */
  failureMessage: string | null;
}
