// The browsers an account signed in from (docs/product/second-factor.md), known by the hash of
// their device cookie's id, and the challenges a session's second step or a set-up waits on.
import { and, count, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { accountDevices, sessionChallenges } from './schema/second-factor.ts';

export interface KnownDevice {
  browser: string;
  rememberedUntil: Date | null;
}

export async function findDevice(
  db: Database,
  accountId: string,
  deviceHash: string,
): Promise<KnownDevice | undefined> {
  const [row] = await db
    .select({ browser: accountDevices.browser, rememberedUntil: accountDevices.rememberedUntil })
    .from(accountDevices)
    .where(and(eq(accountDevices.accountId, accountId), eq(accountDevices.deviceHash, deviceHash)));
  return row;
}

/**
 * A sign-in completed from this browser: known from now on, remembered until `rememberUntil`
 * when it is given (else as it was). Answers whether the browser was new to the account.
 */
export async function recordDevice(
  db: Database,
  device: { accountId: string; deviceHash: string; browser: string; rememberUntil: Date | null },
  now: Date,
): Promise<{ isNew: boolean }> {
  const [row] = await db
    .insert(accountDevices)
    .values({
      accountId: device.accountId,
      deviceHash: device.deviceHash,
      browser: device.browser,
      firstSeenAt: now,
      lastSeenAt: now,
      rememberedUntil: device.rememberUntil,
    })
    .onConflictDoUpdate({
      target: [accountDevices.accountId, accountDevices.deviceHash],
      set: {
        browser: device.browser,
        lastSeenAt: now,
        ...(device.rememberUntil ? { rememberedUntil: device.rememberUntil } : {}),
      },
    })
    // PostgreSQL gives a row this statement inserted xmax 0, and one it updated its own
    // transaction's id. Comparing the first and last sightings would take two sign-ins in the
    // same instant (a test's still clock) for two first ones.
    .returning({ isNew: sql<boolean>`(${accountDevices}.xmax = 0)` });
  return { isNew: row?.isNew ?? false };
}

/** 'Forget all devices', and the password reset: every browser of the account asks again. */
export async function forgetDevices(db: Database, accountId: string): Promise<number> {
  const rows = await db
    .update(accountDevices)
    .set({ rememberedUntil: null })
    .where(and(eq(accountDevices.accountId, accountId), isNotNull(accountDevices.rememberedUntil)))
    .returning({ id: accountDevices.id });
  return rows.length;
}

export async function countRememberedDevices(
  db: Database,
  accountId: string,
  now: Date,
): Promise<number> {
  const [row] = await db
    .select({ remembered: count() })
    .from(accountDevices)
    .where(and(eq(accountDevices.accountId, accountId), gt(accountDevices.rememberedUntil, now)));
  return row?.remembered ?? 0;
}

// Challenges

export type ChallengePurpose = (typeof sessionChallenges.$inferSelect)['purpose'];

export interface Challenge {
  value: string;
  expiresAt: Date;
  sends: number;
  lastSentAt: Date | null;
}

export async function findChallenge(
  db: Database,
  sessionIdHash: string,
  purpose: ChallengePurpose,
): Promise<Challenge | undefined> {
  const [row] = await db
    .select({
      value: sessionChallenges.value,
      expiresAt: sessionChallenges.expiresAt,
      sends: sessionChallenges.sends,
      lastSentAt: sessionChallenges.lastSentAt,
    })
    .from(sessionChallenges)
    .where(
      and(
        eq(sessionChallenges.sessionIdHash, sessionIdHash),
        eq(sessionChallenges.purpose, purpose),
      ),
    );
  return row;
}

/** Sets the session's challenge of `purpose`, replacing the one before. */
export async function putChallenge(
  db: Database,
  sessionIdHash: string,
  purpose: ChallengePurpose,
  challenge: Challenge,
): Promise<void> {
  await db
    .insert(sessionChallenges)
    .values({ sessionIdHash, purpose, ...challenge })
    .onConflictDoUpdate({
      target: [sessionChallenges.sessionIdHash, sessionChallenges.purpose],
      set: challenge,
    });
}

/**
 * Takes the session's challenge of `purpose` away as it answers it: each challenge is checked
 * once, so a replayed answer finds none.
 */
export async function takeChallenge(
  db: Database,
  sessionIdHash: string,
  purpose: ChallengePurpose,
  now: Date,
): Promise<string | undefined> {
  const [row] = await db
    .delete(sessionChallenges)
    .where(
      and(
        eq(sessionChallenges.sessionIdHash, sessionIdHash),
        eq(sessionChallenges.purpose, purpose),
      ),
    )
    .returning({ value: sessionChallenges.value, expiresAt: sessionChallenges.expiresAt });
  return row && row.expiresAt.getTime() > now.getTime() ? row.value : undefined;
}
