// An account's second factors (docs/product/second-factor.md): passkeys, its authenticator app and
// its recovery codes. Every use is a conditional update, so two requests racing with one code, one
// app step or one passkey counter cannot both pass.
import { and, asc, count, eq, isNull, lt, max, min, or, sql } from 'drizzle-orm';
import type { FactorKind } from '#domain/second-factor/second-factor-rules';
import type { Database } from './client.ts';
import { accountFactors, recoveryCodes } from './schema/second-factor.ts';

/** What 'Confirm it's you' needs to know of an account's factors. */
export interface FactorCounts {
  passkeys: number;
  app: boolean;
  recoveryCodesLeft: number;
}

export async function countFactors(db: Database, accountId: string): Promise<FactorCounts> {
  const [factors] = await db
    .select({
      passkeys: sql<number>`count(*) filter (where ${accountFactors.kind} = 'passkey')::int`,
      apps: sql<number>`count(*) filter (where ${accountFactors.kind} = 'app')::int`,
    })
    .from(accountFactors)
    .where(eq(accountFactors.accountId, accountId));
  const [codes] = await db
    .select({ left: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.accountId, accountId), isNull(recoveryCodes.usedAt)));
  return {
    passkeys: factors?.passkeys ?? 0,
    app: (factors?.apps ?? 0) > 0,
    recoveryCodesLeft: codes?.left ?? 0,
  };
}

export interface FactorRow {
  id: string;
  kind: FactorKind;
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}

/** The account's factors as the security page lists them, oldest first. */
export async function listFactors(db: Database, accountId: string): Promise<FactorRow[]> {
  return db
    .select({
      id: accountFactors.id,
      kind: accountFactors.kind,
      name: accountFactors.name,
      createdAt: accountFactors.createdAt,
      lastUsedAt: accountFactors.lastUsedAt,
    })
    .from(accountFactors)
    .where(eq(accountFactors.accountId, accountId))
    .orderBy(asc(accountFactors.createdAt), asc(accountFactors.id));
}

/** Removes one of the account's factors; false when it has no such factor. */
export async function removeFactor(
  db: Database,
  accountId: string,
  factorId: string,
): Promise<FactorRow | undefined> {
  const [row] = await db
    .delete(accountFactors)
    .where(and(eq(accountFactors.accountId, accountId), eq(accountFactors.id, factorId)))
    .returning({
      id: accountFactors.id,
      kind: accountFactors.kind,
      name: accountFactors.name,
      createdAt: accountFactors.createdAt,
      lastUsedAt: accountFactors.lastUsedAt,
    });
  return row;
}

// Passkeys

export interface StoredPasskey {
  id: string;
  credentialId: string;
  publicKey: string;
  signCount: number;
  transports: string[];
}

function passkeyOf(row: {
  id: string;
  credentialId: string | null;
  publicKey: string | null;
  signCount: number | null;
  transports: string | null;
}): StoredPasskey {
  return {
    id: row.id,
    credentialId: row.credentialId ?? '',
    publicKey: row.publicKey ?? '',
    signCount: row.signCount ?? 0,
    transports: row.transports ? row.transports.split(',') : [],
  };
}

const passkeyColumns = {
  id: accountFactors.id,
  credentialId: accountFactors.credentialId,
  publicKey: accountFactors.publicKey,
  signCount: accountFactors.signCount,
  transports: accountFactors.transports,
};

export async function listPasskeys(db: Database, accountId: string): Promise<StoredPasskey[]> {
  const rows = await db
    .select(passkeyColumns)
    .from(accountFactors)
    .where(and(eq(accountFactors.accountId, accountId), eq(accountFactors.kind, 'passkey')));
  return rows.map(passkeyOf);
}

export async function findPasskey(
  db: Database,
  accountId: string,
  credentialId: string,
): Promise<StoredPasskey | undefined> {
  const [row] = await db
    .select(passkeyColumns)
    .from(accountFactors)
    .where(
      and(
        eq(accountFactors.accountId, accountId),
        eq(accountFactors.kind, 'passkey'),
        eq(accountFactors.credentialId, credentialId),
      ),
    );
  return row ? passkeyOf(row) : undefined;
}

export interface NewPasskey {
  name: string;
  credentialId: string;
  publicKey: string;
  signCount: number;
  transports: string[];
}

/** Adds a passkey; false when that credential is registered already (to any account). */
export async function insertPasskey(
  db: Database,
  accountId: string,
  passkey: NewPasskey,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .insert(accountFactors)
    .values({
      accountId,
      kind: 'passkey',
      name: passkey.name,
      credentialId: passkey.credentialId,
      publicKey: passkey.publicKey,
      signCount: passkey.signCount,
      transports: passkey.transports.join(','),
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: accountFactors.id });
  return rows.length === 1;
}

/**
 * A passkey confirmed a sign-in with `signCount`. Refused (false) unless the counter went up,
 * or both are 0 (an authenticator that keeps no counter): a lower or equal one is a clone's.
 */
export async function usePasskey(
  db: Database,
  factorId: string,
  signCount: number,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(accountFactors)
    .set({ signCount, lastUsedAt: now })
    .where(
      and(
        eq(accountFactors.id, factorId),
        or(
          lt(accountFactors.signCount, signCount),
          and(eq(accountFactors.signCount, 0), sql`${signCount} = 0`),
        ),
      ),
    )
    .returning({ id: accountFactors.id });
  return rows.length === 1;
}

// The authenticator app

export interface StoredApp {
  id: string;
  secretSealed: string;
  lastUsedStep: number | null;
}

export async function findApp(db: Database, accountId: string): Promise<StoredApp | undefined> {
  const [row] = await db
    .select({
      id: accountFactors.id,
      secretSealed: accountFactors.secretSealed,
      lastUsedStep: accountFactors.lastUsedStep,
    })
    .from(accountFactors)
    .where(and(eq(accountFactors.accountId, accountId), eq(accountFactors.kind, 'app')));
  return row ? { ...row, secretSealed: row.secretSealed ?? '' } : undefined;
}

/** The app confirmed by its first code at `step`: replaces any app the account had. */
export async function saveApp(
  db: Database,
  accountId: string,
  app: { name: string; secretSealed: string; step: number },
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(accountFactors)
      .where(and(eq(accountFactors.accountId, accountId), eq(accountFactors.kind, 'app')));
    await tx.insert(accountFactors).values({
      accountId,
      kind: 'app',
      name: app.name,
      secretSealed: app.secretSealed,
      lastUsedStep: app.step,
      createdAt: now,
    });
  });
}

/** The app's code of `step` was right: accepted once, and never a step before the last one. */
export async function useAppStep(
  db: Database,
  factorId: string,
  step: number,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(accountFactors)
    .set({ lastUsedStep: step, lastUsedAt: now })
    .where(
      and(
        eq(accountFactors.id, factorId),
        or(isNull(accountFactors.lastUsedStep), lt(accountFactors.lastUsedStep, step)),
      ),
    )
    .returning({ id: accountFactors.id });
  return rows.length === 1;
}

// Recovery codes

/** New codes, by their hashes: the old ones, used or not, end. */
export async function replaceRecoveryCodes(
  db: Database,
  accountId: string,
  codeHashes: readonly string[],
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.accountId, accountId));
    await tx
      .insert(recoveryCodes)
      .values(codeHashes.map((codeHash) => ({ accountId, codeHash, createdAt: now })));
  });
}

/** Uses the code of `codeHash` once: false when it is not the account's or was used. */
export async function useRecoveryCode(
  db: Database,
  accountId: string,
  codeHash: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(recoveryCodes.accountId, accountId),
        eq(recoveryCodes.codeHash, codeHash),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ accountId: recoveryCodes.accountId });
  return rows.length === 1;
}

export async function recoveryCodesState(db: Database, accountId: string) {
  const [row] = await db
    .select({
      left: sql<number>`count(*) filter (where ${recoveryCodes.usedAt} is null)::int`,
      createdAt: min(recoveryCodes.createdAt),
      lastUsedAt: max(recoveryCodes.usedAt),
    })
    .from(recoveryCodes)
    .where(eq(recoveryCodes.accountId, accountId));
  return {
    left: row?.left ?? 0,
    createdAt: row?.createdAt ?? null,
    lastUsedAt: row?.lastUsedAt ?? null,
  };
}

/**
 * Recovery by the password reset with identity proofing: every factor and every recovery
 * code of the account end (its remembered browsers: devices-repository.ts). Answers whether
 * there was any.
 */
export async function removeEverySecondFactor(db: Database, accountId: string): Promise<boolean> {
  const factors = await db
    .delete(accountFactors)
    .where(eq(accountFactors.accountId, accountId))
    .returning({ id: accountFactors.id });
  const codes = await db
    .delete(recoveryCodes)
    .where(eq(recoveryCodes.accountId, accountId))
    .returning({ accountId: recoveryCodes.accountId });
  return factors.length > 0 || codes.length > 0;
}
