import { describe, expect, it } from 'vitest';
import { englishErrors } from '#domain/shared/claim-terms';
import { invoiceStatusOn } from './billing-terms.ts';
import {
  accountHolderNameOf,
  canPay,
  emptyPayBillForm,
  failureMessageOf,
  payBillErrors,
  payBillMessageText,
  payBillMessages,
  payBillRefusal,
  payBillRequestSchema,
  type PayBillForm,
} from './pay-bill.ts';

/** The form's messages in English, as an English page shows them. */
const errorsOf = (form: PayBillForm) => englishErrors(payBillErrors(form));
const refusalOf = (form: PayBillForm) => {
  const refusal = payBillRefusal(form);
  return refusal && { field: refusal.field, message: refusal.message.defaultMessage };
};

const good = {
  accountHolderName: 'Acme Manufacturing',
  routingNumber: '110000000',
  accountNumber: '000123456789',
  confirmAccountNumber: '000123456789',
};

describe("'Pay this bill'", () => {
  it('takes a name on the account and a good bank account', () => {
    expect(errorsOf(good)).toEqual({});
    expect(refusalOf(good)).toBeNull();
  });

  it('names each field that is not good, the first one in page order for the server', () => {
    expect(errorsOf(emptyPayBillForm)).toEqual({
      accountHolderName: 'Please enter the name on the account.',
      routingNumber: 'Please enter a valid 9-digit routing number.',
      accountNumber: 'Please enter an account number of 4 to 17 digits.',
    });
    expect(refusalOf({ ...good, accountHolderName: '   ' })).toEqual({
      field: 'accountHolderName',
      message: 'Please enter the name on the account.',
    });
    expect(refusalOf({ ...good, confirmAccountNumber: '000123456788' })).toEqual({
      field: 'confirmAccountNumber',
      message: 'Account numbers entered do not match.',
    });
    expect(errorsOf({ ...good, accountHolderName: 'A'.repeat(101) })).toEqual({
      accountHolderName: 'Please enter a name on the account of at most 100 characters.',
    });
  });

  it("reads the portal's own refusals kept with a payment back into their messages", () => {
    expect(failureMessageOf(payBillMessages.refusedByBank)).toBe(payBillMessageText.refusedByBank);
    expect(failureMessageOf(payBillMessages.verificationNeeded)).toBe(
      payBillMessageText.verificationNeeded,
    );
    expect(failureMessageOf('Insufficient funds.')).toBe('Insufficient funds.');
  });

  it('sends the name as the bank reads it', () => {
    expect(accountHolderNameOf('  Acme   Manufacturing  Inc ')).toBe('Acme Manufacturing Inc');
  });

  it('is a request of a key and the four fields, never an amount', () => {
    const parsed = payBillRequestSchema.safeParse({
      ...good,
      idempotencyKey: '6f1c2a9e-3b7d-4c1e-9a55-2d0c8e7f4b10',
      amountCents: 1,
    });
    expect(parsed.success).toBe(true);
    expect(parsed.data).not.toHaveProperty('amountCents');
    expect(payBillRequestSchema.safeParse({ ...good, idempotencyKey: 'again' }).success).toBe(
      false,
    );
  });

  it('may pay an open, past due or failed bill, never a paid or processing one', () => {
    expect(canPay('open')).toBe(true);
    expect(canPay('payment-failed')).toBe(true);
    expect(canPay('paid')).toBe(false);
    expect(canPay('processing')).toBe(false);
    // Past due is an open or failed bill read after its due date: still payable.
    expect(invoiceStatusOn('payment-failed', '2026-11-15', '2026-11-16')).toBe('past-due');
    expect(invoiceStatusOn('processing', '2026-11-15', '2026-11-16')).toBe('processing');
  });
});
