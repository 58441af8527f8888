// The words of an employer's bills and payments (docs/product/billing.md), each with the code
// the server stores and the browser sends, as messages of the billing catalog (lang/billing/).
// The `...Labels` tables are their English, for the PDFs and CSV files that speak English only.
// Money is whole cents; months are YYYY-MM.

import { englishOf } from '#domain/shared/claim-terms';
import { defineMessages, type MessageDescriptor } from '#domain/shared/define-messages';

function codesOf<Names extends string>(table: Record<Names, MessageDescriptor>) {
  return Object.keys(table) as [Names, ...Names[]];
}

/** The statuses an employer reads. */
export const invoiceStatusText = defineMessages({
  open: {
    id: 'billing.invoiceStatus.open',
    defaultMessage: 'Open',
    description: 'The status of a bill not yet paid.',
  },
  processing: {
    id: 'billing.invoiceStatus.processing',
    defaultMessage: 'Processing',
    description: 'The status of a bill whose payment the bank has not confirmed yet.',
  },
  paid: { id: 'billing.invoiceStatus.paid', defaultMessage: 'Paid' },
  'past-due': { id: 'billing.invoiceStatus.pastDue', defaultMessage: 'Past due' },
  'payment-failed': { id: 'billing.invoiceStatus.paymentFailed', defaultMessage: 'Payment failed' },
});
export type InvoiceStatus = keyof typeof invoiceStatusText;
export const invoiceStatuses = codesOf(invoiceStatusText);
export const invoiceStatusLabels = englishOf(invoiceStatusText);

/** What an invoice row stores: 'Past due' is read from the due date, never stored. */
export type StoredInvoiceStatus = Exclude<InvoiceStatus, 'past-due'>;
export const storedInvoiceStatuses = [
  'open',
  'processing',
  'paid',
  'payment-failed',
] as const satisfies readonly StoredInvoiceStatus[];

/**
 * The status an employer reads on `today` (YYYY-MM-DD): an invoice still to pay (open, or its
 * payment failed) is past due the day after its due date.
 */
export function invoiceStatusOn(
  stored: StoredInvoiceStatus,
  dueOn: string,
  today: string,
): InvoiceStatus {
  const unpaid = stored === 'open' || stored === 'payment-failed';
  return unpaid && today > dueOn ? 'past-due' : stored;
}

/** What an invoice line bills: the month's premium of a plan, or a change of an earlier month. */
export const invoiceLineKinds = ['premium', 'adjustment'] as const;
export type InvoiceLineKind = (typeof invoiceLineKinds)[number];

/** A payment of an invoice at the provider: a bank debit is processing until it settles. */
export const invoicePaymentStatuses = ['processing', 'succeeded', 'failed'] as const;
export type InvoicePaymentStatus = (typeof invoicePaymentStatuses)[number];

/** 'INV-<client>-<YYYYMM>'. */
export const invoiceNumberPattern = /^INV-\d{9}-\d{6}$/;

/** The number of a client's invoice for a month (YYYY-MM). */
export function invoiceNumber(clientId: string, month: string): string {
  return `INV-${clientId}-${month.replace('-', '')}`;
}
