// Format 1 of a document's object, every document stored before format 2 (decision 0038): one
// AES-256-GCM over the whole document, `nonce (12) | ciphertext | tag (16)`, the document's id
// as associated data. Only opened now, never written: its objects stay as they were stored.
// Its one tag is at the very end, so its bytes go out before they are checked. The last plain
// bytes opened are held back until the tag is: an altered object fails at its end, short of
// its last bytes, so that a download of it never arrives whole.

import { createDecipheriv, type DecipherGCM } from 'node:crypto';
import { Transform } from 'node:stream';
import { ObjectNotOpened } from './document-segments.ts';

const nonceBytes = 12;
const tagBytes = 16;

/** The object's size: its nonce and tag around as many bytes as the document has. */
export function wholeSealedSize(sizeBytes: number): number {
  return nonceBytes + sizeBytes + tagBytes;
}

/**
 * Opens as it streams, holding back the last 16 bytes, the tag, until the end, and the plain
 * bytes of the last chunk until the tag is checked.
 */
export function wholeObjectOpener(key: Buffer, documentId: string): Transform {
  let pending = Buffer.alloc(0);
  let decipher: DecipherGCM | undefined;
  /** Opened, not yet given: what the object's last chunk opened to, until the tag says. */
  let held = Buffer.alloc(0);
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      pending = Buffer.concat([pending, chunk]);
      if (!decipher) {
        if (pending.length < nonceBytes) return done();
        decipher = createDecipheriv('aes-256-gcm', key, pending.subarray(0, nonceBytes), {
          authTagLength: tagBytes,
        });
        decipher.setAAD(Buffer.from(documentId));
        pending = pending.subarray(nonceBytes);
      }
      const ready = pending.length - tagBytes;
      if (ready <= 0) return done();
      const given = held;
      held = decipher.update(pending.subarray(0, ready));
      pending = pending.subarray(ready);
      done(null, given.length > 0 ? given : undefined);
    },
    flush(done) {
      if (!decipher || pending.length !== tagBytes) {
        return done(new ObjectNotOpened(undefined, 'is cut short'));
      }
      try {
        decipher.setAuthTag(pending);
        done(null, Buffer.concat([held, decipher.final()]));
      } catch {
        done(new ObjectNotOpened(undefined, 'fails its tag'));
      }
    },
  });
}
