// The one percentile helper of the bench: nearest rank, so every reported figure is a
// latency that some request really had.

export interface LatencySummary {
  count: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

export function percentile(values: readonly number[], percent: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((percent / 100) * sorted.length));
  return sorted[rank - 1] as number;
}

export function summarizeLatencies(values: readonly number[]): LatencySummary {
  return {
    count: values.length,
    p50Ms: percentile(values, 50),
    p99Ms: percentile(values, 99),
    maxMs: percentile(values, 100),
  };
}
