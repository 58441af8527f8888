import { describe, expect, it } from 'vitest';
import {
  decodeHeader,
  encodeHeader,
  headerBytes,
  maxSegments,
  openableSegments,
  sealableSegments,
  sealedSegmentBytes,
  segmentBytes,
  segmentCount,
  segmentedSealedSize,
  segmentNonce,
} from './document-segments.ts';

const prefix = Buffer.from('a1b2c3d4e5f607', 'hex');
const kib64 = 64 * 1024;

describe('the segments of a document in format 2', () => {
  it('has segments of 64 KiB, each sealed with a 16-byte tag, after an 8-byte header', () => {
    expect(segmentBytes).toBe(65_536);
    expect(sealedSegmentBytes).toBe(65_552);
    expect(headerBytes).toBe(8);
  });

  it.each([
    [0, 1, 8 + 0 + 16],
    [1, 1, 8 + 1 + 16],
    [kib64 - 1, 1, 8 + 65_535 + 16],
    [kib64, 1, 8 + 65_536 + 16],
    [kib64 + 1, 2, 8 + 65_537 + 32],
    [3 * kib64 + 5, 4, 8 + 196_613 + 64],
    [10 * 1024 * 1024, 160, 8 + 10_485_760 + 160 * 16],
  ])('seals %i bytes in %i segments, %i bytes in all', (plain, segments, sealed) => {
    expect(segmentCount(plain)).toBe(segments);
    expect(segmentedSealedSize(plain)).toBe(sealed);
  });

  it('refuses a size that is not a whole number of bytes', () => {
    for (const size of [-1, 1.5, Number.NaN]) {
      expect(() => segmentedSealedSize(size)).toThrow(RangeError);
    }
  });

  it('makes the nonce of the prefix, the counter in 4 bytes big-endian and the last flag', () => {
    expect(segmentNonce(prefix, 0, false).toString('hex')).toBe(
      'a1b2c3d4e5f607' + '00000000' + '00',
    );
    expect(segmentNonce(prefix, 1, true).toString('hex')).toBe(
      'a1b2c3d4e5f607' + '00000001' + '01',
    );
    expect(segmentNonce(prefix, 0x01020304, false).toString('hex')).toBe(
      'a1b2c3d4e5f607' + '01020304' + '00',
    );
    expect(segmentNonce(prefix, maxSegments - 1, true).toString('hex')).toBe(
      'a1b2c3d4e5f607' + 'ffffffff' + '01',
    );
  });

  it('gives every segment, and the last flag, a nonce of its own', () => {
    const nonces = new Set<string>();
    for (let index = 0; index < 300; index++) {
      for (const last of [false, true])
        nonces.add(segmentNonce(prefix, index, last).toString('hex'));
    }
    expect(nonces.size).toBe(600);
  });

  it('refuses a counter past 4 bytes, a negative one and a prefix of another length', () => {
    expect(() => segmentNonce(prefix, maxSegments, false)).toThrow(RangeError);
    expect(() => segmentNonce(prefix, -1, false)).toThrow(RangeError);
    expect(() => segmentNonce(prefix, 0.5, false)).toThrow(RangeError);
    expect(() => segmentNonce(prefix.subarray(1), 0, false)).toThrow(RangeError);
    expect(() => encodeHeader(Buffer.alloc(8))).toThrow(RangeError);
  });

  it('writes the header as the format byte 2 and the prefix, and reads only that back', () => {
    const header = encodeHeader(prefix);
    expect(header.toString('hex')).toBe('02a1b2c3d4e5f607');
    expect(decodeHeader(header)).toEqual(prefix);
    expect(decodeHeader(Buffer.from('01a1b2c3d4e5f607', 'hex'))).toBeUndefined();
    expect(decodeHeader(header.subarray(0, 7))).toBeUndefined();
  });

  it('opens a segment only once a byte beyond it shows it is not the last', () => {
    expect(openableSegments(0)).toBe(0);
    expect(openableSegments(sealedSegmentBytes)).toBe(0);
    expect(openableSegments(sealedSegmentBytes + 1)).toBe(1);
    expect(openableSegments(2 * sealedSegmentBytes)).toBe(1);
    expect(openableSegments(2 * sealedSegmentBytes + 16)).toBe(2);
  });

  it('seals a segment only once a byte beyond it shows it is not the last', () => {
    expect(sealableSegments(0)).toBe(0);
    expect(sealableSegments(segmentBytes)).toBe(0);
    expect(sealableSegments(segmentBytes + 1)).toBe(1);
    expect(sealableSegments(3 * segmentBytes)).toBe(2);
    expect(sealableSegments(3 * segmentBytes + 5)).toBe(3);
  });
});
