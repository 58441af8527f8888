// What 'Confirm it's you' and 'Sign-in and security' do with the server's answers, as pure
// functions tested without rendering: where a confirmed person goes, the one sentence of a
// refusal (the same for every method and reason, as the server's answer is), the lock, the
// resend answers in words, and each factor's line. The words are messages (lang/second-factor/),
// formatted in the page's language where they are shown.

import type { IntlShape } from 'react-intl';
import type {
  CodeSent,
  Confirmed,
  Factor,
  FactorAdded,
} from '#domain/second-factor/second-factor-answers';
import { type FactorKind, secondStepPolicy } from '#domain/second-factor/second-factor-rules';
import { defineMessages, type MessageDescriptor } from '#domain/shared/define-messages';
import { oneTimeCodeRules } from '#domain/shared/one-time-code';
import type { Side } from '#domain/shared/sides';
import { formatDate } from '#web/components/benefits/benefits-format.ts';
import { basePath, paths, safeAppRoute } from '#web/paths.ts';

/**
 * A sentence to show: its message and values, kept so and formatted as it is shown, so a
 * refusal on show follows the page into the other language.
 */
export interface Sentence {
  message: MessageDescriptor;
  values?: Record<string, string | number>;
}

/** What a page shows: a sentence of its own, or the server's words, in the request's language. */
export type Said = Sentence | string;

/** What is said, in the language `text` speaks. */
export function sayIn(text: IntlShape, said: Said): string {
  return typeof said === 'string' ? said : text.formatMessage(said.message, said.values);
}

export const confirmText = defineMessages({
  refused: {
    id: 'second-factor.refused',
    defaultMessage: 'That code did not work. Please check it and try again.',
  },
  passkeyRefused: {
    id: 'second-factor.passkeyRefused',
    defaultMessage: 'That passkey did not work. Please try again, or confirm another way.',
  },
  /** The browser's prompt was closed, timed out, or offered no passkey of this account. */
  passkeyNotUsed: {
    id: 'second-factor.passkeyNotUsed',
    defaultMessage: 'No passkey was used. Please try again, or confirm another way.',
  },
  locked: {
    id: 'second-factor.locked',
    defaultMessage:
      "For your security, confirming it's you is locked for {minutes} minutes after too many unsuccessful attempts. Please try again later, or call {phone} for help.",
  },
  emptyCode: { id: 'second-factor.emptyCode', defaultMessage: 'Please enter the code.' },
  codeSent: {
    id: 'second-factor.codeSent',
    defaultMessage: 'We sent a code to {destination}. It is good for {minutes} minutes.',
    description: 'The destination is a masked e-mail address or phone number.',
  },
  tooSoon: {
    id: 'second-factor.tooSoon',
    defaultMessage: 'Please wait {seconds} seconds before asking for another code.',
  },
  limitReached: {
    id: 'second-factor.limitReached',
    defaultMessage:
      'You have asked for the most codes we can send. Please use the last code we sent, or log in again later.',
  },
});

/** Where the person goes once confirmed: a route of this app, or a full address. */
export type Destination = { kind: 'route'; route: string } | { kind: 'address'; url: string };

/** What a confirm's answer means; a failed call is the form call's (useFormCall). */
export type ConfirmOutcome =
  | { kind: 'confirmed'; destination: Destination }
  /** Wrong, used or expired: one sentence, tied to what was used. */
  | { kind: 'refused'; sentence: Sentence }
  /** Five wrong entries: the alert with the support phone; nothing typed helps for now. */
  | { kind: 'locked'; sentence: Sentence };

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
  answer: Confirmed,
  context: { side: Side; from: string | null; phone: string; passkey?: boolean },
): ConfirmOutcome {
  switch (answer.outcome) {
    case 'confirmed':
      return {
        kind: 'confirmed',
        destination: destinationAfterConfirm(context.side, answer.redirectUrl, context.from),
      };
    case 'locked':
      return {
        kind: 'locked',
        sentence: {
          message: confirmText.locked,
          values: { minutes: secondStepPolicy.lockMinutes, phone: context.phone },
        },
      };
    default:
      return {
        kind: 'refused',
        sentence: { message: context.passkey ? confirmText.passkeyRefused : confirmText.refused },
      };
  }
}

/** What 'Send a new code' answered, in words; `destination` names where the code went. */
export function codeSentSentence(outcome: CodeSent['outcome'], destination: string): Sentence {
  switch (outcome) {
    case 'sent':
      return {
        message: confirmText.codeSent,
        values: { destination, minutes: oneTimeCodeRules.validMinutes },
      };
    case 'too-soon':
      return {
        message: confirmText.tooSoon,
        values: { seconds: oneTimeCodeRules.resendWaitSeconds },
      };
    default:
      return { message: confirmText.limitReached };
  }
}

export const factorKindText: Record<FactorKind, MessageDescriptor> = defineMessages({
  passkey: { id: 'second-factor.kind.passkey', defaultMessage: 'Passkey' },
  app: { id: 'second-factor.kind.app', defaultMessage: 'Authenticator app' },
});

const factorText = defineMessages({
  detailUsed: {
    id: 'second-factor.factor.detailUsed',
    defaultMessage: '{kind}, added {added}, last used {lastUsed}',
    description: "The line under a passkey's name: its kind (Passkey), and MM/DD/YYYY dates.",
  },
  detailUnused: {
    id: 'second-factor.factor.detailUnused',
    defaultMessage: '{kind}, added {added}, not used yet',
    description: "The line under a passkey's name: its kind (Passkey), and a MM/DD/YYYY date.",
  },
  namedByKindUsed: {
    id: 'second-factor.factor.namedByKindUsed',
    defaultMessage: 'Added {added}, last used {lastUsed}',
    description: 'The line under the authenticator app (or a factor named as its kind).',
  },
  namedByKindUnused: {
    id: 'second-factor.factor.namedByKindUnused',
    defaultMessage: 'Added {added}, not used yet',
    description: 'The line under the authenticator app (or a factor named as its kind).',
  },
  removeQuestion: {
    id: 'second-factor.factor.removeQuestion',
    defaultMessage: "Remove {name}? You will no longer be able to confirm it's you with it.",
    description: 'The name is a passkey\'s, given by the person, or "Authenticator app".',
  },
  removeLastQuestion: {
    id: 'second-factor.factor.removeLastQuestion',
    defaultMessage:
      "Remove {name}? You will no longer be able to confirm it's you with it. With none left, we will send you a code each time you log in.",
    description: 'Asked before removing the last passkey or app.',
  },
  noRecoveryCodes: {
    id: 'second-factor.recoveryCodes.none',
    defaultMessage: 'You have no recovery codes.',
  },
  recoveryCodesLeft: {
    id: 'second-factor.recoveryCodes.left',
    defaultMessage:
      'You have {count, plural, one {# recovery code} other {# recovery codes}} left.',
  },
  recoveryCodesLeftUsed: {
    id: 'second-factor.recoveryCodes.leftUsed',
    defaultMessage:
      'You have {count, plural, one {# recovery code} other {# recovery codes}} left. One was last used {lastUsed}.',
    description: 'The date is MM/DD/YYYY.',
  },
});

/**
 * A factor's line under its name, in the language `text` speaks: its kind, when it was added
 * and when last used.
 */
export function factorDetail(factor: Factor, text: IntlShape): string {
  const kind = text.formatMessage(factorKindText[factor.kind]);
  const added = formatDate(factor.createdAt);
  const lastUsed = factor.lastUsedAt ? formatDate(factor.lastUsedAt) : null;
  // An app is named by its kind: the kind said again under the name would read twice.
  if (factor.name === kind) {
    return lastUsed
      ? text.formatMessage(factorText.namedByKindUsed, { added, lastUsed })
      : text.formatMessage(factorText.namedByKindUnused, { added });
  }
  return lastUsed
    ? text.formatMessage(factorText.detailUsed, { kind, added, lastUsed })
    : text.formatMessage(factorText.detailUnused, { kind, added });
}

/**
 * The question 'Remove' asks first. Removing the last passkey or app brings back the code each
 * login sends, which the question says.
 */
export function removeFactorQuestion(factor: Factor, factorsLeft: number): Sentence {
  return {
    message: factorsLeft === 0 ? factorText.removeLastQuestion : factorText.removeQuestion,
    values: { name: factor.name },
  };
}

/** The recovery codes' line: how many are left, and when one was last used. */
export function recoveryCodesSentence(codes: {
  left: number;
  lastUsedAt: string | null;
}): Sentence {
  if (codes.left === 0) return { message: factorText.noRecoveryCodes };
  return codes.lastUsedAt
    ? {
        message: factorText.recoveryCodesLeftUsed,
        values: { count: codes.left, lastUsed: formatDate(codes.lastUsedAt) },
      }
    : { message: factorText.recoveryCodesLeft, values: { count: codes.left } };
}

export type AddOutcome = { kind: 'added' } | { kind: 'refused'; said: Said };

/** What adding a passkey or an app answered; a refusal without words gets the fallback's. */
export function addOutcome(answer: FactorAdded, fallback: Sentence): AddOutcome {
  return answer.outcome === 'added'
    ? { kind: 'added' }
    : { kind: 'refused', said: answer.message ?? fallback };
}

/** The app's secret in groups of four, as authenticator apps show a typed key. */
export function groupedSecret(secret: string): string {
  return (secret.match(/.{1,4}/g) ?? []).join(' ');
}

/** The QR code's SVG as an image address: drawn by the browser as an image, never as markup. */
export function svgImageAddress(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
