// What an employer reads of their bills (docs/product/billing.md): the invoices, newest first,
// with the status read today ('Past due' after the due date), an invoice's lines and
// payments, the payment history, and the PDFs of invoices and receipts. Every look-up goes
// through the client of the employer's login: another client's invoice is "not found".

import {
  type InvoiceStatus,
  invoiceStatusOn,
  type StoredInvoiceStatus,
} from '#domain/billing/billing-terms';
import type { BillPayment, InvoiceDetail, InvoiceSummary } from '#domain/billing/billing-answers';
import { canPay, failureMessageOf } from '#domain/billing/pay-bill';
import type { Language } from '#domain/language/language';
import { foundOr, notFound, type Outcome, success } from '#domain/shared/outcome';
import type { PdfDownload } from '#server/adapters/pdf-document';
import { say } from '#server/language/say';
import {
  clientNameOf,
  findClientInvoice,
  findClientPayment,
  type InvoiceRow,
  listClientInvoices,
  listClientPayments,
  loadInvoiceParts,
  type NumberedPayment,
} from '#server/db/billing-repository';
import type { Employer } from '#server/db/employers-repository';
import { invoicePdf, receiptPdf } from './billing-documents.ts';
import type { PaymentEventsDeps } from './payment-events.service.ts';
import type { PaymentProvider } from '#server/adapters/payment-provider';
import { calendarDayIn, todayOn } from '#domain/shared/clock';

export interface BillingDeps extends PaymentEventsDeps {
  /** Absent: Pay now answers that the bank cannot be reached. */
  paymentProvider?: PaymentProvider;
}

/** A payment as the employer reads it: the portal's own refusal in `language`. */
export function paymentAnswer(row: NumberedPayment, language: Language): BillPayment {
  const failure = row.failureMessage === null ? null : failureMessageOf(row.failureMessage);
  return {
    id: row.id,
    invoiceNumber: row.invoiceNumber,
    amountCents: row.amountCents,
    accountLast4: row.accountLast4,
    status: row.status as BillPayment['status'],
    failureMessage:
      typeof failure === 'string' || failure === null ? failure : say(language, failure),
    createdAt: row.createdAt.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
    hasReceipt: row.status === 'succeeded',
  };
}

function statusToday(deps: BillingDeps, invoice: InvoiceRow): InvoiceStatus {
  return invoiceStatusOn(invoice.status as StoredInvoiceStatus, invoice.dueOn, todayOn(deps.clock));
}

function summaryOf(
  deps: BillingDeps,
  invoice: InvoiceRow,
  lastPayment: NumberedPayment | null,
  language: Language,
): InvoiceSummary {
  return {
    invoiceNumber: invoice.invoiceNumber,
    periodStart: invoice.periodStart,
    periodEnd: invoice.periodEnd,
    amountDueCents: invoice.amountDueCents,
    dueOn: invoice.dueOn,
    status: statusToday(deps, invoice),
    canPay: canPay(invoice.status as StoredInvoiceStatus),
    lastPayment: lastPayment ? paymentAnswer(lastPayment, language) : null,
  };
}

/** The client's invoices, newest first, a payment's failure in `language`. */
export async function listInvoices(
  deps: BillingDeps,
  employer: Employer,
  language: Language,
): Promise<InvoiceSummary[]> {
  const rows = await listClientInvoices(deps.db, employer.clientId);
  return rows.map((row) => summaryOf(deps, row, row.lastPayment, language));
}

/** An invoice already known to be the client's, with its lines and payments. */
export async function detailOfInvoice(
  deps: BillingDeps,
  invoice: InvoiceRow,
  language: Language,
): Promise<InvoiceDetail> {
  const { lines, payments } = await loadInvoiceParts(deps.db, invoice);
  return {
    ...summaryOf(deps, invoice, payments[0] ?? null, language),
    issuedAt: invoice.issuedAt.toISOString(),
    paidAt: invoice.paidAt?.toISOString() ?? null,
    lines,
    payments: payments.map((payment) => paymentAnswer(payment, language)),
  };
}

export async function invoiceDetail(
  deps: BillingDeps,
  employer: Employer,
  invoiceNumber: string,
  language: Language,
): Promise<Outcome<InvoiceDetail>> {
  const invoice = await findClientInvoice(deps.db, employer.clientId, invoiceNumber);
  return foundOr(invoice && (await detailOfInvoice(deps, invoice, language)));
}

export async function paymentHistory(
  deps: BillingDeps,
  employer: Employer,
  language: Language,
): Promise<BillPayment[]> {
  const payments = await listClientPayments(deps.db, employer.clientId);
  return payments.map((payment) => paymentAnswer(payment, language));
}

/** A PDF to download, and the name it is saved under. */

/** The invoice as a PDF in `language`; not found when it is not the client's. */
export async function invoiceDocument(
  deps: BillingDeps,
  employer: Employer,
  invoiceNumber: string,
  language: Language,
): Promise<Outcome<PdfDownload>> {
  const invoice = await findClientInvoice(deps.db, employer.clientId, invoiceNumber);
  if (!invoice) return notFound();
  const { lines } = await loadInvoiceParts(deps.db, invoice);
  const pdf = invoicePdf({
    brandName: deps.brandName,
    clientId: invoice.clientId,
    clientName: await clientNameOf(deps.db, invoice.clientId),
    invoiceNumber: invoice.invoiceNumber,
    periodStart: invoice.periodStart,
    periodEnd: invoice.periodEnd,
    issuedOn: calendarDayIn(invoice.issuedAt, deps.clock.timeZone),
    dueOn: invoice.dueOn,
    amountDueCents: invoice.amountDueCents,
    status: statusToday(deps, invoice),
    lines,
    billingUrl: deps.billingUrl,
    language,
  });
  return success({ fileName: `${invoice.invoiceNumber}.pdf`, pdf });
}

/** The receipt of a payment of the client's that succeeded; not found otherwise. */
export async function receiptDocument(
  deps: BillingDeps,
  employer: Employer,
  paymentId: string,
  language: Language,
): Promise<Outcome<PdfDownload>> {
  const found = await findClientPayment(deps.db, employer.clientId, paymentId);
  if (!found || found.payment.status !== 'succeeded') return notFound();
  const { payment, invoice } = found;
  const pdf = receiptPdf({
    brandName: deps.brandName,
    clientId: invoice.clientId,
    clientName: await clientNameOf(deps.db, invoice.clientId),
    invoiceNumber: invoice.invoiceNumber,
    amountCents: payment.amountCents,
    accountHolderName: payment.accountHolderName,
    accountLast4: payment.accountLast4,
    providerPaymentId: payment.providerPaymentId,
    paidOn: calendarDayIn(payment.settledAt ?? payment.createdAt, deps.clock.timeZone),
    language,
  });
  return success({ fileName: `receipt-${invoice.invoiceNumber}.pdf`, pdf });
}
