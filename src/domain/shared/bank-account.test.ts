import { describe, expect, it } from 'vitest';
import {
  accountNumberLength,
  bankAccountProblems,
  bankAccountText,
  isRoutingNumber,
  maskedAccount,
} from './bank-account.ts';
import { englishErrors } from './claim-terms.ts';

describe('a bank account as typed', () => {
  it('checks the ABA checksum of routing numbers', () => {
    expect(isRoutingNumber('110000000')).toBe(true);
    expect(isRoutingNumber('021000021')).toBe(true);
    expect(isRoutingNumber('123456789')).toBe(false);
    expect(isRoutingNumber('021000022')).toBe(false);
    expect(isRoutingNumber('11000000')).toBe(false);
    expect(isRoutingNumber('1100000000')).toBe(false);
    expect(isRoutingNumber('11000000a')).toBe(false);
    // The checksum holds, but no bank's district starts with 00 or 99.
    expect(isRoutingNumber('000000000')).toBe(false);
    expect(isRoutingNumber('990000000')).toBe(false);
    expect(isRoutingNumber('011000015')).toBe(true);
  });

  it('refuses an account number that is not 4 to 17 digits, or typed differently twice', () => {
    const typed = (accountNumber: string, confirmAccountNumber = accountNumber) =>
      englishErrors(
        bankAccountProblems({ routingNumber: '110000000', accountNumber, confirmAccountNumber }),
      );
    expect(typed('000123456789')).toEqual({});
    expect(typed('123')).toEqual({
      accountNumber: 'Please enter an account number of 4 to 17 digits.',
    });
    expect(typed('000123456789', '000123456788')).toEqual({
      confirmAccountNumber: 'Account numbers entered do not match.',
    });
  });

  it('names the lengths it takes in its message', () => {
    const { min, max } = accountNumberLength;
    expect(bankAccountText.accountNumber.defaultMessage).toContain(`of ${min} to ${max} digits`);
  });

  it('shows an account number as its last four digits', () => {
    expect(maskedAccount('6789')).toBe('••••6789');
  });
});
