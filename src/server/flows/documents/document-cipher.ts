// Each document is sealed with a data key of its own (docs/product/documents.md): AES-256-GCM
// over the stream, the key itself sealed with DATA_KEY (sealed-data.ts) into the document's
// row. The object reads `nonce (12) | ciphertext | tag (16)`; the document's id is bound in as
// associated data, so one document's bytes cannot be passed off as another's. Rotating
// DATA_KEY seals the data key again in the row; the object is never rewritten (decision 0025).

import { createCipheriv, createDecipheriv, type DecipherGCM, randomBytes } from 'node:crypto';
import { pipeline, type Readable, Transform } from 'node:stream';
import { type DataKeys, openBytes, sealBytes, sealPurposes } from '#server/crypto/sealed-data';

const nonceBytes = 12;
const tagBytes = 16;

export interface DocumentKey {
  key: Buffer;
  /** What the row keeps: the key sealed with DATA_KEY. */
  wrapped: string;
}

/** The object's sealed size: its nonce and tag around as many bytes as the document has. */
export function sealedSize(sizeBytes: number): number {
  return nonceBytes + sizeBytes + tagBytes;
}

export function newDocumentKey(dataKey: DataKeys): DocumentKey {
  const key = randomBytes(32);
  return { key, wrapped: sealBytes(dataKey, sealPurposes.documentKey, key) };
}

/** Opens with DATA_KEY, or during a rotation with a previous key. */
export function openDocumentKey(dataKey: DataKeys, wrapped: string): Buffer {
  return openBytes(dataKey, sealPurposes.documentKey, wrapped);
}

function sealingStream(key: Buffer, documentId: string): Transform {
  const nonce = randomBytes(nonceBytes);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  cipher.setAAD(Buffer.from(documentId));
  let started = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const sealed = cipher.update(chunk);
      done(null, started ? sealed : Buffer.concat([nonce, sealed]));
      started = true;
    },
    flush(done) {
      const last = Buffer.concat([cipher.final(), cipher.getAuthTag()]);
      done(null, started ? last : Buffer.concat([nonce, last]));
    },
  });
}

/**
 * Opens as it streams, holding back the last 16 bytes, the tag, until the end. Bytes go out
 * before the tag is checked; if it fails, the stream errors and the download is cut short, so
 * an altered object never arrives whole.
 */
function openingStream(key: Buffer, documentId: string): Transform {
  let pending = Buffer.alloc(0);
  let decipher: DecipherGCM | undefined;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      pending = Buffer.concat([pending, chunk]);
      if (!decipher) {
        if (pending.length < nonceBytes) return done();
        decipher = createDecipheriv('aes-256-gcm', key, pending.subarray(0, nonceBytes));
        decipher.setAAD(Buffer.from(documentId));
        pending = pending.subarray(nonceBytes);
      }
      const ready = pending.length - tagBytes;
      if (ready <= 0) return done();
      const opened = decipher.update(pending.subarray(0, ready));
      pending = pending.subarray(ready);
      done(null, opened);
    },
    flush(done) {
      try {
        if (!decipher || pending.length !== tagBytes) throw new Error('The object is cut short');
        decipher.setAuthTag(pending);
        done(null, decipher.final());
      } catch (error) {
        done(error as Error);
      }
    },
  });
}

/** The source sealed as it streams; an error of the source ends the sealed stream too. */
export function sealedStream(source: Readable, key: Buffer, documentId: string): Readable {
  return pipeline(source, sealingStream(key, documentId), () => undefined);
}

/** The stored object opened as it streams; an error of either ends the opened stream. */
export function openedStream(source: Readable, key: Buffer, documentId: string): Readable {
  return pipeline(source, openingStream(key, documentId), () => undefined);
}
