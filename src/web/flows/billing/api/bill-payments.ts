import type { BillPaymentsAnswer } from '#domain/billing/billing-answers';
import { apiBase, apiGet } from '#web/lib/api-client.ts';

const paymentsPath = 'employers/api/billing/payments';

/** Every payment of the client's bills, newest first ('Payment history'). */
export function getBillPayments(): Promise<BillPaymentsAnswer | undefined> {
  return apiGet<BillPaymentsAnswer>(paymentsPath);
}

/** The receipt of a payment that succeeded, as a PDF: a plain link downloads it. */
export function receiptPdfUrl(paymentId: string): string {
  return `${apiBase}/${paymentsPath}/${encodeURIComponent(paymentId)}/receipt`;
}
