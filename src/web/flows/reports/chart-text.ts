// What a chart of the reports page says in words and where its scale ends, worked out apart
// from drawing it so both can be tested without a browser. The words are the chart's text
// alternative (WCAG 1.1.1); the table beside it holds every figure.

import type { IntlShape } from 'react-intl';
import { type KindCounts, totalOf } from '#domain/reports/report-figures';
import { countText } from '#domain/reports/reports-terms';
import { type ClaimKind, claimKinds, claimKindText } from '#domain/shared/claim-terms';
import { defineMessages, type MessageDescriptor } from '#domain/shared/define-messages';

/** A bar of a chart: a month or a status, with its claims and leave. */
export interface ChartBar {
  key: string;
  /** As the table reads it: 'November 2026', 'In review'. */
  label: string;
  /** Under a column: 'Nov'. */
  axisLabel: string;
  /** A second line under a column where a group starts: the year. */
  groupLabel?: string;
  counts: KindCounts;
}

const chartText = defineMessages({
  stacked: {
    id: 'reports.chart.stacked',
    defaultMessage: '{disability} and {leave}, stacked',
    description:
      "What a chart shows: the two kinds of claim, the first one's bars stacked on the other's.",
  },
  kindCount: {
    id: 'reports.chart.kindCount',
    defaultMessage: '{count} {kind}',
    description: "A count of one kind: '2 family medical leave'. {kind} is in lower case.",
  },
  nothing: { id: 'reports.chart.nothing', defaultMessage: 'Nothing to show. {table}' },
  every: { id: 'reports.chart.every', defaultMessage: '{stacked}. {bars}. {table}' },
  bar: { id: 'reports.chart.bar', defaultMessage: '{label}: {total}' },
  barSplit: { id: 'reports.chart.barSplit', defaultMessage: '{label}: {total} ({split})' },
  span: {
    id: 'reports.chart.span',
    defaultMessage: '{stacked}, {first} to {last}. {most} {table}',
    description: '{first} and {last}: the first and the last month of the chart.',
  },
  none: { id: 'reports.chart.none', defaultMessage: 'None in any of them.' },
  most: { id: 'reports.chart.most', defaultMessage: 'The most: {total} in {label}.' },
  mostSplit: {
    id: 'reports.chart.mostSplit',
    defaultMessage: 'The most: {total} in {label} ({split}).',
  },
});

/** A kind as it reads inside a sentence: 'family medical leave'. */
const kindWords = (text: IntlShape, kind: ClaimKind) =>
  text.formatMessage(claimKindText[kind]).toLowerCase();

/** '1 short-term disability, 2 family medical leave': the kinds it has, or '' for none. */
function splitText(counts: KindCounts, text: IntlShape): string {
  return claimKinds
    .filter((kind) => counts[kind] > 0)
    .map((kind) =>
      text.formatMessage(chartText.kindCount, {
        count: countText(counts[kind]),
        kind: kindWords(text, kind),
      }),
    )
    .join(', ');
}

/** A bar's total, with its split when it has any, in `withSplit`'s words or `plain`'s. */
function barText(
  bar: ChartBar,
  text: IntlShape,
  [plain, withSplit]: [MessageDescriptor, MessageDescriptor],
): string {
  const split = splitText(bar.counts, text);
  const values = { label: bar.label, total: countText(totalOf(bar.counts)) };
  return split
    ? text.formatMessage(withSplit, { ...values, split })
    : text.formatMessage(plain, values);
}

/**
 * The text alternative of a chart, in the page's language (`text`): what it shows, and either
 * every bar (`every`, a few bars) or the span and the highest (a bar per month), then where the
 * figures are (`table`).
 */
export function chartDescription(
  bars: readonly ChartBar[],
  { every, table }: { every: boolean; table: string },
  text: IntlShape,
): string {
  const [first, last] = [bars.at(0), bars.at(-1)];
  if (!first || !last) return text.formatMessage(chartText.nothing, { table });
  const stacked = text.formatMessage(chartText.stacked, {
    disability: text.formatMessage(claimKindText.disability),
    leave: kindWords(text, 'leave'),
  });
  if (every) {
    const each = bars.map((bar) => barText(bar, text, [chartText.bar, chartText.barSplit]));
    return text.formatMessage(chartText.every, { stacked, bars: each.join('; '), table });
  }
  const highest = bars.reduce((top, bar) =>
    totalOf(bar.counts) > totalOf(top.counts) ? bar : top,
  );
  const most =
    totalOf(highest.counts) === 0
      ? text.formatMessage(chartText.none)
      : barText(highest, text, [chartText.most, chartText.mostSplit]);
  return text.formatMessage(chartText.span, {
    stacked,
    first: first.label,
    last: last.label,
    most,
    table,
  });
}

/**
 * The top of a chart's scale and its ticks: whole numbers in steps of 1, 2 or 5 times a power
 * of ten, about four of them, the top at or above the highest total (at least 1).
 */
export function chartScale(highest: number): { top: number; ticks: number[] } {
  const rough = Math.max(highest, 1) / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(1, [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? 1);
  const top = Math.max(step, Math.ceil(highest / step) * step);
  return { top, ticks: Array.from({ length: top / step + 1 }, (_, index) => index * step) };
}
