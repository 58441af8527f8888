// An object of format 1 made by hand, the way the portal sealed every document before format 2
// (decision 0038): `nonce (12) | AES-256-GCM ciphertext | tag (16)`, the document's id as
// associated data. Tests store it to prove such objects are still read and checked.

import { createCipheriv, randomBytes } from 'node:crypto';

export function wholeObject(plain: Buffer, key: Buffer, documentId: string): Buffer {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  cipher.setAAD(Buffer.from(documentId));
  return Buffer.concat([nonce, cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
}
