// The words several claims screens share (docs/product/claims.md): the labels of a claim's
// answers, as the wizard asks them, its review repeats them and a claim's page shows them, and
// the ways back and on.

import type { IntlShape } from 'react-intl';
import { defineMessages, type MessageDescriptor } from '#domain/shared/define-messages';

export const answerLabels = defineMessages({
  reason: { id: 'claims.label.reason', defaultMessage: 'Reason' },
  lastDayWorked: { id: 'claims.label.lastDayWorked', defaultMessage: 'Last day worked' },
  firstDayOfAbsence: {
    id: 'claims.label.firstDayOfAbsence',
    defaultMessage: 'First day of absence',
  },
  expectedReturn: { id: 'claims.label.expectedReturn', defaultMessage: 'Expected return to work' },
  schedule: {
    id: 'claims.label.schedule',
    defaultMessage: 'Schedule',
    description: 'Of an absence: continuous, intermittent or a reduced schedule.',
  },
  howOften: { id: 'claims.label.howOften', defaultMessage: 'How often' },
  howLong: { id: 'claims.label.howLong', defaultMessage: 'How long each time' },
  hoursPerWeek: { id: 'claims.label.hoursPerWeek', defaultMessage: 'Hours per week' },
  familyMemberName: {
    id: 'claims.label.familyMemberName',
    defaultMessage: "Family member's name",
  },
  relationship: { id: 'claims.label.relationship', defaultMessage: 'Relationship' },
  childArrivalDate: {
    id: 'claims.label.childArrivalDate',
    defaultMessage: 'Date of birth or placement',
    description: 'Of the child a bonding leave is for: born, adopted or placed in foster care.',
  },
  providerName: { id: 'claims.label.providerName', defaultMessage: 'Provider name' },
  providerPhone: { id: 'claims.label.providerPhone', defaultMessage: 'Provider phone' },
  workRelated: { id: 'claims.label.workRelated', defaultMessage: 'Is this related to your work?' },
  conditionCategory: { id: 'claims.label.conditionCategory', defaultMessage: 'Condition category' },
  fmla: {
    id: 'claims.label.fmla',
    defaultMessage: 'Also request family medical leave (FMLA) for this absence',
  },
  paymentMethod: { id: 'claims.label.paymentMethod', defaultMessage: 'Payment method' },
  routingNumber: { id: 'claims.label.routingNumber', defaultMessage: 'Routing number' },
  accountNumber: { id: 'claims.label.accountNumber', defaultMessage: 'Account number' },
  confirmAccountNumber: {
    id: 'claims.label.confirmAccountNumber',
    defaultMessage: 'Confirm account number',
  },
});

export const yesNoText = defineMessages({
  yes: { id: 'claims.answer.yes', defaultMessage: 'Yes' },
  no: { id: 'claims.answer.no', defaultMessage: 'No' },
});

export const claimWords = defineMessages({
  status: {
    id: 'claims.status',
    defaultMessage: 'Status: <strong>{status}</strong>',
    description: "A claim's status, as 'Status: Approved'.",
  },
  backToAccount: { id: 'claims.backToAccount', defaultMessage: 'Back to your account' },
  uploadDocuments: { id: 'claims.uploadDocuments', defaultMessage: 'Upload documents' },
  payments: { id: 'claims.payments', defaultMessage: 'Payments' },
});

/** A table of messages said in the language shown: a set of choices' labels, say. */
export function saidLabels<Code extends string>(
  text: IntlShape,
  table: Record<Code, MessageDescriptor>,
): Record<Code, string> {
  const said = {} as Record<Code, string>;
  for (const code of Object.keys(table) as Code[]) {
    const message: MessageDescriptor = table[code];
    said[code] = text.formatMessage(message);
  }
  return said;
}
