// How a step screen calls the server (docs/product/registration.md), on the call every form shares
// (lib/server-call.ts): the banner is hidden, the buttons wait, the answer becomes an outcome,
// what the flow keeps of it goes to the flow store, the fields the outcome names are emptied,
// and the outcome is followed. After a 403 the screen only gets its buttons back. A call that
// fails is an answer of nothing: the outcome says what that means.

import { useCallback, useMemo } from 'react';
import { disabilityClaimUrl } from '#web/content/claim-links.ts';
import { portalConfig } from '#web/lib/portal-config.ts';
import { settle, useServerCall } from '#web/lib/server-call.ts';
import type { OutcomeTexts } from './step-outcome.ts';
import { isFollowed, useFlow } from './use-flow.ts';

export const outcomeTexts: OutcomeTexts = {
  claimUrl: disabilityClaimUrl,
  phone: portalConfig.supportPhone,
};

export type Answer<T> =
  /** HTTP 403: the Session Timeout alert is showing; the screen only gets its buttons back. */
  | { timedOut: true }
  /** The answer, or undefined when the call failed. */
  | { timedOut: false; response: T | undefined };

export async function send<T>(call: () => Promise<T | undefined>): Promise<Answer<T>> {
  const result = await settle(call);
  if (result.kind === 'timed-out') return { timedOut: true };
  return { timedOut: false, response: result.kind === 'answered' ? result.answer : undefined };
}

/** The fields a banner outcome of this kind empties. */
type ClearedField<Outcome> = Outcome extends { kind: 'banner'; clear: (infer Field)[] }
  ? Field
  : never;

export interface StepCall<Response, Outcome extends { kind: string }> {
  /** The id of the control that made the call: the banner's Dismiss returns focus to it. */
  activator: string;
  send(): Promise<Response | undefined>;
  /** What the answer means for this step (a pure outcome, tested without a screen). */
  outcomeOf(response: Response | undefined): Outcome;
  /**
   * What the flow keeps of the answer, before the outcome is followed; and an outcome of the
   * screen's own kind (not a step, an alert, a banner or a redirect), which only it follows.
   */
  onAnswer?(outcome: Outcome, response: Response | undefined): void;
  /** Empties the fields a banner asks to be typed again. */
  clear?(fields: ClearedField<Outcome>[]): void;
}

/** Whether the screen is left: its buttons stay waiting until the next one shows. */
function leavesScreen(outcome: { kind: string }): boolean {
  return outcome.kind === 'goTo' || outcome.kind === 'redirect';
}

/**
 * `call` runs one step call and resolves with its outcome (null after a 403, or while another
 * call is in flight); `pending` is true while the screen's buttons wait for it.
 */
export function useStepCall() {
  const flow = useFlow();
  const { hideBanner, follow } = flow;
  const { pending, whilePending } = useServerCall();

  const call = useCallback(
    async <Response, Outcome extends { kind: string }>(
      step: StepCall<Response, Outcome>,
    ): Promise<Outcome | null> => {
      const followed = async (): Promise<Outcome | null> => {
        hideBanner();
        const answer = await send(step.send);
        if (answer.timedOut) return null;
        const outcome = step.outcomeOf(answer.response);
        step.onAnswer?.(outcome, answer.response);
        if (outcome.kind === 'banner' && 'clear' in outcome) {
          step.clear?.(outcome.clear as ClearedField<Outcome>[]);
        }
        if (isFollowed(outcome)) follow(outcome, `#${step.activator}`);
        return outcome;
      };
      return whilePending(followed, (outcome) => outcome !== null && leavesScreen(outcome));
    },
    [hideBanner, whilePending, follow],
  );

  return useMemo(() => ({ ...flow, pending, call }), [flow, pending, call]);
}
