// What the mixed phase (mixed-bench.ts) came to: each call's latency and errors over the
// soak, the soak in slices, whether the server's resident memory stayed flat once warm, the
// two verdicts (no error; memory flat), the lines of the printed report and the tables of
// docs/benchmarks.md.
//
// "Flat after warm-up": the mean of the resident memory samples (one a second) in the
// window that starts at the end of the warm-up (minute 2 of the soak, 30 s long) against
// the mean of those in the last window of the soak (its last 30 s), and the growth between
// them held under 10%. Means of 30 samples, because resident memory swings by tens of MB
// from one second to the next (V8 grows its young generation and returns pages after a
// mark-compact; an upload or a CSV in flight holds a buffer or two): one sample at each end
// would measure where a garbage collection happened to stand. From minute 2, because until
// then the server fills what it keeps for good under this load: V8's heap grows to its
// working size, code is compiled, the database pool opens its connections, PGlite's buffers
// fill. What grows after that grows with the requests served, which is what a leak does.

import { type BudgetCheck, budgets } from './budgets.ts';
import { percentile, summarizeLatencies, type LatencySummary } from './latency.ts';
import type { HeapSample, MixedEngineResult, ResidentSample } from './mixed-bench.ts';
import {
  type MixedCallName,
  type MixedCallRecord,
  mixedCallNames,
  type MixedRequest,
  mixWeights,
} from './mixed-calls.ts';
import {
  counts,
  describePauses,
  engineNames,
  latencies,
  megabytes,
  ms,
  percent,
  row,
} from './report-lines.ts';

export interface MixedCallResult {
  call: MixedCallName;
  /** Share of the mix's requests. */
  share: number;
  requests: number;
  perSecond: number;
  /** Of the expected answers. */
  latency: LatencySummary;
  errors: Record<string, number>;
}

/** A stretch of the soak: its requests by the time they left, and the memory meanwhile. */
export interface MixedSlice {
  fromMs: number;
  toMs: number;
  requests: number;
  errors: number;
  /** p99 of the expected answers of each call, in the order of mixedCallNames (NaN: none). */
  p99Ms: number[];
  residentMeanBytes: number | null;
  heapUsedMeanBytes: number | null;
  /** What V8 holds from the system for its heap, which resident memory follows. */
  heapTotalMeanBytes: number | null;
}

export interface ResidentGrowth {
  early: MeanWindow;
  late: MeanWindow;
  /** (late − early) ÷ early. */
  growth: number;
  /** Least squares over every sample from the end of the warm-up on, per minute. */
  slopeBytesPerMinute: number;
}

interface MeanWindow {
  fromMs: number;
  toMs: number;
  samples: number;
  meanBytes: number;
}

const totalWeight = Object.values(mixWeights).reduce((sum, weight) => sum + weight, 0);

export function summarizeCalls(records: readonly MixedCallRecord[], soakMs: number) {
  return mixedCallNames.map((call, index): MixedCallResult => {
    const { latenciesMs, errors } = records[index] ?? { latenciesMs: [], errors: {} };
    const requests = latenciesMs.length + errorCount(errors);
    return {
      call,
      share: mixWeights[call] / totalWeight,
      requests,
      perSecond: requests / (soakMs / 1000),
      latency: summarizeLatencies(latenciesMs),
      errors,
    };
  });
}

const errorCount = (errors: Record<string, number>) =>
  Object.values(errors).reduce((sum, n) => sum + n, 0);

const mean = (values: readonly number[]) =>
  values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0) / values.length;

export function summarizeSlices(
  requests: readonly MixedRequest[],
  resident: readonly ResidentSample[],
  heap: readonly HeapSample[],
  { sliceMs, soakMs }: { sliceMs: number; soakMs: number },
): MixedSlice[] {
  return Array.from({ length: Math.ceil(soakMs / sliceMs) }, (_, index) => {
    const fromMs = index * sliceMs;
    const toMs = Math.min(soakMs, fromMs + sliceMs);
    const inSlice = <T extends { atMs: number }>(list: readonly T[]) =>
      list.filter((item) => item.atMs >= fromMs && item.atMs < toMs);
    const sent = inSlice(requests);
    return {
      fromMs,
      toMs,
      requests: sent.length,
      errors: sent.filter((request) => !request.ok).length,
      p99Ms: mixedCallNames.map((_name, call) =>
        percentile(
          sent.filter((request) => request.ok && request.call === call).map((r) => r.ms),
          99,
        ),
      ),
      residentMeanBytes: mean(inSlice(resident).map((sample) => sample.bytes)),
      heapUsedMeanBytes: mean(inSlice(heap).map((sample) => sample.usedBytes)),
      heapTotalMeanBytes: mean(inSlice(heap).map((sample) => sample.totalBytes)),
    };
  });
}

/**
 * The growth of resident memory after the warm-up (the header says why so): the mean of the
 * window from `warmupMs`, against the mean of the last `windowMs` of the soak. Null when
 * either window has no sample (no /proc).
 */
export function residentGrowth(
  samples: readonly ResidentSample[],
  { warmupMs, windowMs, soakMs }: { warmupMs: number; windowMs: number; soakMs: number },
): ResidentGrowth | null {
  const window = (fromMs: number, toMs: number): MeanWindow | null => {
    const inside = samples.filter((sample) => sample.atMs >= fromMs && sample.atMs <= toMs);
    const meanBytes = mean(inside.map((sample) => sample.bytes));
    return meanBytes === null ? null : { fromMs, toMs, samples: inside.length, meanBytes };
  };
  const early = window(warmupMs, warmupMs + windowMs);
  const late = window(soakMs - windowMs, soakMs);
  if (!early || !late) return null;
  const warm = samples.filter((sample) => sample.atMs >= warmupMs && sample.atMs <= soakMs);
  return {
    early,
    late,
    growth: (late.meanBytes - early.meanBytes) / early.meanBytes,
    slopeBytesPerMinute: slope(warm) * 60_000,
  };
}

/** Bytes per ms of the least-squares line through the samples; 0 for fewer than two. */
function slope(samples: readonly ResidentSample[]): number {
  const meanAt = mean(samples.map((sample) => sample.atMs)) ?? 0;
  const meanBytes = mean(samples.map((sample) => sample.bytes)) ?? 0;
  let covariance = 0;
  let variance = 0;
  for (const { atMs, bytes } of samples) {
    covariance += (atMs - meanAt) * (bytes - meanBytes);
    variance += (atMs - meanAt) ** 2;
  }
  return variance === 0 ? 0 : covariance / variance;
}

/** Every request of the soak that was not answered as expected, and how many were sent. */
function soakErrors({ soak }: MixedEngineResult) {
  const answered = soak.calls.reduce((sum, call) => sum + call.requests, 0);
  const byCall = Object.fromEntries(
    soak.calls.flatMap((call) =>
      Object.entries(call.errors).map(([outcome, n]) => [`${call.call}: ${outcome}`, n]),
    ),
  );
  return { answered, errors: errorCount(byCall), byCall };
}

/**
 * docs/product/budgets.md#the-benefits-area: no error at half the peak, and resident memory flat
 * after the warm-up.
 */
export function checkMixed(results: readonly MixedEngineResult[]): BudgetCheck[] {
  return results.flatMap((result) => {
    const { answered, errors, byCall } = soakErrors(result);
    const growth = residentGrowth(result.resident, result.memoryWindows);
    const span = `${result.soak.durationSeconds.toFixed(0)} s`;
    return [
      {
        scope: result.engine,
        figure: 'mixed load: errors at ½ peak',
        value: `${errors} of ${answered} requests (${span})${errors > 0 ? `: ${counts(byCall)}` : ''}`,
        budget: `= ${budgets.mixedErrors}`,
        pass: answered > 0 && answered === result.soak.sent && errors <= budgets.mixedErrors,
      },
      {
        scope: result.engine,
        figure: 'mixed load: resident memory after warm-up',
        value: growth
          ? `${signed(growth.growth)} (${megabytes(growth.early.meanBytes)} → ${megabytes(growth.late.meanBytes)})`
          : 'not measured (no /proc)',
        budget: `< ${percent(budgets.mixedResidentGrowth)} growth`,
        pass: growth !== null && growth.growth < budgets.mixedResidentGrowth,
      },
    ] satisfies BudgetCheck[];
  });
}

const signed = (share: number) => `${share >= 0 ? '+' : ''}${(share * 100).toFixed(1)}%`;
const seconds = (atMs: number) => `${(atMs / 1000).toFixed(0)} s`;
const mbOrNot = (bytes: number | null) => (bytes === null ? '-' : megabytes(bytes));
const p99List = (slice: MixedSlice) =>
  mixedCallNames
    .map(
      (call, index) =>
        `${call} ${Number.isNaN(slice.p99Ms[index]) ? '-' : ms(slice.p99Ms[index] ?? 0)}`,
    )
    .join(', ');

/** The weights as the report states them, e.g. `login 8, dashboard 40, ...`. */
const mixLine = () => mixedCallNames.map((call) => `${call} ${mixWeights[call]}`).join(', ');

/** The lines of the printed report, per engine. */
export function formatMixed(result: MixedEngineResult): string[] {
  const { grown, peak, soak } = result;
  const growth = residentGrowth(result.resident, result.memoryWindows);
  const residentBytes = result.resident.map((sample) => sample.bytes);
  const heapAt = (sample: HeapSample | undefined) =>
    sample
      ? `${megabytes(sample.usedBytes)} used of ${megabytes(sample.totalBytes)}, ${megabytes(sample.externalBytes)} outside it (buffers)`
      : '-';
  return [
    `Mixed load on ${engineNames[result.engine]}: a server of its own with its metrics on (METRICS_TOKEN), ready in ${result.serverStartSeconds.toFixed(1)} s on the demo data with Acme grown to ${grown.members} members and ${grown.claims} claims; ${result.employeeSessions} employee sessions and ${result.employerSessions} of acmehr; uploads of a ${megabytes(result.pdfBytes)} PDF (one page, a scanned photo)`,
    row('  the mix, per 100 requests', mixLine()),
    row(
      `  peak, closed loop of ${peak.connections}`,
      `${peak.successesPerSecond.toFixed(1)} requests/s over ${peak.measuredSeconds} s, ${latencies(peak.successLatency)}, other answers: ${counts(peak.outcomes)}`,
    ),
    row(
      '  soak, open loop at ½ peak',
      `${soak.offeredPerSecond.toFixed(1)}/s for ${soak.durationSeconds} s: ${soak.sent} sent, send lag p99 ${ms(soak.sendLag.p99Ms)}, login sessions opened during the soak: ${soak.visitorsOpenedDuringSoak}`,
    ),
    ...soak.calls.map((call) =>
      row(
        `    ${call.call}, ${percent(call.share)}, ${call.perSecond.toFixed(1)}/s`,
        `${call.requests} requests, ${latencies(call.latency)}, max ${ms(call.latency.maxMs)}, errors: ${counts(call.errors)}`,
      ),
    ),
    row(
      '  resident memory',
      growth
        ? `${megabytes(residentBytes[0] ?? 0)} at the start, peak ${megabytes(Math.max(...residentBytes))}; mean of ${seconds(growth.early.fromMs)} to ${seconds(growth.early.toMs)} ${megabytes(growth.early.meanBytes)} (${growth.early.samples} samples), of ${seconds(growth.late.fromMs)} to ${seconds(growth.late.toMs)} ${megabytes(growth.late.meanBytes)} (${growth.late.samples}): ${signed(growth.growth)}; slope after warm-up ${megabytes(growth.slopeBytesPerMinute)}/min`
        : 'not measured (no /proc)',
    ),
    row(
      '  V8 heap (server metrics)',
      `${heapAt(result.heap[0])} at the start, ${heapAt(result.heap.at(-1))} at the end`,
    ),
    ...soak.slices.map((slice) =>
      row(
        `    ${seconds(slice.fromMs)} to ${seconds(slice.toMs)}`,
        `${slice.requests} requests, ${slice.errors} errors; resident ${mbOrNot(slice.residentMeanBytes)}, heap used ${mbOrNot(slice.heapUsedMeanBytes)} of ${mbOrNot(slice.heapTotalMeanBytes)}; p99 ${p99List(slice)}`,
      ),
    ),
    ...(result.pauses
      ? [row('  pauses and CPU', describePauses(result.pauses).split('; ').slice(1).join('; '))]
      : []),
  ];
}

/** The part of docs/benchmarks.md the phase writes: its tables as header and rows. */
export function mixedDocTables(results: readonly MixedEngineResult[]): string[][][] {
  const calls = [
    ['where', 'call', 'share of requests', 'rate', 'requests', 'p50', 'p99', 'max', 'errors'],
    ...results.flatMap(({ engine, soak }) =>
      soak.calls.map((call) => [
        engine,
        call.call,
        percent(call.share),
        `${call.perSecond.toFixed(1)}/s`,
        String(call.requests),
        ms(call.latency.p50Ms),
        ms(call.latency.p99Ms),
        ms(call.latency.maxMs),
        String(errorCount(call.errors)),
      ]),
    ),
  ];
  const memory = [
    [
      'where',
      'peak (closed loop)',
      'soak',
      'resident at start',
      'mean after warm-up',
      'mean at the end',
      'growth (budget < 10%)',
      'slope',
      'cores taken by other work',
    ],
    ...results.map((result) => {
      const growth = residentGrowth(result.resident, result.memoryWindows);
      return [
        result.engine,
        `${result.peak.successesPerSecond.toFixed(1)}/s`,
        `${result.soak.offeredPerSecond.toFixed(1)}/s for ${result.soak.durationSeconds} s`,
        mbOrNot(result.resident[0]?.bytes ?? null),
        growth
          ? `${megabytes(growth.early.meanBytes)} (${seconds(growth.early.fromMs)} to ${seconds(growth.early.toMs)})`
          : '-',
        growth
          ? `${megabytes(growth.late.meanBytes)} (${seconds(growth.late.fromMs)} to ${seconds(growth.late.toMs)})`
          : '-',
        growth ? signed(growth.growth) : '-',
        growth ? `${megabytes(growth.slopeBytesPerMinute)}/min` : '-',
        result.cpu ? result.cpu.rest.toFixed(2) : '-',
      ];
    }),
  ];
  const slices = [
    [
      'where',
      'slice of the soak',
      'requests',
      'errors',
      'resident (mean)',
      'V8 heap used of total (means)',
      'p99 of each call',
    ],
    ...results.flatMap(({ engine, soak }) =>
      soak.slices.map((slice) => [
        engine,
        `${seconds(slice.fromMs)} to ${seconds(slice.toMs)}`,
        String(slice.requests),
        String(slice.errors),
        mbOrNot(slice.residentMeanBytes),
        `${mbOrNot(slice.heapUsedMeanBytes)} of ${mbOrNot(slice.heapTotalMeanBytes)}`,
        p99List(slice),
      ]),
    ),
  ];
  return [calls, memory, slices];
}

/** The paragraph before the tables. */
export function mixedDocIntro(results: readonly MixedEngineResult[]): string {
  const [first] = results;
  if (!first) return 'The mixed load did not run.';
  const { memoryWindows: windows } = first;
  return `On a server of its own per engine, with its metrics on and Acme grown as for 11.8, the mix (requests per 100: ${mixLine()}) first at its peak from a closed loop, then half of it from an open loop for ${first.soak.durationSeconds} s. Any answer but the expected one is an error. Resident memory is read every second: its mean over ${seconds(windows.warmupMs)} to ${seconds(windows.warmupMs + windows.windowMs)} of the soak against its mean over the last ${seconds(windows.windowMs)}, growth held under ${percent(budgets.mixedResidentGrowth)}.`;
}
