import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { newDocumentKey, openDocumentKey, openedStream, sealedStream } from './document-cipher.ts';

const dataKey = 'test-data-key-0123456789abcdef012345';
const id = '6b1c2a9e-3b7d-4c1e-9a55-2d0c8e7f4b10';

const seal = (plain: Buffer[], key: Buffer) => buffer(sealedStream(Readable.from(plain), key, id));
const open = (sealed: Buffer[], key: Buffer, documentId = id) =>
  buffer(openedStream(Readable.from(sealed), key, documentId));

describe('document cipher', () => {
  const { key, wrapped } = newDocumentKey(dataKey);

  it('wraps the data key with DATA_KEY and opens it again', () => {
    expect(wrapped).not.toContain(key.toString('base64url'));
    expect(openDocumentKey(dataKey, wrapped)).toEqual(key);
  });

  it('round-trips bytes in any chunking, and the sealed bytes are not the plain ones', async () => {
    const plain = Buffer.from('%PDF-1.7 a medical certificate '.repeat(5000));
    const sealed = await seal(
      [plain.subarray(0, 7), plain.subarray(7, 70_000), plain.subarray(70_000)],
      key,
    );
    expect(sealed.length).toBe(plain.length + 28);
    expect(sealed.includes(Buffer.from('medical certificate'))).toBe(false);
    const oneByteChunks = [...sealed.subarray(0, 40)].map((byte) => Buffer.from([byte]));
    expect(await open([...oneByteChunks, sealed.subarray(40)], key)).toEqual(plain);
  });

  it('seals an empty stream too', async () => {
    expect(await open([await seal([], key)], key)).toEqual(Buffer.alloc(0));
  });

  it('refuses an altered object, another document id, or a cut one', async () => {
    const sealed = await seal([Buffer.from('%PDF-1.7 hello')], key);
    const altered = Buffer.from(sealed);
    altered[14] = (altered[14] ?? 0) ^ 1;
    await expect(open([altered], key)).rejects.toThrow();
    await expect(open([sealed], key, '00000000-0000-4000-8000-000000000000')).rejects.toThrow();
    await expect(open([sealed.subarray(0, sealed.length - 1)], key)).rejects.toThrow();
  });
});
