// Keyed hashes: what the server stores or compares instead of secrets and identifiers.

import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 of `value` under `key`, as base64url. */
export function keyedHash(key: string, purpose: string, value: string): string {
  return createHmac('sha256', key).update(`${purpose}\u0000${value}`).digest('base64url');
}

/** SHA-256 of a random token (a session id has enough entropy; no key needed). */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export function constantTimeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The two keyed hashes a census SSN is stored as (docs/decisions/0031-data-model.md). */
export function ssnHashes(dataKey: string, ssn: string): { full: string; last4: string } {
  return {
    full: keyedHash(dataKey, 'ssn-full', ssn),
    last4: keyedHash(dataKey, 'ssn-last4', ssn.slice(-4)),
  };
}
