// Recovery codes (docs/product/second-factor.md): ten per account, 50 random bits each, shown once
// and stored only as keyed hashes (HASH_KEY, bound to the account), each good once. New ones end
// the old.

import { randomInt } from 'node:crypto';
import {
  formatRecoveryCode,
  normalizeRecoveryCode,
  secondFactorRules,
} from '#domain/second-factor/second-factor-rules';
import { replaceRecoveryCodes, useRecoveryCode } from '#server/db/second-factor-repository';
import type { Database } from '#server/db/client';
import { keyedHash } from '#server/crypto/keyed-hash';

/** The stored form of a code as issued (`XXXXX-XXXXX`): the same code of another account differs. */
export function recoveryCodeHash(hashKey: string, accountId: string, code: string): string {
  return keyedHash(hashKey, `recovery-code:${accountId}`, code);
}

/** Ten new codes, in the caller's transaction: the old ones, used or not, end. */
export async function issueRecoveryCodes(
  db: Database,
  hashKey: string,
  accountId: string,
  now: Date,
): Promise<string[]> {
  const codes = new Set<string>();
  while (codes.size < secondFactorRules.recoveryCodeCount) {
    const values = Array.from({ length: secondFactorRules.recoveryCodeLength }, () =>
      randomInt(32),
    );
    codes.add(formatRecoveryCode(values));
  }
  const issued = [...codes];
  await replaceRecoveryCodes(
    db,
    accountId,
    issued.map((code) => recoveryCodeHash(hashKey, accountId, code)),
    now,
  );
  return issued;
}

/**
 * The second step's check of a recovery code, however it was typed (case, spaces, dashes):
 * one of the account's unused codes, used up as it passes.
 */
export async function checkRecoveryCode(
  db: Database,
  hashKey: string,
  accountId: string,
  typed: string,
  now: Date,
): Promise<boolean> {
  const code = normalizeRecoveryCode(typed);
  if (!code) return false;
  return useRecoveryCode(db, accountId, recoveryCodeHash(hashKey, accountId, code), now);
}
