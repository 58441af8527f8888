// Claims as the employee's calls read and change them. Every lookup goes through the member
// of the logged-in account: another person's claim is not found, exactly like one that does
// not exist (DESIGN.md section 11: ownership is checked on the server).
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from './client.ts';
import { enqueueMessage, type OutgoingMessage } from './outbox-repository.ts';
import { accounts } from './schema/accounts.ts';
import { clients, members } from './schema/census.ts';
import {
  claimDrafts,
  claimEvents,
  claimPayments,
  claims,
  claimsSystemEvents,
  documentRequests,
  documents,
  flowClaimDrafts,
  leaveTime,
} from './schema/claims.ts';

/** The census member of an employee account, or undefined (an employer, or no census link). */
export async function memberOfAccount(
  db: Database,
  accountId: string,
): Promise<{ memberId: string } | undefined> {
  const [row] = await db
    .select({ memberId: accounts.memberId })
    .from(accounts)
    .where(and(eq(accounts.id, accountId), eq(accounts.role, 'employee')));
  return row?.memberId ? { memberId: row.memberId } : undefined;
}

/**
 * The logged-in employee as the claims calls know them: census member, client, name, e-mail.
 * The member is null for an account the census does not list (none is registered that way,
 * but an operator may create one): such an account has no claims.
 */
export async function findEmployee(db: Database, accountId: string) {
  const [row] = await db
    .select({
      accountId: accounts.id,
      memberId: members.id,
      clientId: members.clientId,
      firstName: accounts.firstName,
      email: accounts.email,
    })
    .from(accounts)
    .leftJoin(members, eq(members.id, accounts.memberId))
    .where(and(eq(accounts.id, accountId), eq(accounts.role, 'employee')));
  return row;
}

/** A claim by its number when it belongs to this account's member; undefined otherwise. */
export async function findOwnedClaim(
  db: Database,
  accountId: string,
  claimNumber: string,
): Promise<{ id: string; memberId: string; kind: string; status: string } | undefined> {
  const [row] = await db
    .select({ id: claims.id, memberId: claims.memberId, kind: claims.kind, status: claims.status })
    .from(claims)
    .innerJoin(accounts, eq(accounts.memberId, claims.memberId))
    .where(and(eq(accounts.id, accountId), eq(claims.claimNumber, claimNumber)));
  return row;
}

/** What the service reads of a claim: its row with the client's disability policy. */
export type ClaimRow = typeof claims.$inferSelect;
export type NewClaim = typeof claims.$inferInsert;

const openStatuses = ['submitted', 'in-review', 'information-needed', 'approved'];

/** The member's open claims and leave, newest first (the dashboard's 'Claims and leave'). */
export async function listOpenClaims(db: Database, memberId: string) {
  return db
    .select({
      claimNumber: claims.claimNumber,
      kind: claims.kind,
      status: claims.status,
      schedule: claims.schedule,
      firstDayOfAbsence: claims.firstDayOfAbsence,
      expectedReturn: claims.expectedReturn,
    })
    .from(claims)
    .where(and(eq(claims.memberId, memberId), inArray(claims.status, openStatuses)))
    .orderBy(desc(claims.createdAt), desc(claims.claimNumber));
}

/** Documents asked for and not yet received on the member's claims, soonest due first. */
export async function listOpenDocumentRequests(db: Database, memberId: string) {
  return db
    .select({
      claimNumber: claims.claimNumber,
      documentType: documentRequests.documentType,
      requestedOn: documentRequests.requestedOn,
      dueOn: documentRequests.dueOn,
    })
    .from(documentRequests)
    .innerJoin(claims, eq(claims.id, documentRequests.claimId))
    .where(and(eq(claims.memberId, memberId), isNull(documentRequests.fulfilledAt)))
    .orderBy(asc(documentRequests.dueOn));
}

const paymentColumns = {
  id: claimPayments.id,
  claimNumber: claims.claimNumber,
  periodStart: claimPayments.periodStart,
  periodEnd: claimPayments.periodEnd,
  grossCents: claimPayments.grossCents,
  deductionsCents: claimPayments.deductionsCents,
  netCents: claimPayments.netCents,
  payDate: claimPayments.payDate,
  status: claimPayments.status,
};

/** Every payment of the member's claims, newest first; `limit` for the dashboard's last one. */
export async function listPayments(
  db: Database,
  memberId: string,
  { status, limit }: { status?: string; limit?: number } = {},
) {
  const query = db
    .select(paymentColumns)
    .from(claimPayments)
    .innerJoin(claims, eq(claims.id, claimPayments.claimId))
    .where(
      and(eq(claims.memberId, memberId), status ? eq(claimPayments.status, status) : undefined),
    )
    .orderBy(desc(claimPayments.payDate), desc(claimPayments.periodStart));
  return limit ? query.limit(limit) : query;
}

/** The claims a submission created, found by the browser's idempotency key. */
export async function findSubmission(db: Database, memberId: string, idempotencyKey: string) {
  return db
    .select({ claimNumber: claims.claimNumber, kind: claims.kind })
    .from(claims)
    .where(and(eq(claims.memberId, memberId), eq(claims.idempotencyKey, idempotencyKey)))
    .orderBy(asc(claims.claimNumber));
}

/**
 * Inserts the claims of one submission (call it in a transaction) with their first timeline
 * entry, and links a pair to each other. Answers the numbers in the order given.
 */
export async function insertClaims(
  db: Database,
  newClaims: NewClaim[],
  firstEvent: { at: Date; text: string },
): Promise<{ id: string; claimNumber: string; kind: string }[]> {
  const inserted = await db
    .insert(claims)
    .values(newClaims)
    .returning({ id: claims.id, claimNumber: claims.claimNumber, kind: claims.kind });
  const [first, second] = inserted;
  if (first && second) {
    await db.update(claims).set({ relatedClaimId: second.id }).where(eq(claims.id, first.id));
    await db.update(claims).set({ relatedClaimId: first.id }).where(eq(claims.id, second.id));
  }
  await db.insert(claimEvents).values(
    inserted.map((claim) => ({
      claimId: claim.id,
      at: firstEvent.at,
      status: 'submitted',
      text: firstEvent.text,
    })),
  );
  return inserted;
}

/** The client's short-term disability policy, as the domain's DisabilityPolicy. */
const policyColumns = {
  benefitPercent: clients.stdBenefitPercent,
  weeklyMaximumCents: clients.stdWeeklyMaximumCents,
  eliminationDays: clients.stdEliminationDays,
  maximumWeeks: clients.stdMaximumWeeks,
};

/** Everything the claim page shows of one claim (already known to be the account's). */
export async function loadClaimDetail(db: Database, claimId: string) {
  const [claim] = await db
    .select({
      claim: claims,
      policy: policyColumns,
      hireDate: members.hireDate,
      employeesWithin75Miles: clients.employeesWithin75Miles,
    })
    .from(claims)
    .innerJoin(clients, eq(clients.clientId, claims.clientId))
    .innerJoin(members, eq(members.id, claims.memberId))
    .where(eq(claims.id, claimId));
  if (!claim) return undefined;
  const related = alias(claims, 'related');
  const [timeline, payments, requests, sent, leave, relatedRow] = await Promise.all([
    db
      .select({ at: claimEvents.at, text: claimEvents.text })
      .from(claimEvents)
      .where(eq(claimEvents.claimId, claimId))
      .orderBy(asc(claimEvents.at)),
    db
      .select(paymentColumns)
      .from(claimPayments)
      .innerJoin(claims, eq(claims.id, claimPayments.claimId))
      .where(eq(claimPayments.claimId, claimId))
      .orderBy(desc(claimPayments.payDate)),
    db
      .select({
        documentType: documentRequests.documentType,
        requestedOn: documentRequests.requestedOn,
        dueOn: documentRequests.dueOn,
      })
      .from(documentRequests)
      .where(and(eq(documentRequests.claimId, claimId), isNull(documentRequests.fulfilledAt)))
      .orderBy(asc(documentRequests.dueOn)),
    db
      .select({
        id: documents.id,
        documentType: documents.documentType,
        fileName: documents.fileName,
        receivedAt: documents.createdAt,
      })
      .from(documents)
      .where(eq(documents.claimId, claimId))
      .orderBy(desc(documents.createdAt)),
    db
      .select({ day: leaveTime.day, hours: leaveTime.hours })
      .from(leaveTime)
      .where(eq(leaveTime.claimId, claimId))
      .orderBy(asc(leaveTime.day)),
    claim.claim.relatedClaimId
      ? db
          .select({ claimNumber: related.claimNumber })
          .from(related)
          .where(eq(related.id, claim.claim.relatedClaimId))
      : Promise.resolve([]),
  ]);
  return {
    ...claim,
    timeline,
    payments,
    requests,
    sent,
    leave,
    relatedClaimNumber: relatedRow[0]?.claimNumber ?? null,
  };
}

/**
 * Moves a claim from one status to another with a timeline entry and the notice to the
 * employee, only if it is still in `from` (a concurrent change wins, and this answers false).
 */
export async function changeClaimStatus(
  db: Database,
  change: {
    claimId: string;
    from: string;
    to: string;
    at: Date;
    text: string;
    /** The notice to the employee, an event to the claims system: sent once this commits. */
    messages: OutgoingMessage[];
  },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await setClaimStatus(tx, change))) return false;
    await tx
      .insert(claimEvents)
      .values({ claimId: change.claimId, at: change.at, status: change.to, text: change.text });
    for (const message of change.messages) await enqueueMessage(tx, message, change.at);
    return true;
  });
}

/** An insert of a submission's claims that another insert with the same key beat. */
export function isSubmissionTaken(error: unknown): boolean {
  const cause = (error as { cause?: { code?: unknown; constraint?: unknown } } | undefined)?.cause;
  // 23505: unique_violation.
  return cause?.code === '23505' && cause.constraint === 'claims_submission_unique';
}

const countingStatuses = ['submitted', 'in-review', 'information-needed', 'approved', 'closed'];

/**
 * The member's leave claims that count against the FMLA balance (not withdrawn or denied),
 * each with the intermittent time reported on it.
 */
export async function listLeaveTaken(db: Database, memberId: string) {
  const leaves = await db
    .select({
      id: claims.id,
      schedule: claims.schedule,
      firstDayOfAbsence: claims.firstDayOfAbsence,
      expectedReturn: claims.expectedReturn,
      hoursPerWeek: claims.hoursPerWeek,
      scheduledHoursPerWeek: claims.scheduledHoursPerWeek,
    })
    .from(claims)
    .where(
      and(
        eq(claims.memberId, memberId),
        eq(claims.kind, 'leave'),
        inArray(claims.status, countingStatuses),
      ),
    );
  if (leaves.length === 0) return [];
  const reported = await db
    .select({ claimId: leaveTime.claimId, day: leaveTime.day, hours: leaveTime.hours })
    .from(leaveTime)
    .where(
      inArray(
        leaveTime.claimId,
        leaves.map((leave) => leave.id),
      ),
    );
  return leaves.map((claim) => ({
    claim,
    reported: reported
      .filter((entry) => entry.claimId === claim.id)
      .map(({ day, hours }) => ({ day, hours })),
  }));
}

/** Adds the hours of leave taken on a day; false when that day is already reported. */
export async function insertLeaveTime(
  db: Database,
  entry: { claimId: string; day: string; hours: number; at: Date; text: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(leaveTime)
      .values({ claimId: entry.claimId, day: entry.day, hours: entry.hours, createdAt: entry.at })
      .onConflictDoNothing()
      .returning({ id: leaveTime.id });
    if (inserted.length === 0) return false;
    await tx
      .insert(claimEvents)
      .values({ claimId: entry.claimId, at: entry.at, status: null, text: entry.text });
    return true;
  });
}

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

/** A claim as the claims system's events find it: by number alone, with its policy. */
export async function findClaimForEvent(db: Database, claimNumber: string) {
  const [row] = await db
    .select({
      id: claims.id,
      claimNumber: claims.claimNumber,
      memberId: claims.memberId,
      kind: claims.kind,
      status: claims.status,
      firstDayOfAbsence: claims.firstDayOfAbsence,
      expectedReturn: claims.expectedReturn,
      weeklyEarningsCents: claims.weeklyEarningsCents,
      contactEmail: claims.contactEmail,
      policy: policyColumns,
    })
    .from(claims)
    .innerJoin(clients, eq(clients.clientId, claims.clientId))
    .where(eq(claims.claimNumber, claimNumber));
  return row;
}

/** The last payment period of a claim, for the next one the claims desk issues. */
export async function lastPaymentPeriodEnd(db: Database, claimId: string) {
  const [row] = await db
    .select({ periodEnd: claimPayments.periodEnd })
    .from(claimPayments)
    .where(eq(claimPayments.claimId, claimId))
    .orderBy(desc(claimPayments.periodEnd))
    .limit(1);
  return row?.periodEnd;
}

/** Sets a claim's status if it is still `from`; false when it changed meanwhile. */
export async function setClaimStatus(
  db: Database,
  change: { claimId: string; from: string; to: string; at: Date },
): Promise<boolean> {
  const updated = await db
    .update(claims)
    .set({ status: change.to, updatedAt: change.at })
    .where(and(eq(claims.id, change.claimId), eq(claims.status, change.from)))
    .returning({ id: claims.id });
  return updated.length > 0;
}

/** Records a claims system event id; false when it was applied before. */
export async function recordSystemEvent(
  db: Database,
  event: { eventId: string; type: string; claimId: string; receivedAt: Date },
): Promise<boolean> {
  const inserted = await db
    .insert(claimsSystemEvents)
    .values(event)
    .onConflictDoNothing()
    .returning({ eventId: claimsSystemEvents.eventId });
  return inserted.length > 0;
}

/** A payment the claims system issued, or a later word about it (sent, cancelled). */
export async function upsertPayment(
  db: Database,
  payment: typeof claimPayments.$inferInsert & { externalId: string },
): Promise<void> {
  await db
    .insert(claimPayments)
    .values(payment)
    .onConflictDoUpdate({
      target: claimPayments.externalId,
      set: {
        status: payment.status,
        payDate: payment.payDate,
        grossCents: payment.grossCents,
        deductionsCents: payment.deductionsCents,
        netCents: payment.netCents,
      },
    });
}

export async function insertDocumentRequest(
  db: Database,
  request: typeof documentRequests.$inferInsert,
): Promise<void> {
  await db.insert(documentRequests).values(request);
}

/** Adds a timeline entry that changes no status. */
export async function insertClaimEvent(
  db: Database,
  event: { claimId: string; at: Date; text: string; status?: string | null },
): Promise<void> {
  await db.insert(claimEvents).values({ status: null, ...event });
}

/**
 * Who is told of a change on a claim: the e-mail of the member's account, or else the address
 * given when the claim was filed without registering.
 */
export async function findNoticeRecipient(
  db: Database,
  claim: { memberId: string; contactEmail: string | null },
) {
  const [row] = await db
    .select({ firstName: members.firstName, email: accounts.email })
    .from(members)
    .leftJoin(accounts, and(eq(accounts.memberId, members.id), eq(accounts.role, 'employee')))
    .where(eq(members.id, claim.memberId));
  const email = row?.email ?? claim.contactEmail;
  return row && email ? { firstName: row.firstName, email } : undefined;
}

/** The client of a census member: a claim filed without registering is the member's. */
export async function findMemberClient(db: Database, memberId: string) {
  const [row] = await db
    .select({ clientId: members.clientId })
    .from(members)
    .where(eq(members.id, memberId));
  return row?.clientId;
}
