// The answers of the employer's billing calls (docs/product/billing.md), as schemas with their
// types inferred: the server declares them as its response schemas, the browser reads the same
// types. Dates are ISO (YYYY-MM-DD), times ISO instants, money whole cents; the browser turns
// codes into the labels of billing-terms.ts. A payment shows only the last four digits of its
// account, never more.

import * as z from 'zod/mini';
import { planKinds } from '#domain/coverage/plan-formulas';
import { invoiceLineKinds, invoicePaymentStatuses, invoiceStatuses } from './billing-terms.ts';

const isoDate = z.string();

/** A payment of a bill ('Payment history', and the payments of an invoice). */
export const billPaymentSchema = z.object({
  id: z.string(),
  invoiceNumber: z.string(),
  amountCents: z.number(),
  accountLast4: z.string(),
  status: z.enum(invoicePaymentStatuses),
  /** The provider's reason when it failed, as a person reads it. */
  failureMessage: z.nullable(z.string()),
  /** When Pay now was selected. */
  createdAt: z.string(),
  /** When the provider said it succeeded or failed. */
  settledAt: z.nullable(z.string()),
  /** A receipt (PDF) is there for a payment that succeeded. */
  hasReceipt: z.boolean(),
});
export type BillPayment = z.infer<typeof billPaymentSchema>;

/** An invoice as the list shows it. */
export const invoiceSummarySchema = z.object({
  invoiceNumber: z.string(),
  periodStart: isoDate,
  periodEnd: isoDate,
  amountDueCents: z.number(),
  dueOn: isoDate,
  /** As the employer reads it today: 'Past due' is an unpaid one after its due date. */
  status: z.enum(invoiceStatuses),
  canPay: z.boolean(),
  /** Its latest payment, whatever became of it; null when it was never paid. */
  lastPayment: z.nullable(billPaymentSchema),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

export const invoicesAnswerSchema = z.object({
  /** Newest first. */
  invoices: z.array(invoiceSummarySchema),
});
export type InvoicesAnswer = z.infer<typeof invoicesAnswerSchema>;

/** A line of an invoice (src/domain/billing/invoice.ts); a credit's amount is negative. */
export const invoiceLineSchema = z.object({
  kind: z.enum(invoiceLineKinds),
  plan: z.enum(planKinds),
  /** YYYY-MM: the month the line bills. */
  month: z.string(),
  coveredEmployees: z.number(),
  /** Null on an invoice issued per head, before bills followed coverage. */
  volumeCents: z.nullable(z.number()),
  rateMicrodollars: z.nullable(z.number()),
  /** The rate per employee of an invoice issued per head; null otherwise. */
  monthlyRateCents: z.nullable(z.number()),
  amountCents: z.number(),
});
export type InvoiceLineAnswer = z.infer<typeof invoiceLineSchema>;

/** An invoice with its lines and payments: its detail, and the answer of Pay now. */
export const invoiceDetailSchema = z.object({
  ...invoiceSummarySchema.shape,
  issuedAt: z.string(),
  paidAt: z.nullable(z.string()),
  lines: z.array(invoiceLineSchema),
  /** Newest first. */
  payments: z.array(billPaymentSchema),
});
export type InvoiceDetail = z.infer<typeof invoiceDetailSchema>;

export const billPaymentsAnswerSchema = z.object({
  /** Every payment of every invoice of the client, newest first. */
  payments: z.array(billPaymentSchema),
});
export type BillPaymentsAnswer = z.infer<typeof billPaymentsAnswerSchema>;

/** What the provider's webhook is answered: it only needs a 2xx. */
/** An event applied now; one applied before, or about no payment of the portal, is a 4xx. */
export const webhookAnswerSchema = z.object({ received: z.literal(true) });
export type WebhookAnswer = z.infer<typeof webhookAnswerSchema>;
