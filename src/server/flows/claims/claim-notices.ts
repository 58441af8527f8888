// What the portal tells people when a claim changes (docs/product/claims.md#notices):
// e-mails that name the claim number and the change, never a medical detail, with a link to
// the claim, in the person's language. The events the claims system is sent are sealed by
// adapters/claims-system.ts.

import { type ClaimKind, claimKindText, type Say } from '#domain/shared/claim-terms';
import { defineMessages } from '#domain/shared/define-messages';
import type { OutgoingMessage } from '#server/db/outbox-repository';
import type { DataKeys } from '#server/crypto/sealed-data';
import { type EmailRecipient, emailTo } from '#server/language/email';
import { sayIn } from '#server/language/say';

export interface NoticeDeps {
  brandName: string;
  /** Seals what the claims system is sent, and opens the drafts (DATA_KEY and the previous keys). */
  dataKey: DataKeys;
  /** The address of a claim's page, for the link in e-mails. */
  claimUrl(claimNumber: string): string;
}

/** The address of a claim's page under the portal's address (PUBLIC_URL and the base path). */
export function claimPageUrl(portalUrl: string, claimNumber: string): string {
  return `${portalUrl}/employee-benefits/claims/${claimNumber}`;
}

export type { EmailRecipient as NoticeRecipient } from '#server/language/email';

const noticeText = defineMessages({
  receiptSubject: {
    id: 'notices.claims.receiptSubject',
    defaultMessage: '{brand}: We received your request',
  },
  received: {
    id: 'notices.claims.received',
    defaultMessage: 'We received your request. Your claim numbers:',
  },
  filedClaim: {
    id: 'notices.claims.filedClaim',
    defaultMessage: '- {claimNumber}: {kind}',
    description: 'A line of the list of claims filed: its number and its kind.',
  },
  whatNext: {
    id: 'notices.claims.whatNext',
    defaultMessage:
      'We will review it and may ask you for documents. We will e-mail you at each change.',
  },
  follow: {
    id: 'notices.claims.follow',
    defaultMessage: 'Follow {claimNumber}: {url}',
  },
  updateSubject: {
    id: 'notices.claims.updateSubject',
    defaultMessage: '{brand}: An update on {claimNumber}',
  },
  change: {
    id: 'notices.claims.change',
    defaultMessage: '{claimNumber}: {change}',
  },
  seeIt: { id: 'notices.claims.seeIt', defaultMessage: 'See it at {url}' },
});

/** The receipt of a submission: the claim numbers and what happens next. */
export function receipt(
  deps: Pick<NoticeDeps, 'brandName' | 'claimUrl'>,
  to: EmailRecipient,
  filed: { claimNumber: string; kind: string }[],
): OutgoingMessage {
  const say = sayIn(to.language);
  return emailTo(to, say(noticeText.receiptSubject, { brand: deps.brandName }), [
    say(noticeText.received),
    ...filed.map(({ claimNumber, kind }) =>
      say(noticeText.filedClaim, { claimNumber, kind: say(claimKindText[kind as ClaimKind]) }),
    ),
    '',
    say(noticeText.whatNext),
    ...filed.map(({ claimNumber }) =>
      say(noticeText.follow, { claimNumber, url: deps.claimUrl(claimNumber) }),
    ),
  ]);
}

/**
 * A change on a claim, in words without medical detail ('Approved.', 'A payment was sent.'),
 * said in the recipient's language by `change`.
 */
export function changeNotice(
  deps: Pick<NoticeDeps, 'brandName' | 'claimUrl'>,
  to: EmailRecipient,
  claimNumber: string,
  change: (say: Say) => string,
): OutgoingMessage {
  const say = sayIn(to.language);
  return emailTo(to, say(noticeText.updateSubject, { brand: deps.brandName, claimNumber }), [
    say(noticeText.change, { claimNumber, change: change(say) }),
    '',
    say(noticeText.seeIt, { url: deps.claimUrl(claimNumber) }),
  ]);
}

/**
 * The notice of a change the employee made on the claim's page, in the page's language (the
 * account's too, once logged in: docs/product/languages.md); none when the account has no address.
 */
export function employeeNotice(
  deps: Pick<NoticeDeps, 'brandName' | 'claimUrl'>,
  employee: { firstName: string; email: string | null },
  language: EmailRecipient['language'],
  claimNumber: string,
  change: (say: Say) => string,
): OutgoingMessage[] {
  const { email } = employee;
  return email ? [changeNotice(deps, { ...employee, email, language }, claimNumber, change)] : [];
}
