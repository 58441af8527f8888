// The charts of the reports page: short-term disability and family medical leave stacked, a
// column per month or a row per status, drawn as SVG by hand: 1.1 KB gzip, where visx, uPlot,
// Chart.js or Recharts would add 21 to 105 KB to the page (decision 0022). The kinds differ by
// pattern as well as colour (solid, and stripes in an outline), each bar carries its total in
// numbers, and the chart is one image with a text alternative; the table beside it is the way
// to read every figure (WCAG 1.1.1, 1.4.1, 1.4.11).

import { useId } from 'react';
import { type KindCounts, totalOf } from '#domain/reports/report-figures';
import { countText } from '#domain/reports/reports-terms';
import { type ClaimKind, claimKinds, claimKindText } from '#domain/shared/claim-terms';
import { useText } from '#web/language/use-text.ts';
import { type ChartBar, chartScale } from './chart-text.ts';

/** The box every chart is drawn in, scaled to the page's width: 360 is a phone's. */
const width = 360;

interface Segment {
  kind: ClaimKind;
  from: number;
  to: number;
}

/** The stacked parts of a bar in counts, the first kind at the base. */
function segmentsOf(counts: KindCounts): Segment[] {
  let from = 0;
  return claimKinds.map((kind) => {
    const segment = { kind, from, to: from + counts[kind] };
    from = segment.to;
    return segment;
  });
}

/** Each kind's look: its class (reports.css), and the stripes below for the leave. */
function kindFill(patterns: string, kind: ClaimKind): { fill?: string; className: string } {
  return kind === 'leave'
    ? { fill: `url(#${patterns}-leave)`, className: 'report-chart__leave' }
    : { className: 'report-chart__disability' };
}

function Patterns({ id }: { id: string }) {
  return (
    <defs>
      <pattern
        id={`${id}-leave`}
        width="6"
        height="6"
        patternUnits="userSpaceOnUse"
        patternTransform="rotate(45)"
      >
        <rect width="6" height="6" className="report-chart__leave-ground" />
        <rect width="3" height="6" className="report-chart__leave-stripe" />
      </pattern>
    </defs>
  );
}

interface ChartProps {
  /** The chart's accessible name. */
  title: string;
  /** Its text alternative (chart-text.ts). */
  description: string;
  bars: readonly ChartBar[];
}

/** A column per bar (months): totals above, the axis label and its group below. */
function ColumnChart({ bars, patterns }: { bars: readonly ChartBar[]; patterns: string }) {
  const plot = { left: 30, right: width - 4, top: 20, bottom: 184 };
  const { top, ticks } = chartScale(Math.max(0, ...bars.map((bar) => totalOf(bar.counts))));
  const y = (count: number) => plot.bottom - (count / top) * (plot.bottom - plot.top);
  const slot = (plot.right - plot.left) / Math.max(bars.length, 1);
  const barWidth = Math.min(28, slot * 0.62);
  return (
    <>
      {ticks.map((tick) => (
        <g key={tick} className="report-chart__tick">
          <line x1={plot.left} x2={plot.right} y1={y(tick)} y2={y(tick)} />
          <text x={plot.left - 6} y={y(tick) + 4} textAnchor="end">
            {countText(tick)}
          </text>
        </g>
      ))}
      {bars.map((bar, index) => {
        const x = plot.left + index * slot + (slot - barWidth) / 2;
        const total = totalOf(bar.counts);
        return (
          <g key={bar.key}>
            {segmentsOf(bar.counts)
              .filter((segment) => segment.to > segment.from)
              .map((segment) => (
                <rect
                  key={segment.kind}
                  x={x}
                  y={y(segment.to)}
                  width={barWidth}
                  height={y(segment.from) - y(segment.to)}
                  {...kindFill(patterns, segment.kind)}
                />
              ))}
            <text
              x={x + barWidth / 2}
              y={y(total) - 5}
              textAnchor="middle"
              className="report-chart__total"
            >
              {countText(total)}
            </text>
            <text x={x + barWidth / 2} y={plot.bottom + 16} textAnchor="middle">
              {bar.axisLabel}
            </text>
            {bar.groupLabel && (
              <text
                x={x + barWidth / 2}
                y={plot.bottom + 31}
                textAnchor="middle"
                className="report-chart__group"
              >
                {bar.groupLabel}
              </text>
            )}
          </g>
        );
      })}
      <line
        className="report-chart__axis"
        x1={plot.left}
        x2={plot.right}
        y1={plot.bottom}
        y2={plot.bottom}
      />
    </>
  );
}

/** A row per bar (statuses): its label before it, its total after it. */
function RowChart({ bars, patterns }: { bars: readonly ChartBar[]; patterns: string }) {
  const rowHeight = 34;
  const plot = { left: 136, right: width - 40, top: 8, bottom: 8 + bars.length * rowHeight };
  const { top, ticks } = chartScale(Math.max(0, ...bars.map((bar) => totalOf(bar.counts))));
  const x = (count: number) => plot.left + (count / top) * (plot.right - plot.left);
  return (
    <>
      {ticks.map((tick) => (
        <g key={tick} className="report-chart__tick">
          <line x1={x(tick)} x2={x(tick)} y1={plot.top} y2={plot.bottom} />
          <text x={x(tick)} y={plot.bottom + 16} textAnchor="middle">
            {countText(tick)}
          </text>
        </g>
      ))}
      {bars.map((bar, index) => {
        const y = plot.top + index * rowHeight + 8;
        const total = totalOf(bar.counts);
        return (
          <g key={bar.key}>
            <text x={plot.left - 8} y={y + 13} textAnchor="end">
              {bar.label}
            </text>
            {segmentsOf(bar.counts)
              .filter((segment) => segment.to > segment.from)
              .map((segment) => (
                <rect
                  key={segment.kind}
                  x={x(segment.from)}
                  y={y}
                  width={x(segment.to) - x(segment.from)}
                  height={18}
                  {...kindFill(patterns, segment.kind)}
                />
              ))}
            <text x={x(total) + 6} y={y + 13} className="report-chart__total">
              {countText(total)}
            </text>
          </g>
        );
      })}
      <line
        className="report-chart__axis"
        x1={plot.left}
        x2={plot.left}
        y1={plot.top}
        y2={plot.bottom}
      />
    </>
  );
}

/** The legend: each kind's swatch, drawn with the chart's own patterns, and its name. */
function Legend({ patterns }: { patterns: string }) {
  const text = useText();
  return (
    <ul className="report-chart__legend">
      {claimKinds.map((kind) => (
        <li key={kind}>
          <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true" focusable="false">
            <rect x="1" y="1" width="16" height="16" {...kindFill(patterns, kind)} />
          </svg>
          {text.formatMessage(claimKindText[kind])}
        </li>
      ))}
    </ul>
  );
}

export function StackedBarChart({ layout, ...props }: ChartProps & { layout: 'columns' | 'rows' }) {
  // React's ids hold characters a url(#...) reference would have to escape.
  const id = `chart${useId().replace(/[^A-Za-z0-9]/g, '')}`;
  const height = layout === 'columns' ? 222 : 8 + props.bars.length * 34 + 26;
  return (
    <figure className="report-chart">
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-description`}
        className="report-chart__image"
      >
        <title id={`${id}-title`}>{props.title}</title>
        <desc id={`${id}-description`}>{props.description}</desc>
        <Patterns id={id} />
        {layout === 'columns' ? (
          <ColumnChart bars={props.bars} patterns={id} />
        ) : (
          <RowChart bars={props.bars} patterns={id} />
        )}
      </svg>
      <Legend patterns={id} />
    </figure>
  );
}
