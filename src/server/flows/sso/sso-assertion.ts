// Single-sign-on assertions (decision 0013): a partner's signed JWT that opens an employee
// registration in SSO mode. Checked here with jose: the signature against the issuing
// partner's keys, with only the algorithm its key type allows (RS256 or ES256; never `none`,
// never HMAC with a public key), the audience, expiry, age and the claims registration needs,
// by the rules of src/domain/sso/sso-assertion.ts. The once-only use of the nonce is
// sso.service.ts's, in the transaction that opens the flow.

import { decodeJwt, decodeProtectedHeader, errors, jwtVerify } from 'jose';
import {
  type SsoCheck,
  type SsoRefusal,
  acceptedUntil,
  ssoAssertionMaxLength,
  ssoClockToleranceSeconds,
  ssoMaxAgeSeconds,
  ssoRefused as refused,
  usableClaim,
} from '#domain/sso/sso-assertion';
import type { Clock } from '#domain/shared/clock';
import type { SsoConfig, SsoPartner } from '#server/config/sso-config';

/** The refusal a jose error stands for, with the claim it names. */
function refusalOf(error: unknown): { reason: SsoRefusal; claim?: string } {
  if (error instanceof errors.JWTExpired) {
    return { reason: error.claim === 'iat' ? 'too-old' : 'expired', claim: error.claim };
  }
  if (error instanceof errors.JWTClaimValidationFailed) {
    const { claim } = error;
    if (error.reason === 'missing') return { reason: 'missing-claim', claim };
    if (claim === 'aud') return { reason: 'wrong-audience', claim };
    if (claim === 'iss') return { reason: 'unknown-issuer', claim };
    if (claim === 'nbf' || claim === 'iat') return { reason: 'not-yet-valid', claim };
    return { reason: 'invalid-claim', claim };
  }
  if (error instanceof errors.JWSSignatureVerificationFailed) return { reason: 'bad-signature' };
  if (error instanceof errors.JOSEAlgNotAllowed) return { reason: 'algorithm-not-allowed' };
  // JWSInvalid, JWTInvalid, an unsupported critical header: not an assertion we can read.
  return { reason: 'malformed' };
}

export function createSsoAssertionVerifier(
  sso: Pick<SsoConfig, 'audience' | 'partners'>,
  clock: Clock,
) {
  /** The partner named by the unverified `iss`: it only chooses the keys to verify with. */
  function partnerOf(token: string): SsoPartner | 'malformed' | undefined {
    try {
      const { iss } = decodeJwt(token);
      return sso.partners.find((partner) => partner.issuer === iss);
    } catch {
      return 'malformed';
    }
  }

  return async function checkSsoAssertion(token: string | undefined): Promise<SsoCheck> {
    if (!token) return refused('missing');
    if (token.length > ssoAssertionMaxLength) return refused('malformed');
    const partner = partnerOf(token);
    if (partner === 'malformed') return refused('malformed');
    if (!partner) return refused('unknown-issuer');
    const partnerId = partner.id;
    let algorithm: unknown;
    try {
      algorithm = decodeProtectedHeader(token).alg;
    } catch {
      return refused('malformed', { partnerId });
    }
    // Only the partner's keys of the token's algorithm are tried: an HS256 token is never
    // checked against a public key, and `none` matches no key at all.
    const keys = partner.publicKeys.filter((key) => key.algorithm === algorithm);
    if (keys.length === 0) return refused('algorithm-not-allowed', { partnerId });

    const now = clock.now();
    for (const { key, algorithm: allowed } of keys) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [allowed],
          issuer: partner.issuer,
          audience: sso.audience,
          currentDate: now,
          clockTolerance: ssoClockToleranceSeconds,
          maxTokenAge: ssoMaxAgeSeconds,
          requiredClaims: ['exp', 'iat', 'sub', 'jti'],
        });
        if (!usableClaim(payload.sub)) return refused('invalid-claim', { partnerId, claim: 'sub' });
        if (!usableClaim(payload.jti)) return refused('invalid-claim', { partnerId, claim: 'jti' });
        // Required and checked above; the fallbacks only satisfy the type.
        const claims = { exp: payload.exp ?? 0, iat: payload.iat ?? 0 };
        return {
          status: 'accepted',
          assertion: {
            partnerId,
            issuer: partner.issuer,
            subject: payload.sub,
            nonce: payload.jti,
            acceptedUntil: acceptedUntil(claims),
          },
        };
      } catch (error) {
        // Another key of the partner may have signed it (a rotation in progress).
        if (error instanceof errors.JWSSignatureVerificationFailed) continue;
        const { reason, claim } = refusalOf(error);
        return refused(reason, { partnerId, ...(claim ? { claim } : {}) });
      }
    }
    return refused('bad-signature', { partnerId });
  };
}

export type SsoAssertionVerifier = ReturnType<typeof createSsoAssertionVerifier>;
