// The words of an employer's bills and payments (docs/product/billing.md), each with the code
// the server stores and the browser sends, as messages of the billing catalog (lang/billing/).
// The `...Labels` tables are their English, for the PDFs and CSV files that speak English only.
// Money is whole cents; months are YYYY-MM.

import { planKindText, rateSentence } from '#domain/coverage/coverage-terms';
import { englishOf, type Say, sayEnglish } from '#domain/shared/claim-terms';
import { formatCents, formatDollars } from '#domain/shared/money';
import { monthLabel } from '#domain/shared/months';
import type { InvoiceLineAnswer } from './billing-answers.ts';
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

export const invoiceLineText = defineMessages({
  adjustment: {
    id: 'billing.line.adjustment',
    defaultMessage: 'Adjustment: {plan}, {month}',
    description: '{plan} is a plan such as Short-term disability; {month} is a month and year.',
  },
  perEmployee: {
    id: 'billing.line.perEmployee',
    defaultMessage: '{rate} per employee',
    description:
      'The rate of a line of an invoice issued per head, before bills followed coverage.',
  },
});

/** A payment of an invoice at the provider: a bank debit is processing until it settles. */
export const invoicePaymentStatuses = ['processing', 'succeeded', 'failed'] as const;
export type InvoicePaymentStatus = (typeof invoicePaymentStatuses)[number];

/** 'INV-<client>-<YYYYMM>'. */
export const invoiceNumberPattern = /^INV-\d{9}-\d{6}$/;

/** The number of a client's invoice for a month (YYYY-MM). */
export function invoiceNumber(clientId: string, month: string): string {
  return `INV-${clientId}-${month.replace('-', '')}`;
}

/** The columns of an invoice's lines, on the page and in the PDF alike. */
export const invoiceLineHeadings = defineMessages({
  coverage: { id: 'billing.line.coverage', defaultMessage: 'Coverage' },
  coveredEmployees: { id: 'billing.line.coveredEmployees', defaultMessage: 'Covered employees' },
  volume: { id: 'billing.line.volume', defaultMessage: 'Volume' },
  rate: { id: 'billing.line.rate', defaultMessage: 'Rate' },
  amount: { id: 'billing.line.amount', defaultMessage: 'Amount' },
});

/** A line of an invoice as the page, the PDF and the billing run write it. */
export interface InvoiceLineCells {
  /** The plan, or 'Adjustment: <plan>, <month>'. */
  description: string;
  coveredEmployees: string;
  /** Empty on an invoice issued per head. */
  volume: string;
  rate: string;
  amount: string;
}

/** The cells of `line`, in the language `say` speaks; a credit's amounts are negative. */
export function invoiceLineCells(
  line: Omit<InvoiceLineAnswer, 'monthlyRateCents'> & { monthlyRateCents?: number | null },
  say: Say = sayEnglish,
): InvoiceLineCells {
  const plan = say(planKindText[line.plan]);
  const rate =
    line.rateMicrodollars !== null
      ? rateSentence(line.plan, line.rateMicrodollars)
      : {
          message: invoiceLineText.perEmployee,
          values: { rate: formatCents(line.monthlyRateCents ?? 0) },
        };
  return {
    description:
      line.kind === 'adjustment'
        ? say(invoiceLineText.adjustment, { plan, month: monthLabel(line.month, 'long', say) })
        : plan,
    coveredEmployees: String(line.coveredEmployees),
    volume: line.volumeCents === null ? '' : formatDollars(line.volumeCents),
    rate: say(rate.message, rate.values),
    amount: formatCents(line.amountCents),
  };
}
