import type { InvoiceDetail } from '#domain/billing/billing-answers';
import type { PayBillRequest } from '#domain/billing/pay-bill';
import { apiPost } from '#web/lib/api-client.ts';

/** Pay now: the invoice as it is after the provider's answer. The amount is the server's. */
export function postPayBill(
  invoiceNumber: string,
  request: PayBillRequest,
): Promise<InvoiceDetail | undefined> {
  return apiPost<InvoiceDetail>(
    `employers/api/billing/invoices/${encodeURIComponent(invoiceNumber)}/pay`,
    request,
  );
}
