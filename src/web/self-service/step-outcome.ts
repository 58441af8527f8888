// What a step screen does with the answer of its call
// (docs/product/registration.md#status-driven-transitions): go on to a step, show an alert, or stay
// with a banner. The part every flow shares: the kinds of outcome, and the rows of the status table
// that are the same for every call. Each flow's own rows sit beside its screens; all of them are
// pure, so every status is tested without a screen. `undefined` is a call that failed or answered
// no status: the generic message, and the step's secret fields cleared. The server says its
// status names in the page's language; the browser's own sentences are said here, in the
// language shown when the answer comes.

import type { BaseResponse } from '#domain/self-service/self-service-answers';
import { selfServiceText } from '#domain/self-service/self-service-status';
import { sharedText } from '#domain/shared/messages';
import { statusCodeOf } from '#domain/shared/status';
import { currentText } from '#web/language/use-text.ts';
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

/** The link to the disability claim, opened in a new tab, in the HTML a banner or alert shows. */
const claimLink = (claimUrl: string) => (words: string[]) =>
  `<a href="${claimUrl}" target="_blank" rel="noopener noreferrer">${words.join('')}</a>`;

/** docs/product/self-service.md: the second not-validated answer in a row, with the claim link. */
export function claimInsteadMessage(claimUrl: string): string {
  return currentText().formatMessage(selfServiceText.claimInstead, { link: claimLink(claimUrl) });
}

/**
 * docs/product/self-service.md: the body of the SESSIONLOCKED alert, the claim link and the
 * call-centre number with its hours.
 */
export function sessionLockedBody(claimUrl: string, phone: string): string {
  const text = currentText();
  const body = text.formatMessage(selfServiceText.sessionLockedBody, {
    link: claimLink(claimUrl),
    phone,
  });
  return `${body} ${text.formatMessage(sharedText.supportHours)}`;
}

/** The generic sentence of a call that failed. */
export const genericError = () => currentText().formatMessage(sharedText.genericError);

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
  if (!status) return { kind: 'banner', notice: danger(genericError()), clear: clearOnFailure };
  if (status.code === 'SESSIONLOCKED') return lockedAlert(status.name, texts);
  return { kind: 'banner', notice: danger(status.name), clear: clearOnFailure };
}
