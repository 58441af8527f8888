// The field rules of docs/product/field-rules.md, written once for the browser and the server.
// A validator answers the message of docs/product/field-rules.md for a bad value, or null when the
// value is good: a message of `fieldText`, which the browser shows and the server answers in
// the person's language. Empty values get the same message as malformed ones: every
// registration field is required.

import { defineMessages, type MessageDescriptor } from './define-messages.ts';
import { fieldText } from './messages.ts';

export type FieldMessage = MessageDescriptor | null;

/** One line of a requirement checklist (the tooltips of docs/product/shell.md). */
export interface RuleCheck {
  id: string;
  label: MessageDescriptor;
  /** The values the label takes (its limits). */
  values?: Record<string, number>;
  passed: boolean;
}

/** The lines of the user name and password checklists. */
const ruleText = defineMessages({
  length: {
    id: 'self-service.rule.length',
    defaultMessage: '{min} to {max} characters',
    description: 'A line of the user name and password checklists: how long the value may be.',
  },
  userNameCharacters: {
    id: 'self-service.rule.userNameCharacters',
    defaultMessage: 'Letters, numbers and . @ _ - only',
    description: 'A line of the user name checklist; the signs . @ _ - stay as they are.',
  },
  noSpaces: { id: 'self-service.rule.noSpaces', defaultMessage: 'No spaces' },
  passwordClasses: {
    id: 'self-service.rule.passwordClasses',
    defaultMessage:
      'At least three of: lowercase letter, uppercase letter, number, special character',
  },
});

export const limits = {
  loginInputMax: 50,
  nameMax: 31,
  userNameMin: 5,
  userNameMax: 50,
  passwordMin: 8,
  passwordMax: 24,
  emailMax: 50,
  policyMin: 8,
  policyMax: 25,
  zipLength: 5,
  clientIdLength: 9,
  phoneLength: 14,
  codeLength: 6,
} as const;

export type SsnLength = 4 | 9;

const namePattern = /^[\p{L},.' -]+$/u;
const userNamePattern = /^[A-Za-z0-9.@_-]+$/;
const emailPattern = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[A-Za-z]{2,4}$/;
const phonePattern = /^\(\d{3}\) \d{3}-\d{4}$/;
const policyPattern = /^[A-Za-z0-9]+(-[A-Za-z0-9]+)?$/;

function digitsOfLength(value: string, length: number): boolean {
  return value.length === length && /^\d+$/.test(value);
}

export function validateName(value: string, field: 'firstName' | 'lastName'): FieldMessage {
  const ok = value.trim().length > 0 && value.length <= limits.nameMax && namePattern.test(value);
  return ok ? null : fieldText[field];
}

export function validateZipCode(value: string): FieldMessage {
  return digitsOfLength(value, limits.zipLength) ? null : fieldText.zipCode;
}

export function validateSsn(value: string, length: SsnLength): FieldMessage {
  if (digitsOfLength(value, length)) return null;
  return length === 9 ? fieldText.ssnFull : fieldText.ssnLast4;
}

export function validateClientId(value: string): FieldMessage {
  return digitsOfLength(value, limits.clientIdLength) ? null : fieldText.clientId;
}

export function validateVerificationCode(value: string): FieldMessage {
  return digitsOfLength(value, limits.codeLength) ? null : fieldText.verificationCode;
}

export function validatePhoneNumber(value: string): FieldMessage {
  return value.length === limits.phoneLength && phonePattern.test(value)
    ? null
    : fieldText.phoneNumber;
}

export function validateEmailAddress(value: string): FieldMessage {
  return value.length <= limits.emailMax && emailPattern.test(value)
    ? null
    : fieldText.emailAddress;
}

export function validatePolicyAccountNo(value: string, variant: 'strict' | 'loose'): FieldMessage {
  const ok =
    variant === 'strict'
      ? value.length >= limits.policyMin &&
        value.length <= limits.policyMax &&
        policyPattern.test(value)
      : value.length >= limits.policyMin;
  return ok ? null : fieldText.policyAccountNo;
}

/** docs/product/field-rules.md: the three date boxes joined as MM/DD/YYYY. */
export function joinDateOfBirth(month: string, day: string, year: string): string {
  return `${month}/${day}/${year}`;
}

/** A date of birth as the forms take it (MM/DD/YYYY) in the database's form (YYYY-MM-DD). */
export function isoDateOf(usDate: string): string {
  const [month, day, year] = usDate.split('/');
  return `${year}-${month}-${day}`;
}

/** A real calendar date in MM/DD/YYYY with a 19xx or 20xx year, before `today` (YYYY-MM-DD). */
export function validateDateOfBirth(value: string, today: string): FieldMessage {
  const match = /^(\d{2})\/(\d{2})\/((?:19|20)\d{2})$/.exec(value);
  if (!match) return fieldText.dateOfBirth;
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const isRealDate =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return isRealDate && `${match[3]}-${match[1]}-${match[2]}` < today ? null : fieldText.dateOfBirth;
}

export function userNameChecks(value: string): RuleCheck[] {
  return [
    {
      id: 'length',
      label: ruleText.length,
      values: { min: limits.userNameMin, max: limits.userNameMax },
      passed: value.length >= limits.userNameMin && value.length <= limits.userNameMax,
    },
    {
      id: 'characters',
      label: ruleText.userNameCharacters,
      passed: value.length > 0 && userNamePattern.test(value.replace(/\s/g, '')),
    },
    { id: 'noSpaces', label: ruleText.noSpaces, passed: value.length > 0 && !/\s/.test(value) },
  ];
}

export function validateUserName(value: string): FieldMessage {
  return userNameChecks(value).every((check) => check.passed) ? null : fieldText.userName;
}

const characterClasses = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9\s]/];

export function passwordChecks(value: string): RuleCheck[] {
  const classes = characterClasses.filter((pattern) => pattern.test(value)).length;
  return [
    {
      id: 'length',
      label: ruleText.length,
      values: { min: limits.passwordMin, max: limits.passwordMax },
      passed: value.length >= limits.passwordMin && value.length <= limits.passwordMax,
    },
    {
      id: 'classes',
      label: ruleText.passwordClasses,
      passed: classes >= 3,
    },
    { id: 'noSpaces', label: ruleText.noSpaces, passed: value.length > 0 && !/\s/.test(value) },
  ];
}

export function validatePassword(value: string): FieldMessage {
  return passwordChecks(value).every((check) => check.passed) ? null : fieldText.password;
}

/** The reset-only rule of docs/product/field-rules.md: length alone, same message. */
export function validateResetPasswordLength(value: string): FieldMessage {
  return value.length >= limits.passwordMin && value.length <= limits.passwordMax
    ? null
    : fieldText.password;
}

export function validateConfirmPassword(confirm: string, password: string): FieldMessage {
  if (confirm.length === 0) return fieldText.confirmPassword;
  return confirm === password ? null : fieldText.passwordsDoNotMatch;
}

/** Login fields only need a value, at most 50 characters (docs/product/field-rules.md). */
export function validateLoginInput(value: string): boolean {
  return value.length > 0 && value.length <= limits.loginInputMax;
}
