// The calls of the second step and of 'Sign-in and security' (docs/product/second-factor.md), as
// schemas with their types inferred: the server declares them, the browser reads the same types.
// Every call is under `/auth/{side}/api/` of the side logged in to. A refused entry answers 200
// with an outcome, the same for every method and every reason but the lock, so an answer tells
// nothing about which factor or code was near.

import * as z from 'zod/mini';
import { passkeyTransports } from './passkeys.ts';
import { secondStepMethods, factorKinds } from './second-factor-rules.ts';

/** What the person may confirm with ('Confirm it's you'), GET `second-step`. */
export const secondStepOptionsSchema = z.object({
  /** The account has at least one passkey. */
  passkey: z.boolean(),
  /** The account has an authenticator app. */
  app: z.boolean(),
  /** The account has unused recovery codes. */
  recoveryCode: z.boolean(),
  /**
   * Without a factor: where the one-time code goes, masked ('jo***@example.com', '(***) ***-1234');
   * null when the account has a factor (the code is not offered) or nothing on file.
   */
  code: z.nullable(z.object({ channel: z.enum(['email', 'sms']), destination: z.string() })),
  /** The step is done but a factor must be enrolled first (an employer, by configuration). */
  mustEnrol: z.boolean(),
  /** The step is done already: the browser goes on. */
  confirmed: z.boolean(),
  /** Confirmed within recentStepMinutes with a factor or a code: a high-risk change may go on. */
  confirmedRecently: z.boolean(),
});
export type SecondStepOptions = z.infer<typeof secondStepOptionsSchema>;

/** POST `second-step/code/send`. */
export const codeSentSchema = z.object({
  outcome: z.enum(['sent', 'too-soon', 'limit-reached']),
});
export type CodeSent = z.infer<typeof codeSentSchema>;

/** POST `second-step/{code,app,recovery-code}`: what was typed, and whether to remember. */
export const confirmWithCodeRequestSchema = z.object({
  code: z.string().check(z.maxLength(40)),
  rememberDevice: z.boolean(),
});
export type ConfirmWithCodeRequest = z.infer<typeof confirmWithCodeRequestSchema>;

/** POST `second-step/passkey`: the browser's assertion (@simplewebauthn/browser's JSON). */
export const confirmWithPasskeyRequestSchema = z.object({
  response: z.record(z.string(), z.unknown()),
  rememberDevice: z.boolean(),
});

/** The answer of every way to confirm. */
export const confirmedSchema = z.object({
  outcome: z.enum([
    /** Done: `redirectUrl` is the account page (or the security page while a factor is owed). */
    'confirmed',
    /** Wrong, used, expired or unknown: one answer for all. */
    'refused',
    /** Five wrong entries: the step is locked for 30 minutes, whatever is typed. */
    'locked',
  ]),
  redirectUrl: z.optional(z.string()),
});
export type Confirmed = z.infer<typeof confirmedSchema>;

/** One factor as the security page lists it. */
export const factorSchema = z.object({
  id: z.string(),
  kind: z.enum(factorKinds),
  name: z.string(),
  createdAt: z.string(),
  /** When it last confirmed a sign-in; null when never. */
  lastUsedAt: z.nullable(z.string()),
});
export type Factor = z.infer<typeof factorSchema>;

/** GET `security`: what the page shows. */
export const securityOverviewSchema = z.object({
  factors: z.array(factorSchema),
  recoveryCodes: z.object({
    /** Unused codes left; 0 when none were ever made. */
    left: z.number(),
    createdAt: z.nullable(z.string()),
    lastUsedAt: z.nullable(z.string()),
  }),
  /** Browsers that skip the step now ('Forget all devices' ends them). */
  rememberedDevices: z.number(),
  /** A factor must be enrolled before the benefits area opens. */
  mustEnrol: z.boolean(),
  /** How this session confirmed. */
  confirmedWith: z.nullable(z.enum(secondStepMethods)),
});
export type SecurityOverview = z.infer<typeof securityOverviewSchema>;

/** POST `security/app/start`: the secret to scan or type, not stored until confirmed. */
export const appSetupSchema = z.object({
  /** Base32, as authenticator apps take it typed. */
  secret: z.string(),
  /** The otpauth:// address the QR code holds. */
  otpauthUrl: z.string(),
  /** The QR code as an SVG document. */
  qrSvg: z.string(),
});
export type AppSetup = z.infer<typeof appSetupSchema>;

/** POST `security/app`: the first code confirms the set-up. */
export const appConfirmRequestSchema = z.object({ code: z.string().check(z.maxLength(40)) });

/** POST `security/passkeys`: the browser's attestation and the name given. */
export const addPasskeyRequestSchema = z.object({
  name: z.string().check(z.maxLength(200)),
  response: z.record(z.string(), z.unknown()),
});

/** The answer of adding a factor. */
export const factorAddedSchema = z.object({
  outcome: z.enum(['added', 'refused']),
  /** Why it was refused, as a person reads it. */
  message: z.optional(z.string()),
  field: z.optional(z.string()),
});
export type FactorAdded = z.infer<typeof factorAddedSchema>;

/** POST `security/recovery-codes`: shown once, never again. */
export const recoveryCodesSchema = z.object({ codes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** POST `security/factors/:id/remove`, `security/forget-devices`. */
export const securityDoneSchema = z.object({ outcome: z.literal('done') });

// Passkeys: the options are @simplewebauthn/server's JSON as it makes them, which
// @simplewebauthn/browser takes as they are; every field it sets is declared, since what the
// schema does not name the answer drops.

const passkeyDescriptorSchema = z.object({
  id: z.string(),
  type: z.literal('public-key'),
  transports: z.optional(z.array(z.enum(passkeyTransports))),
});

const userVerificationSchema = z.enum(['required', 'preferred', 'discouraged']);
const hintsSchema = z.array(z.enum(['hybrid', 'security-key', 'client-device']));

/** POST `security/passkeys/options`: what `navigator.credentials.create` is given. */
export const passkeyCreationOptionsSchema = z.object({
  challenge: z.string(),
  rp: z.object({ name: z.string(), id: z.optional(z.string()) }),
  /** `id` is the account's opaque id (base64url), never its user name. */
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  pubKeyCredParams: z.array(z.object({ alg: z.number(), type: z.literal('public-key') })),
  timeout: z.optional(z.number()),
  excludeCredentials: z.optional(z.array(passkeyDescriptorSchema)),
  authenticatorSelection: z.optional(
    z.object({
      authenticatorAttachment: z.optional(z.enum(['platform', 'cross-platform'])),
      residentKey: z.optional(z.enum(['discouraged', 'preferred', 'required'])),
      requireResidentKey: z.optional(z.boolean()),
      userVerification: z.optional(userVerificationSchema),
    }),
  ),
  hints: z.optional(hintsSchema),
  attestation: z.optional(z.enum(['direct', 'enterprise', 'indirect', 'none'])),
  extensions: z.optional(z.record(z.string(), z.unknown())),
});
export type PasskeyCreationOptions = z.infer<typeof passkeyCreationOptionsSchema>;

/** POST `second-step/passkey/options`: what `navigator.credentials.get` is given. */
export const passkeyRequestOptionsSchema = z.object({
  challenge: z.string(),
  timeout: z.optional(z.number()),
  rpId: z.optional(z.string()),
  /** The account's own passkeys: the browser offers no other. */
  allowCredentials: z.optional(z.array(passkeyDescriptorSchema)),
  userVerification: z.optional(userVerificationSchema),
  hints: z.optional(hintsSchema),
  extensions: z.optional(z.record(z.string(), z.unknown())),
});
export type PasskeyRequestOptions = z.infer<typeof passkeyRequestOptionsSchema>;
