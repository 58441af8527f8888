import { describe, expect, it } from 'vitest';
import { englishSentence } from '#domain/shared/claim-terms';
import { askedForDocumentText, documentAskedText } from '#domain/shared/document-types';
import { claimStatusEventText, claimStatusEventTexts, claimSubmittedText } from './claim-status.ts';
import { timelineSentence, timelineText } from './claim-timeline.ts';

describe('a timeline entry read back from its English', () => {
  it('finds the message of a sentence without values', () => {
    expect(timelineSentence(claimSubmittedText)?.message.id).toBe('claims.event.submitted');
    expect(timelineSentence(claimStatusEventTexts.approve)).toEqual({
      message: claimStatusEventText.approve,
    });
    expect(timelineSentence(documentAskedText('return-to-work'))).toEqual({
      message: askedForDocumentText['return-to-work'],
    });
  });

  it('takes the values back out of a sentence written with them', () => {
    const written = englishSentence({
      message: timelineText.timeReported,
      values: { hours: 4.5, date: '11/20/2026' },
    });
    expect(written).toBe('You reported 4.5 hours taken on 11/20/2026.');
    expect(timelineSentence(written)).toEqual({
      message: timelineText.timeReported,
      values: { hours: '4.5', date: '11/20/2026' },
    });
    expect(timelineSentence('A payment of $1,108.20 was sent to you.')).toEqual({
      message: timelineText.paymentSent,
      values: { amount: '$1,108.20' },
    });
  });

  it("reads another feature's entries when told of them", () => {
    const theirs = { id: 'employer-claims.timeline.x', defaultMessage: 'The employer did this' };
    expect(timelineSentence('The employer did this')).toBeNull();
    expect(timelineSentence('The employer did this', [theirs])).toEqual({ message: theirs });
  });

  it('leaves a sentence no message wrote as it is', () => {
    expect(timelineSentence('Your employer gave its statement.')).toBeNull();
    expect(timelineSentence('We received your request, twice')).toBeNull();
  });
});
