// The payloads of the password reset's own calls (decision 0014): the employer's account on
// file, and the new password. The personal-information and code calls are every flow's
// (self-service-api.ts).

import * as z from 'zod/mini';
import {
  type FieldMessage,
  validatePassword,
  validateResetPasswordLength,
  validateUserName,
} from '#domain/shared/field-rules';
import { fieldText } from '#domain/shared/messages';
import { type FieldProblems, problems, text } from '#domain/self-service/self-service-api';

/** Employer password reset: the account is named by its user name and the e-mail on file. */
export const accountOnFileRequestSchema = z.object({
  userName: text(100),
  emailAddress: text(100),
});
export type AccountOnFileRequest = z.infer<typeof accountOnFileRequestSchema>;

/**
 * Password reset's selectCredentials (docs/product/calls.md: credentialInfo): the user name is
 * shown read-only and may come back; the server uses the account's own.
 */
export const newPasswordRequestSchema = z.object({
  username: z.optional(text(100)),
  password: text(100),
  transactionId: text(40),
});
export type NewPasswordRequest = z.infer<typeof newPasswordRequestSchema>;

/**
 * The e-mail is compared with the one on file, not checked by the format rule of
 * docs/product/field-rules.md: an address on file (an operator's, say `alex.admin@acme.example`)
 * may be longer-tailed than the rule allows new ones to be.
 */
export function accountOnFileProblems(
  request: AccountOnFileRequest,
): FieldProblems<'userName' | 'emailAddress'> {
  return problems({
    userName: validateUserName(request.userName),
    emailAddress: /^\S+@\S+$/.test(request.emailAddress) ? null : fieldText.emailAddress,
  });
}

/** docs/product/field-rules.md: the reset-only length rule, then the shared password rules. */
export function newPasswordProblems(request: NewPasswordRequest): FieldProblems<'password'> {
  return problems({
    password: validateNewPassword(request.password),
  });
}

/** The new password alone, as the screen checks it while the person types. */
export function validateNewPassword(password: string): FieldMessage {
  return validateResetPasswordLength(password) ?? validatePassword(password);
}
