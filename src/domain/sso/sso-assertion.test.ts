import { describe, expect, it } from 'vitest';
import {
  acceptedUntil,
  ssoClockToleranceSeconds,
  ssoMaxAgeSeconds,
  ssoRefused,
  usableClaim,
} from './sso-assertion.ts';

describe('SSO assertion rules', () => {
  it('accepts a hand-off of five minutes, with a minute of drift either way', () => {
    expect(ssoMaxAgeSeconds).toBe(300);
    expect(ssoClockToleranceSeconds).toBe(60);
  });

  it('keeps a nonce until the earlier of expiry and maximum age, plus the drift', () => {
    const iat = 1_700_000_000;
    expect(acceptedUntil({ iat, exp: iat + 120 })).toEqual(new Date((iat + 180) * 1000));
    expect(acceptedUntil({ iat, exp: iat + 3600 })).toEqual(new Date((iat + 360) * 1000));
  });

  it('keeps only a subject or nonce that is a short non-empty string', () => {
    expect(usableClaim('acme-1')).toBe(true);
    expect(usableClaim('x'.repeat(255))).toBe(true);
    expect(usableClaim('x'.repeat(256))).toBe(false);
    expect(usableClaim('')).toBe(false);
    expect(usableClaim(42)).toBe(false);
  });

  it('refuses with the reason, and the partner and claim when known', () => {
    expect(ssoRefused('missing')).toEqual({ status: 'refused', reason: 'missing' });
    expect(ssoRefused('invalid-claim', { partnerId: 'acme', claim: 'sub' })).toEqual({
      status: 'refused',
      reason: 'invalid-claim',
      partnerId: 'acme',
      claim: 'sub',
    });
  });
});
