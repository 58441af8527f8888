import { describe, expect, it } from 'vitest';
import {
  isoDateOf,
  passwordChecks,
  validateClientId,
  validateConfirmPassword,
  validateDateOfBirth,
  validateEmailAddress,
  validateLoginInput,
  validateName,
  validatePassword,
  validatePhoneNumber,
  validatePolicyAccountNo,
  validateResetPasswordLength,
  validateSsn,
  validateUserName,
  validateVerificationCode,
  validateZipCode,
} from './field-rules.ts';
import { fieldText } from './messages.ts';

const today = '2026-11-22';

describe('names', () => {
  it.each(["O'Brien-Smith", 'Mary Ann', 'Jr., Sr.', 'José'])('accepts %s', (name) => {
    expect(validateName(name, 'firstName')).toBeNull();
  });
  it.each(['', '   ', 'R2D2', 'a'.repeat(32), 'semi;colon'])('rejects %j', (name) => {
    expect(validateName(name, 'lastName')).toBe(fieldText.lastName);
  });
});

describe('date of birth', () => {
  it('is stored as YYYY-MM-DD', () => {
    expect(isoDateOf('05/01/1952')).toBe('1952-05-01');
  });

  it('accepts a real past date', () => {
    expect(validateDateOfBirth('05/01/1952', today)).toBeNull();
    expect(validateDateOfBirth('02/29/2000', today)).toBeNull();
  });
  it.each(['02/30/1980', '13/01/1980', '05/01/1852', '5/1/1952', '11/22/2026', '01/01/2030', ''])(
    'rejects %j',
    (value) => {
      expect(validateDateOfBirth(value, today)).toBe(fieldText.dateOfBirth);
    },
  );
});

describe('SSN or TIN', () => {
  it('needs exactly the digits of its mode', () => {
    expect(validateSsn('1234', 4)).toBeNull();
    expect(validateSsn('123456789', 9)).toBeNull();
    expect(validateSsn('123', 4)).toBe(fieldText.ssnLast4);
    expect(validateSsn('12a4', 4)).toBe(fieldText.ssnLast4);
    expect(validateSsn('1234', 9)).toBe(fieldText.ssnFull);
  });
});

describe('fixed-length digit fields', () => {
  it('checks ZIP, client id and code', () => {
    expect(validateZipCode('60601')).toBeNull();
    expect(validateZipCode('6060')).toBe(fieldText.zipCode);
    expect(validateClientId('100000001')).toBeNull();
    expect(validateClientId('10000000')).toBe(fieldText.clientId);
    expect(validateVerificationCode('012345')).toBeNull();
    expect(validateVerificationCode('01234x')).toBe(fieldText.verificationCode);
  });
});

describe('contact fields', () => {
  it('checks the phone mask', () => {
    expect(validatePhoneNumber('(312) 555-0100')).toBeNull();
    expect(validatePhoneNumber('312-555-0100')).toBe(fieldText.phoneNumber);
  });
  it('checks e-mail shape and length', () => {
    expect(validateEmailAddress('jane.doe@example.com')).toBeNull();
    expect(validateEmailAddress('jane@mail.example.info')).toBeNull();
    expect(validateEmailAddress('jane@example.museum')).toBe(fieldText.emailAddress);
    expect(validateEmailAddress('jane@example')).toBe(fieldText.emailAddress);
    expect(validateEmailAddress(`${'a'.repeat(40)}@example.com`)).toBe(fieldText.emailAddress);
  });
  it('checks both policy number variants', () => {
    expect(validatePolicyAccountNo('ABC-12345', 'strict')).toBeNull();
    expect(validatePolicyAccountNo('AB-12-345', 'strict')).toBe(fieldText.policyAccountNo);
    expect(validatePolicyAccountNo('AB-12-345', 'loose')).toBeNull();
    expect(validatePolicyAccountNo('1234567', 'loose')).toBe(fieldText.policyAccountNo);
  });
});

describe('credentials', () => {
  it('checks user names', () => {
    expect(validateUserName('jroe2024')).toBeNull();
    expect(validateUserName('j.roe@acme_hr-1')).toBeNull();
    expect(validateUserName('jroe')).toBe(fieldText.userName);
    expect(validateUserName('j roe2024')).toBe(fieldText.userName);
    expect(validateUserName('jroe#2024')).toBe(fieldText.userName);
  });
  it('needs three of four character classes, 8 to 24 characters, no spaces', () => {
    expect(validatePassword('Benefits#2024')).toBeNull();
    expect(validatePassword('benefits2024!')).toBeNull();
    expect(validatePassword('benefits2024')).toBe(fieldText.password);
    expect(validatePassword('Bene 2024!')).toBe(fieldText.password);
    expect(validatePassword('Aa1!')).toBe(fieldText.password);
    expect(validatePassword('Aa1!'.repeat(7))).toBe(fieldText.password);
  });
  it('lists each password rule as passed or failed', () => {
    expect(passwordChecks('abcdefgh').map((check) => check.passed)).toEqual([true, false, true]);
  });
  it('checks the reset-only length rule and the confirmation', () => {
    expect(validateResetPasswordLength('abcdefgh')).toBeNull();
    expect(validateResetPasswordLength('abc')).toBe(fieldText.password);
    expect(validateConfirmPassword('', 'x')).toBe(fieldText.confirmPassword);
    expect(validateConfirmPassword('y', 'x')).toBe(fieldText.passwordsDoNotMatch);
    expect(validateConfirmPassword('x', 'x')).toBeNull();
  });
  it('only needs a value of at most 50 characters on login', () => {
    expect(validateLoginInput('a')).toBe(true);
    expect(validateLoginInput('')).toBe(false);
    expect(validateLoginInput('a'.repeat(51))).toBe(false);
  });
});
