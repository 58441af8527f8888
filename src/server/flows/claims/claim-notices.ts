// What the portal tells people when a claim changes (docs/product/claims.md#notices):
// e-mails that name the claim number and the change, never a medical detail, with a link to
// the claim. The events the claims system is sent are sealed by adapters/claims-system.ts.

import { type ClaimKind, claimKindLabels } from '#domain/shared/claim-terms';
import type { OutgoingMessage } from '#server/db/outbox-repository';
import type { DataKeys } from '#server/crypto/sealed-data';

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

export interface NoticeRecipient {
  firstName: string;
  email: string;
}

/** The receipt of a submission: the claim numbers and what happens next. */
export function receipt(
  deps: NoticeDeps,
  to: NoticeRecipient,
  filed: { claimNumber: string; kind: string }[],
): OutgoingMessage {
  return {
    channel: 'email',
    recipient: to.email,
    subject: `${deps.brandName}: We received your request`,
    text: [
      `Hello ${to.firstName},`,
      '',
      'We received your request. Your claim numbers:',
      ...filed.map(
        (claim) => `- ${claim.claimNumber}: ${claimKindLabels[claim.kind as ClaimKind]}`,
      ),
      '',
      'We will review it and may ask you for documents. We will e-mail you at each change.',
      ...filed.map((claim) => `Follow ${claim.claimNumber}: ${deps.claimUrl(claim.claimNumber)}`),
    ].join('\n'),
  };
}

/** A change on a claim, in words without medical detail: 'Approved.', 'A payment was sent.' */
export function changeNotice(
  deps: NoticeDeps,
  to: NoticeRecipient,
  claimNumber: string,
  change: string,
): OutgoingMessage {
  return {
    channel: 'email',
    recipient: to.email,
    subject: `${deps.brandName}: An update on ${claimNumber}`,
    text: [
      `Hello ${to.firstName},`,
      '',
      `${claimNumber}: ${change}`,
      '',
      `See it at ${deps.claimUrl(claimNumber)}`,
    ].join('\n'),
  };
}
