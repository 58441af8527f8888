// What the employee is told when their employer reports an absence for them
// (docs/product/employer-claims.md): the claim number, its kind, the first day and a link to it;
// nothing medical, which the employer does not know and an e-mail never carries.

import { typedDateOf } from '#domain/shared/absence-dates';
import { type ClaimKind, claimKindLabels } from '#domain/shared/claim-terms';
import type { OutgoingMessage } from '#server/db/outbox-repository';

export function absenceReportedNotice(
  deps: { brandName: string; claimUrl(claimNumber: string): string },
  report: {
    email: string;
    firstName: string;
    employerName: string;
    claimNumber: string;
    kind: ClaimKind;
    /** YYYY-MM-DD. */
    firstDayOfAbsence: string;
  },
): OutgoingMessage {
  return {
    channel: 'email',
    recipient: report.email,
    subject: `${deps.brandName}: Your employer reported an absence`,
    text: [
      `Hello ${report.firstName},`,
      '',
      `${report.employerName} reported an absence for you from ${typedDateOf(report.firstDayOfAbsence)}. We opened a request for you:`,
      `- ${report.claimNumber}: ${claimKindLabels[report.kind]}`,
      '',
      'We will ask you for what we need to review it, and e-mail you at each change.',
      `Follow ${report.claimNumber}: ${deps.claimUrl(report.claimNumber)}`,
    ].join('\n'),
  };
}
