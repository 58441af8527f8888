// A US bank account as people type it: the ABA routing number and the account number. One
// rule set for the claim wizard's direct deposit (docs/product/claims.md) and the employer's 'Pay
// this bill' (docs/product/billing.md), in the browser and on the server alike.

import { defineMessages, type MessageDescriptor } from './define-messages.ts';

export const accountNumberLength = { min: 4, max: 17 } as const;

export const bankAccountText = defineMessages({
  routingNumber: {
    id: 'benefits.bankAccount.routingNumber',
    defaultMessage: 'Please enter a valid 9-digit routing number.',
  },
  accountNumber: {
    id: 'benefits.bankAccount.accountNumber',
    // The numbers are accountNumberLength's: a test holds the two together.
    defaultMessage: 'Please enter an account number of 4 to 17 digits.',
  },
  confirmAccountNumber: {
    id: 'benefits.bankAccount.confirmAccountNumber',
    defaultMessage: 'Account numbers entered do not match.',
  },
});

/** The ABA checksum of a routing number: 3·d1 + 7·d2 + d3 + 3·d4 + ... ≡ 0 (mod 10). */
export function isRoutingNumber(value: string): boolean {
  // The first two digits name a Federal Reserve district of a bank: 01–12, 21–32, 61–72 or
  // 80 (00 is the Treasury's own, never a person's account).
  if (!/^(0[1-9]|1[0-2]|2[1-9]|3[0-2]|6[1-9]|7[0-2]|80)\d{7}$/.test(value)) return false;
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  const sum = [...value].reduce(
    (total, digit, index) => total + Number(digit) * weights[index]!,
    0,
  );
  return sum % 10 === 0;
}

const accountNumberPattern = new RegExp(
  `^\\d{${accountNumberLength.min},${accountNumberLength.max}}$`,
);

export function isAccountNumber(value: string): boolean {
  return accountNumberPattern.test(value);
}

export interface TypedBankAccount {
  routingNumber: string;
  accountNumber: string;
  confirmAccountNumber: string;
}

/** The message of each field of a typed bank account that is not good; {} when all are. */
export function bankAccountProblems(
  given: TypedBankAccount,
): Partial<Record<keyof TypedBankAccount, MessageDescriptor>> {
  const errors: Partial<Record<keyof TypedBankAccount, MessageDescriptor>> = {};
  if (!isRoutingNumber(given.routingNumber)) errors.routingNumber = bankAccountText.routingNumber;
  if (!isAccountNumber(given.accountNumber)) errors.accountNumber = bankAccountText.accountNumber;
  else if (given.confirmAccountNumber !== given.accountNumber) {
    errors.confirmAccountNumber = bankAccountText.confirmAccountNumber;
  }
  return errors;
}

/** Shown in place of an account number: the last four digits. */
export function maskedAccount(last4: string): string {
  return `••••${last4}`;
}
