// The words of claims and leave a person reads (docs/product/claims.md), each with the code
// the server stores and the browser sends. One table of messages per term, quoted exactly, in
// the benefits catalog (lang/benefits/): the employee's claims and the employer's views of them
// (docs/product/employer-claims.md) speak the same words. The `...Labels` tables are their
// English, for the code that speaks English only (e-mails, CSV and PDF data, the features not
// yet translated). First, what the benefits code shares to say a message with its values, in a
// language or in English.

import { defineMessages, type MessageDescriptor } from './define-messages.ts';

/** A message with the values it takes: what the domain says, for the web or the server to format. */
export interface Sentence {
  message: MessageDescriptor;
  values?: Record<string, string | number>;
}

/** Says a message with its values in a language: the server's `say` bound to one, or English. */
export type Say = (message: MessageDescriptor, values?: Record<string, string | number>) => string;

/** A message in English with its values: simple `{name}` values only (no plural or select). */
export function englishSentence({ message, values = {} }: Sentence): string {
  return message.defaultMessage.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** Says in English, where no language is given: the code that speaks English only so far. */
export const sayEnglish: Say = (message, values) => englishSentence({ message, values });

/** The English of a table of messages (src/domain/shared/messages.ts does the same for the shell's). */
export function englishOf<Names extends string>(
  descriptors: Record<Names, MessageDescriptor>,
): Record<Names, string> {
  const english = {} as Record<Names, string>;
  for (const name of Object.keys(descriptors) as Names[]) {
    english[name] = descriptors[name].defaultMessage;
  }
  return english;
}

/** Each field's message in English. */
export function englishErrors<Field extends string>(
  problems: Partial<Record<Field, MessageDescriptor>>,
): Partial<Record<Field, string>> {
  const english: Partial<Record<Field, string>> = {};
  for (const field of Object.keys(problems) as Field[]) {
    english[field] = problems[field]?.defaultMessage;
  }
  return english;
}

function codesOf<Names extends string>(table: Record<Names, MessageDescriptor>) {
  return Object.keys(table) as [Names, ...Names[]];
}

/** What a claim is: a short-term disability claim or a family medical leave. */
export const claimKindText = defineMessages({
  disability: { id: 'benefits.claimKind.disability', defaultMessage: 'Short-term disability' },
  leave: { id: 'benefits.claimKind.leave', defaultMessage: 'Family medical leave' },
});
export type ClaimKind = keyof typeof claimKindText;
export const claimKinds = codesOf(claimKindText);
export const claimKindLabels = englishOf(claimKindText);

/** The statuses a person sees. */
export const claimStatusText = defineMessages({
  submitted: {
    id: 'benefits.claimStatus.submitted',
    defaultMessage: 'Submitted',
    description: 'The status of a claim or a leave.',
  },
  'in-review': { id: 'benefits.claimStatus.inReview', defaultMessage: 'In review' },
  'information-needed': {
    id: 'benefits.claimStatus.informationNeeded',
    defaultMessage: 'Information needed',
  },
  approved: { id: 'benefits.claimStatus.approved', defaultMessage: 'Approved' },
  denied: { id: 'benefits.claimStatus.denied', defaultMessage: 'Denied' },
  'appeal-in-review': {
    id: 'benefits.claimStatus.appealInReview',
    defaultMessage: 'Appeal in review',
  },
  closed: { id: 'benefits.claimStatus.closed', defaultMessage: 'Closed' },
  withdrawn: { id: 'benefits.claimStatus.withdrawn', defaultMessage: 'Withdrawn' },
});
export type ClaimStatus = keyof typeof claimStatusText;
export const claimStatuses = codesOf(claimStatusText);
export const claimStatusLabels = englishOf(claimStatusText);

/**
 * Open: not yet decided, or approved and running. The employee's dashboard lists these, and
 * the employer's reports count them by status, in this order.
 */
export const openClaimStatuses = [
  'submitted',
  'in-review',
  'information-needed',
  'approved',
] as const satisfies readonly ClaimStatus[];
export type OpenClaimStatus = (typeof openClaimStatuses)[number];

export function isOpen(status: ClaimStatus): status is OpenClaimStatus {
  return (openClaimStatuses as readonly ClaimStatus[]).includes(status);
}

/** Step 1, 'What do you need?'. */
export const absenceReasonText = defineMessages({
  'own-health': {
    id: 'benefits.absenceReason.ownHealth',
    defaultMessage: 'Time off for my own illness, injury or pregnancy',
  },
  'family-care': {
    id: 'benefits.absenceReason.familyCare',
    defaultMessage: 'Time off to care for a family member',
  },
  bonding: {
    id: 'benefits.absenceReason.bonding',
    defaultMessage: 'Time off to bond with a new child',
  },
});
export type AbsenceReason = keyof typeof absenceReasonText;
export const absenceReasons = codesOf(absenceReasonText);
export const absenceReasonLabels = englishOf(absenceReasonText);

export const scheduleText = defineMessages({
  continuous: {
    id: 'benefits.schedule.continuous',
    defaultMessage: 'Continuous',
    description: 'The schedule of an absence: every workday off, in one stretch.',
  },
  intermittent: {
    id: 'benefits.schedule.intermittent',
    defaultMessage: 'Intermittent',
    description: 'The schedule of an absence: time off now and then.',
  },
  reduced: { id: 'benefits.schedule.reduced', defaultMessage: 'Reduced schedule' },
});
export type LeaveSchedule = keyof typeof scheduleText;
export const leaveSchedules = codesOf(scheduleText);

/** The family members FMLA covers (29 CFR 825.122). */
export const relationshipText = defineMessages({
  spouse: { id: 'benefits.relationship.spouse', defaultMessage: 'Spouse' },
  child: { id: 'benefits.relationship.child', defaultMessage: 'Child' },
  parent: { id: 'benefits.relationship.parent', defaultMessage: 'Parent' },
});
export type Relationship = keyof typeof relationshipText;
export const relationships = codesOf(relationshipText);
export const relationshipLabels = englishOf(relationshipText);

/** Never a free-text diagnosis: one of four categories, seen by the employee only. */
export const conditionCategoryText = defineMessages({
  illness: { id: 'benefits.conditionCategory.illness', defaultMessage: 'Illness' },
  injury: { id: 'benefits.conditionCategory.injury', defaultMessage: 'Injury' },
  pregnancy: { id: 'benefits.conditionCategory.pregnancy', defaultMessage: 'Pregnancy' },
  surgery: { id: 'benefits.conditionCategory.surgery', defaultMessage: 'Surgery' },
});
export type ConditionCategory = keyof typeof conditionCategoryText;
export const conditionCategories = codesOf(conditionCategoryText);
export const conditionCategoryLabels = englishOf(conditionCategoryText);

export const paymentMethodText = defineMessages({
  'direct-deposit': {
    id: 'benefits.paymentMethod.directDeposit',
    defaultMessage: 'Direct deposit',
  },
  'paper-check': { id: 'benefits.paymentMethod.paperCheck', defaultMessage: 'Paper check' },
});
export type PaymentMethod = keyof typeof paymentMethodText;
export const paymentMethods = codesOf(paymentMethodText);

export const paymentStatusText = defineMessages({
  scheduled: {
    id: 'benefits.paymentStatus.scheduled',
    defaultMessage: 'Scheduled',
    description: 'The status of a benefit payment.',
  },
  sent: { id: 'benefits.paymentStatus.sent', defaultMessage: 'Sent to bank' },
  cancelled: { id: 'benefits.paymentStatus.cancelled', defaultMessage: 'Cancelled' },
});
export type PaymentStatus = keyof typeof paymentStatusText;
export const paymentStatuses = codesOf(paymentStatusText);
export const paymentStatusLabels = englishOf(paymentStatusText);

/** A claim number as people read and type it: C and seven digits. */
export const claimNumberPattern = /^C\d{7}$/;
