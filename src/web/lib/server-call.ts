// The one way a form calls the server, under the front door's step screens and the benefits
// area's forms alike: its buttons wait while the call is in flight, a second press sends
// nothing, and the call settles into one of three results. A 403 has already shown the
// Session Timeout alert (api-client.ts): the form only gets its buttons back.

import { useCallback, useRef, useState } from 'react';

export type CallResult<T> =
  | { kind: 'answered'; answer: T }
  /** HTTP 403: the Session Timeout alert is showing. */
  | { kind: 'timed-out' }
  /** Any other failure: an ApiError with the status and body, or no answer at all. */
  | { kind: 'failed'; error: unknown };

export async function settle<T>(call: () => Promise<T | undefined>): Promise<CallResult<T>> {
  try {
    const answer = await call();
    return answer === undefined ? { kind: 'timed-out' } : { kind: 'answered', answer };
  } catch (error) {
    return { kind: 'failed', error };
  }
}

/**
 * `pending` is true while a task of the form runs (its buttons are disabled, its form
 * aria-busy). `whilePending` runs one task at a time: pressed again meanwhile, it runs nothing
 * and resolves with null. `keepWaiting` says, from what the task resolved with, that the
 * buttons wait on after it: the screen is being left.
 */
export function useServerCall() {
  const [pending, setPending] = useState(false);
  const inFlight = useRef(false);

  const whilePending = useCallback(
    async <R>(task: () => Promise<R>, keepWaiting?: (done: R) => boolean): Promise<R | null> => {
      if (inFlight.current) return null;
      inFlight.current = true;
      setPending(true);
      try {
        const done = await task();
        if (!keepWaiting?.(done)) setPending(false);
        return done;
      } catch (error) {
        setPending(false);
        throw error;
      } finally {
        inFlight.current = false;
      }
    },
    [],
  );

  return { pending, whilePending };
}
