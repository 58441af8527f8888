import { describe, expect, it } from 'vitest';
import { freshCounter, isLocked, registerFailure } from './attempt-counter.ts';

const start = new Date('2026-11-22T12:00:00Z');
const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);

describe('a windowed attempt counter', () => {
  const policy = { maxFailures: 3, lockMinutes: 15, windowMinutes: 10 };

  it('forgets failures older than the window', () => {
    let counter = registerFailure(freshCounter, at(0), policy).counter;
    counter = registerFailure(counter, at(5), policy).counter;
    expect(counter.failures).toBe(2);
    counter = registerFailure(counter, at(11), policy).counter;
    expect(counter).toEqual({ failures: 1, windowStartedAt: at(11), lockedUntil: null });
  });

  it('locks when the failures inside the window reach the limit', () => {
    let outcome = registerFailure(freshCounter, at(0), policy);
    outcome = registerFailure(outcome.counter, at(1), policy);
    expect(outcome.lockedNow).toBe(false);
    outcome = registerFailure(outcome.counter, at(2), policy);
    expect(outcome.lockedNow).toBe(true);
    expect(isLocked(outcome.counter, at(16))).toBe(true);
    expect(isLocked(outcome.counter, at(17))).toBe(false);
  });

  it('leaves a locked counter as it is: a failure while locked neither lifts nor renews it', () => {
    let outcome = registerFailure(freshCounter, at(0), policy);
    outcome = registerFailure(outcome.counter, at(1), policy);
    outcome = registerFailure(outcome.counter, at(2), policy);
    const locked = outcome.counter;
    outcome = registerFailure(locked, at(3), policy);
    expect(outcome).toEqual({ counter: locked, lockedNow: false });
    expect(isLocked(outcome.counter, at(16))).toBe(true);
    // Once the lock has ended, counting starts again.
    expect(registerFailure(locked, at(18), policy).counter).toEqual({
      failures: 1,
      windowStartedAt: at(18),
      lockedUntil: null,
    });
  });
});
