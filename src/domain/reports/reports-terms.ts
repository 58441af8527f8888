// The words of the employer's reports (DESIGN.md section 11.5): the page's headings and
// notes, the downloads' names, and the columns of the CSV files. The page, the PDF and the
// CSV files all read them from here.

export const reportTitles = {
  page: 'Reports',
  absencesByMonth: 'Absences by month',
  openClaimsByStatus: 'Open claims by status',
  downloads: 'Downloads',
  absenceSummary: 'Absence summary',
} as const;

/** What each figure counts, said on the page and in the PDF (absence-report.ts defines it). */
export const reportNotes = {
  absencesByMonth:
    'Each month counts the claims and leave whose absence falls at least partly in it: from ' +
    'the first day of absence up to the expected return to work, days planned later in the ' +
    'month included. Withdrawn and denied requests are not counted. A disability claim and ' +
    'the leave filed with it count once each.',
  openClaimsByStatus:
    'Claims and leave not yet decided, or approved and still running. Closed, denied and ' +
    'withdrawn ones are not open.',
} as const;

/** The downloads, as their links read. */
export const reportDownloads = {
  claims: 'Claims and leave (CSV)',
  billing: 'Billing history (CSV)',
  absenceSummary: 'Absence summary (PDF)',
} as const;
export type ReportDownload = keyof typeof reportDownloads;

/** The name of a download's file made on `today` (YYYY-MM-DD). */
export function reportFileName(download: ReportDownload, today: string): string {
  const names: Record<ReportDownload, string> = {
    claims: `claims-and-leave-${today}.csv`,
    billing: `billing-history-${today}.csv`,
    absenceSummary: `absence-summary-${today}.pdf`,
  };
  return names[download];
}

/** 'Claims and leave (CSV)': dates and no health information (DESIGN.md 11.3, 11.5). */
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
export const reportTableHeadings = { month: 'Month', status: 'Status', total: 'Total' } as const;

const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** A month (YYYY-MM) as people read it: 'November 2026', or 'Nov' for a chart's axis. */
export function monthLabel(month: string, length: 'long' | 'short' = 'long'): string {
  const [year, number] = month.split('-');
  const name = monthNames[Number(number) - 1] ?? month;
  return length === 'long' ? `${name} ${year}` : name.slice(0, 3);
}

const counts = new Intl.NumberFormat('en-US');

/** A count as people read it: 1,204. */
export function countText(count: number): string {
  return counts.format(count);
}
