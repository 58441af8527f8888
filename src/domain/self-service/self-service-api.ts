// The payloads every self-service flow shares (docs/product/calls.md): request schemas the
// server validates and the browser sends, answer types both sides share, and the field checks
// both run (the browser as the person types, the server again on every call). What only one
// flow sends is in its own folder.

import * as z from 'zod/mini';
import type { MessageDescriptor } from '#domain/shared/define-messages';
import { requestText } from '#domain/shared/request-text';
import {
  type FieldMessage,
  type SsnLength,
  validateClientId,
  validateDateOfBirth,
  validateName,
  validateSsn,
} from '#domain/shared/field-rules';

/** Longer than any valid value; only keeps absurd payloads out before the field rules run. */
export const text = (max: number) => requestText(max);

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

export const verificationCodeRequestSchema = z.object({ verificationCode: text(10) });
export type VerificationCodeRequest = z.infer<typeof verificationCodeRequestSchema>;

/** resendVerificationCode: an employer at the device selection names the device. */
export const resendCodeRequestSchema = z.object({
  selectedValidationOption: z.optional(z.enum(['EMAIL', 'PHONE'])),
});
export type ResendCodeRequest = z.infer<typeof resendCodeRequestSchema>;

export const transactionRequestSchema = z.object({ transactionId: text(40) });
export type TransactionRequest = z.infer<typeof transactionRequestSchema>;

/** The message of each field with a problem, for the browser or the server to say. */
export type FieldProblems<Field extends string> = Partial<Record<Field, MessageDescriptor>>;

export function problems<Field extends string>(
  checks: Record<Field, FieldMessage>,
): FieldProblems<Field> {
  return Object.fromEntries(
    Object.entries<FieldMessage>(checks).filter(
      (entry): entry is [Field, MessageDescriptor] => entry[1] !== null,
    ),
  ) as FieldProblems<Field>;
}

export interface PersonalInfoRules {
  ssnLength: SsnLength;
  /** Employers identify their organisation by client id. */
  requireClientId: boolean;
  /** YYYY-MM-DD: a date of birth must be before it. */
  today: string;
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

/** A person must be this old to register (docs/product/self-service.md: AGEELIGIBILITYFAILED). */
export const minimumAge = 18;

/** Age in whole years on `today` (YYYY-MM-DD) of someone born on MM/DD/YYYY. */
export function ageOn(dateOfBirth: string, today: string): number {
  const [month, day, year] = dateOfBirth.split('/').map(Number) as [number, number, number];
  const [thisYear, thisMonth, thisDay] = today.split('-').map(Number) as [number, number, number];
  const hadBirthday = thisMonth > month || (thisMonth === month && thisDay >= day);
  return thisYear - year - (hadBirthday ? 0 : 1);
}
