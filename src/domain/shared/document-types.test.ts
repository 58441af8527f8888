import { describe, expect, it } from 'vitest';
import { englishSentence } from './claim-terms.ts';
import {
  documentAskedText,
  documentDueOn,
  documentNeededText,
  documentTypes,
} from './document-types.ts';

describe('a document asked for, in a sentence', () => {
  it('reads as English for every kind of document', () => {
    expect(documentTypes.map(documentAskedText)).toEqual([
      'We asked for a medical certification.',
      'We asked for proof of birth or adoption.',
      'We asked for a return-to-work note.',
      'We asked for another document.',
    ]);
  });

  it('tells the employee what is due and by when', () => {
    const due = { due: '12/07/2026' };
    expect(englishSentence({ message: documentNeededText.other, values: due })).toBe(
      'We need another document from you by 12/07/2026. You can upload it online.',
    );
    expect(
      englishSentence({ message: documentNeededText['medical-certification'], values: due }),
    ).toBe('We need a medical certification from you by 12/07/2026. You can upload it online.');
  });
});

describe('when a requested document is due', () => {
  it('825.305(b): a medical certification asked for on 11/22/2026 is due 15 days later, 12/07', () => {
    expect(
      documentDueOn({ documentType: 'medical-certification', requestedOn: '2026-11-22' }),
    ).toEqual({ ok: true, dueOn: '2026-12-07' });
    // Across a month and a year: 12/20/2026 + 15 = 01/04/2027.
    expect(
      documentDueOn({ documentType: 'medical-certification', requestedOn: '2026-12-20' }),
    ).toEqual({ ok: true, dueOn: '2027-01-04' });
  });

  it("keeps a certification's 15 days: a request that sets another date is refused", () => {
    for (const dueOn of ['2026-11-30', '2026-12-07', '2027-01-31']) {
      expect(
        documentDueOn({ documentType: 'medical-certification', requestedOn: '2026-11-22', dueOn }),
      ).toEqual({ ok: false, reason: 'certification-date-fixed' });
    }
  });

  it('gives any other document 30 days: 11/22/2026 + 30 = 12/22/2026', () => {
    for (const documentType of ['proof-of-birth', 'return-to-work', 'other'] as const) {
      expect(documentDueOn({ documentType, requestedOn: '2026-11-22' })).toEqual({
        ok: true,
        dueOn: '2026-12-22',
      });
    }
    // 01/31/2027 + 30 = 03/02/2027: February has 28 days.
    expect(documentDueOn({ documentType: 'other', requestedOn: '2027-01-31' })).toEqual({
      ok: true,
      dueOn: '2027-03-02',
    });
  });

  it("takes the examiner's date for any other document, from the day of the request on", () => {
    const asked = { documentType: 'return-to-work', requestedOn: '2026-11-22' } as const;
    expect(documentDueOn({ ...asked, dueOn: '2026-12-01' })).toEqual({
      ok: true,
      dueOn: '2026-12-01',
    });
    expect(documentDueOn({ ...asked, dueOn: '2026-11-22' })).toEqual({
      ok: true,
      dueOn: '2026-11-22',
    });
    expect(documentDueOn({ ...asked, dueOn: '2026-11-21' })).toEqual({
      ok: false,
      reason: 'due-before-request',
    });
  });
});
