import type { InvoicesAnswer } from '#domain/billing/billing-answers';
import { apiBase, apiGet } from '#web/lib/api-client.ts';

const invoicesPath = 'employers/api/billing/invoices';

/** The client's invoices, newest first. */
export function getInvoices(): Promise<InvoicesAnswer | undefined> {
  return apiGet<InvoicesAnswer>(invoicesPath);
}

/** An invoice as a PDF: a plain link downloads it. */
export function invoicePdfUrl(invoiceNumber: string): string {
  return `${apiBase}/${invoicesPath}/${encodeURIComponent(invoiceNumber)}/pdf`;
}
