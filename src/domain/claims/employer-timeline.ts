// What an employer reads of a claim's timeline (DESIGN.md 11.3: "an employer needs dates and
// status, not health information"). The timeline speaks to the employee: 'You withdrew this
// request', 'We asked for a medical certification.', 'You reported 8 hours taken on ...'. An
// employer reads each change of status as its label ('Approved'), the entries the employer
// made itself as they are, and nothing else: the documents asked for, the time reported and
// the payments are between the employee and the insurer.

import { type ClaimStatus, claimStatusLabels } from '#domain/shared/claim-terms';
import { absenceReportedText } from './absence-report.ts';
import { employerStatementText } from './employer-statement.ts';

const employersOwnTexts: ReadonlySet<string> = new Set([
  absenceReportedText,
  employerStatementText,
]);

/** The line an employer reads for a timeline entry, or null: not for the employer. */
export function employerTimelineText(entry: {
  status: ClaimStatus | null;
  text: string;
}): string | null {
  if (employersOwnTexts.has(entry.text)) return entry.text;
  return entry.status ? claimStatusLabels[entry.status] : null;
}
