// One mechanism for every "N failures, then locked for M minutes" rule of
// docs/product/self-service.md#limits: login failures per account, per unknown user name, per
// browser session and per address; later identity-check failures per flow and per census person.

export interface AttemptCounter {
  failures: number;
  /** Start of the counting window; failures before `windowMinutes` ago no longer count. */
  windowStartedAt: Date | null;
  lockedUntil: Date | null;
}

export interface AttemptPolicy {
  maxFailures: number;
  lockMinutes: number;
  /** Absent: failures count until a success resets them (consecutive failures). */
  windowMinutes?: number;
}

export const freshCounter: AttemptCounter = {
  failures: 0,
  windowStartedAt: null,
  lockedUntil: null,
};

export function isLocked(counter: AttemptCounter, now: Date): boolean {
  return counter.lockedUntil !== null && counter.lockedUntil.getTime() > now.getTime();
}

export interface FailureOutcome {
  counter: AttemptCounter;
  /** True when this failure is the one that locked. */
  lockedNow: boolean;
}

/**
 * A failure counted against `counter`. A locked counter stays as it is until its lock ends:
 * a failure while locked must neither lift the lock nor start a new count that a later
 * failure would lock afresh.
 */
export function registerFailure(
  counter: AttemptCounter,
  now: Date,
  policy: AttemptPolicy,
): FailureOutcome {
  if (isLocked(counter, now)) return { counter, lockedNow: false };
  const windowExpired =
    policy.windowMinutes !== undefined &&
    counter.windowStartedAt !== null &&
    now.getTime() - counter.windowStartedAt.getTime() >= policy.windowMinutes * 60_000;
  const lockExpired = counter.lockedUntil !== null && !isLocked(counter, now);
  const start = windowExpired || lockExpired || counter.failures === 0;
  const failures = (start ? 0 : counter.failures) + 1;
  const windowStartedAt = start ? now : (counter.windowStartedAt ?? now);
  if (failures >= policy.maxFailures) {
    return {
      counter: {
        failures: 0,
        windowStartedAt: null,
        lockedUntil: new Date(now.getTime() + policy.lockMinutes * 60_000),
      },
      lockedNow: true,
    };
  }
  return { counter: { failures, windowStartedAt, lockedUntil: null }, lockedNow: false };
}
