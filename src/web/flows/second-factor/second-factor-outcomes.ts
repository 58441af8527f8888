// What 'Confirm it's you' and 'Sign-in and security' do with the server's answers, as pure
// functions tested without rendering: where a confirmed person goes, the one sentence of a
// refusal (the same for every method and reason, as the server's answer is), the lock, the
// resend answers in words, and each factor's line.

import type {
  CodeSent,
  Confirmed,
  Factor,
  FactorAdded,
} from '#domain/second-factor/second-factor-answers';
import { type FactorKind, secondStepPolicy } from '#domain/second-factor/second-factor-rules';
import { oneTimeCodeRules } from '#domain/shared/one-time-code';
import type { Side } from '#domain/shared/sides';
import { formatDate } from '#web/components/benefits/benefits-format.ts';
import { basePath, paths, safeAppRoute } from '#web/paths.ts';

export const confirmSentences = {
  refused: 'That code did not work. Please check it and try again.',
  passkeyRefused: 'That passkey did not work. Please try again, or confirm another way.',
  /** The browser's prompt was closed, timed out, or offered no passkey of this account. */
  passkeyNotUsed: 'No passkey was used. Please try again, or confirm another way.',
  locked: (phone: string) =>
    `For your security, confirming it's you is locked for ${secondStepPolicy.lockMinutes} minutes after too many unsuccessful attempts. Please try again later, or call ${phone} for help.`,
  emptyCode: 'Please enter the code.',
} as const;

/** Where the person goes once confirmed: a route of this app, or a full address. */
export type Destination = { kind: 'route'; route: string } | { kind: 'address'; url: string };

export type ConfirmOutcome =
  | { kind: 'confirmed'; destination: Destination }
  /** Wrong, used or expired: one sentence, tied to what was used. */
  | { kind: 'refused'; message: string }
  /** Five wrong entries: the alert with the support phone; nothing typed helps for now. */
  | { kind: 'locked'; message: string }
  /** Any other failure, for the page's usual handling (the login page on 401, the banner). */
  | { kind: 'failed'; error: unknown }
  /** A 403: the Session Timeout alert shows already. */
  | { kind: 'none' };

/**
 * Where a confirmed session goes: the security page when the server says a factor is owed
 * (that comes before anything else); else the page the person was on (`?path=`, only when it
 * is a route of this app and not the step itself); else the server's redirectUrl.
 */
export function destinationAfterConfirm(
  side: Side,
  redirectUrl: string | undefined,
  from: string | null,
): Destination {
  const serverRoute = redirectUrl?.startsWith(`${basePath}/`) ? safeAppRoute(redirectUrl) : null;
  if (serverRoute === paths.security(side)) return { kind: 'route', route: serverRoute };
  const back = safeAppRoute(from);
  if (back && !back.startsWith(paths.confirm(side)) && !back.startsWith(paths.login(side))) {
    return { kind: 'route', route: back };
  }
  if (serverRoute) return { kind: 'route', route: serverRoute };
  if (redirectUrl?.startsWith('/') && !redirectUrl.startsWith('//')) {
    return { kind: 'address', url: redirectUrl };
  }
  return { kind: 'route', route: paths.account(side) };
}

export function confirmOutcome(
  result: { answer: Confirmed | undefined } | { error: unknown },
  context: { side: Side; from: string | null; phone: string; passkey?: boolean },
): ConfirmOutcome {
  if ('error' in result) return { kind: 'failed', error: result.error };
  const { answer } = result;
  if (!answer) return { kind: 'none' };
  switch (answer.outcome) {
    case 'confirmed':
      return {
        kind: 'confirmed',
        destination: destinationAfterConfirm(context.side, answer.redirectUrl, context.from),
      };
    case 'locked':
      return { kind: 'locked', message: confirmSentences.locked(context.phone) };
    default:
      return {
        kind: 'refused',
        message: context.passkey ? confirmSentences.passkeyRefused : confirmSentences.refused,
      };
  }
}

/** What 'Send a new code' answered, in words; `sent` names where the code went. */
export function codeSentSentence(outcome: CodeSent['outcome'], destination: string): string {
  switch (outcome) {
    case 'sent':
      return `We sent a code to ${destination}. It is good for ${oneTimeCodeRules.validMinutes} minutes.`;
    case 'too-soon':
      return `Please wait ${oneTimeCodeRules.resendWaitSeconds} seconds before asking for another code.`;
    default:
      return 'You have asked for the most codes we can send. Please use the last code we sent, or log in again later.';
  }
}

export const factorKindLabels: Record<FactorKind, string> = {
  passkey: 'Passkey',
  app: 'Authenticator app',
};

/** A factor's line under its name: its kind, when it was added and when last used. */
export function factorDetail(factor: Factor): string {
  const used = factor.lastUsedAt ? `last used ${formatDate(factor.lastUsedAt)}` : 'not used yet';
  const added = `added ${formatDate(factor.createdAt)}, ${used}`;
  // An app is named by its kind: the kind said again under the name would read twice.
  const kind = factorKindLabels[factor.kind];
  return factor.name === kind ? `${added[0]!.toUpperCase()}${added.slice(1)}` : `${kind}, ${added}`;
}

/**
 * The question 'Remove' asks first. Removing the last passkey or app brings back the code each
 * login sends, which the question says.
 */
export function removeFactorQuestion(factor: Factor, factorsLeft: number): string {
  const question = `Remove ${factor.name}? You will no longer be able to confirm it's you with it.`;
  return factorsLeft === 0
    ? `${question} With none left, we will send you a code each time you log in.`
    : question;
}

/** The recovery codes' line: how many are left, and when one was last used. */
export function recoveryCodesSentence(codes: { left: number; lastUsedAt: string | null }): string {
  if (codes.left === 0) return 'You have no recovery codes.';
  const left = codes.left === 1 ? '1 recovery code left' : `${codes.left} recovery codes left`;
  return codes.lastUsedAt
    ? `You have ${left}. One was last used ${formatDate(codes.lastUsedAt)}.`
    : `You have ${left}.`;
}

export type AddOutcome =
  | { kind: 'added' }
  | { kind: 'refused'; message: string }
  | { kind: 'failed'; error: unknown }
  | { kind: 'none' };

/** What adding a passkey or an app answered; a refusal without words gets the code's. */
export function addOutcome(
  result: { answer: FactorAdded | undefined } | { error: unknown },
  fallback: string,
): AddOutcome {
  if ('error' in result) return { kind: 'failed', error: result.error };
  if (!result.answer) return { kind: 'none' };
  return result.answer.outcome === 'added'
    ? { kind: 'added' }
    : { kind: 'refused', message: result.answer.message ?? fallback };
}

/** The app's secret in groups of four, as authenticator apps show a typed key. */
export function groupedSecret(secret: string): string {
  return (secret.match(/.{1,4}/g) ?? []).join(' ');
}

/** The QR code's SVG as an image address: drawn by the browser as an image, never as markup. */
export function svgImageAddress(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
