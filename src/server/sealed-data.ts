// Sealing data at rest with a key derived from DATA_KEY: AES-256-GCM, a fresh 12-byte nonce
// each time, the purpose bound in as associated data so a value sealed for one use cannot be
// opened as another. A sealed value reads `v1.<base64url(nonce | tag | ciphertext)>`.

import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const version = 'v1';
const nonceBytes = 12;
const tagBytes = 16;

/** The 32-byte key of one purpose, derived from DATA_KEY with HKDF-SHA256. */
export function derivedKey(dataKey: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', dataKey, 'benefits-portal', `seal:${purpose}`, 32));
}

export function sealBytes(dataKey: string, purpose: string, plain: Uint8Array): string {
  const nonce = randomBytes(nonceBytes);
  const cipher = createCipheriv('aes-256-gcm', derivedKey(dataKey, purpose), nonce);
  cipher.setAAD(Buffer.from(purpose));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return `${version}.${Buffer.concat([nonce, cipher.getAuthTag(), body]).toString('base64url')}`;
}

/** Throws when the value was not sealed with this key for this purpose, or was altered. */
export function openBytes(dataKey: string, purpose: string, sealed: string): Buffer {
  const [prefix, payload] = sealed.split('.');
  if (prefix !== version || !payload) throw new Error('Not a sealed value');
  const raw = Buffer.from(payload, 'base64url');
  const decipher = createDecipheriv(
    'aes-256-gcm',
    derivedKey(dataKey, purpose),
    raw.subarray(0, nonceBytes),
  );
  decipher.setAAD(Buffer.from(purpose));
  decipher.setAuthTag(raw.subarray(nonceBytes, nonceBytes + tagBytes));
  return Buffer.concat([decipher.update(raw.subarray(nonceBytes + tagBytes)), decipher.final()]);
}

export function sealText(dataKey: string, purpose: string, plain: string): string {
  return sealBytes(dataKey, purpose, Buffer.from(plain, 'utf8'));
}

export function openText(dataKey: string, purpose: string, sealed: string): string {
  return openBytes(dataKey, purpose, sealed).toString('utf8');
}
