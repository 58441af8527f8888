// The PDFs of an employer's bills (docs/product/billing.md): an invoice, with a line per plan
// and its adjustments, and the receipt of a payment that succeeded. Drawn with the shared createPdf
// (DejaVu Sans embedded, so a client's name in any script prints) and streamed as written.
// A receipt names the account only by its last four digits. Both in the language of the request
// that downloads them.

import { formatCents } from '#domain/shared/money';
import type { InvoiceLineAnswer } from '#domain/billing/billing-answers';
import { type InvoiceStatus, invoiceStatusText } from '#domain/billing/billing-terms';
import { invoiceLineCells, invoiceLineHeadings } from '#domain/billing/invoice-lines';
import type { Language } from '#domain/language/language';
import { maskedAccount } from '#domain/shared/bank-account';
import { defineMessages } from '#domain/shared/define-messages';
import {
  createPdf,
  type PdfDocument,
  pdfFacts,
  pdfHeading,
  pdfText,
} from '#server/adapters/pdf-document';
import { sayIn } from '#server/language/say';
import { typedDateOf } from '#domain/shared/absence-dates';

const pdfWords = defineMessages({
  invoiceTitle: { id: 'billing.pdf.invoiceTitle', defaultMessage: 'Invoice {invoiceNumber}' },
  billedTo: { id: 'billing.pdf.billedTo', defaultMessage: 'Billed to' },
  clientOf: {
    id: 'billing.pdf.client',
    defaultMessage: '{clientName} (client {clientId})',
    description: "The employer's name and its client number.",
  },
  period: { id: 'billing.pdf.period', defaultMessage: 'Period' },
  periodDates: { id: 'billing.pdf.periodDates', defaultMessage: '{start} to {end}' },
  issued: { id: 'billing.pdf.issued', defaultMessage: 'Issued' },
  dueDate: { id: 'billing.pdf.dueDate', defaultMessage: 'Due date' },
  status: { id: 'billing.pdf.status', defaultMessage: 'Status' },
  amountDue: { id: 'billing.pdf.amountDue', defaultMessage: 'Amount due' },
  payOnline: {
    id: 'billing.pdf.payOnline',
    defaultMessage: 'Pay online by bank account (ACH debit) at {url}, by {dueOn}.',
  },
  receiptFileTitle: {
    id: 'billing.pdf.receiptFileTitle',
    defaultMessage: 'Receipt for {invoiceNumber}',
  },
  receiptTitle: { id: 'billing.pdf.receiptTitle', defaultMessage: 'Payment receipt' },
  receivedFrom: { id: 'billing.pdf.receivedFrom', defaultMessage: 'Received from' },
  invoice: { id: 'billing.pdf.invoice', defaultMessage: 'Invoice' },
  amountPaid: { id: 'billing.pdf.amountPaid', defaultMessage: 'Amount paid' },
  paidOn: { id: 'billing.pdf.paidOn', defaultMessage: 'Paid on' },
  paidBy: { id: 'billing.pdf.paidBy', defaultMessage: 'Paid by' },
  achDebit: {
    id: 'billing.pdf.achDebit',
    defaultMessage: 'ACH debit from {holder}, account {account}',
    description: "{account} is the bank account's last four digits, masked: '••••6789'.",
  },
  reference: { id: 'billing.pdf.reference', defaultMessage: 'Payment reference' },
  thanks: { id: 'billing.pdf.thanks', defaultMessage: 'Thank you for your payment.' },
});

export interface InvoiceDocument {
  brandName: string;
  clientId: string;
  clientName: string;
  invoiceNumber: string;
  periodStart: string;
  periodEnd: string;
  /** YYYY-MM-DD: the portal's day it was issued. */
  issuedOn: string;
  dueOn: string;
  amountDueCents: number;
  status: InvoiceStatus;
  lines: InvoiceLineAnswer[];
  /** Where the bill is paid online. */
  billingUrl: string;
  /** The language of the request that downloads it. */
  language: Language;
}

const left = 54;
const columns = [
  { x: left, width: 146, align: 'left' },
  { x: 204, width: 62, align: 'right' },
  { x: 270, width: 80, align: 'right' },
  { x: 362, width: 114, align: 'left' },
  { x: 480, width: 78, align: 'right' },
] as const;

/** A row of the lines' table, as tall as its tallest cell (a rate or a plan may wrap). */
function row(document: PdfDocument, cells: string[], font: 'regular' | 'bold' = 'regular') {
  const y = document.y;
  document.font(font);
  let bottom = y;
  cells.forEach((cell, index) => {
    const column = columns[index];
    if (!column) return;
    document.text(cell, column.x, y, { width: column.width, align: column.align });
    bottom = Math.max(bottom, document.y);
  });
  document.x = left;
  document.y = bottom;
  document.moveDown(0.4);
}

/** The invoice as a PDF, in the request's language; `end()` has been called: pipe it out. */
export function invoicePdf(invoice: InvoiceDocument): PdfDocument {
  const say = sayIn(invoice.language);
  const title = say(pdfWords.invoiceTitle, { invoiceNumber: invoice.invoiceNumber });
  const document = createPdf({ title, author: invoice.brandName, language: invoice.language });
  pdfHeading(document, invoice.brandName, title);
  pdfFacts(document, [
    [
      say(pdfWords.billedTo),
      say(pdfWords.clientOf, {
        clientName: pdfText(invoice.clientName),
        clientId: invoice.clientId,
      }),
    ],
    [
      say(pdfWords.period),
      say(pdfWords.periodDates, {
        start: typedDateOf(invoice.periodStart),
        end: typedDateOf(invoice.periodEnd),
      }),
    ],
    [say(pdfWords.issued), typedDateOf(invoice.issuedOn)],
    [say(pdfWords.dueDate), typedDateOf(invoice.dueOn)],
    [say(pdfWords.status), say(invoiceStatusText[invoice.status])],
  ]);
  document.fontSize(9);
  row(
    document,
    Object.values(invoiceLineHeadings).map((heading) => say(heading)),
    'bold',
  );
  for (const line of invoice.lines) {
    const cells = invoiceLineCells(line, say);
    row(document, [
      cells.description,
      cells.coveredEmployees,
      cells.volume,
      cells.rate,
      cells.amount,
    ]);
  }
  document.moveDown(0.3);
  row(document, [say(pdfWords.amountDue), '', '', '', formatCents(invoice.amountDueCents)], 'bold');
  document.moveDown().font('regular').fontSize(10);
  document.text(
    say(pdfWords.payOnline, { url: invoice.billingUrl, dueOn: typedDateOf(invoice.dueOn) }),
  );
  document.end();
  return document;
}

export interface ReceiptDocument {
  brandName: string;
  clientId: string;
  clientName: string;
  invoiceNumber: string;
  amountCents: number;
  accountHolderName: string;
  accountLast4: string;
  providerPaymentId: string | null;
  /** YYYY-MM-DD: the portal's day it was paid. */
  paidOn: string;
  /** The language of the request that downloads it. */
  language: Language;
}

/** The receipt of a payment that succeeded, in the request's language; `end()` has been called. */
export function receiptPdf(receipt: ReceiptDocument): PdfDocument {
  const say = sayIn(receipt.language);
  const document = createPdf({
    title: say(pdfWords.receiptFileTitle, { invoiceNumber: receipt.invoiceNumber }),
    author: receipt.brandName,
    language: receipt.language,
  });
  pdfHeading(document, receipt.brandName, say(pdfWords.receiptTitle));
  const paidBy = say(pdfWords.achDebit, {
    holder: pdfText(receipt.accountHolderName),
    account: maskedAccount(receipt.accountLast4),
  });
  pdfFacts(document, [
    [
      say(pdfWords.receivedFrom),
      say(pdfWords.clientOf, {
        clientName: pdfText(receipt.clientName),
        clientId: receipt.clientId,
      }),
    ],
    [say(pdfWords.invoice), receipt.invoiceNumber],
    [say(pdfWords.amountPaid), formatCents(receipt.amountCents)],
    [say(pdfWords.paidOn), typedDateOf(receipt.paidOn)],
    [say(pdfWords.paidBy), paidBy],
    ...(receipt.providerPaymentId
      ? ([[say(pdfWords.reference), receipt.providerPaymentId]] as [string, string][])
      : []),
  ]);
  document.text(say(pdfWords.thanks));
  document.end();
  return document;
}
