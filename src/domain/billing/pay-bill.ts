// 'Pay this bill' (DESIGN.md section 11.4): the form's words and rules, the request the
// browser sends, and when an invoice may be paid. One rule set for the browser and the server;
// the bank account's own rules are the shared ones of src/domain/shared/bank-account.ts.

import * as z from 'zod/mini';
import { bankAccountErrors, bankAccountMessages } from '#domain/shared/bank-account';
import { requestText } from '#domain/shared/request-text';
import type { StoredInvoiceStatus } from './billing-terms.ts';

/** The fields of the form, in page order, with their labels. */
export const payBillLabels = {
  accountHolderName: 'Name on the account',
  routingNumber: 'Routing number',
  accountNumber: 'Account number',
  confirmAccountNumber: 'Confirm account number',
} as const;
export type PayBillField = keyof typeof payBillLabels;
export const payBillFields = Object.keys(payBillLabels) as PayBillField[];

export const payBillTexts = {
  pageHeading: 'Bills and payments',
  payThisBill: 'Pay this bill',
  payNow: 'Pay now',
  paymentHistory: 'Payment history',
} as const;

export const accountHolderNameMax = 100;

export const payBillMessages = {
  accountHolderName: 'Please enter the name on the account.',
  accountHolderNameTooLong: `Please enter a name on the account of at most ${accountHolderNameMax} characters.`,
  ...bankAccountMessages,
  alreadyPaid: 'This bill is already paid.',
  alreadyProcessing: 'A payment of this bill is already processing.',
  /** The key of this Pay now was used for another bill: the browser sent something wrong. */
  keyOfAnotherBill: 'This payment belongs to another bill. Please reload the page.',
  /** An earlier Pay now reached the bank with other details: it stands, and settles by itself. */
  earlierAttemptPending:
    'An earlier payment of this bill is still being confirmed by the bank. This page will show how it ends.',
  /** The provider did not answer, or answered that it failed: the outcome is not known yet. */
  bankUnreachable:
    'We could not reach the bank, so this bill is not paid yet. Please try Pay now again in a few minutes.',
  /** The provider needs the account verified before a debit (micro-deposits). */
  verificationNeeded:
    'The bank needs to verify this account before it can be debited. Please pay with another account, or call us.',
  /** A refusal of the provider without a sentence a person can read. */
  refusedByBank: 'The bank did not accept this payment. Please check the account details.',
} as const;

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
export function payBillErrors(form: PayBillForm): Partial<Record<PayBillField, string>> {
  const name = accountHolderNameOf(form.accountHolderName);
  const errors: Partial<Record<PayBillField, string>> = {};
  if (name === '') errors.accountHolderName = payBillMessages.accountHolderName;
  else if (name.length > accountHolderNameMax) {
    errors.accountHolderName = payBillMessages.accountHolderNameTooLong;
  }
  return { ...errors, ...bankAccountErrors(form) };
}

/** The first field refused, in page order, for a 400 that names it; null when all are good. */
export function payBillRefusal(form: PayBillForm): { field: PayBillField; message: string } | null {
  const errors = payBillErrors(form);
  const field = payBillFields.find((name) => errors[name] !== undefined);
  return field ? { field, message: errors[field] ?? '' } : null;
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

/** The ACH debit authorization that Pay now accepts (the mandate sent to the provider). */
export function debitAuthorizationText(brandName: string): string {
  return `By selecting Pay now, you authorize ${brandName} to debit the bank account above once, for the amount due on this bill, through the ACH network.`;
}
