// The forms the portal makes (docs/product/coverage.md#forms-and-documents): each a PDF with the
// member's name (and the claim number when opened from a claim) filled in, and fillable fields
// where a person writes by hand. What each form asks, and in which words, is written here once;
// the server draws it, the page lists it.

import { defineMessages, type MessageDescriptor } from '#domain/shared/define-messages';
import type { AbsenceReason, ClaimKind } from '#domain/shared/claim-terms';
import type { DocumentType } from '#domain/shared/document-types';

export const formIds = [
  'attending-physician-statement',
  'authorization-to-release',
  'fmla-own-health',
  'fmla-family-member',
  'direct-deposit',
] as const;
export type FormId = (typeof formIds)[number];

export function isFormId(value: string): value is FormId {
  return (formIds as readonly string[]).includes(value);
}

export const formTitles: Record<FormId, MessageDescriptor> = defineMessages({
  'attending-physician-statement': {
    id: 'forms.title.attendingPhysician',
    defaultMessage: 'Attending physician statement',
  },
  'authorization-to-release': {
    id: 'forms.title.authorization',
    defaultMessage: 'Authorization to release health information',
  },
  'fmla-own-health': {
    id: 'forms.title.fmlaOwn',
    defaultMessage:
      'Certification of health care provider for your own serious health condition (FMLA)',
  },
  'fmla-family-member': {
    id: 'forms.title.fmlaFamily',
    defaultMessage:
      "Certification of health care provider for a family member's serious health condition (FMLA)",
  },
  'direct-deposit': {
    id: 'forms.title.directDeposit',
    defaultMessage: 'Direct deposit authorization',
  },
});

/** Who fills a form in: the member, or a health care provider after the member's part. */
export const formPurposes: Record<FormId, MessageDescriptor> = defineMessages({
  'attending-physician-statement': {
    id: 'forms.purpose.attendingPhysician',
    defaultMessage:
      'For a disability claim: your doctor completes it and sends it to us, or you upload it.',
  },
  'authorization-to-release': {
    id: 'forms.purpose.authorization',
    defaultMessage:
      'Lets your doctors and hospitals give us the health information we need to decide your claim.',
  },
  'fmla-own-health': {
    id: 'forms.purpose.fmlaOwn',
    defaultMessage:
      'For family medical leave for your own health: your health care provider completes it.',
  },
  'fmla-family-member': {
    id: 'forms.purpose.fmlaFamily',
    defaultMessage:
      "For family medical leave to care for a family member: the family member's health care provider completes it.",
  },
  'direct-deposit': {
    id: 'forms.purpose.directDeposit',
    defaultMessage: 'Tells us the bank account your benefit payments go to.',
  },
});

/** What the page and the PDFs say besides each form's own words. */
export const formsText = defineMessages({
  heading: { id: 'forms.heading', defaultMessage: 'Forms and documents' },
  intro: {
    id: 'forms.intro',
    defaultMessage:
      'Download a form with your name filled in, complete it, and upload it on the documents page or send it to us.',
  },
  forClaim: {
    id: 'forms.forClaim',
    defaultMessage: 'The forms below carry claim number {claimNumber}.',
  },
  certificate: { id: 'forms.certificate', defaultMessage: 'Certificate of coverage' },
  certificatePurpose: {
    id: 'forms.certificatePurpose',
    defaultMessage: 'What you are insured for, as of today.',
  },
  pdfInstructions: {
    id: 'forms.pdfInstructions',
    defaultMessage:
      'Fill in the fields on screen or print this form and write by hand. Send it back by uploading it at {url} or by mail to the address on your claim letters.',
  },
  backToAccount: { id: 'forms.backToAccount', defaultMessage: 'Back to your account' },
  getForm: { id: 'forms.getForm', defaultMessage: 'Get the form: {title}' },
});

/** The labels of the fields a form asks, by their names in the PDF. */
export const fieldLabels = defineMessages({
  memberName: { id: 'forms.field.memberName', defaultMessage: 'Employee name' },
  claimNumber: { id: 'forms.field.claimNumber', defaultMessage: 'Claim number' },
  diagnosis: { id: 'forms.field.diagnosis', defaultMessage: 'Diagnosis and symptoms' },
  firstTreated: { id: 'forms.field.firstTreated', defaultMessage: 'Date first treated' },
  unableFrom: { id: 'forms.field.unableFrom', defaultMessage: 'Unable to work from' },
  expectedReturn: { id: 'forms.field.expectedReturn', defaultMessage: 'Expected return to work' },
  restrictions: { id: 'forms.field.restrictions', defaultMessage: 'Restrictions and limitations' },
  providerName: { id: 'forms.field.providerName', defaultMessage: 'Health care provider name' },
  providerPhone: { id: 'forms.field.providerPhone', defaultMessage: 'Provider phone' },
  providerSignature: {
    id: 'forms.field.providerSignature',
    defaultMessage: 'Provider signature',
  },
  releasedTo: {
    id: 'forms.field.releasedTo',
    defaultMessage: 'Doctors and hospitals that may release information',
  },
  memberSignature: { id: 'forms.field.memberSignature', defaultMessage: 'Your signature' },
  signedOn: { id: 'forms.field.signedOn', defaultMessage: 'Date' },
  conditionStart: { id: 'forms.field.conditionStart', defaultMessage: 'Date the condition began' },
  frequency: {
    id: 'forms.field.frequency',
    defaultMessage: 'Leave needed: dates, or how often and how long',
  },
  familyMember: { id: 'forms.field.familyMember', defaultMessage: 'Family member name' },
  relationship: { id: 'forms.field.relationship', defaultMessage: 'Relationship to the employee' },
  careNeeded: { id: 'forms.field.careNeeded', defaultMessage: 'Care the family member needs' },
  bankName: { id: 'forms.field.bankName', defaultMessage: 'Bank name' },
  routingNumber: { id: 'forms.field.routingNumber', defaultMessage: 'Routing number' },
  accountNumber: { id: 'forms.field.accountNumber', defaultMessage: 'Account number' },
  accountType: { id: 'forms.field.accountType', defaultMessage: 'Checking or savings' },
});
export type FormField = keyof typeof fieldLabels;

/** The fields each form asks, after the name and claim number every form starts with. */
export const formFields: Record<FormId, FormField[]> = {
  'attending-physician-statement': [
    'diagnosis',
    'firstTreated',
    'unableFrom',
    'expectedReturn',
    'restrictions',
    'providerName',
    'providerPhone',
    'providerSignature',
    'signedOn',
  ],
  'authorization-to-release': ['releasedTo', 'memberSignature', 'signedOn'],
  'fmla-own-health': [
    'conditionStart',
    'diagnosis',
    'frequency',
    'providerName',
    'providerPhone',
    'providerSignature',
    'signedOn',
  ],
  'fmla-family-member': [
    'familyMember',
    'relationship',
    'conditionStart',
    'careNeeded',
    'frequency',
    'providerName',
    'providerPhone',
    'providerSignature',
    'signedOn',
  ],
  'direct-deposit': [
    'bankName',
    'routingNumber',
    'accountNumber',
    'accountType',
    'memberSignature',
    'signedOn',
  ],
};

/** The form a requested document is made with, for a claim of this kind; none for others. */
export function formForDocument(
  documentType: DocumentType,
  claim: { kind: ClaimKind; reason: AbsenceReason | null },
): FormId | null {
  if (documentType !== 'medical-certification') return null;
  if (claim.kind === 'disability') return 'attending-physician-statement';
  return claim.reason === 'family-care' ? 'fmla-family-member' : 'fmla-own-health';
}
