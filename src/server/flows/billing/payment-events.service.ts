// What the payment provider tells the portal of a bill's payment (docs/product/billing.md), by
// its answer to Pay now or by a webhook event later: one way to apply either, by the domain's
// rule that a payment only moves forward (payment-events.ts). The invoice follows its live
// payment (processing or succeeded), or else the one that failed last; a payment that settles (succeeded or failed) tells the employer who paid. Each
// webhook event id is applied once, in the transaction that applies it.

import type { InvoicePaymentStatus } from '#domain/billing/billing-terms';
import {
  invoiceStatusWith,
  isSettled,
  paymentStatusAfter,
  type ProviderPaymentEvent,
} from '#domain/billing/payment-events';
import type { Clock } from '#domain/shared/clock';
import {
  findPayer,
  findPaymentForEvent,
  findLivePayment,
  lockInvoice,
  lockPayment,
  recordProviderEvent,
  setInvoiceStatus,
  updatePayment,
} from '#server/db/billing-repository';
import type { Database } from '#server/db/client';
import { enqueueMessage } from '#server/db/outbox-repository';
import { type BillingNoticeDeps, paymentNotice } from './billing-notices.ts';

export interface PaymentEventsDeps extends BillingNoticeDeps {
  db: Database;
  clock: Clock;
  /** Told when a message was queued: the outbox dispatcher sends it at once. */
  messageQueued(): void;
}

/** The provider's word on one payment. */
export interface PaymentReport {
  /** The provider's id, when it has one for this payment. */
  providerPaymentId: string | null;
  reported: InvoicePaymentStatus;
  failureMessage: string | null;
}

/**
 * Applies the provider's word to a payment of an invoice, in `tx`: the invoice and then the
 * payment are locked (the order of Pay now too). Answers whether an e-mail was queued.
 */
export async function applyPaymentReport(
  tx: Database,
  deps: BillingNoticeDeps,
  where: { invoiceId: string; paymentId: string },
  report: PaymentReport,
  now: Date,
): Promise<{ noticeQueued: boolean }> {
  const invoice = await lockInvoice(tx, where.invoiceId);
  const payment = await lockPayment(tx, where.paymentId);
  if (!invoice || !payment) return { noticeQueued: false };
  const current = payment.status as InvoicePaymentStatus;
  const next = paymentStatusAfter(current, report.reported);
  // The provider's id, learned from its answer or its first event: the payment is its now.
  const learned = report.providerPaymentId !== null && payment.providerPaymentId === null;
  if (next === null && !learned) return { noticeQueued: false };
  const status = next ?? current;
  await updatePayment(tx, payment.id, {
    ...(learned ? { providerPaymentId: report.providerPaymentId } : {}),
    ...(next
      ? {
          status: next,
          failureMessage: next === 'failed' ? report.failureMessage : null,
          settledAt: isSettled(next) ? now : null,
        }
      : {}),
  });
  // The invoice follows the payment in flight or done, if there is one (the unique index
  // allows one); else the payment that just failed.
  const live = await findLivePayment(tx, where.invoiceId);
  if (!live || live.id === payment.id) {
    await setInvoiceStatus(
      tx,
      where.invoiceId,
      invoiceStatusWith(status),
      status === 'succeeded' ? now : null,
    );
  }
  if (next === null || !isSettled(next)) return { noticeQueued: false };
  const payer = await findPayer(tx, payment.accountId);
  if (!payer) return { noticeQueued: false };
  await enqueueMessage(
    tx,
    paymentNotice(deps, payer, {
      invoiceNumber: invoice.invoiceNumber,
      amountCents: payment.amountCents,
      accountLast4: payment.accountLast4,
      status: next === 'succeeded' ? 'succeeded' : 'failed',
      failureMessage: next === 'failed' ? report.failureMessage : null,
    }),
    now,
  );
  return { noticeQueued: true };
}

export type WebhookOutcome =
  /** Applied now, or acknowledged without anything to apply. */
  | { kind: 'applied' }
  /** This event id was applied before: nothing changed now. */
  | { kind: 'duplicate' }
  /** About a payment this portal did not make: nothing changed. */
  | { kind: 'unknown-payment' };

/** A verified webhook event of the provider, applied once. */
export async function applyProviderEvent(
  deps: PaymentEventsDeps,
  event: ProviderPaymentEvent,
): Promise<WebhookOutcome> {
  const now = deps.clock.now();
  const outcome = await deps.db.transaction(async (tx) => {
    const reported = event.reported;
    const payment = reported ? await findPaymentForEvent(tx, event) : undefined;
    if (reported && !payment) return { kind: 'unknown-payment' as const, noticeQueued: false };
    if (
      !(await recordProviderEvent(tx, {
        eventId: event.eventId,
        type: event.type,
        receivedAt: now,
      }))
    ) {
      return { kind: 'duplicate' as const, noticeQueued: false };
    }
    if (!reported || !payment) return { kind: 'applied' as const, noticeQueued: false };
    const applied = await applyPaymentReport(
      tx,
      deps,
      { invoiceId: payment.invoiceId, paymentId: payment.id },
      {
        providerPaymentId: event.providerPaymentId,
        reported,
        failureMessage: event.failureMessage,
      },
      now,
    );
    return { kind: 'applied' as const, noticeQueued: applied.noticeQueued };
  });
  if (outcome.noticeQueued) deps.messageQueued();
  return { kind: outcome.kind };
}
