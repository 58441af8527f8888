// PDFs of the benefits area (invoices, receipts, the absence summary: docs/product/billing.md and
// docs/product/reports.md), drawn on the server with pdfkit and streamed to the browser as they are
// written. The text font is DejaVu Sans, embedded (subset) from the dejavu-fonts-ttf package: PDF's
// standard fonts know only Latin-1, and a name in any script must print as it was typed, or at
// worst as an empty box, never break the document. Decision 0022 says why these libraries.

import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { type Language, localeOf } from '#domain/language/language';

const require = createRequire(import.meta.url);
const fonts = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
} as const;

export type PdfDocument = PDFKit.PDFDocument;

/**
 * A letter-size document in `language` with the portal's fonts registered ('regular' in use, 'bold' by
 * name) and its title and author in the file's information. Write into it, then `end()` it;
 * it is a readable stream of the PDF's bytes.
 */
export function createPdf({
  title,
  author,
  language,
}: {
  title: string;
  author: string;
  /** The language its words are in, for a screen reader to speak them in. */
  language: Language;
}): PdfDocument {
  const document = new PDFDocument({
    size: 'LETTER',
    margin: 54,
    info: { Title: pdfText(title), Author: pdfText(author) },
    // Screen readers and text extraction need the text as Unicode, which subsetting keeps.
    displayTitle: true,
    lang: localeOf[language],
    pdfVersion: '1.7',
  });
  document.registerFont('regular', fonts.regular);
  document.registerFont('bold', fonts.bold);
  document.font('regular');
  return document;
}

/** The brand in large type, the document's title under it, then body text. */
export function pdfHeading(document: PdfDocument, brandName: string, title: string): void {
  document.font('bold').fontSize(18).text(pdfText(brandName));
  document.moveDown(0.3).fontSize(14).text(title);
  document.moveDown().font('regular').fontSize(10);
}

/** 'Label: value' lines, the label in bold, then a blank line. */
export function pdfFacts(document: PdfDocument, pairs: [string, string][]): void {
  for (const [label, value] of pairs) {
    document.font('bold').text(`${label}: `, { continued: true }).font('regular').text(value);
  }
  document.moveDown();
}

const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Text as a PDF may print it: well-formed Unicode (a lone surrogate becomes U+FFFD) without
 * control characters or bidirectional overrides, which could make a name read backwards or
 * hide what follows it.
 */
export function pdfText(value: string): string {
  return value
    .replace(loneSurrogate, '\uFFFD')
    .replace(/[\p{Cc}\u202A-\u202E\u2066-\u2069]/gu, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
}

/** A PDF to send as a download: drawn, ended, and named. */
export interface PdfDownload {
  fileName: string;
  pdf: PdfDocument;
}

/** The headers of a PDF download named `fileName`. */
export function pdfDownloadHeaders(fileName: string): Record<string, string> {
  return {
    'content-type': 'application/pdf',
    'content-disposition': `attachment; filename="${fileName}"`,
    'x-content-type-options': 'nosniff',
  };
}
