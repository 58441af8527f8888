import { expect, it } from 'vitest';
import { loadCommonPasswords } from './common-passwords.ts';

it('blocks common passwords whatever their case, and not the demo one', () => {
  const blocklist = loadCommonPasswords();
  expect(blocklist.isBlocked('Password1')).toBe(true);
  expect(blocklist.isBlocked('QWERTY123')).toBe(true);
  expect(blocklist.isBlocked('Benefits#2024')).toBe(false);
});
