// What a step screen does with the answer of its call (SPEC.md section 4, "Status-driven
// transitions"): go on to a step, show an alert, or stay with a banner. The part every flow
// shares: the kinds of outcome, and the rows of the status table that are the same for every
// call. Each flow's own rows sit beside its screens; all of them are pure, so every status is
// tested without a screen. `undefined` is a call that failed or answered no status: the
// generic message, and the step's secret fields cleared.

import type { BaseResponse } from '#domain/self-service/self-service-answers';
import { sessionLockedBody } from '#domain/self-service/self-service-status';
import { messages } from '#domain/shared/messages';
import { statusCodeOf } from '#domain/shared/status';
import type { RegistrationScreen } from '#web/paths.ts';

export interface Notice {
  message: string;
  variant: 'danger' | 'success';
}

export interface StepAlert {
  message: string;
  bodyMessage?: string;
  sessionLocked?: boolean;
}

/** What the texts of the outcomes are made of: the claim page and the call-centre number. */
export interface OutcomeTexts {
  claimUrl: string;
  phone: string;
}

export type StepOutcome<Field extends string = never> =
  | { kind: 'goTo'; screen: RegistrationScreen; notice?: Notice }
  | { kind: 'alert'; alert: StepAlert }
  /** Stay on the screen with a banner, with these fields emptied. */
  | { kind: 'banner'; notice: Notice; clear: Field[] };

/** The flow is over: a full page load of the address the server gives (a new session). */
export type RedirectOutcome = { kind: 'redirect'; url: string };

export const danger = (message: string): Notice => ({ message, variant: 'danger' });
export const success = (message: string): Notice => ({ message, variant: 'success' });

export function lockedAlert(name: string, texts: OutcomeTexts): StepOutcome<never> {
  return {
    kind: 'alert',
    alert: {
      message: name,
      bodyMessage: sessionLockedBody(texts.claimUrl, texts.phone),
      sessionLocked: true,
    },
  };
}

export interface AnswerStatus {
  code: string;
  name: string;
}

/** The answer's status, or none when the call failed or the status is missing or empty. */
export function statusOf(response: BaseResponse | undefined): AnswerStatus | null {
  const code = statusCodeOf(response);
  if (!response || !code) return null;
  return { code, name: response.status.name || code };
}

/**
 * The outcome every call shares: SESSIONLOCKED is an alert, anything not handled a banner
 * with the server's sentence, and a failure the generic banner.
 */
export function commonOutcome<Field extends string>(
  status: AnswerStatus | null,
  texts: OutcomeTexts,
  clearOnFailure: Field[],
): StepOutcome<Field> {
  if (!status)
    return { kind: 'banner', notice: danger(messages.genericError), clear: clearOnFailure };
  if (status.code === 'SESSIONLOCKED') return lockedAlert(status.name, texts);
  return { kind: 'banner', notice: danger(status.name), clear: clearOnFailure };
}
