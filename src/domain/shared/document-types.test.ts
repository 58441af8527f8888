import { describe, expect, it } from 'vitest';
import { englishSentence } from './claim-terms.ts';
import { documentAskedText, documentNeededText, documentTypes } from './document-types.ts';

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
