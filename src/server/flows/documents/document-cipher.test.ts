import { randomBytes } from 'node:crypto';
import { PassThrough, Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { wholeObject } from '#tests/support/whole-object';
import {
  newDocumentKey,
  ObjectNotOpened,
  type ObjectFormat,
  openDocumentKey,
  openedDownload,
  openedStream,
  sealedSize,
  sealedStream,
} from './document-cipher.ts';

const dataKey = 'test-data-key-0123456789abcdef012345';
const id = '6b1c2a9e-3b7d-4c1e-9a55-2d0c8e7f4b10';
const otherId = '00000000-0000-4000-8000-000000000000';
const kib64 = 64 * 1024;
/** Where segment `index` of an object of format 2 starts: after the header and those before. */
const segmentAt = (index: number) => 8 + index * (kib64 + 16);

const { key, wrapped } = newDocumentKey(dataKey);

/** Cut into pieces of `size` bytes, as a stream hands over its chunks. */
function pieces(bytes: Buffer, size: number): Buffer[] {
  const out: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) out.push(bytes.subarray(at, at + size));
  return out;
}

const seal = (plain: Buffer, chunk = 10_000) =>
  buffer(sealedStream(Readable.from(pieces(plain, chunk)), key, id));

/** What an opened stream gave before it ended, and the error it ended with, if any. */
async function received(opened: Readable): Promise<{ bytes: Buffer; error?: unknown }> {
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of opened) chunks.push(chunk as Buffer);
    return { bytes: Buffer.concat(chunks) };
  } catch (error) {
    return { bytes: Buffer.concat(chunks), error };
  }
}

const open = (sealed: Buffer, format: ObjectFormat = 2, documentId = id, chunk = 16_384) =>
  received(openedStream(Readable.from(pieces(sealed, chunk)), key, documentId, format));

function flipped(bytes: Buffer, at: number): Buffer {
  const copy = Buffer.from(bytes);
  copy[at] = (copy[at] ?? 0) ^ 0x01;
  return copy;
}

/** The object with segments `a` and `b` (neither the last) swapped. */
function swapped(sealed: Buffer, a: number, b: number): Buffer {
  const segment = (index: number) => sealed.subarray(segmentAt(index), segmentAt(index + 1));
  const order = [0, 1, 2].map((index) => (index === a ? b : index === b ? a : index));
  return Buffer.concat([
    sealed.subarray(0, 8),
    ...order.map(segment),
    sealed.subarray(segmentAt(3)),
  ]);
}

function expectNotOpened(error: unknown, segment: number | undefined) {
  expect(error).toBeInstanceOf(ObjectNotOpened);
  expect((error as ObjectNotOpened).segment).toBe(segment);
}

describe('document cipher', () => {
  it('wraps the data key with DATA_KEY and opens it again', () => {
    expect(wrapped).not.toContain(key.toString('base64url'));
    expect(openDocumentKey(dataKey, wrapped)).toEqual(key);
  });

  it.each([0, 1, kib64 - 1, kib64, kib64 + 1, 3 * kib64 + 5])(
    'round-trips %i bytes in any chunking, at its computed sealed size',
    async (size) => {
      const plain = randomBytes(size);
      for (const sealChunk of [1_000, kib64, 200_000]) {
        const sealed = await seal(plain, sealChunk);
        expect(sealed.length).toBe(sealedSize(size, 2));
        expect(sealed[0]).toBe(2);
        for (const openChunk of [7, 65_552, 100_000]) {
          if (openChunk === 7 && size > kib64) continue;
          const opened = await open(sealed, 2, id, openChunk);
          expect(opened.error).toBeUndefined();
          expect(opened.bytes.equals(plain)).toBe(true);
        }
      }
    },
  );

  it('never stores the plain bytes, and seals the same document differently each time', async () => {
    const plain = Buffer.from('%PDF-1.7 a medical certificate '.repeat(5000));
    const [first, second] = [await seal(plain), await seal(plain)];
    expect(first.includes(Buffer.from('medical certificate'))).toBe(false);
    expect(first.subarray(1, 8).equals(second.subarray(1, 8))).toBe(false);
    expect(first.subarray(8, 100).equals(second.subarray(8, 100))).toBe(false);
  });

  describe('refuses an object that is not as it was sealed', () => {
    const plain = randomBytes(3 * kib64 + 5);
    let sealed: Buffer;
    const sealedOnce = async () => (sealed ??= await seal(plain));

    it.each([
      ['its format byte', 0, undefined],
      ['its nonce prefix', 4, 0],
      ['the first segment', segmentAt(0) + 100, 0],
      ["the first segment's tag", segmentAt(1) - 1, 0],
    ])('with a byte flipped in %s, before any byte is given', async (_where, at, segment) => {
      const opened = await open(flipped(await sealedOnce(), at));
      expect(opened.bytes.length).toBe(0);
      expectNotOpened(opened.error, segment);
    });

    it.each([
      ['a later segment', segmentAt(2) + 5, 2],
      ["a later segment's tag", segmentAt(3) - 3, 2],
      ['the last segment', segmentAt(3) + 1, 3],
    ])(
      'with a byte flipped in %s, after the segments before it alone',
      async (_where, at, segment) => {
        const opened = await open(flipped(await sealedOnce(), at));
        expectNotOpened(opened.error, segment);
        expect(opened.bytes.equals(plain.subarray(0, segment * kib64))).toBe(true);
      },
    );

    it('without its last segment, or cut at any other segment boundary', async () => {
      const whole = await sealedOnce();
      for (const segments of [3, 2, 1]) {
        const opened = await open(whole.subarray(0, segmentAt(segments)));
        // The segment now at the end was sealed as one that goes on.
        expectNotOpened(opened.error, segments - 1);
        expect(opened.bytes.equals(plain.subarray(0, (segments - 1) * kib64))).toBe(true);
      }
    });

    it('cut short inside a segment, inside the header, or empty', async () => {
      const whole = await sealedOnce();
      const cut = await open(whole.subarray(0, whole.length - 1));
      expectNotOpened(cut.error, 3);
      expect(cut.bytes.equals(plain.subarray(0, 3 * kib64))).toBe(true);
      const inside = await open(whole.subarray(0, segmentAt(2) + 1000));
      expectNotOpened(inside.error, 2);
      expect(inside.bytes.equals(plain.subarray(0, 2 * kib64))).toBe(true);
      for (const length of [0, 5, 8, 8 + 15]) {
        const opened = await open(whole.subarray(0, length));
        expect(opened.bytes.length).toBe(0);
        expect(opened.error).toBeInstanceOf(ObjectNotOpened);
      }
    });

    it('with segments swapped or repeated, or something added at the end', async () => {
      const whole = await sealedOnce();
      const swap = await open(swapped(whole, 1, 2));
      expectNotOpened(swap.error, 1);
      expect(swap.bytes.equals(plain.subarray(0, kib64))).toBe(true);
      const firstTwo = await open(swapped(whole, 0, 1));
      expectNotOpened(firstTwo.error, 0);
      expect(firstTwo.bytes.length).toBe(0);
      const repeated = Buffer.concat([
        whole.subarray(0, segmentAt(2)),
        whole.subarray(segmentAt(1), segmentAt(2)),
        whole.subarray(segmentAt(2)),
      ]);
      const again = await open(repeated);
      expectNotOpened(again.error, 2);
      expect(again.bytes.equals(plain.subarray(0, 2 * kib64))).toBe(true);
      const longer = await open(Buffer.concat([whole, Buffer.from([0])]));
      expect(longer.error).toBeInstanceOf(ObjectNotOpened);
      expect(longer.bytes.equals(plain.subarray(0, 3 * kib64))).toBe(true);
    });

    it("as another document's, or with another key", async () => {
      const other = await open(await sealedOnce(), 2, otherId);
      expectNotOpened(other.error, 0);
      expect(other.bytes.length).toBe(0);
      const anotherKey = newDocumentKey(dataKey).key;
      const opened = await received(
        openedStream(Readable.from([await sealedOnce()]), anotherKey, id, 2),
      );
      expectNotOpened(opened.error, 0);
      expect(opened.bytes.length).toBe(0);
    });

    it('as a download: refused before it starts when its first segment fails', async () => {
      const whole = await sealedOnce();
      for (const [object, segment] of [
        [flipped(whole, 100), 0],
        [flipped(whole, 0), undefined],
        [whole.subarray(0, 20), 0],
      ] as const) {
        const source = Readable.from(pieces(object, 16_384));
        const error = await openedDownload(source, key, id, 2).catch((failure: unknown) => failure);
        expectNotOpened(error, segment);
        expect(source.destroyed).toBe(true);
      }
      const download = await openedDownload(Readable.from([whole]), key, otherId, 2).catch(
        (failure: unknown) => failure,
      );
      expectNotOpened(download, 0);
    });

    it('as a download: started with its first segment checked, ended where a later one fails', async () => {
      const download = await openedDownload(
        Readable.from(pieces(flipped(await sealedOnce(), segmentAt(2) + 5), 16_384)),
        key,
        id,
        2,
      );
      const opened = await received(download);
      expectNotOpened(opened.error, 2);
      expect(opened.bytes.equals(plain.subarray(0, 2 * kib64))).toBe(true);
    });
  });

  it('gives a download whole, and ends the object read with it when the reader leaves', async () => {
    const plain = randomBytes(3 * kib64 + 5);
    const sealed = await seal(plain);
    const whole = await received(await openedDownload(Readable.from([sealed]), key, id, 2));
    expect(whole.bytes.equals(plain)).toBe(true);
    // An object still arriving, whose next bytes are awaited: the reader leaves meanwhile.
    const source = new PassThrough();
    source.write(sealed.subarray(0, segmentAt(1) + 10));
    const download = await openedDownload(source, key, id, 2);
    const reading = download[Symbol.asyncIterator]();
    expect(((await reading.next()).value as Buffer).equals(plain.subarray(0, kib64))).toBe(true);
    await reading.return?.();
    expect(source.destroyed).toBe(true);
  });

  describe('format 1, one GCM over the whole object', () => {
    const plain = randomBytes(3 * kib64 + 5);
    const stored = wholeObject(plain, key, id);

    it('opens as it was sealed, its size the document and 28 bytes', async () => {
      expect(stored.length).toBe(sealedSize(plain.length, 1));
      expect(sealedSize(plain.length, 1)).toBe(plain.length + 28);
      const opened = await open(stored, 1);
      expect(opened.error).toBeUndefined();
      expect(opened.bytes.equals(plain)).toBe(true);
      const download = await received(await openedDownload(Readable.from([stored]), key, id, 1));
      expect(download.bytes.equals(plain)).toBe(true);
      const empty = await open(wholeObject(Buffer.alloc(0), key, id), 1);
      expect(empty.error).toBeUndefined();
      expect(empty.bytes.length).toBe(0);
    });

    it('fails at its end when altered, cut, or opened as another document', async () => {
      for (const object of [flipped(stored, 500), stored.subarray(0, stored.length - 1)]) {
        const opened = await open(object, 1);
        expect(opened.error).toBeInstanceOf(ObjectNotOpened);
        // Its last bytes are held until the tag is checked: never the whole document.
        expect(opened.bytes.length).toBeLessThan(plain.length);
      }
      expect((await open(stored, 1, otherId)).error).toBeInstanceOf(ObjectNotOpened);
    });

    it('is not taken for format 2, nor format 2 for it', async () => {
      expect((await open(stored, 2)).error).toBeInstanceOf(ObjectNotOpened);
      expect((await open(await seal(plain), 1)).error).toBeInstanceOf(ObjectNotOpened);
    });
  });
});
