// What a chart of the reports page says in words and where its scale ends, worked out apart
// from drawing it so both can be tested without a browser. The words are the chart's text
// alternative (WCAG 1.1.1); the table beside it holds every figure.

import { type KindCounts, totalOf } from '#domain/reports/absence-report';
import { countText } from '#domain/reports/reports-terms';
import { claimKindLabels, claimKinds } from '#domain/shared/claim-terms';

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

const kindWords = (kind: (typeof claimKinds)[number]) => claimKindLabels[kind].toLowerCase();

/** '1 short-term disability, 2 family medical leave': the kinds it has, or nothing. */
function splitText(counts: KindCounts): string {
  const parts = claimKinds
    .filter((kind) => counts[kind] > 0)
    .map((kind) => `${countText(counts[kind])} ${kindWords(kind)}`);
  return parts.length > 0 ? ` (${parts.join(', ')})` : '';
}

const stacked = `${claimKindLabels.disability} and ${kindWords('leave')}, stacked`;

/**
 * The text alternative of a chart: what it shows, and either every bar (`every`, a few bars)
 * or the span and the highest (a bar per month), then where the figures are.
 */
export function chartDescription(
  bars: readonly ChartBar[],
  { every, table }: { every: boolean; table: string },
): string {
  const [first, last] = [bars.at(0), bars.at(-1)];
  if (!first || !last) return `Nothing to show. ${table}`;
  if (every) {
    const each = bars.map(
      (bar) => `${bar.label}: ${countText(totalOf(bar.counts))}${splitText(bar.counts)}`,
    );
    return `${stacked}. ${each.join('; ')}. ${table}`;
  }
  const highest = bars.reduce((top, bar) =>
    totalOf(bar.counts) > totalOf(top.counts) ? bar : top,
  );
  const most =
    totalOf(highest.counts) === 0
      ? 'None in any of them.'
      : `The most: ${countText(totalOf(highest.counts))} in ${highest.label}${splitText(highest.counts)}.`;
  return `${stacked}, ${first.label} to ${last.label}. ${most} ${table}`;
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
