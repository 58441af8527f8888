import { describe, expect, it } from 'vitest';
import { isSameOriginUrl } from './same-origin.ts';

describe('isSameOriginUrl', () => {
  it('accepts relative and same-origin addresses only', () => {
    const origin = 'https://portal.example';
    expect(isSameOriginUrl('/auth/employers/account', origin)).toBe(true);
    expect(isSameOriginUrl('https://portal.example/auth/', origin)).toBe(true);
    expect(isSameOriginUrl('https://evil.example/', origin)).toBe(false);
    expect(isSameOriginUrl('//evil.example/', origin)).toBe(false);
  });
});
