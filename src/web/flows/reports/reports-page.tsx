// The employer's reports (docs/product/reports.md), its own lazy chunk: the charts load only
// here, never on the login page (docs/product/budgets.md#the-benefits-area). 'Absences by month'
// and 'Open claims by status', each a chart with the table of its figures beside it and a note of
// what it counts, then the three downloads. Without an employer's login it goes to that login.

import { monthLabel } from '#domain/shared/months';
import type { IntlShape } from 'react-intl';
import { Link } from 'wouter';
import type { ReportsAnswer } from '#domain/reports/reports-answers';
import {
  type ReportDownload,
  reportDownloadText,
  reportNoteText,
  reportTableHeadingText,
  reportTitleText,
} from '#domain/reports/reports-terms';
import { claimStatusText } from '#domain/shared/claim-terms';
import { defineMessages, type MessageDescriptor } from '#domain/shared/define-messages';
import { formatDate } from '#web/components/benefits/benefits-format.ts';
import { PageSection } from '#web/components/benefits/page-section.tsx';
import { LoadingNotice, useBenefitsData } from '#web/components/benefits/use-benefits-data.tsx';
import { sayWith, useText } from '#web/language/use-text.ts';
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

const reportsText = defineMessages({
  loading: { id: 'reports.loading', defaultMessage: 'Loading your reports…' },
  notLinked: {
    id: 'reports.notLinked',
    defaultMessage: 'This login is not linked to an employer, so it has no reports.',
  },
  asOf: {
    id: 'reports.asOf',
    defaultMessage: '{clientName}, on {date}.',
    description: "The employer's name and the day of the figures (MM/DD/YYYY).",
  },
  chart: {
    id: 'reports.chartTitle',
    defaultMessage: '{title}: chart',
    description: "A chart's name: 'Absences by month: chart'.",
  },
  figures: {
    id: 'reports.figures',
    defaultMessage: '{title}: the figures',
    description: "The caption of the table beside a chart: 'Absences by month: the figures'.",
  },
  tableNote: {
    id: 'reports.tableNote',
    defaultMessage: "The table ''{caption}'' beside it lists every one.",
    description: "The end of a chart's text alternative: {caption} is the table's caption.",
  },
  backToAccount: { id: 'reports.backToAccount', defaultMessage: 'Back to your account' },
});

const downloadAbout = defineMessages({
  claims: {
    id: 'reports.downloadAbout.claims',
    defaultMessage:
      "Every claim and leave of your employees: the employee's name, the claim number, type, status and dates. No health information.",
  },
  billing: {
    id: 'reports.downloadAbout.billing',
    defaultMessage:
      'Your invoices: number, month, amount, due date, status and the day each was paid.',
  },
  absenceSummary: {
    id: 'reports.downloadAbout.absenceSummary',
    defaultMessage: 'The two figures of this page, to print or to share.',
  },
});

/**
 * A bar per month; the year under each January, and under the first month unless a January
 * comes too soon after it for both years to fit side by side.
 */
function monthBars(figures: ReportsAnswer, text: IntlShape): ChartBar[] {
  const say = sayWith(text);
  const months = figures.absencesByMonth.map(({ month }) => month);
  const firstJanuary = months.findIndex((month) => month.endsWith('-01'));
  return figures.absencesByMonth.map(({ month, counts }, index) => {
    const [year] = month.split('-');
    const startsYear =
      month.endsWith('-01') || (index === 0 && (firstJanuary < 0 || firstJanuary >= 3));
    return {
      key: month,
      label: monthLabel(month, 'long', say),
      axisLabel: monthLabel(month, 'short', say),
      ...(startsYear && year ? { groupLabel: year } : {}),
      counts,
    };
  });
}

function statusBars(figures: ReportsAnswer, text: IntlShape): ChartBar[] {
  return figures.openClaimsByStatus.map(({ status, counts }) => {
    const label = text.formatMessage(claimStatusText[status]);
    return { key: status, label, axisLabel: label, counts };
  });
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
  title: MessageDescriptor;
  note: MessageDescriptor;
  rowHeading: MessageDescriptor;
  bars: ChartBar[];
  layout: 'columns' | 'rows';
}) {
  const text = useText();
  const named = text.formatMessage(title);
  const caption = text.formatMessage(reportsText.figures, { title: named });
  return (
    <PageSection id={id} title={named}>
      <p className="reports-note">{text.formatMessage(note)}</p>
      <div className="reports-figure">
        <StackedBarChart
          layout={layout}
          title={text.formatMessage(reportsText.chart, { title: named })}
          description={chartDescription(
            bars,
            {
              every: layout === 'rows',
              table: text.formatMessage(reportsText.tableNote, { caption }),
            },
            text,
          )}
          bars={bars}
        />
        <FigureTable caption={caption} rowHeading={text.formatMessage(rowHeading)} bars={bars} />
      </div>
    </PageSection>
  );
}

const downloads: { report: ReportDownload; href: string }[] = [
  { report: 'claims', href: claimsCsvUrl },
  { report: 'billing', href: billingCsvUrl },
  { report: 'absenceSummary', href: absenceSummaryPdfUrl },
];

export default function ReportsPage() {
  const text = useText();
  const [reports] = useBenefitsData(getReports);
  return (
    <div className="benefits-page reports-page">
      <h1>{text.formatMessage(reportTitleText.page)}</h1>
      <LoadingNotice loaded={reports} text={text.formatMessage(reportsText.loading)} />
      {reports.kind === 'not-found' && <p>{text.formatMessage(reportsText.notLinked)}</p>}
      {reports.kind === 'ready' && (
        <>
          <p>
            {text.formatMessage(reportsText.asOf, {
              clientName: reports.data.clientName,
              date: formatDate(reports.data.asOf),
            })}
          </p>
          <Figure
            id="absences-by-month"
            title={reportTitleText.absencesByMonth}
            note={reportNoteText.absencesByMonth}
            rowHeading={reportTableHeadingText.month}
            bars={monthBars(reports.data, text)}
            layout="columns"
          />
          <Figure
            id="open-claims-by-status"
            title={reportTitleText.openClaimsByStatus}
            note={reportNoteText.openClaimsByStatus}
            rowHeading={reportTableHeadingText.status}
            bars={statusBars(reports.data, text)}
            layout="rows"
          />
          <PageSection id="report-downloads" title={text.formatMessage(reportTitleText.downloads)}>
            <ul className="benefits-list reports-downloads">
              {downloads.map(({ report, href }) => (
                <li key={report} className="benefits-list__item">
                  <a href={href} download>
                    {text.formatMessage(reportDownloadText[report])}
                  </a>
                  <span>{text.formatMessage(downloadAbout[report])}</span>
                </li>
              ))}
            </ul>
          </PageSection>
        </>
      )}
      <p>
        <Link href={paths.account('employers')}>
          {text.formatMessage(reportsText.backToAccount)}
        </Link>
      </p>
    </div>
  );
}
