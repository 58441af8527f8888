// The security notices of docs/product/second-factor.md#rules, by e-mail to the account: a sign-in
// from a new browser, a factor added or removed, recovery codes used or renewed, every factor
// removed by a password reset. Each names what happened and when (the portal's time zone, to the
// minute), never an address or a place, and says what to do if it wasn't them, in the account's
// language.

import type { Language } from '#domain/language/language';
import { noticeTime } from '#domain/language/notice-time';
import type { BrowserWords } from '#domain/second-factor/browser-name';
import { defineMessages, type MessageDescriptor } from '#domain/shared/define-messages';
import type { Database } from '#server/db/client';
import { enqueueMessage } from '#server/db/outbox-repository';
import { say } from '#server/language/say';
import { accountNotice, type NoticeRecipient, noticeLanguage } from './account-notices.ts';

/** A factor a notice names: the authenticator app, or a passkey by the name it was given. */
export type NamedFactor = { factor: 'app' } | { factor: 'passkey'; name: string };

export type SecurityEvent =
  | { kind: 'new-device'; browser: string }
  | ({ kind: 'factor-added' } & NamedFactor)
  | ({ kind: 'factor-removed' } & NamedFactor)
  | { kind: 'recovery-code-used'; left: number }
  | { kind: 'recovery-codes-renewed' }
  | { kind: 'factors-removed-by-reset' };

const securityText = defineMessages({
  newDeviceSubject: {
    id: 'notices.security.newDevice.subject',
    defaultMessage: 'a sign-in from a new device',
  },
  newDevice: {
    id: 'notices.security.newDevice',
    defaultMessage: 'Your account was signed in to from {browser} on {when}.',
    description: "{browser} is the browser and system, as 'Chrome on Windows'.",
  },
  factorAddedSubject: {
    id: 'notices.security.factorAdded.subject',
    defaultMessage: 'a way to confirm it is you was added',
  },
  factorAdded: {
    id: 'notices.security.factorAdded',
    defaultMessage:
      '{factor, select, app {An authenticator app} other {The passkey "{name}"}} was added to your account on {when}.',
  },
  factorRemovedSubject: {
    id: 'notices.security.factorRemoved.subject',
    defaultMessage: 'a way to confirm it is you was removed',
  },
  factorRemoved: {
    id: 'notices.security.factorRemoved',
    defaultMessage:
      "{factor, select, app {Your authenticator app} other {Your passkey ''{name}''}} was removed from your account on {when}.",
  },
  recoveryCodeUsedSubject: {
    id: 'notices.security.recoveryCodeUsed.subject',
    defaultMessage: 'a recovery code was used',
  },
  recoveryCodeUsed: {
    id: 'notices.security.recoveryCodeUsed',
    defaultMessage:
      'A recovery code was used to sign in to your account on {when}. {left} of your codes are left.',
  },
  recoveryCodesRenewedSubject: {
    id: 'notices.security.recoveryCodesRenewed.subject',
    defaultMessage: 'new recovery codes',
  },
  recoveryCodesRenewed: {
    id: 'notices.security.recoveryCodesRenewed',
    defaultMessage:
      'New recovery codes were made for your account on {when}. The old ones no longer work.',
  },
  factorsRemovedByResetSubject: {
    id: 'notices.security.factorsRemovedByReset.subject',
    defaultMessage: 'your ways to confirm it is you were removed',
  },
  factorsRemovedByReset: {
    id: 'notices.security.factorsRemovedByReset',
    defaultMessage:
      'Your password was reset on {when} with your personal details, so your passkeys, authenticator app, recovery codes and remembered devices were removed.',
  },
  addAgain: {
    id: 'notices.security.addAgain',
    defaultMessage:
      'Please add a passkey or an authenticator app again on the Sign-in and security page.',
  },
  browserOn: {
    id: 'notices.security.browserOn',
    defaultMessage: 'on',
    description: "Between a browser's name and its system's: 'Chrome on Windows'.",
  },
  unknownBrowser: {
    id: 'notices.security.unknownBrowser',
    defaultMessage: 'A browser',
    description: 'A browser whose name is not known, in place of "Chrome on Windows".',
  },
  ifNotYou: {
    id: 'notices.security.ifNotYou',
    defaultMessage: "If this wasn't you, call us at once at {phone}, and change your password.",
  },
});

type Values = Record<string, string | number>;

function noticeOf(event: SecurityEvent): {
  subject: MessageDescriptor;
  lines: [MessageDescriptor, Values][];
} {
  switch (event.kind) {
    case 'new-device':
      return {
        subject: securityText.newDeviceSubject,
        lines: [[securityText.newDevice, { browser: event.browser }]],
      };
    case 'factor-added':
    case 'factor-removed': {
      const factor = { factor: event.factor, name: event.factor === 'passkey' ? event.name : '' };
      return event.kind === 'factor-added'
        ? { subject: securityText.factorAddedSubject, lines: [[securityText.factorAdded, factor]] }
        : {
            subject: securityText.factorRemovedSubject,
            lines: [[securityText.factorRemoved, factor]],
          };
    }
    case 'recovery-code-used':
      return {
        subject: securityText.recoveryCodeUsedSubject,
        lines: [[securityText.recoveryCodeUsed, { left: event.left }]],
      };
    case 'recovery-codes-renewed':
      return {
        subject: securityText.recoveryCodesRenewedSubject,
        lines: [[securityText.recoveryCodesRenewed, {}]],
      };
    case 'factors-removed-by-reset':
      return {
        subject: securityText.factorsRemovedByResetSubject,
        lines: [
          [securityText.factorsRemovedByReset, {}],
          [securityText.addAgain, {}],
        ],
      };
  }
}

/** The words around a browser's name (browserName) in `language`. */
export function browserWords(language: Language): BrowserWords {
  return {
    on: say(language, securityText.browserOn),
    unknown: say(language, securityText.unknownBrowser),
  };
}

/** Queues the notice of `event` to the account's e-mail, in the caller's transaction. */
export async function queueSecurityNotice(
  db: Database,
  deps: { brandName: string; phone: string },
  account: NoticeRecipient,
  event: SecurityEvent,
  at: Date,
): Promise<void> {
  if (!account.email) return;
  const language = noticeLanguage(account);
  const when = noticeTime(at, language);
  const { subject, lines } = noticeOf(event);
  await enqueueMessage(
    db,
    accountNotice(deps, account, subject, [
      ...lines.map(([line, values]) => say(language, line, { ...values, when })),
      '',
      say(language, securityText.ifNotYou, { phone: deps.phone }),
    ]),
    at,
  );
}
