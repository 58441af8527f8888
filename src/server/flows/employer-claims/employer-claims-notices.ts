// What the employee is told when their employer reports an absence for them
// (docs/product/employer-claims.md): the claim number, its kind, the first day and a link to it;
// nothing medical, which the employer does not know and an e-mail never carries. In the
// employee's language once their account chose one.

import { typedDateOf } from '#domain/shared/absence-dates';
import { type ClaimKind, claimKindText } from '#domain/shared/claim-terms';
import { defineMessages } from '#domain/shared/define-messages';
import type { OutgoingMessage } from '#server/db/outbox-repository';
import { type EmailRecipient, emailTo } from '#server/language/email';
import { sayIn } from '#server/language/say';

const reportedText = defineMessages({
  subject: {
    id: 'notices.employerClaims.subject',
    defaultMessage: '{brand}: Your employer reported an absence',
  },
  reported: {
    id: 'notices.employerClaims.reported',
    defaultMessage:
      '{employerName} reported an absence for you from {firstDay}. We opened a request for you:',
    description: '{firstDay} is the first day of the absence, MM/DD/YYYY.',
  },
  claim: { id: 'notices.employerClaims.claim', defaultMessage: '- {claimNumber}: {kind}' },
  whatNext: {
    id: 'notices.employerClaims.whatNext',
    defaultMessage: 'We will ask you for what we need to review it, and e-mail you at each change.',
  },
  follow: { id: 'notices.employerClaims.follow', defaultMessage: 'Follow {claimNumber}: {url}' },
});

export function absenceReportedNotice(
  deps: { brandName: string; claimUrl(claimNumber: string): string },
  report: EmailRecipient & {
    employerName: string;
    claimNumber: string;
    kind: ClaimKind;
    /** YYYY-MM-DD. */
    firstDayOfAbsence: string;
  },
): OutgoingMessage {
  const say = sayIn(report.language);
  const { claimNumber } = report;
  return emailTo(report, say(reportedText.subject, { brand: deps.brandName }), [
    say(reportedText.reported, {
      employerName: report.employerName,
      firstDay: typedDateOf(report.firstDayOfAbsence),
    }),
    say(reportedText.claim, { claimNumber, kind: say(claimKindText[report.kind]) }),
    '',
    say(reportedText.whatNext),
    say(reportedText.follow, { claimNumber, url: deps.claimUrl(claimNumber) }),
  ]);
}
