// The kinds of document a person sends for a claim (docs/product/documents.md): claims ask for
// them ('Documents we need') and the documents feature takes them, so they live here, below
// both, with the claim timeline's sentences about them. The timeline keeps its sentences in
// English, as written (`documentAskedText`, `documentReceivedTexts`); a page reads them back into
// these messages (src/domain/claims/claim-timeline.ts).

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

/** A document as a sentence names it: 'a medical certification', 'another document'. */
const documentInSentence: Record<DocumentType, string> = {
  'medical-certification': 'a medical certification',
  'proof-of-birth': 'proof of birth or adoption',
  'return-to-work': 'a return-to-work note',
  other: 'another document',
};

/** The notice to the employee when the claims system asks for a document (an e-mail, English). */
export function documentNeededText(type: DocumentType, due: string): string {
  return `We need ${documentInSentence[type]} from you by ${due}. You can upload it online.`;
}

/** A medical certification is due 15 calendar days after it is asked for (29 CFR 825.305). */
export const certificationDueDays = 15;
