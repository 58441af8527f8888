// The call every form shares, on its own: what it settles into, one call at a time, and the
// buttons that wait on when the screen is being left.

import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { settle, useServerCall } from './server-call.ts';

/** A call the test answers when it chooses. */
function later<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

describe('a call settles', () => {
  it('into its answer, a 403 (nothing: the alert shows) or its failure', async () => {
    expect(await settle(() => Promise.resolve({ id: 1 }))).toEqual({
      kind: 'answered',
      answer: { id: 1 },
    });
    expect(await settle(() => Promise.resolve(undefined))).toEqual({ kind: 'timed-out' });
    const refusal = new ApiError(409, { message: 'Given already.' });
    expect(await settle(() => Promise.reject(refusal))).toEqual({
      kind: 'failed',
      error: refusal,
    });
  });
});

describe('the buttons wait', () => {
  it('while the task runs; pressed again meanwhile, nothing more is sent', async () => {
    const { result } = renderHook(() => useServerCall());
    const answer = later<string>();
    let sent = 0;
    const task = () => {
      sent++;
      return answer.promise;
    };

    let first!: Promise<string | null>;
    let second!: Promise<string | null>;
    act(() => {
      first = result.current.whilePending(task);
      second = result.current.whilePending(task);
    });
    expect(result.current.pending).toBe(true);
    expect(await second).toBeNull();

    await act(async () => {
      answer.resolve('done');
      expect(await first).toBe('done');
    });
    expect(sent).toBe(1);
    expect(result.current.pending).toBe(false);
  });

  it('on after a task that leaves the screen, and are back after a task that fails', async () => {
    const { result } = renderHook(() => useServerCall());

    await act(async () => {
      await result.current.whilePending(
        () => Promise.resolve('goTo'),
        (done) => done === 'goTo',
      );
    });
    expect(result.current.pending).toBe(true);

    const { result: other } = renderHook(() => useServerCall());
    await act(async () => {
      await expect(
        other.current.whilePending(() => Promise.reject(new Error('A bug'))),
      ).rejects.toThrow('A bug');
    });
    expect(other.current.pending).toBe(false);
    // Its task over, another one may run.
    let ran = false;
    await act(async () => {
      await other.current.whilePending(async () => {
        ran = true;
      });
    });
    expect(ran).toBe(true);
  });
});
