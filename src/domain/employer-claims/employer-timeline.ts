// What an employer reads of a claim's timeline (docs/product/employer-claims.md: "an employer needs
// dates and status, not health information"). The timeline speaks to the employee: 'You withdrew
// this request', 'We asked for a medical certification.', 'You reported 8 hours taken on ...'. An
// employer reads each change of status as its label ('Approved'), the entries the employer made
// itself as they are, and nothing else: the documents asked for, the time reported and the payments
// are between the employee and the insurer. Each line is a message, said in the reader's language.

import { type ClaimStatus, claimStatusText } from '#domain/shared/claim-terms';
import type { MessageDescriptor } from '#domain/shared/define-messages';
import { absenceReportedMessage } from './absence-report.ts';
import { employerStatementGivenMessage } from './employer-statement.ts';

/** The employer's own entries, by the English the timeline keeps them in. */
const employersOwnMessages: ReadonlyMap<string, MessageDescriptor> = new Map(
  [absenceReportedMessage, employerStatementGivenMessage].map((message) => [
    message.defaultMessage,
    message,
  ]),
);

/** The line an employer reads for a timeline entry, or null: not for the employer. */
export function employerTimelineText(entry: {
  status: ClaimStatus | null;
  text: string;
}): MessageDescriptor | null {
  const own = employersOwnMessages.get(entry.text);
  if (own) return own;
  return entry.status ? claimStatusText[entry.status] : null;
}
