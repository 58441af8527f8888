// Sealing data at rest with a key derived from DATA_KEY: AES-256-GCM, a fresh 12-byte nonce
// each time, the purpose bound in as associated data so a value sealed for one use cannot be
// opened as another. A sealed value reads `v1.<base64url(nonce | tag | ciphertext)>`.
//
// The key ring (decision 0025): new values are sealed with the current DATA_KEY alone; while
// a rotation runs, the keys of PREVIOUS_DATA_KEYS open what they sealed, and
// `npm run portal -- data-key rewrap` seals it again with the current key. A value names no
// key: opening tries the current key, then each previous one, and GCM's tag tells a wrong key
// from the right one. So the format stays v1, and a release that knows no ring reads every
// value a newer one writes.

import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const version = 'v1';
const nonceBytes = 12;
const tagBytes = 16;

/**
 * What each sealed value is for: bound in as associated data, and the list of what a rotation
 * of DATA_KEY seals again (src/cli/data-key-rewrap.ts).
 */
export const sealPurposes = {
  /** A document's data key, in `documents.wrapped_key` (flows/documents/document-cipher.ts). */
  documentKey: 'document-key',
  /** The claim wizard's answers between steps, an account's or a public claim's flow's. */
  claimDraft: 'claim-draft',
  /** A disability claim's bank account number, in `claims.account_number_sealed`. */
  claimAccountNumber: 'claim-account-number',
  /** An event for the claims system while it waits in the outbox (adapters/claims-system.ts). */
  claimsEvent: 'claims-event',
  /**
   * An authenticator app's TOTP secret, in `account_factors.secret_sealed`, and in
   * `session_challenges` between 'Set up an authenticator app' and its first code.
   */
  totpSecret: 'totp-secret',
  /** A beneficiary designation's rows, in `beneficiary_designations.rows_sealed`. */
  beneficiaries: 'beneficiaries',
} as const;
export type SealPurpose = (typeof sealPurposes)[keyof typeof sealPurposes];

/** DATA_KEY, which seals and opens, and the keys of PREVIOUS_DATA_KEYS, which only open. */
export interface KeyRing {
  current: string;
  previous: readonly string[];
}

/** A key ring, or one key alone: a ring without previous keys. */
export type DataKeys = string | KeyRing;

export function keyRingOf(keys: DataKeys): KeyRing {
  return typeof keys === 'string' ? { current: keys, previous: [] } : keys;
}

/** The 32-byte key of one purpose, derived from DATA_KEY with HKDF-SHA256. */
export function derivedKey(dataKey: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', dataKey, 'benefits-portal', `seal:${purpose}`, 32));
}

/** Seals with the ring's current key, always. */
export function sealBytes(keys: DataKeys, purpose: string, plain: Uint8Array): string {
  const nonce = randomBytes(nonceBytes);
  const cipher = createCipheriv('aes-256-gcm', derivedKey(keyRingOf(keys).current, purpose), nonce);
  cipher.setAAD(Buffer.from(purpose));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return `${version}.${Buffer.concat([nonce, cipher.getAuthTag(), body]).toString('base64url')}`;
}

/** The plain bytes under one key; null when this key did not seal it (or it was altered). */
function openWith(dataKey: string, purpose: string, raw: Buffer): Buffer | null {
  const decipher = createDecipheriv(
    'aes-256-gcm',
    derivedKey(dataKey, purpose),
    raw.subarray(0, nonceBytes),
  );
  decipher.setAAD(Buffer.from(purpose));
  decipher.setAuthTag(raw.subarray(nonceBytes, nonceBytes + tagBytes));
  try {
    return Buffer.concat([decipher.update(raw.subarray(nonceBytes + tagBytes)), decipher.final()]);
  } catch {
    return null;
  }
}

function payloadOf(sealed: string): Buffer {
  const [prefix, payload] = sealed.split('.');
  if (prefix !== version || !payload) throw new Error('Not a sealed value');
  const raw = Buffer.from(payload, 'base64url');
  if (raw.length < nonceBytes + tagBytes) throw new Error('Not a sealed value');
  return raw;
}

/** How a sealed value stands against a ring: which of its keys opens it, and to what. */
export type SealedValueKey =
  { key: 'current'; plain: Buffer } | { key: 'previous'; plain: Buffer } | { key: 'none' };

/** Tries the current key first: after a rotation nearly every value is under it. */
export function keyOfSealed(keys: DataKeys, purpose: string, sealed: string): SealedValueKey {
  const ring = keyRingOf(keys);
  const raw = payloadOf(sealed);
  const current = openWith(ring.current, purpose, raw);
  if (current) return { key: 'current', plain: current };
  for (const previous of ring.previous) {
    const plain = openWith(previous, purpose, raw);
    if (plain) return { key: 'previous', plain };
  }
  return { key: 'none' };
}

/**
 * Throws when no key of the ring sealed the value for this purpose, or it was altered; the
 * message never says which keys were tried.
 */
export function openBytes(keys: DataKeys, purpose: string, sealed: string): Buffer {
  const opened = keyOfSealed(keys, purpose, sealed);
  if (opened.key === 'none') throw new Error('The sealed value does not open with DATA_KEY');
  return opened.plain;
}

export function sealText(keys: DataKeys, purpose: string, plain: string): string {
  return sealBytes(keys, purpose, Buffer.from(plain, 'utf8'));
}

export function openText(keys: DataKeys, purpose: string, sealed: string): string {
  return openBytes(keys, purpose, sealed).toString('utf8');
}
