// 'Absence summary (PDF)' (docs/product/reports.md): the client's name, the two figures of the
// reports page as tables with what they count, and the day it was made. Counts only: no
// employee is named in it. Drawn with pdfkit through pdf-document.ts (decision 0022), whose
// embedded font prints a client's name in any script. In the language of the request.

import { monthLabel } from '#domain/shared/months';
import { typedDateOf } from '#domain/shared/absence-dates';
import { type KindCounts, totalOf } from '#domain/reports/report-figures';
import type { ReportsAnswer } from '#domain/reports/reports-answers';
import {
  countText,
  reportNoteText,
  reportTableHeadingText,
  reportTitleText,
} from '#domain/reports/reports-terms';
import type { Language } from '#domain/language/language';
import { claimKindText, claimKinds, claimStatusText, type Say } from '#domain/shared/claim-terms';
import { defineMessages } from '#domain/shared/define-messages';
import { createPdf, type PdfDocument, pdfText } from '#server/adapters/pdf-document';
import { sayIn } from '#server/language/say';

const summaryText = defineMessages({
  fileTitle: { id: 'reports.pdf.fileTitle', defaultMessage: '{title}: {clientName}' },
  client: {
    id: 'reports.pdf.client',
    defaultMessage: '{clientName} (client {clientId})',
    description: "The employer's name and its client number.",
  },
  generated: {
    id: 'reports.pdf.generated',
    defaultMessage: 'Generated on {date}, from the claims and leave on file that day.',
    description: '{date} is MM/DD/YYYY.',
  },
});

const colors = { text: '#1b2733', muted: '#4a5a6a', rule: '#7c8b99', head: '#f4f6f8' };
const rowHeight = 20;

interface Column {
  heading: string;
  width: number;
  align: 'left' | 'right';
}

/**
 * A figure's columns: its row heading, one per kind, and the total, 504 pt in all (the text
 * width); a kind's heading in bold 10 pt is 118 pt wide in DejaVu Sans in English, and fits on
 * one line; in Spanish it takes two.
 */
function columnsOf(rowHeading: string, say: Say): Column[] {
  return [
    { heading: rowHeading, width: 150, align: 'left' },
    ...claimKinds.map((kind): Column => ({
      heading: say(claimKindText[kind]),
      width: 132,
      align: 'right',
    })),
    { heading: say(reportTableHeadingText.total), width: 90, align: 'right' },
  ];
}

function cellsOf(label: string, counts: KindCounts): string[] {
  return [label, ...claimKinds.map((kind) => countText(counts[kind])), countText(totalOf(counts))];
}

/** A table of one figure under its heading and note, ruled between rows. */
function drawFigure(
  document: PdfDocument,
  figure: { title: string; note: string; columns: Column[]; rows: string[][] },
): void {
  const left = document.page.margins.left;
  const width = figure.columns.reduce((sum, column) => sum + column.width, 0);
  document.moveDown(1.2);
  document.font('bold').fontSize(14).fillColor(colors.text).text(figure.title, left);
  document.moveDown(0.3);
  document.font('regular').fontSize(9.5).fillColor(colors.muted).text(figure.note, { width });
  document.moveDown(0.6);
  let y = document.y;
  const drawRow = (cells: string[], head: boolean) => {
    document
      .font(head ? 'bold' : 'regular')
      .fontSize(10)
      .fillColor(colors.text);
    // A heading longer than its column (Spanish kinds are) takes two lines: the row grows.
    const textHeight = Math.max(
      ...figure.columns.map((column, index) =>
        document.heightOfString(cells[index] ?? '', { width: column.width - 12 }),
      ),
    );
    const height = Math.max(rowHeight, textHeight + 9);
    if (head) document.rect(left, y, width, height).fill(colors.head).fillColor(colors.text);
    let x = left;
    figure.columns.forEach((column, index) => {
      document.text(cells[index] ?? '', x + 6, y + 5.5, {
        width: column.width - 12,
        align: column.align,
      });
      x += column.width;
    });
    y += height;
    document
      .moveTo(left, y)
      .lineTo(left + width, y)
      .lineWidth(0.5)
      .strokeColor(colors.rule)
      .stroke();
  };
  drawRow(
    figure.columns.map((column) => column.heading),
    true,
  );
  for (const row of figure.rows) drawRow(row, false);
  document.x = left;
  document.y = y;
}

/**
 * The absence summary of `figures` (reportFigures' answer) in `language`, as a PDF stream
 * already ended: send it as the answer's body. `createdAt` is written as its creation date.
 */
export function absenceSummaryPdf(
  figures: ReportsAnswer,
  {
    clientId,
    brandName,
    createdAt,
    language,
  }: { clientId: string; brandName: string; createdAt: Date; language: Language },
): PdfDocument {
  const say = sayIn(language);
  const clientName = pdfText(figures.clientName);
  const title = say(reportTitleText.absenceSummary);
  const document = createPdf({
    title: say(summaryText.fileTitle, { title, clientName }),
    author: brandName,
    language,
  });
  document.info.CreationDate = createdAt;
  document.font('bold').fontSize(22).fillColor(colors.text).text(title);
  document.moveDown(0.4);
  document.font('regular').fontSize(12).text(say(summaryText.client, { clientName, clientId }));
  document
    .fontSize(10)
    .fillColor(colors.muted)
    .text(say(summaryText.generated, { date: typedDateOf(figures.asOf) }));
  drawFigure(document, {
    title: say(reportTitleText.absencesByMonth),
    note: say(reportNoteText.absencesByMonth),
    columns: columnsOf(say(reportTableHeadingText.month), say),
    rows: figures.absencesByMonth.map(({ month, counts }) =>
      cellsOf(monthLabel(month, 'long', say), counts),
    ),
  });
  drawFigure(document, {
    title: say(reportTitleText.openClaimsByStatus),
    note: say(reportNoteText.openClaimsByStatus),
    columns: columnsOf(say(reportTableHeadingText.status), say),
    rows: figures.openClaimsByStatus.map(({ status, counts }) =>
      cellsOf(say(claimStatusText[status]), counts),
    ),
  });
  document.end();
  return document;
}
