// The words of the employer's reports (docs/product/reports.md): the page's headings and
// notes, the downloads' names, and the columns of the CSV files. The page, the PDF and the
// CSV files all read them from here: the page and the PDF as messages of the reports catalog
// (lang/reports/), in the reader's language; the CSV files in English always (their columns are
// data).

import { englishOf } from '#domain/shared/claim-terms';
import { defineMessages } from '#domain/shared/define-messages';

export const reportTitleText = defineMessages({
  page: { id: 'reports.title.page', defaultMessage: 'Reports' },
  absencesByMonth: { id: 'reports.title.absencesByMonth', defaultMessage: 'Absences by month' },
  openClaimsByStatus: {
    id: 'reports.title.openClaimsByStatus',
    defaultMessage: 'Open claims by status',
  },
  downloads: { id: 'reports.title.downloads', defaultMessage: 'Downloads' },
  absenceSummary: { id: 'reports.title.absenceSummary', defaultMessage: 'Absence summary' },
});

/** What each figure counts, said on the page and in the PDF (report-figures.ts defines it). */
export const reportNoteText = defineMessages({
  absencesByMonth: {
    id: 'reports.note.absencesByMonth',
    defaultMessage:
      'Each month counts the claims and leave whose absence falls at least partly in it: from the first day of absence up to the expected return to work, days planned later in the month included. Withdrawn and denied requests are not counted. A disability claim and the leave filed with it count once each.',
  },
  openClaimsByStatus: {
    id: 'reports.note.openClaimsByStatus',
    defaultMessage:
      'Claims and leave not yet decided, or approved and still running. Closed, denied and withdrawn ones are not open.',
  },
});
export const reportNotes = englishOf(reportNoteText);

/** The downloads, as their links read. */
export const reportDownloadText = defineMessages({
  claims: { id: 'reports.download.claims', defaultMessage: 'Claims and leave (CSV)' },
  billing: { id: 'reports.download.billing', defaultMessage: 'Billing history (CSV)' },
  absenceSummary: {
    id: 'reports.download.absenceSummary',
    defaultMessage: 'Absence summary (PDF)',
  },
});
export type ReportDownload = keyof typeof reportDownloadText;

/** The name of a download's file made on `today` (YYYY-MM-DD). */
export function reportFileName(download: ReportDownload, today: string): string {
  const names: Record<ReportDownload, string> = {
    claims: `claims-and-leave-${today}.csv`,
    billing: `billing-history-${today}.csv`,
    absenceSummary: `absence-summary-${today}.pdf`,
  };
  return names[download];
}

/**
 * 'Claims and leave (CSV)': dates and no health information (docs/product/employer-claims.md and
 * docs/product/reports.md).
 */
export const claimsCsvColumns = [
  'Employee name',
  'Claim number',
  'Type',
  'Status',
  'Last day worked',
  'First day of absence',
  'Expected return to work',
  'Filed on',
] as const;

/** 'Billing history (CSV)'. */
export const billingCsvColumns = [
  'Invoice number',
  'Period',
  'Amount',
  'Due date',
  'Status',
  'Paid on',
] as const;

/** The columns of the figures' tables: the month or status, each kind, and the total. */
export const reportTableHeadingText = defineMessages({
  month: { id: 'reports.table.month', defaultMessage: 'Month' },
  status: { id: 'reports.table.status', defaultMessage: 'Status' },
  total: { id: 'reports.table.total', defaultMessage: 'Total' },
});

const counts = new Intl.NumberFormat('en-US');

/** A count as people read it: 1,204. */
export function countText(count: number): string {
  return counts.format(count);
}
