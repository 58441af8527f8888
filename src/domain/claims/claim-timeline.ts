// A claim's status history (docs/product/claims.md): each entry is kept as the English sentence
// it was written in (claim_events.text), which the e-mail notices and the employer's view read
// too. A page in another language reads an entry back into the message it was written from, its
// values taken from the English, and says it in the page's language; an entry no message here
// (nor one the caller adds, as the employer's own entries) wrote stays as it was written.

import { askedForDocumentText, receivedDocumentText } from '#domain/shared/document-types';
import { defineMessages, type MessageDescriptor } from '#domain/shared/define-messages';
import type { Sentence } from '#domain/shared/claim-terms';
import { claimStatusEventText, claimSubmittedMessage } from './claim-status.ts';

/** The entries the portal writes with values: reported leave time and benefit payments. */
export const timelineText = defineMessages({
  timeReported: {
    id: 'claims.event.timeReported',
    defaultMessage: 'You reported {hours} hours taken on {date}.',
    description: "An entry of a leave's status history. {date} is MM/DD/YYYY.",
  },
  paymentScheduled: {
    id: 'claims.event.paymentScheduled',
    defaultMessage: 'A payment of {amount} is scheduled.',
    description: '{amount} is in dollars, as $1,200.00.',
  },
  paymentSent: {
    id: 'claims.event.paymentSent',
    defaultMessage: 'A payment of {amount} was sent to you.',
  },
  paymentCancelled: {
    id: 'claims.event.paymentCancelled',
    defaultMessage: 'A payment of {amount} was cancelled.',
  },
  decisionExtended: {
    id: 'claims.event.decisionExtended',
    defaultMessage: 'We need more time to decide. A decision is now due by {date}.',
    description:
      "An entry of a claim's status history, and the e-mail's news. {date} is MM/DD/YYYY.",
  },
});

const writtenMessages: MessageDescriptor[] = [
  claimSubmittedMessage,
  ...Object.values(claimStatusEventText),
  ...Object.values(timelineText),
  ...Object.values(askedForDocumentText),
  ...Object.values(receivedDocumentText),
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A message's English as a pattern that matches it written with any values. */
function patternOf(message: MessageDescriptor): { pattern: RegExp; names: string[] } {
  const parts = message.defaultMessage.split(/\{(\w+)\}/);
  const names = parts.filter((_, index) => index % 2 === 1);
  const source = parts
    .map((part, index) => (index % 2 === 1 ? '(.+?)' : escapeRegExp(part)))
    .join('');
  return { pattern: new RegExp(`^${source}$`), names };
}

const readerOf = (message: MessageDescriptor) => ({ message, ...patternOf(message) });
const readers = writtenMessages.map(readerOf);

/**
 * The message an entry was written from, with its values; null for one written otherwise.
 * `alsoWritten`: messages of other features that write entries without values.
 */
export function timelineSentence(
  written: string,
  alsoWritten: readonly MessageDescriptor[] = [],
): Sentence | null {
  for (const { message, pattern, names } of [...readers, ...alsoWritten.map(readerOf)]) {
    const match = pattern.exec(written);
    if (!match) continue;
    if (names.length === 0) return { message };
    return {
      message,
      values: Object.fromEntries(names.map((name, index) => [name, match[index + 1] ?? ''])),
    };
  }
  return null;
}
