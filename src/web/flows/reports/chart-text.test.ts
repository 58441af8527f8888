// The charts' scale and text alternative, worked out without drawing.

import { describe, expect, test } from 'vitest';
import { currentText } from '#web/language/use-text.ts';
import { type ChartBar, chartDescription as describeChart, chartScale } from './chart-text.ts';

/** The text alternative in English, as an English page says it. */
const chartDescription = (bars: readonly ChartBar[], options: { every: boolean; table: string }) =>
  describeChart(bars, options, currentText());

const bar = (label: string, disability: number, leave: number): ChartBar => ({
  key: label,
  label,
  axisLabel: label.slice(0, 3),
  counts: { disability, leave },
});

describe('a chart scale', () => {
  test('ends at or above the highest total, in whole steps of 1, 2 or 5 times ten', () => {
    expect(chartScale(0)).toEqual({ top: 1, ticks: [0, 1] });
    expect(chartScale(2)).toEqual({ top: 2, ticks: [0, 1, 2] });
    expect(chartScale(7)).toEqual({ top: 8, ticks: [0, 2, 4, 6, 8] });
    expect(chartScale(13)).toEqual({ top: 15, ticks: [0, 5, 10, 15] });
    expect(chartScale(1_204)).toEqual({ top: 1_500, ticks: [0, 500, 1_000, 1_500] });
    expect(chartScale(20_000)).toEqual({ top: 20_000, ticks: [0, 5_000, 10_000, 15_000, 20_000] });
  });
});

describe('a text alternative', () => {
  const table = 'The table beside it lists every one.';

  test('of a month per bar: the span and the highest', () => {
    expect(
      chartDescription([bar('May 2026', 0, 0), bar('June 2026', 0, 3), bar('July 2026', 2, 1)], {
        every: false,
        table,
      }),
    ).toBe(
      'Short-term disability and family medical leave, stacked, May 2026 to July 2026. ' +
        'The most: 3 in June 2026 (3 family medical leave). The table beside it lists every one.',
    );
  });

  test('says when there is nothing in any bar', () => {
    expect(chartDescription([bar('May 2026', 0, 0)], { every: false, table })).toBe(
      'Short-term disability and family medical leave, stacked, May 2026 to May 2026. ' +
        'None in any of them. The table beside it lists every one.',
    );
    expect(chartDescription([], { every: true, table })).toBe(`Nothing to show. ${table}`);
  });
});
