// The kinds of document a person sends for a claim (docs/product/documents.md): claims ask for
// them ('Documents we need') and the documents feature takes them, so they live here, below
// both, with the claim timeline's sentences about them. The timeline keeps its sentences in
// English, as written (`documentAskedText`, `documentReceivedTexts`); a page reads them back into
// these messages (src/domain/claims/claim-timeline.ts).

import { addDays } from './calendar-date.ts';
import { englishOf } from './claim-terms.ts';
import { defineMessages } from './define-messages.ts';

export const documentTypeText = defineMessages({
  'medical-certification': {
    id: 'benefits.documentType.medicalCertification',
    defaultMessage: 'Medical certification',
  },
  'proof-of-birth': {
    id: 'benefits.documentType.proofOfBirth',
    defaultMessage: 'Proof of birth or adoption',
  },
  'return-to-work': {
    id: 'benefits.documentType.returnToWork',
    defaultMessage: 'Return-to-work note',
  },
  other: {
    id: 'benefits.documentType.other',
    defaultMessage: 'Other',
    description: 'A kind of document: any other than those listed.',
  },
});

export type DocumentType = keyof typeof documentTypeText;

export const documentTypes = Object.keys(documentTypeText) as [DocumentType, ...DocumentType[]];

export const documentTypeLabels = englishOf(documentTypeText);

/** The claim's timeline when the claims system asks for a document. */
export const askedForDocumentText = defineMessages({
  'medical-certification': {
    id: 'benefits.documentAsked.medicalCertification',
    defaultMessage: 'We asked for a medical certification.',
  },
  'proof-of-birth': {
    id: 'benefits.documentAsked.proofOfBirth',
    defaultMessage: 'We asked for proof of birth or adoption.',
  },
  'return-to-work': {
    id: 'benefits.documentAsked.returnToWork',
    defaultMessage: 'We asked for a return-to-work note.',
  },
  other: { id: 'benefits.documentAsked.other', defaultMessage: 'We asked for another document.' },
});

/** `askedForDocumentText` in English, as the timeline keeps it. */
export function documentAskedText(type: DocumentType): string {
  return askedForDocumentText[type].defaultMessage;
}

/** How a received document reads on the claim's timeline: its kind, never its content. */
export const receivedDocumentText = defineMessages({
  'medical-certification': {
    id: 'benefits.documentReceived.medicalCertification',
    defaultMessage: 'We received your medical certification.',
  },
  'proof-of-birth': {
    id: 'benefits.documentReceived.proofOfBirth',
    defaultMessage: 'We received your proof of birth or adoption.',
  },
  'return-to-work': {
    id: 'benefits.documentReceived.returnToWork',
    defaultMessage: 'We received your return-to-work note.',
  },
  other: { id: 'benefits.documentReceived.other', defaultMessage: 'We received your document.' },
});

/** `receivedDocumentText` in English, as the timeline keeps it. */
export const documentReceivedTexts = englishOf(receivedDocumentText);

/** The notice to the employee when the claims system asks for a document, due by `{due}`. */
export const documentNeededText = defineMessages({
  'medical-certification': {
    id: 'benefits.documentNeeded.medicalCertification',
    defaultMessage: 'We need a medical certification from you by {due}. You can upload it online.',
    description: '{due} is a date, MM/DD/YYYY.',
  },
  'proof-of-birth': {
    id: 'benefits.documentNeeded.proofOfBirth',
    defaultMessage:
      'We need proof of birth or adoption from you by {due}. You can upload it online.',
  },
  'return-to-work': {
    id: 'benefits.documentNeeded.returnToWork',
    defaultMessage: 'We need a return-to-work note from you by {due}. You can upload it online.',
  },
  other: {
    id: 'benefits.documentNeeded.other',
    defaultMessage: 'We need another document from you by {due}. You can upload it online.',
  },
});

/** A medical certification is due 15 calendar days after it is asked for (29 CFR 825.305(b)). */
export const certificationDueDays = 15;

/** Any other document is due this many calendar days after it is asked for, unless its request sets another date. */
export const otherDocumentDueDays = 30;

export interface DocumentRequestDates {
  documentType: DocumentType;
  /** YYYY-MM-DD. */
  requestedOn: string;
  /** YYYY-MM-DD: the examiner's date, for a document other than a medical certification. */
  dueOn?: string | undefined;
}

/**
 * When a requested document is due, or why the request's date cannot stand: a medical
 * certification always has its 15 days (the request sets no other date); any other document
 * has the date its request carries, on or after the request, else 30 days.
 */
export function documentDueOn(
  request: DocumentRequestDates,
):
  | { ok: true; dueOn: string }
  | { ok: false; reason: 'certification-date-fixed' | 'due-before-request' } {
  const { documentType, requestedOn, dueOn } = request;
  if (documentType === 'medical-certification') {
    return dueOn === undefined
      ? { ok: true, dueOn: addDays(requestedOn, certificationDueDays) }
      : { ok: false, reason: 'certification-date-fixed' };
  }
  if (dueOn === undefined) return { ok: true, dueOn: addDays(requestedOn, otherDocumentDueDays) };
  return dueOn < requestedOn ? { ok: false, reason: 'due-before-request' } : { ok: true, dueOn };
}
