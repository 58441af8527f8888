// The notices an account's e-mail gets when something happened to the account that its owner
// should know of at once (its user name shown, its password changed), with what to do if it
// was not them, in the account's language (src/server/language/email.ts).

import { defaultLanguage, type Language } from '#domain/language/language';
import { noticeTime } from '#domain/language/notice-time';
import { defineMessages, type MessageDescriptor } from '#domain/shared/define-messages';
import type { OutgoingMessage } from '#server/db/outbox-repository';
import { emailTo } from '#server/language/email';
import { say } from '#server/language/say';
import type { SelfServiceDeps } from './self-service-deps.ts';

export interface NoticeRecipient {
  email: string | null;
  firstName: string;
  /** The account's language, once it chose one; English until then. */
  language: Language | null;
}

type NoticeDeps = Pick<SelfServiceDeps, 'brandName'>;

const accountText = defineMessages({
  subject: {
    id: 'notices.account.subject',
    defaultMessage: '{brand}: {subject}',
    description: "An account notice's subject: the company's name, then what happened.",
  },
  userNameRecoveredSubject: {
    id: 'notices.userNameRecovered.subject',
    defaultMessage: 'your user name was recovered',
  },
  userNameRecovered: {
    id: 'notices.userNameRecovered.shown',
    defaultMessage:
      'Your user name {userName} was shown to someone who entered your personal information on {when}.',
  },
  userNameRecoveredIfNotYou: {
    id: 'notices.userNameRecovered.ifNotYou',
    defaultMessage:
      "If this was you, there is nothing more to do. If this wasn't you, call us at {phone} right away; your password has not changed.",
  },
  passwordChangedSubject: {
    id: 'notices.passwordChanged.subject',
    defaultMessage: 'your password was changed',
  },
  passwordChanged: {
    id: 'notices.passwordChanged.reset',
    defaultMessage:
      'The password of your online account {userName} was reset on {when}, and every browser that was logged in to it was logged out.',
  },
  passwordChangedIfNotYou: {
    id: 'notices.passwordChanged.ifNotYou',
    defaultMessage:
      "If this was you, there is nothing more to do. If this wasn't you, call us at {phone} right away.",
  },
});

/** The language an account's notices are written in. */
export const noticeLanguage = (account: { language: Language | null }): Language =>
  account.language ?? defaultLanguage;

/**
 * The e-mail of `account` whose subject says `subject` after the company's name, greeting its
 * owner by first name; `lines` are said in the account's language.
 */
export function accountNotice(
  deps: NoticeDeps,
  account: NoticeRecipient,
  subject: MessageDescriptor,
  lines: string[],
): OutgoingMessage {
  const language = noticeLanguage(account);
  return emailTo(
    { email: account.email ?? '', firstName: account.firstName, language },
    say(language, accountText.subject, { brand: deps.brandName, subject: say(language, subject) }),
    lines,
  );
}

type AccountOnFile = NoticeRecipient & { userName: string };

/** Someone was shown the account's user name after proving who they are. */
export function userNameRecoveredNotice(
  deps: NoticeDeps & Pick<SelfServiceDeps, 'phone'>,
  account: AccountOnFile,
  at: Date,
): OutgoingMessage {
  const language = noticeLanguage(account);
  const when = noticeTime(at, language);
  return accountNotice(deps, account, accountText.userNameRecoveredSubject, [
    say(language, accountText.userNameRecovered, { userName: account.userName, when }),
    say(language, accountText.userNameRecoveredIfNotYou, { phone: deps.phone }),
  ]);
}

/** The account's password was reset, and every session of it ended. */
export function passwordChangedNotice(
  deps: NoticeDeps & Pick<SelfServiceDeps, 'phone'>,
  account: AccountOnFile,
  at: Date,
): OutgoingMessage {
  const language = noticeLanguage(account);
  const when = noticeTime(at, language);
  return accountNotice(deps, account, accountText.passwordChangedSubject, [
    say(language, accountText.passwordChanged, { userName: account.userName, when }),
    say(language, accountText.passwordChangedIfNotYou, { phone: deps.phone }),
  ]);
}
