// The payloads of the registration's own calls (docs/product/calls.md): the ZIP code, the
// credentials, and the help panel. The personal-information and code calls are every flow's
// (self-service-api.ts).

import * as z from 'zod/mini';
import {
  validateEmailAddress,
  validatePassword,
  validatePhoneNumber,
  validateUserName,
} from '#domain/shared/field-rules';
import { type FieldProblems, problems, text } from '#domain/self-service/self-service-api';

export const zipCodeRequestSchema = z.object({
  zipCode: text(10),
  /** The bot-protection token of the ZIP step. */
  recaptchaToken: text(4096),
});
export type ZipCodeRequest = z.infer<typeof zipCodeRequestSchema>;

export const credentialInfoSchema = z.object({
  username: text(100),
  password: text(100),
  emailAddress: z.optional(text(100)),
  phoneNumber: z.optional(text(20)),
  transactionId: text(40),
});
export type CredentialInfo = z.infer<typeof credentialInfoSchema>;

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
