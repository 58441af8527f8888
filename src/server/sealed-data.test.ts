import { describe, expect, it } from 'vitest';
import { openBytes, openText, sealBytes, sealText } from './sealed-data.ts';

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
    const altered = `${sealed.slice(0, -2)}${sealed.endsWith('A') ? 'B' : 'A'}A`;
    expect(() => openBytes(key, 'document-key', altered)).toThrow();
    expect(() => openBytes(key, 'document-key', 'plain')).toThrow('Not a sealed value');
  });
});
