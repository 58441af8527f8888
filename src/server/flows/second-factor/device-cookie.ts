// The device cookie (docs/product/second-factor.md): a random id the browser keeps for a year,
// signed with the session secret so a made-up one is ignored. Only the id's hash is stored, per
// account (account_devices): a sign-in from a browser not yet known to the account sends a notice,
// and 'Remember this device for 30 days' is a date on that row, so it is revoked on the server
// ('Forget all devices', a password reset) whatever the browser keeps.

import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { constantTimeEqual, keyedHash, tokenHash } from '#server/crypto/keyed-hash';

export interface DeviceCookieOptions {
  secret: string;
  secureCookie: boolean;
}

const yearSeconds = 365 * 24 * 60 * 60;

export function deviceCookieName(secureCookie: boolean): string {
  return secureCookie ? '__Host-portal_device' : 'portal_device';
}

const signatureOf = (secret: string, id: string) => keyedHash(secret, 'device', id);

/** The hash of the request's device id, when it carries a cookie this portal signed. */
export function deviceHashOf(request: FastifyRequest, options: DeviceCookieOptions): string | null {
  const value = request.cookies[deviceCookieName(options.secureCookie)];
  const [id, signature] = value?.split('.') ?? [];
  if (!id || !signature || !constantTimeEqual(signature, signatureOf(options.secret, id))) {
    return null;
  }
  return tokenHash(id);
}

/** The request's device hash, giving the browser a device cookie first if it has none. */
export function ensureDevice(
  request: FastifyRequest,
  reply: FastifyReply,
  options: DeviceCookieOptions,
): string {
  const known = deviceHashOf(request, options);
  if (known) return known;
  const id = randomBytes(24).toString('base64url');
  reply.setCookie(
    deviceCookieName(options.secureCookie),
    `${id}.${signatureOf(options.secret, id)}`,
    {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: options.secureCookie,
      maxAge: yearSeconds,
    },
  );
  return tokenHash(id);
}
