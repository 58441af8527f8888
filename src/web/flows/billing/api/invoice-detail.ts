import type { InvoiceDetail } from '#domain/billing/billing-answers';
import { apiGet } from '#web/lib/api-client.ts';

/** An invoice with its lines and payments. */
export function getInvoiceDetail(invoiceNumber: string): Promise<InvoiceDetail | undefined> {
  return apiGet<InvoiceDetail>(
    `employers/api/billing/invoices/${encodeURIComponent(invoiceNumber)}`,
  );
}
