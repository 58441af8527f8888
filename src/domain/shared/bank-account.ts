// A US bank account as people type it: the ABA routing number and the account number. One
// rule set for the claim wizard's direct deposit (DESIGN.md 11.1) and the employer's 'Pay this
// bill' (11.4), in the browser and on the server alike.

export const accountNumberLength = { min: 4, max: 17 } as const;

export const bankAccountMessages = {
  routingNumber: 'Please enter a valid 9-digit routing number.',
  accountNumber: `Please enter an account number of ${accountNumberLength.min} to ${accountNumberLength.max} digits.`,
  confirmAccountNumber: 'Account numbers entered do not match.',
} as const;

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
export function bankAccountErrors(
  given: TypedBankAccount,
): Partial<Record<keyof TypedBankAccount, string>> {
  const errors: Partial<Record<keyof TypedBankAccount, string>> = {};
  if (!isRoutingNumber(given.routingNumber))
    errors.routingNumber = bankAccountMessages.routingNumber;
  if (!isAccountNumber(given.accountNumber))
    errors.accountNumber = bankAccountMessages.accountNumber;
  else if (given.confirmAccountNumber !== given.accountNumber) {
    errors.confirmAccountNumber = bankAccountMessages.confirmAccountNumber;
  }
  return errors;
}

/** Shown in place of an account number: the last four digits. */
export function maskedAccount(last4: string): string {
  return `••••${last4}`;
}
