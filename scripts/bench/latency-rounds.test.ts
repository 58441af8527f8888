import { describe, expect, it } from 'vitest';
import { checkRounds, hashTimeMs, type LatencyRound, latencyLimitMs } from './budgets.ts';
import type { OpenLoopResult } from './http-load.ts';

/** A round at half the peak with these p50 and p99, every answer the expected one. */
function round(p50Ms: number, p99Ms: number, others: Record<string, number> = {}): LatencyRound {
  const measured: OpenLoopResult = {
    offeredPerSecond: 200,
    durationSeconds: 4,
    sent: 800,
    sendLag: { count: 800, p50Ms: 0.1, p99Ms: 1, maxMs: 2 },
    admitted: { count: 800, p50Ms, p99Ms, maxMs: p99Ms + 1 },
    refused: { count: 0, p50Ms: Number.NaN, p99Ms: Number.NaN, maxMs: Number.NaN },
    others,
    window: { startMs: 0, endMs: 4_000 },
    slow: [],
  };
  return { measured, cpu: null };
}

describe('the latency budget of a call that does not hash, on its rounds', () => {
  // A run that measured H = 264.7 verifies/s on 2 cores: a hash time of 2 ÷ 264.7 s = 7.56 ms;
  // p99 under two of them on PostgreSQL (15.11 ms), under four on PGlite (30.22 ms).
  const hashMs = hashTimeMs(2, 264.7);

  it('counts the limit in hash times of the run, doubled on the embedded database', () => {
    expect(hashMs).toBeCloseTo(7.556, 3);
    expect(latencyLimitMs('postgres', hashMs)).toBeCloseTo(15.11, 2);
    expect(latencyLimitMs('pglite', hashMs)).toBeCloseTo(30.22, 2);
  });

  it('takes the median of the rounds: one round of a busy machine does not decide', () => {
    // p50s 1.9, 2.0, 2.0, 2.1, 2.2 -> 2.0; p99s 6.5, 7.0, 7.5, 8.0, 30.0 -> 7.5 = 3.75 x p50.
    const rounds = [
      round(2.0, 7.0),
      round(2.2, 30.0),
      round(1.9, 6.5),
      round(2.1, 8.0),
      round(2.0, 7.5),
    ];
    const check = checkRounds('postgres', 'dashboard', rounds, latencyLimitMs('postgres', hashMs));
    expect(check).toEqual({
      scope: 'postgres',
      figure: 'dashboard',
      value: '7.5 ms, 3.8× p50 (p99 6.5 ms to 30.0 ms)',
      budget: '< 15.1 ms, ≤ 4× p50',
      pass: true,
    });
  });

  it('fails a tail longer than 4 times p50, though under the limit', () => {
    // p50 1.0 in every round, p99s 4.5, 5, 5, 5, 6 -> 5.0 = 5 x p50.
    const rounds = [round(1, 5), round(1, 5), round(1, 4.5), round(1, 6), round(1, 5)];
    const check = checkRounds('postgres', 'reload', rounds, latencyLimitMs('postgres', hashMs));
    expect(check.value).toBe('5.0 ms, 5.0× p50 (p99 4.5 ms to 6.0 ms)');
    expect(check.pass).toBe(false);
  });

  it('holds PGlite to four hash times: 20 ms passes there and fails on PostgreSQL', () => {
    const rounds = Array.from({ length: 5 }, () => round(6, 20));
    expect(checkRounds('pglite', 'x', rounds, latencyLimitMs('pglite', hashMs)).pass).toBe(true);
    expect(checkRounds('postgres', 'x', rounds, latencyLimitMs('postgres', hashMs)).pass).toBe(
      false,
    );
  });

  it('fails with fewer than five rounds, or an answer other than the expected one', () => {
    const limit = latencyLimitMs('postgres', hashMs);
    const few = checkRounds('postgres', 'x', [round(2, 6), round(2, 6), round(2, 6)], limit);
    expect(few).toMatchObject({
      pass: false,
      value: '6.0 ms, 3.0× p50 (p99 6.0 ms to 6.0 ms), 3 of 5 rounds',
    });
    const rounds = [
      round(2, 6),
      round(2, 6, { 'HTTP 500': 1 }),
      round(2, 6),
      round(2, 6),
      round(2, 6),
    ];
    expect(checkRounds('postgres', 'x', rounds, limit)).toMatchObject({
      pass: false,
      value: '6.0 ms, 3.0× p50 (p99 6.0 ms to 6.0 ms), 1 other answers',
    });
  });
});
