// What the bills page does with the server's answers, as pure functions tested without
// rendering: the outcome of Pay now, and the sentences said when a payment the page waits for
// settles.

import type { InvoiceDetail, InvoiceSummary } from '#domain/billing/billing-answers';
import { invoiceStatusLabels } from '#domain/billing/billing-terms';
import { type PayBillField, payBillFields } from '#domain/billing/pay-bill';
import { ApiError } from '#web/lib/api-client.ts';

export type PayNowOutcome =
  /** The provider answered: the form closes and the page says how the payment stands. */
  | { kind: 'answered'; invoice: InvoiceDetail; said: string }
  /** A field the server refused, with its message. */
  | { kind: 'field'; field: PayBillField; message: string }
  /** Paid, processing, or an earlier payment stands: said on the form; the list is read again. */
  | { kind: 'refused'; message: string }
  /** The bank could not be reached: said on the form, whose Pay now may be sent again. */
  | { kind: 'retry'; message: string }
  /** The bill is not there any more: the list is read again. */
  | { kind: 'gone' }
  /** Any other failure, for the page's usual handling (the login page on 401, the banner). */
  | { kind: 'failed'; error: unknown }
  /** A 403: the Session Timeout alert shows already. */
  | { kind: 'none' };

/** The sentence of an invoice's payment as it stands after Pay now, or when it settles. */
export function paymentSentence(invoice: InvoiceSummary): string {
  const number = invoice.invoiceNumber;
  const failure = invoice.lastPayment?.failureMessage;
  switch (invoice.status) {
    case 'processing':
      return `Your payment of ${number} is processing. This page shows when the bank confirms it.`;
    case 'paid':
      return `${number} is paid.`;
    default:
      return failure
        ? `Your payment of ${number} failed: ${failure}`
        : `${number}: ${invoiceStatusLabels[invoice.status]}.`;
  }
}

function messageOf(body: unknown): string | null {
  const message = (body as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : null;
}

export function payNowOutcome(
  result: { answer: InvoiceDetail | undefined } | { error: unknown },
): PayNowOutcome {
  if ('answer' in result) {
    return result.answer
      ? { kind: 'answered', invoice: result.answer, said: paymentSentence(result.answer) }
      : { kind: 'none' };
  }
  const { error } = result;
  if (!(error instanceof ApiError)) return { kind: 'failed', error };
  const message = messageOf(error.body);
  const field = (error.body as { field?: unknown } | undefined)?.field;
  if (error.statusCode === 400 && message && payBillFields.includes(field as PayBillField)) {
    return { kind: 'field', field: field as PayBillField, message };
  }
  if (error.statusCode === 409 && message) return { kind: 'refused', message };
  if (error.statusCode === 503 && message) return { kind: 'retry', message };
  if (error.statusCode === 404) return { kind: 'gone' };
  return { kind: 'failed', error };
}

/** Sentences for the payments the page waited for that settled between two readings. */
export function settledSentences(before: InvoiceSummary[], after: InvoiceSummary[]): string[] {
  return after.flatMap((invoice) => {
    const earlier = before.find((candidate) => candidate.invoiceNumber === invoice.invoiceNumber);
    return earlier?.status === 'processing' && invoice.status !== 'processing'
      ? [paymentSentence(invoice)]
      : [];
  });
}
