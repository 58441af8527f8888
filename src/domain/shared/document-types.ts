// The kinds of document a person sends for a claim (DESIGN.md section 11.2): claims ask for
// them ('Documents we need') and the documents feature takes them, so they live here, below
// both.

export const documentTypeLabels = {
  'medical-certification': 'Medical certification',
  'proof-of-birth': 'Proof of birth or adoption',
  'return-to-work': 'Return-to-work note',
  other: 'Other',
} as const;

export type DocumentType = keyof typeof documentTypeLabels;

export const documentTypes = Object.keys(documentTypeLabels) as [DocumentType, ...DocumentType[]];

/** A document as a sentence names it: 'a medical certification', 'another document'. */
const documentInSentence: Record<DocumentType, string> = {
  'medical-certification': 'a medical certification',
  'proof-of-birth': 'proof of birth or adoption',
  'return-to-work': 'a return-to-work note',
  other: 'another document',
};

/** The claim's timeline when the claims system asks for a document. */
export function documentAskedText(type: DocumentType): string {
  return `We asked for ${documentInSentence[type]}.`;
}

/** The notice to the employee when the claims system asks for a document. */
export function documentNeededText(type: DocumentType, due: string): string {
  return `We need ${documentInSentence[type]} from you by ${due}. You can upload it online.`;
}

/** A medical certification is due 15 calendar days after it is asked for (29 CFR 825.305). */
export const certificationDueDays = 15;
