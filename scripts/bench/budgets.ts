// The budgets of docs/product/budgets.md as the bench holds the measurements to them,
// and the verdict of one figure. A failed budget is a finding, not an error.

import type { Engine } from './engine-bench.ts';
import type { OpenLoopResult } from './http-load.ts';
import { percentile } from './latency.ts';
import type { CpuUse, PhasePauses } from './pause-analysis.ts';
import type { RegistrationCallName } from './registration-calls.ts';
import { kib, mib, ms } from './report-lines.ts';

export interface BudgetCheck {
  scope: Engine | 'build' | 'browser';
  figure: string;
  value: string;
  budget: string;
  pass: boolean;
}

/** The calls docs/product/budgets.md holds to a p99 at half their peak. */
export const budgetedCalls: ReadonlySet<RegistrationCallName> = new Set([
  'verifyPersonalInfo',
  'validateVerificationCode',
  'rightSideContent',
  'reload',
]);

export const budgets = {
  loginsPerHash: 0.85,
  refusedP99Ms: 50,
  admittedP99InHashes: 4,
  residentBytes: 200 * mib,
  nonHashingP99Ms: 10,
  loginPageGzipBytes: 100 * kib,
  lighthousePerformance: 98,
  lighthouseAccessibility: 100,
  /**
   * docs/product/budgets.md: a call that does not hash, judged on the medians of at least
   * `latencyRounds` rounds at half its peak, interleaved with the other calls': p99 under
   * `latencyHashTimes` hash times (times `embeddedLatencyFactor` on PGlite), and at most
   * `tailOverMedian` times p50.
   */
  latencyHashTimes: 2,
  embeddedLatencyFactor: 2,
  tailOverMedian: 4,
  latencyRounds: 5,
  uploadRisePerUploadBytes: 30 * mib,
  /** docs/product/budgets.md: a census file of 50,000 rows on the grown client. */
  censusCheckMs: 10_000,
  censusApplyMs: 30_000,
  censusRiseBytes: 50 * mib,
  /** docs/product/budgets.md: the claims CSV of the grown client, every download of the run. */
  csvFirstByteMs: 200,
  csvWholeMs: 2_000,
  csvRiseBytes: 20 * mib,
  /**
   * docs/product/budgets.md#the-benefits-area: the mixed load at half its peak, for minutes
   * (mixed-report.ts).
   */
  mixedErrors: 0,
  mixedResidentGrowth: 0.1,
} as const;

/** Passes only when every answer at half the peak was the expected one, so none is hidden. */
export function checkHalfPeak(
  engine: Engine,
  figure: string,
  measured: OpenLoopResult,
  limitMs: number,
): BudgetCheck {
  const { admitted } = measured;
  const failed = otherAnswers(measured);
  return {
    scope: engine,
    figure,
    value:
      admitted.count === 0
        ? 'no expected answer'
        : `${ms(admitted.p99Ms)} (${measured.offeredPerSecond.toFixed(0)}/s)${failed > 0 ? `, ${failed} other answers` : ''}`,
    budget: `< ${limitMs} ms`,
    pass: admitted.count > 0 && failed === 0 && admitted.p99Ms < limitMs,
  };
}

/** Answers of an open loop that were not the expected one, refusals included. */
export function otherAnswers({ refused, others }: OpenLoopResult): number {
  return refused.count + Object.values(others).reduce((sum, n) => sum + n, 0);
}

/** One round of a call at half its peak: the open loop, the CPU meanwhile, its slow requests traced. */
export interface LatencyRound {
  measured: OpenLoopResult;
  cpu: CpuUse | null;
  pauses?: PhasePauses;
}

/** What a call's rounds come to: the medians a budget is judged on, and the band of the p99s. */
export interface RoundsSummary {
  rounds: number;
  offeredPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** p99 ÷ p50, of the medians. */
  tail: number;
  lowestP99Ms: number;
  highestP99Ms: number;
  maxMs: number;
  otherAnswers: number;
}

export function summarizeRounds(rounds: readonly LatencyRound[]): RoundsSummary {
  const answered = rounds.map(({ measured }) => measured.admitted).filter((it) => it.count > 0);
  const p99s = answered.map((summary) => summary.p99Ms);
  // The nearest-rank median (latency.ts): a round's figure, never a mean of two.
  const p50Ms = percentile(
    answered.map((summary) => summary.p50Ms),
    50,
  );
  const p99Ms = percentile(p99s, 50);
  return {
    rounds: rounds.length,
    offeredPerSecond: percentile(
      rounds.map(({ measured }) => measured.offeredPerSecond),
      50,
    ),
    p50Ms,
    p99Ms,
    tail: p99Ms / p50Ms,
    lowestP99Ms: p99s.length === 0 ? Number.NaN : Math.min(...p99s),
    highestP99Ms: p99s.length === 0 ? Number.NaN : Math.max(...p99s),
    maxMs: answered.length === 0 ? Number.NaN : Math.max(...answered.map((it) => it.maxMs)),
    otherAnswers: rounds.reduce((sum, { measured }) => sum + otherAnswers(measured), 0),
  };
}

/** A hash time: the cores ÷ H of the run, in ms. */
export function hashTimeMs(cores: number, hashesPerSecond: number): number {
  return (1000 * cores) / hashesPerSecond;
}

/** The p99 a call that does not hash stays under on an engine, from the run's hash time. */
export function latencyLimitMs(engine: Engine, hashMs: number): number {
  return (
    budgets.latencyHashTimes * hashMs * (engine === 'pglite' ? budgets.embeddedLatencyFactor : 1)
  );
}

/**
 * docs/product/budgets.md: a call that does not hash, on the median of its rounds: p99 under the
 * engine's limit and at most `tailOverMedian` times p50, every answer the expected one, and
 * enough rounds to take a median of.
 */
export function checkRounds(
  engine: Engine,
  figure: string,
  rounds: readonly LatencyRound[],
  limitMs: number,
): BudgetCheck {
  const summary = summarizeRounds(rounds);
  const { tail } = summary;
  const enough = summary.rounds >= budgets.latencyRounds;
  const notes = [
    ...(enough ? [] : [`${summary.rounds} of ${budgets.latencyRounds} rounds`]),
    ...(summary.otherAnswers > 0 ? [`${summary.otherAnswers} other answers`] : []),
  ];
  return {
    scope: engine,
    figure,
    value: Number.isNaN(summary.p99Ms)
      ? 'no expected answer'
      : `${ms(summary.p99Ms)}, ${tail.toFixed(1)}× p50 (p99 ${ms(summary.lowestP99Ms)} to ${ms(summary.highestP99Ms)})${notes.length > 0 ? `, ${notes.join(', ')}` : ''}`,
    budget: `< ${ms(limitMs)}, ≤ ${budgets.tailOverMedian}× p50`,
    pass:
      enough &&
      summary.otherAnswers === 0 &&
      summary.p99Ms < limitMs &&
      tail <= budgets.tailOverMedian,
  };
}
