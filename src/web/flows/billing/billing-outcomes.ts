// What the bills page does with the server's answers, as pure functions tested without
// rendering: the refusals of Pay now, and the sentences said when a payment the page waits for
// settles.

import type { IntlShape } from 'react-intl';
import type { InvoiceSummary } from '#domain/billing/billing-answers';
import { invoiceStatusText } from '#domain/billing/billing-terms';
import { type PayBillField, payBillFields } from '#domain/billing/pay-bill';
import { defineMessages } from '#domain/shared/define-messages';
import type { ApiError } from '#web/lib/api-client.ts';

const outcomeText = defineMessages({
  processing: {
    id: 'billing.outcome.processing',
    defaultMessage:
      'Your payment of {invoiceNumber} is processing. This page shows when the bank confirms it.',
  },
  paid: { id: 'billing.outcome.paid', defaultMessage: '{invoiceNumber} is paid.' },
  failed: {
    id: 'billing.outcome.failed',
    defaultMessage: 'Your payment of {invoiceNumber} failed: {reason}',
    description: "{reason}: the bank's reason, a sentence of its own.",
  },
  status: {
    id: 'billing.outcome.status',
    defaultMessage: '{invoiceNumber}: {status}.',
    description: "A bill's number and its status ('Open', 'Past due').",
  },
});

/** A refusal of Pay now the form says itself; any other is the form call's (useFormCall). */
export type PayNowRefusal =
  /** Paid, processing, or an earlier payment stands: said on the form; the list is read again. */
  | { kind: 'refused'; message: string }
  /** The bank could not be reached: said on the form, whose Pay now may be sent again. */
  | { kind: 'retry'; message: string }
  /** The bill is not there any more: the list is read again. */
  | { kind: 'gone' };

/**
 * The sentence of an invoice's payment as it stands after Pay now, or when it settles, in the
 * page's language (`text`); the bank's reason comes from the server in it already.
 */
export function paymentSentence(invoice: InvoiceSummary, text: IntlShape): string {
  const invoiceNumber = invoice.invoiceNumber;
  const failure = invoice.lastPayment?.failureMessage;
  switch (invoice.status) {
    case 'processing':
      return text.formatMessage(outcomeText.processing, { invoiceNumber });
    case 'paid':
      return text.formatMessage(outcomeText.paid, { invoiceNumber });
    default:
      return failure
        ? text.formatMessage(outcomeText.failed, { invoiceNumber, reason: failure })
        : text.formatMessage(outcomeText.status, {
            invoiceNumber,
            status: text.formatMessage(invoiceStatusText[invoice.status]),
          });
  }
}

function messageOf(body: unknown): string | null {
  const message = (body as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : null;
}

/** The form's field a refusal names; a field the form does not have (a broken key) is not. */
export function payBillFieldOf(name: string): PayBillField | null {
  return payBillFields.find((field) => field === name) ?? null;
}

export function payNowRefusal(error: ApiError): PayNowRefusal | null {
  const message = messageOf(error.body);
  if (error.statusCode === 409 && message) return { kind: 'refused', message };
  if (error.statusCode === 503 && message) return { kind: 'retry', message };
  if (error.statusCode === 404) return { kind: 'gone' };
  return null;
}

/** Sentences for the payments the page waited for that settled between two readings. */
export function settledSentences(
  before: InvoiceSummary[],
  after: InvoiceSummary[],
  text: IntlShape,
): string[] {
  return after.flatMap((invoice) => {
    const earlier = before.find((candidate) => candidate.invoiceNumber === invoice.invoiceNumber);
    return earlier?.status === 'processing' && invoice.status !== 'processing'
      ? [paymentSentence(invoice, text)]
      : [];
  });
}
