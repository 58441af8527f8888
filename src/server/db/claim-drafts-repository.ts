// The claim wizard's drafts (docs/product/claims.md and docs/product/public-claim.md): an
// account's, or the flow's of a claim filed without registering; the answers sealed by the service
// before they come here.
import { eq } from 'drizzle-orm';
import type { Database } from './client.ts';
import { claimDrafts, flowClaimDrafts } from './schema/claims.ts';

export interface StoredDraft {
  step: string;
  answersSealed: string;
  idempotencyKey: string;
}

/** Whose draft: a logged-in account's, or the flow of a claim filed without registering. */
export type DraftOwner = { accountId: string } | { transactionId: string };

/** The draft table of an owner, and the condition that finds the owner's row. */
function draftsOf(owner: DraftOwner) {
  return 'accountId' in owner
    ? { table: claimDrafts, where: eq(claimDrafts.accountId, owner.accountId) }
    : { table: flowClaimDrafts, where: eq(flowClaimDrafts.transactionId, owner.transactionId) };
}

export async function findDraft(db: Database, owner: DraftOwner): Promise<StoredDraft | undefined> {
  const { table, where } = draftsOf(owner);
  const [row] = await db
    .select({
      step: table.step,
      answersSealed: table.answersSealed,
      idempotencyKey: table.idempotencyKey,
    })
    .from(table)
    .where(where);
  return row;
}

/** Writes the owner's draft: in place of the one there (`replace`), or only if none is. */
async function writeDraft(
  db: Database,
  owner: DraftOwner,
  draft: StoredDraft,
  { at, replace }: { at: Date; replace: boolean },
): Promise<void> {
  const row = { ...draft, updatedAt: at };
  // The idempotency key of the first write stays.
  const set = { step: draft.step, answersSealed: draft.answersSealed, updatedAt: at };
  if ('accountId' in owner) {
    const insert = db.insert(claimDrafts).values({ ...row, accountId: owner.accountId });
    await (replace
      ? insert.onConflictDoUpdate({ target: claimDrafts.accountId, set })
      : insert.onConflictDoNothing());
  } else {
    const insert = db
      .insert(flowClaimDrafts)
      .values({ ...row, transactionId: owner.transactionId });
    await (replace
      ? insert.onConflictDoUpdate({ target: flowClaimDrafts.transactionId, set })
      : insert.onConflictDoNothing());
  }
}

/** Keeps a new draft unless the owner has one already; answers the one kept. */
export async function startDraft(
  db: Database,
  owner: DraftOwner,
  draft: StoredDraft,
  at: Date,
): Promise<StoredDraft> {
  await writeDraft(db, owner, draft, { at, replace: false });
  return (await findDraft(db, owner)) ?? draft;
}

/** Keeps the draft of an owner; the idempotency key of the first save stays. */
export async function saveDraft(
  db: Database,
  owner: DraftOwner,
  draft: StoredDraft,
  at: Date,
): Promise<void> {
  await writeDraft(db, owner, draft, { at, replace: true });
}

export async function deleteDraft(db: Database, owner: DraftOwner): Promise<void> {
  const { table, where } = draftsOf(owner);
  await db.delete(table).where(where);
}
