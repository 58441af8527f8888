// One-time codes: 6 digits from a CSPRNG, stored only as an HMAC bound to their flow, so a
// code of another flow never matches and a copy of the table gives no codes.

import { randomInt } from 'node:crypto';
import { oneTimeCodeRules } from '#domain/shared/one-time-code';
import { constantTimeEqual, keyedHash } from './keyed-hash.ts';

export function newOneTimeCode(): string {
  return String(randomInt(0, 10 ** oneTimeCodeRules.length)).padStart(oneTimeCodeRules.length, '0');
}

export function oneTimeCodeHash(dataKey: string, transactionId: string, code: string): string {
  return keyedHash(dataKey, `one-time-code:${transactionId}`, code);
}

export function oneTimeCodeMatches(
  dataKey: string,
  transactionId: string,
  code: string,
  storedHash: string,
): boolean {
  return constantTimeEqual(oneTimeCodeHash(dataKey, transactionId, code), storedHash);
}
