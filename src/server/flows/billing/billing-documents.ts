// The PDFs of an employer's bills (docs/product/billing.md): an invoice, with a line per
// coverage, and the receipt of a payment that succeeded. Drawn with the shared createPdf
// (DejaVu Sans embedded, so a client's name in any script prints) and streamed as written.
// A receipt names the account only by its last four digits. Both in the language of the request
// that downloads them.

import { formatCents } from '#domain/shared/money';
import {
  type Coverage,
  coverageText,
  type InvoiceStatus,
  invoiceStatusText,
} from '#domain/billing/billing-terms';
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
  coverage: { id: 'billing.pdf.coverage', defaultMessage: 'Coverage' },
  coveredEmployees: { id: 'billing.pdf.coveredEmployees', defaultMessage: 'Covered employees' },
  monthlyRate: { id: 'billing.pdf.monthlyRate', defaultMessage: 'Monthly rate' },
  amount: { id: 'billing.pdf.amount', defaultMessage: 'Amount' },
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

/** A calendar date or a timestamp's UTC day as MM/DD/YYYY, as the pages write dates. */
export function typedDate(isoDateOrTime: string | Date): string {
  const iso = typeof isoDateOrTime === 'string' ? isoDateOrTime : isoDateOrTime.toISOString();
  const [year, month, day] = iso.slice(0, 10).split('-');
  return `${month}/${day}/${year}`;
}

export interface InvoiceDocument {
  brandName: string;
  clientId: string;
  clientName: string;
  invoiceNumber: string;
  periodStart: string;
  periodEnd: string;
  issuedAt: Date;
  dueOn: string;
  amountDueCents: number;
  status: InvoiceStatus;
  lines: {
    coverage: string;
    coveredEmployees: number;
    monthlyRateCents: number;
    amountCents: number;
  }[];
  /** Where the bill is paid online. */
  billingUrl: string;
  /** The language of the request that downloads it. */
  language: Language;
}

const left = 54;
const columns = [
  { x: left, width: 170, align: 'left' },
  { x: 228, width: 125, align: 'right' },
  { x: 357, width: 95, align: 'right' },
  { x: 456, width: 102, align: 'right' },
] as const;

function row(document: PdfDocument, cells: string[], font: 'regular' | 'bold' = 'regular') {
  const y = document.y;
  document.font(font);
  cells.forEach((cell, index) => {
    const column = columns[index];
    if (column) document.text(cell, column.x, y, { width: column.width, align: column.align });
  });
  document.x = left;
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
        start: typedDate(invoice.periodStart),
        end: typedDate(invoice.periodEnd),
      }),
    ],
    [say(pdfWords.issued), typedDate(invoice.issuedAt)],
    [say(pdfWords.dueDate), typedDate(invoice.dueOn)],
    [say(pdfWords.status), say(invoiceStatusText[invoice.status])],
  ]);
  const amount = say(pdfWords.amount);
  row(
    document,
    [say(pdfWords.coverage), say(pdfWords.coveredEmployees), say(pdfWords.monthlyRate), amount],
    'bold',
  );
  for (const line of invoice.lines) {
    const coverage = coverageText[line.coverage as Coverage];
    row(document, [
      coverage ? say(coverage) : line.coverage,
      String(line.coveredEmployees),
      formatCents(line.monthlyRateCents),
      formatCents(line.amountCents),
    ]);
  }
  document.moveDown(0.3);
  row(document, [say(pdfWords.amountDue), '', '', formatCents(invoice.amountDueCents)], 'bold');
  document.moveDown().font('regular');
  document.text(
    say(pdfWords.payOnline, { url: invoice.billingUrl, dueOn: typedDate(invoice.dueOn) }),
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
  paidAt: Date;
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
    [say(pdfWords.paidOn), typedDate(receipt.paidAt)],
    [say(pdfWords.paidBy), paidBy],
    ...(receipt.providerPaymentId
      ? ([[say(pdfWords.reference), receipt.providerPaymentId]] as [string, string][])
      : []),
  ]);
  document.text(say(pdfWords.thanks));
  document.end();
  return document;
}
