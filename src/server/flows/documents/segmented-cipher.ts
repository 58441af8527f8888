// Format 2 of a document's object (decision 0038): sealed as it streams, one segment of 64 KiB
// at a time, each with its own GCM tag, and opened the same way, so that a segment's plain bytes
// are given out only once its tag has been checked. The layout and the nonces are
// document-segments.ts's; every segment binds the header and the document's id as associated
// data, so one document's segments cannot pass for another's.

import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { Transform } from 'node:stream';
import {
  decodeHeader,
  encodeHeader,
  headerBytes,
  noncePrefixBytes,
  ObjectNotOpened,
  openableSegments,
  sealableSegments,
  sealedSegmentBytes,
  segmentBytes,
  segmentNonce,
  tagBytes,
} from './document-segments.ts';

const algorithm = 'aes-256-gcm';

/** What every segment binds: the header (format and nonce prefix), then the document's id. */
function associatedData(header: Buffer, documentId: string): Buffer {
  return Buffer.concat([header, Buffer.from(documentId, 'utf8')]);
}

/** Bytes gathered from a stream's chunks, taken off the front in whole pieces. */
class Gathered {
  private parts: Buffer[] = [];
  length = 0;

  add(chunk: Buffer) {
    this.parts.push(chunk);
    this.length += chunk.length;
  }

  /** The first `bytes` bytes, taken off. */
  take(bytes: number): Buffer {
    const all = this.parts.length === 1 ? (this.parts[0] as Buffer) : Buffer.concat(this.parts);
    this.parts = all.length > bytes ? [all.subarray(bytes)] : [];
    this.length = all.length - bytes;
    return all.subarray(0, bytes);
  }
}

/**
 * Seals the plain bytes that flow through as format 2: the header first, then each segment as
 * soon as a byte beyond it shows it is not the last, and the last one at the end.
 */
export function segmentSealer(key: Buffer, documentId: string): Transform {
  const noncePrefix = randomBytes(noncePrefixBytes);
  const header = encodeHeader(noncePrefix);
  const aad = associatedData(header, documentId);
  const plain = new Gathered();
  let index = 0;
  let headerSent = false;

  const seal = (bytes: Buffer, last: boolean, out: Buffer[]) => {
    const cipher = createCipheriv(algorithm, key, segmentNonce(noncePrefix, index, last), {
      authTagLength: tagBytes,
    });
    index++;
    cipher.setAAD(aad);
    if (!headerSent) out.push(header);
    headerSent = true;
    out.push(cipher.update(bytes), cipher.final(), cipher.getAuthTag());
  };

  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      plain.add(chunk);
      const whole = sealableSegments(plain.length);
      if (whole === 0) return done();
      try {
        const bytes = plain.take(whole * segmentBytes);
        const out: Buffer[] = [];
        for (let at = 0; at < bytes.length; at += segmentBytes) {
          seal(bytes.subarray(at, at + segmentBytes), false, out);
        }
        done(null, Buffer.concat(out));
      } catch (error) {
        done(error as Error);
      }
    },
    flush(done) {
      try {
        const out: Buffer[] = [];
        seal(plain.take(plain.length), true, out);
        done(null, Buffer.concat(out));
      } catch (error) {
        done(error as Error);
      }
    },
  });
}

/** Opens one segment after another: the header's, in order, each checked before it is given. */
function segmentOpener(key: Buffer, documentId: string, header: Buffer) {
  const noncePrefix = decodeHeader(header);
  if (!noncePrefix) throw new ObjectNotOpened(undefined, 'has no header of format 2');
  const aad = associatedData(header, documentId);
  let index = 0;
  return (sealed: Buffer, last: boolean): Buffer => {
    if (sealed.length < tagBytes) throw new ObjectNotOpened(index, 'is cut short');
    const decipher = createDecipheriv(algorithm, key, segmentNonce(noncePrefix, index, last), {
      authTagLength: tagBytes,
    });
    decipher.setAAD(aad);
    decipher.setAuthTag(sealed.subarray(sealed.length - tagBytes));
    // Held here until the tag is checked: unchecked bytes never leave this function.
    const opened = decipher.update(sealed.subarray(0, sealed.length - tagBytes));
    try {
      decipher.final();
    } catch {
      throw new ObjectNotOpened(index, 'fails its tag');
    }
    index++;
    return opened;
  };
}

/**
 * The plain bytes of an object of format 2, a segment at a time, each given only once its tag
 * has been checked. An altered, reordered, repeated or missing segment, a cut object, another
 * document's object or another key: ObjectNotOpened, thrown where the first such segment is,
 * after the segments before it and before any byte of it. Pulled, never pushed: the object is
 * read only as fast as its plain bytes are taken.
 */
export async function* openSegments(
  sealed: AsyncIterable<Buffer>,
  key: Buffer,
  documentId: string,
): AsyncGenerator<Buffer, void, undefined> {
  const gathered = new Gathered();
  let open: ReturnType<typeof segmentOpener> | undefined;
  for await (const chunk of sealed) {
    gathered.add(chunk);
    if (!open) {
      if (gathered.length < headerBytes) continue;
      open = segmentOpener(key, documentId, gathered.take(headerBytes));
    }
    const whole = openableSegments(gathered.length);
    if (whole === 0) continue;
    const segments = gathered.take(whole * sealedSegmentBytes);
    for (let at = 0; at < segments.length; at += sealedSegmentBytes) {
      yield open(segments.subarray(at, at + sealedSegmentBytes), false);
    }
  }
  if (!open) throw new ObjectNotOpened(undefined, 'is shorter than its header');
  yield open(gathered.take(gathered.length), true);
}
