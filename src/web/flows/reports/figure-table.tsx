// The table beside a chart of the reports page: the same figures, every one of them, for the
// people who do not read the chart (or cannot see it). A row per month or status, a column
// per kind and the total.

import { totalOf } from '#domain/reports/report-figures';
import { countText, reportTableHeadingText } from '#domain/reports/reports-terms';
import { claimKinds, claimKindText } from '#domain/shared/claim-terms';
import { ScrollingTable } from '#web/components/benefits/scrolling-table.tsx';
import { useText } from '#web/language/use-text.ts';
import type { ChartBar } from './chart-text.ts';

export function FigureTable({
  caption,
  rowHeading,
  bars,
}: {
  caption: string;
  /** The first column's heading: 'Month' or 'Status'. */
  rowHeading: string;
  bars: readonly ChartBar[];
}) {
  const text = useText();
  return (
    <ScrollingTable caption={caption}>
      <thead>
        <tr>
          <th scope="col">{rowHeading}</th>
          {claimKinds.map((kind) => (
            <th key={kind} scope="col" className="reports-count">
              {text.formatMessage(claimKindText[kind])}
            </th>
          ))}
          <th scope="col" className="reports-count">
            {text.formatMessage(reportTableHeadingText.total)}
          </th>
        </tr>
      </thead>
      <tbody>
        {bars.map((bar) => (
          <tr key={bar.key}>
            <th scope="row">{bar.label}</th>
            {claimKinds.map((kind) => (
              <td key={kind} className="reports-count">
                {countText(bar.counts[kind])}
              </td>
            ))}
            <td className="reports-count">{countText(totalOf(bar.counts))}</td>
          </tr>
        ))}
      </tbody>
    </ScrollingTable>
  );
}
