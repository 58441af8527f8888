// The notices an account's e-mail gets when something happened to the account that its owner
// should know of at once (its user name shown, its password changed), with what to do if it
// was not them.

import type { SelfServiceDeps } from './self-service-deps.ts';

export interface NoticeRecipient {
  email: string | null;
  firstName: string;
}

/** The e-mail of `account` about `subject`, greeting its owner by first name. */
export function accountNotice(
  deps: Pick<SelfServiceDeps, 'brandName'>,
  account: NoticeRecipient,
  subject: string,
  lines: string[],
) {
  return {
    channel: 'email' as const,
    recipient: account.email ?? '',
    subject: `${deps.brandName}: ${subject}`,
    text: [`Hello ${account.firstName},`, '', ...lines].join('\n'),
  };
}
