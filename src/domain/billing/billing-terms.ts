// The words of an employer's bills and payments (DESIGN.md section 11.4), each with the code
// the server stores and the browser sends. Money is whole cents; months are YYYY-MM.

function codesOf<Labels extends Record<string, string>>(labels: Labels) {
  return Object.keys(labels) as [keyof Labels & string, ...(keyof Labels & string)[]];
}

/** The statuses an employer reads. */
export const invoiceStatusLabels = {
  open: 'Open',
  processing: 'Processing',
  paid: 'Paid',
  'past-due': 'Past due',
  'payment-failed': 'Payment failed',
} as const;
export type InvoiceStatus = keyof typeof invoiceStatusLabels;
export const invoiceStatuses = codesOf(invoiceStatusLabels);

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

/** The coverages a client buys, each billed per covered employee and month. */
export const coverageLabels = {
  'short-term-disability': 'Short-term disability',
  'long-term-disability': 'Long-term disability',
  'basic-life': 'Basic life',
} as const;
export type Coverage = keyof typeof coverageLabels;
export const coverages = codesOf(coverageLabels);

/** A payment of an invoice at the provider: a bank debit is processing until it settles. */
export const invoicePaymentStatuses = ['processing', 'succeeded', 'failed'] as const;
export type InvoicePaymentStatus = (typeof invoicePaymentStatuses)[number];

/** 'INV-<client>-<YYYYMM>'. */
export const invoiceNumberPattern = /^INV-\d{9}-\d{6}$/;

/** The number of a client's invoice for a month (YYYY-MM). */
export function invoiceNumber(clientId: string, month: string): string {
  return `INV-${clientId}-${month.replace('-', '')}`;
}
