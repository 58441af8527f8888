// The security notices of docs/product/second-factor.md#rules, by e-mail to the account: a sign-in
// from a new browser, a factor added or removed, recovery codes used or renewed, every factor
// removed by a password reset. Each names what happened and when (the portal's time zone, to the
// minute), never an address or a place, and says what to do if it wasn't them.

import type { Database } from '#server/db/client';
import { enqueueMessage } from '#server/db/outbox-repository';
import { accountNotice, type NoticeRecipient } from './account-notices.ts';

export type SecurityEvent =
  | { kind: 'new-device'; browser: string }
  | { kind: 'factor-added'; what: string }
  | { kind: 'factor-removed'; what: string }
  | { kind: 'recovery-code-used'; left: number }
  | { kind: 'recovery-codes-renewed' }
  | { kind: 'factors-removed-by-reset' };

/** '26 November 2026 at 5:42 PM (UTC)': when, to the minute, in the portal's own time zone. */
export function noticeTime(at: Date): string {
  const day = at.toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });
  const time = at.toLocaleTimeString('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  });
  return `${day} at ${time} (UTC)`;
}

function noticeLines(event: SecurityEvent, when: string): { subject: string; lines: string[] } {
  switch (event.kind) {
    case 'new-device':
      return {
        subject: 'a sign-in from a new device',
        lines: [`Your account was signed in to from ${event.browser} on ${when}.`],
      };
    case 'factor-added':
      return {
        subject: 'a way to confirm it is you was added',
        lines: [`${event.what} was added to your account on ${when}.`],
      };
    case 'factor-removed':
      return {
        subject: 'a way to confirm it is you was removed',
        lines: [`${event.what} was removed from your account on ${when}.`],
      };
    case 'recovery-code-used':
      return {
        subject: 'a recovery code was used',
        lines: [
          `A recovery code was used to sign in to your account on ${when}. ${event.left} of your codes are left.`,
        ],
      };
    case 'recovery-codes-renewed':
      return {
        subject: 'new recovery codes',
        lines: [
          `New recovery codes were made for your account on ${when}. The old ones no longer work.`,
        ],
      };
    case 'factors-removed-by-reset':
      return {
        subject: 'your ways to confirm it is you were removed',
        lines: [
          `Your password was reset on ${when} with your personal details, so your passkeys, authenticator app, recovery codes and remembered devices were removed.`,
          'Please add a passkey or an authenticator app again on the Sign-in and security page.',
        ],
      };
  }
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
  const { subject, lines } = noticeLines(event, noticeTime(at));
  await enqueueMessage(
    db,
    accountNotice(deps, account, subject, [
      ...lines,
      '',
      `If this wasn't you, call us at once at ${deps.phone}, and change your password.`,
    ]),
    at,
  );
}
