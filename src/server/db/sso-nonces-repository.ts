import { lte } from 'drizzle-orm';
import type { Database } from './client.ts';
import { ssoNonces } from './schema/sso-nonces.ts';

export interface UsedNonce {
  issuer: string;
  nonce: string;
  usedAt: Date;
  expiresAt: Date;
}

/**
 * Records the use of an assertion's nonce. Answers false when the issuer's nonce was used
 * before: of concurrent uses, the one whose row goes in wins and the others wait for it.
 */
export async function useSsoNonce(db: Database, used: UsedNonce): Promise<boolean> {
  const inserted = await db
    .insert(ssoNonces)
    .values(used)
    .onConflictDoNothing()
    .returning({ nonce: ssoNonces.nonce });
  return inserted.length === 1;
}

/** Nonces whose assertions are refused as expired anyway. */
export async function deleteExpiredSsoNonces(db: Database, now: Date): Promise<number> {
  const deleted = await db
    .delete(ssoNonces)
    .where(lte(ssoNonces.expiresAt, now))
    .returning({ nonce: ssoNonces.nonce });
  return deleted.length;
}
