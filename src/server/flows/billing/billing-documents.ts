// The PDFs of an employer's bills (docs/product/billing.md): an invoice, with a line per
// coverage, and the receipt of a payment that succeeded. Drawn with the shared createPdf
// (DejaVu Sans embedded, so a client's name in any script prints) and streamed as written.
// A receipt names the account only by its last four digits.

import {
  type Coverage,
  coverageLabels,
  type InvoiceStatus,
  invoiceStatusLabels,
} from '#domain/billing/billing-terms';
import { maskedAccount } from '#domain/shared/bank-account';
import { createPdf, type PdfDocument, pdfText } from '#server/adapters/pdf-document';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Whole cents as $1,234.56, as the e-mails and PDFs write money. */
export function dollars(cents: number): string {
  return usd.format(cents / 100);
}

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

function heading(document: PdfDocument, brandName: string, title: string) {
  document.font('bold').fontSize(18).text(pdfText(brandName));
  document.moveDown(0.3).fontSize(14).text(title);
  document.moveDown().font('regular').fontSize(10);
}

function facts(document: PdfDocument, pairs: [string, string][]) {
  for (const [label, value] of pairs) {
    document.font('bold').text(`${label}: `, { continued: true }).font('regular').text(value);
  }
  document.moveDown();
}

/** The invoice as a PDF; `end()` has been called: pipe it out. */
export function invoicePdf(invoice: InvoiceDocument): PdfDocument {
  const document = createPdf({
    title: `Invoice ${invoice.invoiceNumber}`,
    author: invoice.brandName,
  });
  heading(document, invoice.brandName, `Invoice ${invoice.invoiceNumber}`);
  facts(document, [
    ['Billed to', `${pdfText(invoice.clientName)} (client ${invoice.clientId})`],
    ['Period', `${typedDate(invoice.periodStart)} to ${typedDate(invoice.periodEnd)}`],
    ['Issued', typedDate(invoice.issuedAt)],
    ['Due date', typedDate(invoice.dueOn)],
    ['Status', invoiceStatusLabels[invoice.status]],
  ]);
  row(document, ['Coverage', 'Covered employees', 'Monthly rate', 'Amount'], 'bold');
  for (const line of invoice.lines) {
    row(document, [
      coverageLabels[line.coverage as Coverage] ?? line.coverage,
      String(line.coveredEmployees),
      dollars(line.monthlyRateCents),
      dollars(line.amountCents),
    ]);
  }
  document.moveDown(0.3);
  row(document, ['Amount due', '', '', dollars(invoice.amountDueCents)], 'bold');
  document.moveDown().font('regular');
  document.text(
    `Pay online by bank account (ACH debit) at ${invoice.billingUrl}, by ${typedDate(invoice.dueOn)}.`,
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
}

/** The receipt of a payment that succeeded; `end()` has been called. */
export function receiptPdf(receipt: ReceiptDocument): PdfDocument {
  const document = createPdf({
    title: `Receipt for ${receipt.invoiceNumber}`,
    author: receipt.brandName,
  });
  heading(document, receipt.brandName, 'Payment receipt');
  facts(document, [
    ['Received from', `${pdfText(receipt.clientName)} (client ${receipt.clientId})`],
    ['Invoice', receipt.invoiceNumber],
    ['Amount paid', dollars(receipt.amountCents)],
    ['Paid on', typedDate(receipt.paidAt)],
    [
      'Paid by',
      `ACH debit from ${pdfText(receipt.accountHolderName)}, account ${maskedAccount(receipt.accountLast4)}`,
    ],
    ...(receipt.providerPaymentId
      ? ([['Payment reference', receipt.providerPaymentId]] as [string, string][])
      : []),
  ]);
  document.text('Thank you for your payment.');
  document.end();
  return document;
}
