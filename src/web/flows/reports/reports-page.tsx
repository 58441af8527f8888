// The employer's reports (DESIGN.md section 11.5), its own lazy chunk: the charts load only
// here, never on the login page (section 11.8). 'Absences by month' and 'Open claims by
// status', each a chart with the table of its figures beside it and a note of what it
// counts, then the three downloads. Without an employer's login it goes to that login.

import { Link } from 'wouter';
import type { ReportsAnswer } from '#domain/reports/reports-answers';
import {
  monthLabel,
  reportDownloads,
  reportNotes,
  reportTableHeadings,
  reportTitles,
} from '#domain/reports/reports-terms';
import { claimStatusLabels } from '#domain/shared/claim-terms';
import { formatDate } from '#web/components/benefits/benefits-format.ts';
import { PageSection } from '#web/components/benefits/page-section.tsx';
import { LoadingNotice, useBenefitsData } from '#web/components/benefits/use-benefits-data.tsx';
import { paths } from '#web/paths.ts';
import { absenceSummaryPdfUrl } from './api/absence-summary-pdf.ts';
import { billingCsvUrl } from './api/billing-csv.ts';
import { claimsCsvUrl } from './api/claims-csv.ts';
import { getReports } from './api/reports.ts';
import { type ChartBar, chartDescription } from './chart-text.ts';
import { FigureTable } from './figure-table.tsx';
import { StackedBarChart } from './stacked-bar-chart.tsx';
import '#web/components/benefits/benefits.css';
import './reports.css';

const tableNote = (title: string) => `The table '${title}: the figures' beside it lists every one.`;

/**
 * A bar per month; the year under each January, and under the first month unless a January
 * comes too soon after it for both years to fit side by side.
 */
function monthBars(figures: ReportsAnswer): ChartBar[] {
  const months = figures.absencesByMonth.map(({ month }) => month);
  const firstJanuary = months.findIndex((month) => month.endsWith('-01'));
  return figures.absencesByMonth.map(({ month, counts }, index) => {
    const [year] = month.split('-');
    const startsYear =
      month.endsWith('-01') || (index === 0 && (firstJanuary < 0 || firstJanuary >= 3));
    return {
      key: month,
      label: monthLabel(month),
      axisLabel: monthLabel(month, 'short'),
      ...(startsYear && year ? { groupLabel: year } : {}),
      counts,
    };
  });
}

function statusBars(figures: ReportsAnswer): ChartBar[] {
  return figures.openClaimsByStatus.map(({ status, counts }) => ({
    key: status,
    label: claimStatusLabels[status],
    axisLabel: claimStatusLabels[status],
    counts,
  }));
}

/** A figure: its note, then its chart with its table beside it (below it on a phone). */
function Figure({
  id,
  title,
  note,
  rowHeading,
  bars,
  layout,
}: {
  id: string;
  title: string;
  note: string;
  rowHeading: string;
  bars: ChartBar[];
  layout: 'columns' | 'rows';
}) {
  return (
    <PageSection id={id} title={title}>
      <p className="reports-note">{note}</p>
      <div className="reports-figure">
        <StackedBarChart
          layout={layout}
          title={`${title}: chart`}
          description={chartDescription(bars, {
            every: layout === 'rows',
            table: tableNote(title),
          })}
          bars={bars}
        />
        <FigureTable caption={`${title}: the figures`} rowHeading={rowHeading} bars={bars} />
      </div>
    </PageSection>
  );
}

const downloads = [
  {
    href: claimsCsvUrl,
    name: reportDownloads.claims,
    about:
      "Every claim and leave of your employees: the employee's name, the claim number, type, " +
      'status and dates. No health information.',
  },
  {
    href: billingCsvUrl,
    name: reportDownloads.billing,
    about: 'Your invoices: number, month, amount, due date, status and the day each was paid.',
  },
  {
    href: absenceSummaryPdfUrl,
    name: reportDownloads.absenceSummary,
    about: 'The two figures of this page, to print or to share.',
  },
];

export default function ReportsPage() {
  const [reports] = useBenefitsData(getReports);
  return (
    <div className="benefits-page reports-page">
      <h1>{reportTitles.page}</h1>
      <LoadingNotice loaded={reports} text="Loading your reports…" />
      {reports.kind === 'not-found' && (
        <p>This login is not linked to an employer, so it has no reports.</p>
      )}
      {reports.kind === 'ready' && (
        <>
          <p>
            {reports.data.clientName}, on {formatDate(reports.data.asOf)}.
          </p>
          <Figure
            id="absences-by-month"
            title={reportTitles.absencesByMonth}
            note={reportNotes.absencesByMonth}
            rowHeading={reportTableHeadings.month}
            bars={monthBars(reports.data)}
            layout="columns"
          />
          <Figure
            id="open-claims-by-status"
            title={reportTitles.openClaimsByStatus}
            note={reportNotes.openClaimsByStatus}
            rowHeading={reportTableHeadings.status}
            bars={statusBars(reports.data)}
            layout="rows"
          />
          <PageSection id="report-downloads" title={reportTitles.downloads}>
            <ul className="benefits-list reports-downloads">
              {downloads.map((download) => (
                <li key={download.name} className="benefits-list__item">
                  <a href={download.href} download>
                    {download.name}
                  </a>
                  <span>{download.about}</span>
                </li>
              ))}
            </ul>
          </PageSection>
        </>
      )}
      <p>
        <Link href={paths.account('employers')}>Back to your account</Link>
      </p>
    </div>
  );
}
