// The arithmetic of a document's object in format 2 (decision 0038), kept apart from the cipher
// so that it can be checked alone: where the header ends, how the plain bytes are cut into
// segments, what each segment's nonce is, and how large the object is.
//
//   header (8)           : the format byte 2, then a random nonce prefix of 7 bytes
//   segment 0 .. n-1     : AES-256-GCM of 64 KiB of the document, then its 16-byte tag
//   segment n (the last) : AES-256-GCM of the 0 to 64 KiB left, then its 16-byte tag
//
// The nonce of segment i is `prefix (7) | i as 4 bytes big-endian | 1 if last, else 0`: a
// segment moved to another place, or taken for the last one, fails its tag. A document of
// exactly k segments' worth ends with a full last segment, never an empty one; an empty
// document is a single empty last segment, its tag alone.

/** The format byte at the start of every object of this format; the documents row says 2 too. */
export const segmentedFormat = 2;
export const noncePrefixBytes = 7;
export const headerBytes = 1 + noncePrefixBytes;
/** Plain bytes in each segment but the last. */
export const segmentBytes = 64 * 1024;
export const tagBytes = 16;
/** A segment as stored, but the last: its ciphertext and its tag. */
export const sealedSegmentBytes = segmentBytes + tagBytes;
/** The counter has 4 bytes: 2^32 segments, far beyond any document the portal takes. */
export const maxSegments = 2 ** 32;

/** How many segments a document of `plainBytes` is sealed in: at least one. */
export function segmentCount(plainBytes: number): number {
  checkSize(plainBytes);
  return Math.max(1, Math.ceil(plainBytes / segmentBytes));
}

/** The object's size in bytes: the header, the document, and a tag per segment. */
export function segmentedSealedSize(plainBytes: number): number {
  return headerBytes + plainBytes + segmentCount(plainBytes) * tagBytes;
}

/** The 12-byte GCM nonce of segment `index`: the prefix, the counter, the last flag. */
export function segmentNonce(noncePrefix: Buffer, index: number, last: boolean): Buffer {
  if (noncePrefix.length !== noncePrefixBytes) {
    throw new RangeError(`A nonce prefix has ${noncePrefixBytes} bytes`);
  }
  if (!Number.isInteger(index) || index < 0 || index >= maxSegments) {
    throw new RangeError('A segment index is a whole number below 2^32');
  }
  const nonce = Buffer.alloc(noncePrefixBytes + 5);
  noncePrefix.copy(nonce, 0);
  nonce.writeUInt32BE(index, noncePrefixBytes);
  nonce[noncePrefixBytes + 4] = last ? 1 : 0;
  return nonce;
}

export function encodeHeader(noncePrefix: Buffer): Buffer {
  if (noncePrefix.length !== noncePrefixBytes) {
    throw new RangeError(`A nonce prefix has ${noncePrefixBytes} bytes`);
  }
  return Buffer.concat([Buffer.from([segmentedFormat]), noncePrefix]);
}

/** The nonce prefix of a header; undefined when it is not a header of this format. */
export function decodeHeader(header: Buffer): Buffer | undefined {
  if (header.length !== headerBytes || header[0] !== segmentedFormat) return undefined;
  return Buffer.from(header.subarray(1));
}

/**
 * How many of `buffered` bytes (the object past its header, not yet opened) are segments
 * that can be opened now, none of them the last: only whole segments, and never the final
 * bytes, which may be the last segment until the object is known to go on.
 */
export function openableSegments(buffered: number): number {
  return buffered > sealedSegmentBytes ? Math.floor((buffered - 1) / sealedSegmentBytes) : 0;
}

/**
 * How many of `buffered` plain bytes, not yet sealed, can be sealed now as segments that are
 * not the last: whole segments only, and never the final ones until a byte beyond them arrives.
 */
export function sealableSegments(buffered: number): number {
  return buffered > segmentBytes ? Math.floor((buffered - 1) / segmentBytes) : 0;
}

function checkSize(plainBytes: number) {
  if (!Number.isSafeInteger(plainBytes) || plainBytes < 0) {
    throw new RangeError('A size is a whole number of bytes');
  }
}

/**
 * An object that does not open whole: altered, cut short, another document's, or sealed with
 * another key. It says where, never what: `segment` is the index of the first segment that
 * failed (undefined for the header, or for an object of format 1, which has one tag only).
 */
export class ObjectNotOpened extends Error {
  constructor(
    readonly segment: number | undefined,
    readonly reason: string,
  ) {
    super(
      `The document's object does not open: ${segment === undefined ? reason : `segment ${segment} ${reason}`}`,
    );
    this.name = 'ObjectNotOpened';
  }
}
