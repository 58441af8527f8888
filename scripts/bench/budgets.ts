// The budgets of docs/product/budgets.md as the bench holds the measurements to them,
// and the verdict of one figure. A failed budget is a finding, not an error.

import type { Engine } from './engine-bench.ts';
import type { OpenLoopResult } from './http-load.ts';
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
  /** docs/product/budgets.md: the employee's and the employer's calls on the grown client. */
  claimsCallP99Ms: 10,
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
