// The payloads of the registration calls (SPEC.md sections 3 and 7): request schemas the
// server validates and the browser sends, answer types both sides share, and the field
// checks both run (the browser as the person types, the server again on every call).

import * as z from 'zod/mini';
import { requestText } from '#domain/shared/request-text';
import {
  type FieldMessage,
  type SsnLength,
  validateClientId,
  validateDateOfBirth,
  validateEmailAddress,
  validateName,
  validatePassword,
  validatePhoneNumber,
  validateResetPasswordLength,
  validateSsn,
  validateUserName,
} from '#domain/shared/field-rules';
import { fieldMessages } from '#domain/shared/messages';
import type { RegistrationStatus } from './registration-status.ts';
import type { RegistrationStep } from './registration-flow.ts';

/** Longer than any valid value; only keeps absurd payloads out before the field rules run. */
const text = (max: number) => requestText(max);

export const validateCustomerRequestSchema = z.object({
  firstName: text(100),
  lastName: text(100),
  /** MM/DD/YYYY. */
  dateOfBirth: text(10),
  /** Last 4 digits, or all 9 after MULTIPLECLIENTS; employers give none. */
  ssn: z.optional(text(11)),
  clientId: z.optional(text(20)),
});
export type ValidateCustomerRequest = z.infer<typeof validateCustomerRequestSchema>;

export const zipCodeRequestSchema = z.object({
  zipCode: text(10),
  /** The bot-protection token of the ZIP step. */
  recaptchaToken: text(4096),
});
export type ZipCodeRequest = z.infer<typeof zipCodeRequestSchema>;

export const verificationCodeRequestSchema = z.object({ verificationCode: text(10) });
export type VerificationCodeRequest = z.infer<typeof verificationCodeRequestSchema>;

export const credentialInfoSchema = z.object({
  username: text(100),
  password: text(100),
  emailAddress: z.optional(text(100)),
  phoneNumber: z.optional(text(20)),
  transactionId: text(40),
});
export type CredentialInfo = z.infer<typeof credentialInfoSchema>;

/** resendVerificationCode: an employer at the device selection names the device. */
export const resendCodeRequestSchema = z.object({
  selectedValidationOption: z.optional(z.enum(['EMAIL', 'PHONE'])),
});
export type ResendCodeRequest = z.infer<typeof resendCodeRequestSchema>;

/** Employer password reset: the account is named by its user name and the e-mail on file. */
export const accountOnFileRequestSchema = z.object({
  userName: text(100),
  emailAddress: text(100),
});
export type AccountOnFileRequest = z.infer<typeof accountOnFileRequestSchema>;

/**
 * Password reset's selectCredentials (SPEC.md: credentialInfo): the user name is shown
 * read-only and may come back; the server uses the account's own.
 */
export const newPasswordRequestSchema = z.object({
  username: z.optional(text(100)),
  password: text(100),
  transactionId: text(40),
});
export type NewPasswordRequest = z.infer<typeof newPasswordRequestSchema>;

export const transactionRequestSchema = z.object({ transactionId: text(40) });
export type TransactionRequest = z.infer<typeof transactionRequestSchema>;

/** The answer of verifyPersonalInfo (SPEC.md: personalInfo). */
export interface PersonalInfoResponse {
  status: RegistrationStatus;
  userName?: string;
  transactionId?: string;
  /** Where an employer's code went, masked, or with several devices on file each of them. */
  emailAddress?: string;
  phoneNumber?: string;
}

export interface BaseResponse {
  status: RegistrationStatus;
}

export interface ZipCodeResponse extends BaseResponse {
  /** The user name kept for this person (VALID_USERNAME_EXIST). */
  userName?: string;
}

export type ValidationOption = 'EMAIL' | 'PHONE';

export interface VerificationCodeResponse extends BaseResponse {
  selectedValidationOption?: ValidationOption;
  /** Password reset: the account's user name, shown read-only on the new-password screen. */
  userName?: string;
}

export interface CredentialsResponse extends BaseResponse {
  emailAddress?: string;
  phoneNumber?: string;
}

export interface SubmitResponse extends BaseResponse {
  redirectUrl?: string;
}

/** The registration session (SPEC.md: selfServiceResponse), as GET /reload answers it. */
export interface SelfServiceResponse extends BaseResponse {
  transactionId?: string;
  userName?: string;
  emailAddress?: string;
  phoneNumber?: string;
  firstName?: string;
  lastName?: string;
  selectedValidationOption?: ValidationOption;
  module?: string;
  /** Where the flow stands; absent when this browser has no registration. */
  step?: RegistrationStep;
  ssnLength?: SsnLength;
  /** A partner's signed assertion opened this flow: the form shows in SSO mode. */
  sso?: boolean;
}

/** The right-hand help panel of the registration start. */
export interface RightSideContent extends BaseResponse {
  heading: string;
  offers: string[];
  helpDocumentUrl: string;
  phone: string;
}

export type FieldProblems<Field extends string> = Partial<Record<Field, string>>;

function problems<Field extends string>(checks: Record<Field, FieldMessage>): FieldProblems<Field> {
  return Object.fromEntries(
    Object.entries(checks).filter((entry): entry is [Field, string] => entry[1] !== null),
  ) as FieldProblems<Field>;
}

export interface PersonalInfoRules {
  ssnLength: SsnLength;
  /** Employers identify their organisation by client id. */
  requireClientId: boolean;
  today: Date;
}

export function personalInfoProblems(
  request: ValidateCustomerRequest,
  rules: PersonalInfoRules,
): FieldProblems<'firstName' | 'lastName' | 'dateOfBirth' | 'ssn' | 'ClientId'> {
  return problems({
    firstName: validateName(request.firstName, 'firstName'),
    lastName: validateName(request.lastName, 'lastName'),
    dateOfBirth: validateDateOfBirth(request.dateOfBirth, rules.today),
    ssn: rules.requireClientId ? null : validateSsn(request.ssn ?? '', rules.ssnLength),
    ClientId: rules.requireClientId ? validateClientId(request.clientId ?? '') : null,
  });
}

export function credentialProblems(
  request: CredentialInfo,
  contact: 'email' | 'phone',
): FieldProblems<'userName' | 'password' | 'emailAddress' | 'phoneNumber'> {
  return problems({
    userName: validateUserName(request.username),
    password: validatePassword(request.password),
    emailAddress: contact === 'email' ? validateEmailAddress(request.emailAddress ?? '') : null,
    phoneNumber: contact === 'phone' ? validatePhoneNumber(request.phoneNumber ?? '') : null,
  });
}

/**
 * The e-mail is compared with the one on file, not checked by SPEC.md's format rule: an
 * address on file (an operator's, say `alex.admin@acme.example`) may be longer-tailed than
 * the rule allows new ones to be.
 */
export function accountOnFileProblems(
  request: AccountOnFileRequest,
): FieldProblems<'userName' | 'emailAddress'> {
  return problems({
    userName: validateUserName(request.userName),
    emailAddress: /^\S+@\S+$/.test(request.emailAddress) ? null : fieldMessages.emailAddress,
  });
}

/** SPEC.md section 5: the reset-only length rule, then the shared password rules. */
export function newPasswordProblems(request: NewPasswordRequest): FieldProblems<'password'> {
  return problems({
    password: validateResetPasswordLength(request.password) ?? validatePassword(request.password),
  });
}

/** A person must be this old to register (DESIGN.md section 6: AGEELIGIBILITYFAILED). */
export const minimumAge = 18;

/** Age in whole years on `today` of someone born on MM/DD/YYYY. */
export function ageOn(dateOfBirth: string, today: Date): number {
  const [month, day, year] = dateOfBirth.split('/').map(Number) as [number, number, number];
  const hadBirthday =
    today.getMonth() + 1 > month || (today.getMonth() + 1 === month && today.getDate() >= day);
  return today.getFullYear() - year - (hadBirthday ? 0 : 1);
}
