// H, the baseline every login budget is a ratio of: argon2id verifies per second with the
// server's library and parameters, one in flight per core, measured in this process while
// no server runs so that nothing else competes for the cores. It is measured before and
// after the HTTP part: on a shared virtual machine the speed of memory-hard hashing drifts
// by 10% or more within minutes, and the spread shows how far the ratios can be trusted.

import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { hash, verify } from '@node-rs/argon2';
import { argon2idOptions } from '#server/adapters/password-hasher';
import { percentile } from './latency.ts';

export interface HashRate {
  parameters: typeof argon2idOptions;
  inFlight: number;
  measuredSeconds: number;
  verifiesPerSecond: number;
  /** Median of verifies run one at a time: what one login waits for its hash alone. */
  oneHashMs: number;
  oneHashRuns: number;
}

export interface HashRateOptions {
  warmupMs: number;
  durationMs: number;
  oneHashRuns: number;
}

const password = 'Benefits#2024';

export async function measureHashRate({
  warmupMs,
  durationMs,
  oneHashRuns,
}: HashRateOptions): Promise<HashRate> {
  const passwordHash = await hash(password, argon2idOptions);
  if (!(await verify(passwordHash, password))) {
    throw new Error('argon2id did not verify its own hash');
  }

  const inFlight = availableParallelism();
  const start = performance.now();
  const windowStart = start + warmupMs;
  const windowEnd = windowStart + durationMs;
  let completedInWindow = 0;
  // Each worker starts its next verify as soon as one ends, so exactly `inFlight` run
  // until the end; only those finishing inside the window count.
  const worker = async () => {
    while (performance.now() < windowEnd) {
      await verify(passwordHash, password);
      const now = performance.now();
      if (now >= windowStart && now <= windowEnd) completedInWindow++;
    }
  };
  await Promise.all(Array.from({ length: inFlight }, worker));

  const single: number[] = [];
  for (let run = 0; run < oneHashRuns; run++) {
    const began = performance.now();
    await verify(passwordHash, password);
    single.push(performance.now() - began);
  }

  return {
    parameters: argon2idOptions,
    inFlight,
    measuredSeconds: durationMs / 1000,
    verifiesPerSecond: completedInWindow / (durationMs / 1000),
    oneHashMs: percentile(single, 50),
    oneHashRuns,
  };
}

/** The runs of H taken around the HTTP part, and the mean the budgets use. */
export interface HashBaseline {
  runs: HashRate[];
  verifiesPerSecond: number;
  oneHashMs: number;
  /** (highest - lowest) / mean of the runs' H. */
  spread: number;
}

export function combineHashRates(runs: HashRate[]): HashBaseline {
  const rates = runs.map((run) => run.verifiesPerSecond);
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const verifiesPerSecond = mean(rates);
  return {
    runs,
    verifiesPerSecond,
    oneHashMs: mean(runs.map((run) => run.oneHashMs)),
    spread: (Math.max(...rates) - Math.min(...rates)) / verifiesPerSecond,
  };
}
