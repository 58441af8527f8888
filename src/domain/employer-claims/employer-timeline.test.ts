import { describe, expect, it } from 'vitest';
import { absenceReportedText } from './absence-report.ts';
import { employerStatementText } from './employer-statement.ts';
import { employerTimelineText } from './employer-timeline.ts';

/** The line in English, as the employer reads it on an English page. */
const englishLine = (entry: Parameters<typeof employerTimelineText>[0]) =>
  employerTimelineText(entry)?.defaultMessage ?? null;

describe("a claim's timeline as an employer reads it", () => {
  it('names each change of status by its label, never in the words said to the employee', () => {
    expect(englishLine({ status: 'submitted', text: 'We received your request' })).toBe(
      'Submitted',
    );
    expect(englishLine({ status: 'withdrawn', text: 'You withdrew this request' })).toBe(
      'Withdrawn',
    );
    expect(
      englishLine({
        status: 'information-needed',
        text: 'We asked for a medical certification.',
      }),
    ).toBe('Information needed');
  });

  it("keeps the employer's own entries as they are", () => {
    expect(englishLine({ status: 'submitted', text: absenceReportedText })).toBe(
      absenceReportedText,
    );
    expect(englishLine({ status: null, text: employerStatementText })).toBe(employerStatementText);
  });

  it('leaves out what is between the employee and the insurer', () => {
    for (const text of [
      'We asked for a medical certification.',
      'You reported 8 hours taken on 11/20/2026.',
      'A payment of $1,110.20 was sent to your bank.',
      'We received your medical certification.',
    ]) {
      expect(englishLine({ status: null, text })).toBeNull();
    }
  });
});
