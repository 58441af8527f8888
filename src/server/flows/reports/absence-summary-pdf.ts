// 'Absence summary (PDF)' (docs/product/reports.md): the client's name, the two figures of the
// reports page as tables with what they count, and the day it was made. Counts only: no
// employee is named in it. Drawn with pdfkit through pdf-document.ts (decision 0022), whose
// embedded font prints a client's name in any script.

import { typedDateOf } from '#domain/shared/absence-dates';
import { type KindCounts, totalOf } from '#domain/reports/report-figures';
import type { ReportsAnswer } from '#domain/reports/reports-answers';
import {
  countText,
  monthLabel,
  reportNotes,
  reportTableHeadings,
  reportTitles,
} from '#domain/reports/reports-terms';
import { claimKindLabels, claimKinds, claimStatusLabels } from '#domain/shared/claim-terms';
import { createPdf, type PdfDocument, pdfText } from '#server/adapters/pdf-document';

const colors = { text: '#1b2733', muted: '#4a5a6a', rule: '#7c8b99', head: '#f4f6f8' };
const rowHeight = 20;

interface Column {
  heading: string;
  width: number;
  align: 'left' | 'right';
}

/**
 * A figure's columns: its row heading, one per kind, and the total, 504 pt in all (the text
 * width); a kind's heading in bold 10 pt is 118 pt wide in DejaVu Sans, and fits on one line.
 */
function columnsOf(rowHeading: string): Column[] {
  return [
    { heading: rowHeading, width: 150, align: 'left' },
    ...claimKinds.map((kind): Column => ({
      heading: claimKindLabels[kind],
      width: 132,
      align: 'right',
    })),
    { heading: reportTableHeadings.total, width: 90, align: 'right' },
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
    if (head) document.rect(left, y, width, rowHeight).fill(colors.head);
    document
      .font(head ? 'bold' : 'regular')
      .fontSize(10)
      .fillColor(colors.text);
    let x = left;
    figure.columns.forEach((column, index) => {
      document.text(cells[index] ?? '', x + 6, y + 5.5, {
        width: column.width - 12,
        align: column.align,
        lineBreak: false,
      });
      x += column.width;
    });
    y += rowHeight;
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
 * The absence summary of `figures` (reportFigures' answer), as a PDF stream already ended:
 * send it as the answer's body. `createdAt` is written as its creation date.
 */
export function absenceSummaryPdf(
  figures: ReportsAnswer,
  { clientId, brandName, createdAt }: { clientId: string; brandName: string; createdAt: Date },
): PdfDocument {
  const clientName = pdfText(figures.clientName);
  const document = createPdf({
    title: `${reportTitles.absenceSummary}: ${clientName}`,
    author: brandName,
  });
  document.info.CreationDate = createdAt;
  document.font('bold').fontSize(22).fillColor(colors.text).text(reportTitles.absenceSummary);
  document.moveDown(0.4);
  document.font('regular').fontSize(12).text(`${clientName} (client ${clientId})`);
  document
    .fontSize(10)
    .fillColor(colors.muted)
    .text(`Generated on ${typedDateOf(figures.asOf)}, from the claims and leave on file that day.`);
  drawFigure(document, {
    title: reportTitles.absencesByMonth,
    note: reportNotes.absencesByMonth,
    columns: columnsOf(reportTableHeadings.month),
    rows: figures.absencesByMonth.map(({ month, counts }) => cellsOf(monthLabel(month), counts)),
  });
  drawFigure(document, {
    title: reportTitles.openClaimsByStatus,
    note: reportNotes.openClaimsByStatus,
    columns: columnsOf(reportTableHeadings.status),
    rows: figures.openClaimsByStatus.map(({ status, counts }) =>
      cellsOf(claimStatusLabels[status], counts),
    ),
  });
  document.end();
  return document;
}
