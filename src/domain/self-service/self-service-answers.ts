// The answers every self-service flow gives (docs/product/calls.md), as schemas with their types
// inferred: the server declares them as its routes' response schemas (the OpenAPI document
// shows them) and the browser reads the same types. A flow's own answers are in its folder.
// Kept apart from the request schemas: the browser imports only these types, never a schema.

import * as z from 'zod/mini';
import { flowModules, flowSteps } from './flow.ts';
import { selfServiceStatusCodes } from './self-service-status.ts';

export const statusSchema = z.object({
  code: z.enum(selfServiceStatusCodes),
  /** The sentence a person reads. */
  name: z.string(),
});

export const validationOptions = ['EMAIL', 'PHONE'] as const;
export type ValidationOption = (typeof validationOptions)[number];
const validationOption = z.enum(validationOptions);

export const baseResponseSchema = z.object({ status: statusSchema });
export type BaseResponse = z.infer<typeof baseResponseSchema>;

/** The answer of verifyPersonalInfo (docs/product/calls.md: personalInfo). */
export const personalInfoResponseSchema = z.object({
  status: statusSchema,
  userName: z.optional(z.string()),
  transactionId: z.optional(z.string()),
  /** Where an employer's code went, masked, or with several devices on file each of them. */
  emailAddress: z.optional(z.string()),
  phoneNumber: z.optional(z.string()),
});
export type PersonalInfoResponse = z.infer<typeof personalInfoResponseSchema>;

export const verificationCodeResponseSchema = z.object({
  status: statusSchema,
  selectedValidationOption: z.optional(validationOption),
  /** Password reset: the account's user name, shown read-only on the new-password screen. */
  userName: z.optional(z.string()),
});
export type VerificationCodeResponse = z.infer<typeof verificationCodeResponseSchema>;

export const credentialsResponseSchema = z.object({
  status: statusSchema,
  emailAddress: z.optional(z.string()),
  phoneNumber: z.optional(z.string()),
});
export type CredentialsResponse = z.infer<typeof credentialsResponseSchema>;

export const submitResponseSchema = z.object({
  status: statusSchema,
  redirectUrl: z.optional(z.string()),
});
export type SubmitResponse = z.infer<typeof submitResponseSchema>;

/**
 * The registration session (docs/product/calls.md: selfServiceResponse), as GET /reload answers it.
 */
export const selfServiceResponseSchema = z.object({
  status: statusSchema,
  transactionId: z.optional(z.string()),
  userName: z.optional(z.string()),
  emailAddress: z.optional(z.string()),
  phoneNumber: z.optional(z.string()),
  firstName: z.optional(z.string()),
  lastName: z.optional(z.string()),
  selectedValidationOption: z.optional(validationOption),
  module: z.optional(z.enum(flowModules)),
  /** Where the flow stands; absent when this browser has no registration. */
  step: z.optional(z.enum(flowSteps)),
  ssnLength: z.optional(z.union([z.literal(4), z.literal(9)])),
  /** A partner's signed assertion opened this flow: the form shows in SSO mode. */
  sso: z.optional(z.boolean()),
});
export type SelfServiceResponse = z.infer<typeof selfServiceResponseSchema>;
