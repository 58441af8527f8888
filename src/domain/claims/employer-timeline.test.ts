import { describe, expect, it } from 'vitest';
import { claimStatusEventTexts, claimSubmittedText } from './claim-status.ts';
import { absenceReportedText } from './absence-report.ts';
import { employerStatementText } from './employer-statement.ts';
import { employerTimelineText } from './employer-timeline.ts';

describe("a claim's timeline as an employer reads it", () => {
  it('names each change of status by its label, never in the words said to the employee', () => {
    expect(employerTimelineText({ status: 'submitted', text: claimSubmittedText })).toBe(
      'Submitted',
    );
    expect(
      employerTimelineText({ status: 'withdrawn', text: claimStatusEventTexts.withdraw }),
    ).toBe('Withdrawn');
    expect(
      employerTimelineText({
        status: 'information-needed',
        text: 'We asked for a medical certification.',
      }),
    ).toBe('Information needed');
  });

  it("keeps the employer's own entries as they are", () => {
    expect(employerTimelineText({ status: 'submitted', text: absenceReportedText })).toBe(
      absenceReportedText,
    );
    expect(employerTimelineText({ status: null, text: employerStatementText })).toBe(
      employerStatementText,
    );
  });

  it('leaves out what is between the employee and the insurer', () => {
    for (const text of [
      'We asked for a medical certification.',
      'You reported 8 hours taken on 11/20/2026.',
      'A payment of $1,110.20 was sent to your bank.',
      'We received your medical certification.',
    ]) {
      expect(employerTimelineText({ status: null, text })).toBeNull();
    }
  });
});
