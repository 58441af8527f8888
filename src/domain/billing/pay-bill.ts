// 'Pay this bill' (docs/product/billing.md): the form's words and rules, the request the
// browser sends, and when an invoice may be paid. One rule set for the browser and the server;
// the bank account's own rules are the shared ones of src/domain/shared/bank-account.ts.

import * as z from 'zod/mini';
import { bankAccountProblems, bankAccountText } from '#domain/shared/bank-account';
import { englishOf } from '#domain/shared/claim-terms';
import { defineMessages, type MessageDescriptor } from '#domain/shared/define-messages';
import { requestText } from '#domain/shared/request-text';
import type { StoredInvoiceStatus } from './billing-terms.ts';

/** The fields of the form, in page order, with their labels. */
export const payBillLabelText = defineMessages({
  accountHolderName: {
    id: 'billing.pay.label.accountHolderName',
    defaultMessage: 'Name on the account',
  },
  routingNumber: { id: 'billing.pay.label.routingNumber', defaultMessage: 'Routing number' },
  accountNumber: { id: 'billing.pay.label.accountNumber', defaultMessage: 'Account number' },
  confirmAccountNumber: {
    id: 'billing.pay.label.confirmAccountNumber',
    defaultMessage: 'Confirm account number',
  },
});
export type PayBillField = keyof typeof payBillLabelText;
export const payBillFields = Object.keys(payBillLabelText) as PayBillField[];

export const payBillText = defineMessages({
  pageHeading: { id: 'billing.pageHeading', defaultMessage: 'Bills and payments' },
  payThisBill: {
    id: 'billing.pay.payThisBill',
    defaultMessage: 'Pay this bill',
    description: "The button that opens the form, and the form's heading.",
  },
  payNow: { id: 'billing.pay.payNow', defaultMessage: 'Pay now' },
  paymentHistory: { id: 'billing.paymentHistory', defaultMessage: 'Payment history' },
  debitAuthorization: {
    id: 'billing.pay.debitAuthorization',
    defaultMessage:
      'By selecting Pay now, you authorize {brandName} to debit the bank account above once, for the amount due on this bill, through the ACH network.',
    description: "{brandName}: the insurer's name. 'Pay now' is the button's words.",
  },
});

export const accountHolderNameMax = 100;

/**
 * The form's field messages and the refusals of Pay now. The number of
 * `accountHolderNameTooLong` is accountHolderNameMax's (a test holds the two together).
 */
export const payBillMessageText = {
  ...defineMessages({
    accountHolderName: {
      id: 'billing.pay.field.accountHolderName',
      defaultMessage: 'Please enter the name on the account.',
    },
    accountHolderNameTooLong: {
      id: 'billing.pay.field.accountHolderNameTooLong',
      defaultMessage: 'Please enter a name on the account of at most 100 characters.',
    },
  }),
  ...bankAccountText,
  ...defineMessages({
    alreadyPaid: { id: 'billing.pay.alreadyPaid', defaultMessage: 'This bill is already paid.' },
    alreadyProcessing: {
      id: 'billing.pay.alreadyProcessing',
      defaultMessage: 'A payment of this bill is already processing.',
    },
    /** The key of this Pay now was used for another bill: the browser sent something wrong. */
    keyOfAnotherBill: {
      id: 'billing.pay.keyOfAnotherBill',
      defaultMessage: 'This payment belongs to another bill. Please reload the page.',
    },
    /** An earlier Pay now reached the bank with other details: it stands, and settles by itself. */
    earlierAttemptPending: {
      id: 'billing.pay.earlierAttemptPending',
      defaultMessage:
        'An earlier payment of this bill is still being confirmed by the bank. This page will show how it ends.',
    },
    /** The provider did not answer, or answered that it failed: the outcome is not known yet. */
    bankUnreachable: {
      id: 'billing.pay.bankUnreachable',
      defaultMessage:
        'We could not reach the bank, so this bill is not paid yet. Please try Pay now again in a few minutes.',
      description: "'Pay now' is the button's words.",
    },
    /** The provider needs the account verified before a debit (micro-deposits). */
    verificationNeeded: {
      id: 'billing.pay.verificationNeeded',
      defaultMessage:
        'The bank needs to verify this account before it can be debited. Please pay with another account, or call us.',
    },
    /** A refusal of the provider without a sentence a person can read. */
    refusedByBank: {
      id: 'billing.pay.refusedByBank',
      defaultMessage: 'The bank did not accept this payment. Please check the account details.',
    },
  }),
};

/**
 * Their English: the payment provider's adapter keeps a refusal of its own as a payment's
 * failure message in these words (payments.failure_message), which `failureMessageOf` reads back.
 */
export const payBillMessages = englishOf(payBillMessageText);

/** The provider's refusals the portal words itself, by the English they are kept in. */
const keptRefusals: ReadonlyMap<string, MessageDescriptor> = new Map(
  [payBillMessageText.refusedByBank, payBillMessageText.verificationNeeded].map((message) => [
    message.defaultMessage,
    message,
  ]),
);

/**
 * A payment's failure message as a person reads it: the portal's own refusal as its message,
 * to say in the reader's language; the bank's sentence as the provider wrote it.
 */
export function failureMessageOf(kept: string): MessageDescriptor | string {
  return keptRefusals.get(kept) ?? kept;
}

/** What the person types. The account numbers never leave the form's own state. */
export interface PayBillForm {
  accountHolderName: string;
  routingNumber: string;
  accountNumber: string;
  confirmAccountNumber: string;
}

export const emptyPayBillForm: PayBillForm = {
  accountHolderName: '',
  routingNumber: '',
  accountNumber: '',
  confirmAccountNumber: '',
};

/** The name as it goes to the bank: trimmed, one space between words. */
export function accountHolderNameOf(typed: string): string {
  return typed.trim().replace(/\s+/g, ' ');
}

/** The message of each field that is not good; {} when the form may be sent. */
export function payBillErrors(form: PayBillForm): Partial<Record<PayBillField, MessageDescriptor>> {
  const name = accountHolderNameOf(form.accountHolderName);
  const errors: Partial<Record<PayBillField, MessageDescriptor>> = {};
  if (name === '') errors.accountHolderName = payBillMessageText.accountHolderName;
  else if (name.length > accountHolderNameMax) {
    errors.accountHolderName = payBillMessageText.accountHolderNameTooLong;
  }
  return { ...errors, ...bankAccountProblems(form) };
}

/** The first field refused, in page order, for a 400 that names it; null when all are good. */
export function payBillRefusal(
  form: PayBillForm,
): { field: PayBillField; message: MessageDescriptor } | null {
  const errors = payBillErrors(form);
  const field = payBillFields.find((name) => errors[name] !== undefined);
  const message = field && errors[field];
  return field && message ? { field, message } : null;
}

/**
 * What the browser sends with Pay now. The amount is not in it: the server takes it from the
 * invoice. The idempotency key is the browser's for this Pay now: sent again after no answer,
 * the payment is made once.
 */
export const payBillRequestSchema = z.object({
  idempotencyKey: z.uuid(),
  // Bounds of the transport only; the field rules above give each field its message.
  accountHolderName: requestText(300),
  routingNumber: requestText(40),
  accountNumber: requestText(40),
  confirmAccountNumber: requestText(40),
});
export type PayBillRequest = z.infer<typeof payBillRequestSchema>;

/**
 * Whether an invoice may be paid: open (past due or not), or its last payment failed. One paid
 * or with a payment processing may not.
 */
export function canPay(stored: StoredInvoiceStatus): boolean {
  return stored === 'open' || stored === 'payment-failed';
}
