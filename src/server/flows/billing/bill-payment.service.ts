// 'Pay this bill' (docs/product/billing.md): an ACH debit of the invoice's amount, taken from
// the invoice on the server, through the payment provider. Paying twice is refused: one
// payment in flight or done per invoice (the invoice is locked while it is decided, and the
// unique index invoice_payments_live_unique holds it in the database too). The browser's key
// of the Pay now is the provider's idempotency key, so a retried Pay now debits once:
//
// 1. reserve: in a transaction, the payment row of this key (new, or the one already there);
// 2. ask the provider, outside any transaction (no lock is held across the network);
// 3. apply its answer like any of its events (payment-events.service.ts).
//
// When the provider does not answer (or answers that it failed), the outcome is unknown: the
// row stays, 'processing' without the provider's id, holding the invoice's place. The same
// Pay now again (its key) asks again and the provider answers the first one's payment; a new
// Pay now of the same bill asks again with that row's key. If the provider did make the
// payment, its webhooks find the row by the id sent as metadata and settle it either way.
// The account number goes to the provider and nowhere else; the row keeps the last four.

import type { StoredInvoiceStatus } from '#domain/billing/billing-terms';
import type { InvoiceDetail } from '#domain/billing/billing-answers';
import {
  accountHolderNameOf,
  canPay,
  type PayBillRequest,
  payBillMessageText,
  payBillRefusal,
} from '#domain/billing/pay-bill';
import type { Language } from '#domain/language/language';
import {
  type Conflict,
  conflict,
  type NotFound,
  notFound,
  type Outcome,
  refused,
  success,
  unavailable,
} from '#domain/shared/outcome';
import {
  findClientInvoice,
  findLivePayment,
  findPaymentByKey,
  insertInvoicePayment,
  isPaymentTaken,
  lockClientInvoice,
  type PaymentRow,
  updatePayment,
} from '#server/db/billing-repository';
import type { Employer } from '#server/db/employers-repository';
import { say } from '#server/language/say';
import { type BillingDeps, detailOfInvoice } from './billing.service.ts';
import { applyPaymentReport } from './payment-events.service.ts';

/** Seconds a person might wait before Pay now again when the bank could not be reached. */
const bankRetryAfterSeconds = 60;

/**
 * The provider could not be reached: nothing is known yet; the same Pay now may retry. The
 * reason is the operator's, never the payer's details.
 */
const bankUnreachable = (language: Language, reason: string) =>
  unavailable(say(language, payBillMessageText.bankUnreachable), {
    service: 'payment provider',
    reason,
    retryAfterSeconds: bankRetryAfterSeconds,
  });

/** Who accepted the debit authorization, and from where (the mandate's acceptance). */
export interface PayerBrowser {
  ipAddress: string;
  userAgent: string;
}

type Reserved =
  | { kind: 'ask'; payment: PaymentRow; invoiceId: string }
  | { kind: 'answer' }
  | NotFound
  | Conflict;

/** Step 1: the payment to ask the provider for, or why there is none to ask for. */
async function reserve(
  deps: BillingDeps,
  employer: Employer,
  invoiceNumber: string,
  request: PayBillRequest,
  language: Language,
): Promise<Reserved> {
  const now = deps.clock.now();
  try {
    return await deps.db.transaction(async (tx): Promise<Reserved> => {
      const invoice = await lockClientInvoice(tx, employer.clientId, invoiceNumber);
      if (!invoice) return notFound();
      const earlier = await findPaymentByKey(tx, request.idempotencyKey);
      if (earlier) {
        if (earlier.invoiceId !== invoice.id) {
          return conflict(say(language, payBillMessageText.keyOfAnotherBill));
        }
        // This Pay now reached the provider before (or was refused): answer how it stands.
        if (earlier.providerPaymentId !== null || earlier.status !== 'processing') {
          return { kind: 'answer' };
        }
        return { kind: 'ask', payment: earlier, invoiceId: invoice.id };
      }
      const live = await findLivePayment(tx, invoice.id);
      if (live?.status === 'succeeded')
        return conflict(say(language, payBillMessageText.alreadyPaid));
      if (live?.providerPaymentId)
        return conflict(say(language, payBillMessageText.alreadyProcessing));
      // An earlier Pay now whose outcome is unknown holds the place: ask again with its key.
      if (live) return { kind: 'ask', payment: live, invoiceId: invoice.id };
      const stored = invoice.status as StoredInvoiceStatus;
      if (!canPay(stored)) {
        return conflict(
          say(
            language,
            stored === 'paid'
              ? payBillMessageText.alreadyPaid
              : payBillMessageText.alreadyProcessing,
          ),
        );
      }
      const payment = await insertInvoicePayment(tx, {
        invoiceId: invoice.id,
        accountId: employer.accountId,
        idempotencyKey: request.idempotencyKey,
        amountCents: invoice.amountDueCents,
        accountHolderName: accountHolderNameOf(request.accountHolderName),
        accountLast4: request.accountNumber.slice(-4),
        status: 'processing',
        createdAt: now,
      });
      return { kind: 'ask', payment, invoiceId: invoice.id };
    });
  } catch (error) {
    // Another Pay now of this bill was inserted meanwhile: this one is the second.
    if (isPaymentTaken(error)) return conflict(say(language, payBillMessageText.alreadyProcessing));
    throw error;
  }
}

/** Pay now; its refusals and the invoice's sentences are in `language`, the payer's. */
export async function payBill(
  deps: BillingDeps,
  employer: Employer,
  invoiceNumber: string,
  request: PayBillRequest,
  browser: PayerBrowser,
  language: Language,
): Promise<Outcome<InvoiceDetail>> {
  const refusal = payBillRefusal(request);
  if (refusal) return refused(refusal.field, say(language, refusal.message));
  // Without a provider nothing can be asked: no row is made to hold the invoice's place.
  const provider = deps.paymentProvider;
  if (!provider) {
    if (!(await findClientInvoice(deps.db, employer.clientId, invoiceNumber))) {
      return notFound();
    }
    return bankUnreachable(language, 'no payment provider is configured');
  }
  const reserved = await reserve(deps, employer, invoiceNumber, request, language);
  if (reserved.kind === 'not-found' || reserved.kind === 'conflict') return reserved;
  if (reserved.kind === 'ask') {
    const { payment } = reserved;
    const answer = await provider.startBankDebit({
      idempotencyKey: payment.idempotencyKey,
      paymentId: payment.id,
      invoiceNumber,
      clientId: employer.clientId,
      amountCents: payment.amountCents,
      accountHolderName: accountHolderNameOf(request.accountHolderName),
      routingNumber: request.routingNumber,
      accountNumber: request.accountNumber,
      mandate: browser,
    });
    if (answer.kind === 'unreachable') return bankUnreachable(language, answer.reason);
    if (answer.kind === 'key-in-use') {
      return conflict(say(language, payBillMessageText.earlierAttemptPending));
    }
    const now = deps.clock.now();
    const where = { invoiceId: reserved.invoiceId, paymentId: payment.id };
    const { noticeQueued } = await deps.db.transaction(async (tx) => {
      if (answer.kind === 'refused') {
        return applyPaymentReport(
          tx,
          deps,
          where,
          { providerPaymentId: null, reported: 'failed', failureMessage: answer.message },
          now,
        );
      }
      // The provider took the details sent now (an earlier Pay now of this row may have
      // had others, and never reached it): they are the payment's.
      await updatePayment(tx, payment.id, {
        accountHolderName: accountHolderNameOf(request.accountHolderName),
        accountLast4: request.accountNumber.slice(-4),
      });
      return applyPaymentReport(
        tx,
        deps,
        where,
        {
          providerPaymentId: answer.providerPaymentId,
          reported: answer.status,
          failureMessage: answer.failureMessage,
        },
        now,
      );
    });
    if (noticeQueued) deps.messageQueued();
  }
  const invoice = await findClientInvoice(deps.db, employer.clientId, invoiceNumber);
  if (!invoice) return notFound();
  // The provider answered: the invoice as it is now (Processing, or Payment failed).
  return success(await detailOfInvoice(deps, invoice, language));
}
