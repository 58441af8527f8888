// Each document is sealed with a data key of its own (docs/product/documents.md), the key itself
// sealed with DATA_KEY (sealed-data.ts) into the document's row. Rotating DATA_KEY seals the
// data key again in the row; the object is never rewritten (decision 0025).
//
// The object has one of two formats, which the row names (`documents.object_format`, decision
// 0038): 2, what every upload writes, in segments of 64 KiB that are each checked before their
// bytes go out (segmented-cipher.ts); 1, one GCM over the whole object, what was stored before
// format 2 and is still read (whole-object-cipher.ts).

import { randomBytes } from 'node:crypto';
import { pipeline, Readable } from 'node:stream';
import { type DataKeys, openBytes, sealBytes, sealPurposes } from '#server/crypto/sealed-data';
import { segmentedFormat, segmentedSealedSize } from './document-segments.ts';
import { openSegments, segmentSealer } from './segmented-cipher.ts';
import { wholeObjectOpener, wholeSealedSize } from './whole-object-cipher.ts';

export { ObjectNotOpened } from './document-segments.ts';

/** 1: one GCM over the whole object (read only); 2: in checked segments. */
export type ObjectFormat = 1 | 2;

/** What every upload writes. */
export const newObjectFormat: ObjectFormat = segmentedFormat;

export function isObjectFormat(format: number): format is ObjectFormat {
  return format === 1 || format === 2;
}

export interface DocumentKey {
  key: Buffer;
  /** What the row keeps: the key sealed with DATA_KEY. */
  wrapped: string;
}

/** The object's size in bytes for a document of `sizeBytes` in `format`. */
export function sealedSize(sizeBytes: number, format: ObjectFormat): number {
  return format === segmentedFormat ? segmentedSealedSize(sizeBytes) : wholeSealedSize(sizeBytes);
}

export function newDocumentKey(dataKey: DataKeys): DocumentKey {
  const key = randomBytes(32);
  return { key, wrapped: sealBytes(dataKey, sealPurposes.documentKey, key) };
}

/** Opens with DATA_KEY, or during a rotation with a previous key. */
export function openDocumentKey(dataKey: DataKeys, wrapped: string): Buffer {
  return openBytes(dataKey, sealPurposes.documentKey, wrapped);
}

/** The source sealed in format 2 as it streams; an error of the source ends it too. */
export function sealedStream(source: Readable, key: Buffer, documentId: string): Readable {
  return pipeline(source, segmentSealer(key, documentId), () => undefined);
}

/**
 * The stored object opened as it streams; an error of either ends the opened stream, an object
 * that does not open with ObjectNotOpened. In format 2 no byte of a segment is given before
 * its tag is checked; in format 1 the one tag is checked at the end.
 */
export function openedStream(
  source: Readable,
  key: Buffer,
  documentId: string,
  format: ObjectFormat,
): Readable {
  if (format !== segmentedFormat) {
    return pipeline(source, wholeObjectOpener(key, documentId), () => undefined);
  }
  return pulledStream(source, openSegments(source, key, documentId));
}

/**
 * The object opened for a download: in format 2, resolved only once its first segment has been
 * opened and checked, so that an object altered at its start, cut short, another document's or
 * under another key rejects (ObjectNotOpened) before anything is answered; a later segment that
 * fails ends the stream with ObjectNotOpened after the segments before it. In format 1, nothing
 * can be checked before the end: as openedStream.
 */
export async function openedDownload(
  source: Readable,
  key: Buffer,
  documentId: string,
  format: ObjectFormat,
): Promise<Readable> {
  if (format !== segmentedFormat) return openedStream(source, key, documentId, format);
  const segments = openSegments(source, key, documentId);
  let first: IteratorResult<Buffer>;
  try {
    first = await segments.next();
  } catch (error) {
    source.destroy();
    throw error;
  }
  async function* checkedFirst() {
    if (first.done) return;
    yield first.value;
    yield* segments;
  }
  return pulledStream(source, checkedFirst());
}

/**
 * The opened segments as a stream, a segment pulled each time the reader wants more. However it
 * ends, the object's stream ends with it: destroyed mid-way (a download the browser left), it
 * destroys the object's too, even while a read of it is waiting.
 */
function pulledStream(source: Readable, segments: AsyncIterator<Buffer>): Readable {
  let pulling = false;
  const pull = async (stream: Readable) => {
    if (pulling) return;
    pulling = true;
    try {
      for (;;) {
        const next = await segments.next();
        if (next.done) {
          stream.push(null);
          return;
        }
        if (!stream.push(next.value)) return;
      }
    } catch (error) {
      stream.destroy(error as Error);
    } finally {
      pulling = false;
    }
  };
  return new Readable({
    read() {
      void pull(this);
    },
    destroy(error, done) {
      source.destroy();
      done(error);
    },
  });
}
