import { describe, expect, it } from 'vitest';
import { grownClientResult } from './bench-fixtures.ts';
import { summarizeLatencies } from './latency.ts';
import { heapOf, type MixedEngineResult, type ResidentSample } from './mixed-bench.ts';
import { mixedCallNames, mixWeights } from './mixed-calls.ts';
import { checkMixed, residentGrowth, summarizeCalls, summarizeSlices } from './mixed-report.ts';

const mib = 1024 * 1024;
const windows = { warmupMs: 120_000, windowMs: 30_000, soakMs: 300_000 };

/** One sample a second for the soak, `bytesAt` giving the level at each second. */
const samples = (bytesAt: (second: number) => number): ResidentSample[] =>
  Array.from({ length: 301 }, (_, second) => ({ atMs: second * 1000, bytes: bytesAt(second) }));

/** The sawtooth of V8's collections around `level`: up 30 MB over 10 s, then back. */
const sawtooth = (level: number) => (second: number) => level + (second % 10) * 3 * mib;

function soaked({
  resident,
  errors = {},
  sent,
}: {
  resident: ResidentSample[];
  errors?: Record<string, number>;
  sent?: number;
}): MixedEngineResult {
  const records = mixedCallNames.map((call) => ({
    latenciesMs: Array.from({ length: mixWeights[call] * 10 }, (_, i) => 1 + i),
    errors: call === 'upload' ? errors : {},
  }));
  const calls = summarizeCalls(records, windows.soakMs);
  const answered = calls.reduce((sum, call) => sum + call.requests, 0);
  return {
    engine: 'postgres',
    grown: grownClientResult,
    serverStartSeconds: 1,
    pdfBytes: mib,
    weights: mixWeights,
    employeeSessions: 300,
    employerSessions: 4,
    peak: {
      connections: 4,
      measuredSeconds: 10,
      successes: 2000,
      successesPerSecond: 200,
      outcomes: { success: 2000 },
      successLatency: summarizeLatencies([5]),
      sessionsOpenedDuringRun: 0,
    },
    soak: {
      offeredPerSecond: 100,
      durationSeconds: 300,
      sent: sent ?? answered,
      sendLag: summarizeLatencies([1]),
      calls,
      slices: [],
      visitorsOpenedDuringSoak: 0,
    },
    memoryWindows: windows,
    resident,
    heap: [],
    cpu: null,
    pauses: null,
  };
}

const verdicts = (result: MixedEngineResult) =>
  checkMixed([result]).map((check) => [check.figure, check.pass, check.value]);

describe('resident memory flat after the warm-up', () => {
  it('compares the mean of 120 to 150 s with the mean of the last 30 s', () => {
    const growth = residentGrowth(
      samples((second) => (second < 200 ? 200 * mib : 220 * mib)),
      windows,
    );
    expect(growth?.early).toEqual({
      fromMs: 120_000,
      toMs: 150_000,
      samples: 31,
      meanBytes: 200 * mib,
    });
    expect(growth?.late).toEqual({
      fromMs: 270_000,
      toMs: 300_000,
      samples: 31,
      meanBytes: 220 * mib,
    });
    expect(growth?.growth).toBeCloseTo(0.1, 10);
  });

  it('passes a server whose memory only swings with its collections', () => {
    expect(verdicts(soaked({ resident: samples(sawtooth(200 * mib)) }))[1]).toEqual([
      'mixed load: resident memory after warm-up',
      true,
      expect.stringMatching(/^\+0\.\d% \(/),
    ]);
  });

  it('does not count what the warm-up grows', () => {
    const warmingUp = (second: number) => Math.min(second, 120) * mib + sawtooth(100 * mib)(second);
    expect(residentGrowth(samples(warmingUp), windows)?.growth).toBeLessThan(0.02);
  });

  it('fails a leak of 10% between minute 2 and the end, and gives its slope', () => {
    const leaking = (second: number) => sawtooth(200 * mib)(second) + second * 0.2 * mib;
    const growth = residentGrowth(samples(leaking), windows);
    // 0.2 MB a second; the sawtooth's phase moves the fitted line a little.
    expect(growth?.slopeBytesPerMinute).toBeGreaterThan(11 * mib);
    expect(growth?.slopeBytesPerMinute).toBeLessThan(13 * mib);
    expect(verdicts(soaked({ resident: samples(leaking) }))[1]?.[1]).toBe(false);
  });

  it('fails when there is no sample to compare (no /proc)', () => {
    expect(residentGrowth([], windows)).toBeNull();
    expect(verdicts(soaked({ resident: [] }))[1]).toEqual([
      'mixed load: resident memory after warm-up',
      false,
      'not measured (no /proc)',
    ]);
  });
});

describe('no error in the mixed load', () => {
  it('passes when every request of the soak got its expected answer', () => {
    expect(verdicts(soaked({ resident: samples(sawtooth(200 * mib)) }))[0]).toEqual([
      'mixed load: errors at ½ peak',
      true,
      '0 of 1000 requests (300 s)',
    ]);
  });

  it('fails on one error and names its call and answer', () => {
    const result = soaked({ resident: samples(sawtooth(200 * mib)), errors: { 'HTTP 503': 1 } });
    expect(verdicts(result)[0]).toEqual([
      'mixed load: errors at ½ peak',
      false,
      '1 of 1001 requests (300 s): upload: HTTP 503 × 1',
    ]);
  });

  it('fails when a request sent was never answered', () => {
    const result = soaked({ resident: samples(sawtooth(200 * mib)), sent: 1001 });
    expect(verdicts(result)[0]?.[1]).toBe(false);
  });
});

describe("the soak's calls and slices", () => {
  it("gives each call its share of the mix, its rate and its errors' count", () => {
    const records = mixedCallNames.map((call) => ({
      latenciesMs: call === 'login' ? [40, 20, 30] : [],
      errors: (call === 'login' ? { 'HTTP 503': 1 } : {}) as Record<string, number>,
    }));
    const [login] = summarizeCalls(records, 2000);
    expect(login).toMatchObject({ call: 'login', share: 0.08, requests: 4, perSecond: 2 });
    expect(login?.latency).toMatchObject({ count: 3, p50Ms: 30, maxMs: 40 });
  });

  it('puts each request in the slice it left in, with the memory meanwhile', () => {
    const slices = summarizeSlices(
      [
        { atMs: 100, call: 1, ms: 5, ok: true },
        { atMs: 900, call: 1, ms: 9, ok: true },
        { atMs: 1500, call: 0, ms: 50, ok: false },
      ],
      [
        { atMs: 0, bytes: 100 },
        { atMs: 500, bytes: 200 },
        { atMs: 1000, bytes: 400 },
      ],
      [{ atMs: 1200, usedBytes: 70, totalBytes: 90, externalBytes: 1 }],
      { sliceMs: 1000, soakMs: 2000 },
    );
    expect(slices.map(({ requests, errors }) => [requests, errors])).toEqual([
      [2, 0],
      [1, 1],
    ]);
    expect(slices[0]?.p99Ms.slice(0, 2)).toEqual([Number.NaN, 9]);
    expect(
      slices.map((slice) => [
        slice.residentMeanBytes,
        slice.heapUsedMeanBytes,
        slice.heapTotalMeanBytes,
      ]),
    ).toEqual([
      [150, null, null],
      [400, 70, 90],
    ]);
  });
});

describe("the server's heap from its metrics", () => {
  it("reads prom-client's heap gauges", () => {
    const text = [
      '# HELP nodejs_heap_size_total_bytes Process heap size from Node.js in bytes.',
      'nodejs_heap_size_total_bytes 120000000',
      'nodejs_heap_size_used_bytes 80000000',
      'nodejs_external_memory_bytes 5000000',
    ].join('\n');
    expect(heapOf(text, 5)).toEqual({
      atMs: 5,
      usedBytes: 80_000_000,
      totalBytes: 120_000_000,
      externalBytes: 5_000_000,
    });
    expect(heapOf('', 5)).toBeNull();
  });
});
