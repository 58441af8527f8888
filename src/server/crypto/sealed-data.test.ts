import { describe, expect, it } from 'vitest';
import { keyOfSealed, openBytes, openText, sealBytes, sealText } from './sealed-data.ts';

const key = 'a-data-key-of-the-tests';

describe('sealed data', () => {
  it('opens what it sealed, and seals the same text differently each time', () => {
    const first = sealText(key, 'claim-draft', 'account 000123456789');
    const second = sealText(key, 'claim-draft', 'account 000123456789');
    expect(first).not.toBe(second);
    expect(first).not.toContain('000123456789');
    expect(openText(key, 'claim-draft', first)).toBe('account 000123456789');
  });

  it('refuses another key, another purpose and an altered value', () => {
    const sealed = sealBytes(key, 'document-key', Buffer.from([1, 2, 3]));
    expect(() => openBytes('another-key', 'document-key', sealed)).toThrow();
    expect(() => openBytes(key, 'claim-draft', sealed)).toThrow();
    // One bit of the ciphertext flipped: changing the text's last characters may not change
    // a byte, since base64url's last character carries padding bits.
    const raw = Buffer.from(sealed.slice('v1.'.length), 'base64url');
    raw.writeUInt8(raw.readUInt8(raw.length - 1) ^ 1, raw.length - 1);
    const altered = `v1.${raw.toString('base64url')}`;
    expect(altered).not.toBe(sealed);
    expect(() => openBytes(key, 'document-key', altered)).toThrow();
    expect(() => openBytes(key, 'document-key', 'plain')).toThrow('Not a sealed value');
  });
});

describe('the key ring', () => {
  const current = 'the-current-data-key-of-the-tests-0123';
  const previous = 'the-previous-data-key-of-the-tests-012';
  const ring = { current, previous: [previous] };

  it('seals with the current key alone', () => {
    const sealed = sealText(ring, 'claim-draft', 'answers');
    expect(openText(current, 'claim-draft', sealed)).toBe('answers');
    expect(() => openText(previous, 'claim-draft', sealed)).toThrow();
  });

  it('opens with a previous key what it sealed, and says which key opened a value', () => {
    const old = sealText(previous, 'claim-draft', 'old answers');
    expect(openText(ring, 'claim-draft', old)).toBe('old answers');
    expect(keyOfSealed(ring, 'claim-draft', old)).toEqual({
      key: 'previous',
      plain: Buffer.from('old answers'),
    });
    expect(keyOfSealed(ring, 'claim-draft', sealText(current, 'claim-draft', 'x')).key).toBe(
      'current',
    );
  });

  it('refuses a value no key of the ring sealed, without naming a key', () => {
    const stray = sealText('a-key-of-no-ring-0123456789abcdefgh', 'claim-draft', 'x');
    expect(keyOfSealed(ring, 'claim-draft', stray)).toEqual({ key: 'none' });
    expect(() => openText(ring, 'claim-draft', stray)).toThrow(
      'The sealed value does not open with DATA_KEY',
    );
    try {
      openText(ring, 'claim-draft', stray);
    } catch (error) {
      expect(String(error)).not.toContain(current);
      expect(String(error)).not.toContain(previous);
    }
    // A previous key opens only for the purpose it sealed for.
    const old = sealText(previous, 'claim-draft', 'x');
    expect(keyOfSealed(ring, 'document-key', old)).toEqual({ key: 'none' });
  });
});
