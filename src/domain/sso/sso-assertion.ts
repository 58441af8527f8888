// Single-sign-on assertions (decision 0013): what a partner's signed assertion must be for
// the portal to open an employee registration in SSO mode, without the cryptography. The
// server checks the signature with jose (src/server/flows/sso/sso-assertion.ts) and applies
// these rules: the refusal reasons, the limits of age, clock drift and length, and how long a
// nonce must be kept.

/** Why an assertion was refused: logged at warn level, never shown, never with the token. */
export type SsoRefusal =
  | 'missing'
  | 'malformed'
  | 'unknown-issuer'
  | 'algorithm-not-allowed'
  | 'bad-signature'
  | 'wrong-audience'
  | 'expired'
  | 'too-old'
  | 'not-yet-valid'
  | 'missing-claim'
  | 'invalid-claim'
  | 'replayed';

/** What a valid assertion tells the registration. */
export interface SsoAssertion {
  partnerId: string;
  issuer: string;
  /** The partner's name for the employee. */
  subject: string;
  /** The `jti`, used once per issuer. */
  nonce: string;
  /** The last moment the assertion could be accepted: its nonce is kept until then. */
  acceptedUntil: Date;
}

export type SsoCheck =
  | { status: 'accepted'; assertion: SsoAssertion }
  | { status: 'refused'; reason: SsoRefusal; partnerId?: string; claim?: string };

/** Partner clocks drift; a minute either way is accepted. */
export const ssoClockToleranceSeconds = 60;
/** An assertion is a hand-off, not a session: older than this (by `iat`) it is refused. */
export const ssoMaxAgeSeconds = 5 * 60;
/** A signed JWT with the claims we read is far shorter; longer input is not parsed. */
export const ssoAssertionMaxLength = 8192;
/** Longer `sub` or `jti` values are refused rather than stored. */
const claimMaxLength = 255;

export function ssoRefused(
  reason: SsoRefusal,
  details: { partnerId?: string; claim?: string } = {},
): SsoCheck {
  return { status: 'refused', reason, ...details };
}

/** A `sub` or `jti` the portal keeps: a string, not empty, not absurdly long. */
export function usableClaim(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= claimMaxLength;
}

/**
 * The last moment an assertion issued at `iat` and expiring at `exp` (seconds) is accepted:
 * the earlier of its expiry and its maximum age, plus the drift allowed.
 */
export function acceptedUntil(claims: { exp: number; iat: number }): Date {
  const lastSecond = Math.min(claims.exp, claims.iat + ssoMaxAgeSeconds) + ssoClockToleranceSeconds;
  return new Date(lastSecond * 1000);
}
