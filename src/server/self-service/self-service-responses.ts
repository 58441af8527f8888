// The answers every self-service flow gives, as response schemas (SPEC.md section 3), for the
// routes to declare per status and the OpenAPI document to show; a flow's own answers are in
// its folder. The serializer parses every
// answer with its schema and drops what a schema does not list, so each schema is held to
// the domain's answer type by the compiler: the same fields, and every answer fits.

import * as z from 'zod/mini';
import type { FlowStep } from '#domain/self-service/flow';
import type {
  BaseResponse,
  CredentialsResponse,
  PersonalInfoResponse,
  SelfServiceResponse,
  SubmitResponse,
  VerificationCodeResponse,
} from '#domain/self-service/self-service-api';
import type { SelfServiceStatusCode } from '#domain/self-service/self-service-status';

/** Every status code of SPEC.md section 4 a self-service call answers. */
const statusCodes = [
  'NOTREGISTERED',
  'ALREADYREGISTERED',
  'OTPCODESENT',
  'USERNAME_AVAILABLE',
  'MULTIPLECLIENTS',
  'SSNAVAILABLE',
  'AGEELIGIBILITYFAILED',
  'NOTVALIDATED',
  'SESSIONLOCKED',
  'USERLOCKED',
  'VALID',
  'VALID_USERNAME_EXIST',
  'ZIPNOTVALID',
  'BOTCHECKFAILED',
  'USERIDAVAILABLE',
  'USERIDNOTAVAILABLE',
  'PASSWORDNOTALLOWED',
  'SAMEPASSWORD',
  'PASSWORDCHANGED',
  'OTPVALID',
  'OTPINVALID',
  'OTPEXPIRED',
  'OTPATTEMPTSEXCEEDED',
  'RESENDTOOSOON',
  'RESENDLIMITREACHED',
  'USERNOTFOUND',
  'SUCCESS',
  'STEPNOTALLOWED',
] as const satisfies readonly SelfServiceStatusCode[];

const steps = [
  'personalInfo',
  'verification',
  'contactCode',
  'credentials',
  'code',
  'review',
  'completed',
] as const satisfies readonly FlowStep[];

export const statusSchema = z.object({
  code: z.enum(statusCodes),
  /** The sentence a person reads. */
  name: z.string(),
});
const validationOption = z.enum(['EMAIL', 'PHONE']);

export const baseResponseSchema = z.object({ status: statusSchema });

export const personalInfoResponseSchema = z.object({
  status: statusSchema,
  userName: z.optional(z.string()),
  transactionId: z.optional(z.string()),
  emailAddress: z.optional(z.string()),
  phoneNumber: z.optional(z.string()),
});

export const credentialsResponseSchema = z.object({
  status: statusSchema,
  emailAddress: z.optional(z.string()),
  phoneNumber: z.optional(z.string()),
});

export const verificationCodeResponseSchema = z.object({
  status: statusSchema,
  selectedValidationOption: z.optional(validationOption),
  userName: z.optional(z.string()),
});

export const submitResponseSchema = z.object({
  status: statusSchema,
  redirectUrl: z.optional(z.string()),
});

export const selfServiceResponseSchema = z.object({
  status: statusSchema,
  transactionId: z.optional(z.string()),
  userName: z.optional(z.string()),
  emailAddress: z.optional(z.string()),
  phoneNumber: z.optional(z.string()),
  firstName: z.optional(z.string()),
  lastName: z.optional(z.string()),
  selectedValidationOption: z.optional(validationOption),
  /** The flow's module (a FlowModule; the answer type promises a string). */
  module: z.optional(z.string()),
  step: z.optional(z.enum(steps)),
  ssnLength: z.optional(z.union([z.literal(4), z.literal(9)])),
  sso: z.optional(z.boolean()),
});

/** The keys of an object type, of each member of a union. */
type KeysOf<T> = T extends unknown ? keyof T : never;

/** True when `Schema` lists exactly the fields of `Answer`, and every answer fits it. */
export type Describes<Schema extends z.ZodMiniType, Answer> = [KeysOf<z.output<Schema>>] extends [
  KeysOf<Answer>,
]
  ? [KeysOf<Answer>] extends [KeysOf<z.output<Schema>>]
    ? [Answer] extends [z.output<Schema>]
      ? true
      : false
    : false
  : false;
export type Holds<Check extends true> = Check;

/** Fails to compile when a schema above and the domain's answer type drift apart. */
export type ResponseSchemasDescribeTheAnswers = [
  Holds<Describes<typeof baseResponseSchema, BaseResponse>>,
  Holds<Describes<typeof personalInfoResponseSchema, PersonalInfoResponse>>,
  Holds<Describes<typeof credentialsResponseSchema, CredentialsResponse>>,
  Holds<Describes<typeof verificationCodeResponseSchema, VerificationCodeResponse>>,
  Holds<Describes<typeof submitResponseSchema, SubmitResponse>>,
  Holds<Describes<typeof selfServiceResponseSchema, SelfServiceResponse>>,
  Holds<
    [Exclude<SelfServiceStatusCode, (typeof statusCodes)[number]>] extends [never] ? true : false
  >,
  Holds<[Exclude<FlowStep, (typeof steps)[number]>] extends [never] ? true : false>,
];
