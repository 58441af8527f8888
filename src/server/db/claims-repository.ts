// Claims as the employee's calls read and change them. Every lookup goes through the member
// of the logged-in account: another person's claim is not found, exactly like one that does
// not exist (docs/security.md#how-access-is-tested: ownership is checked on the server).
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Database, isUniqueViolation } from './client.ts';
import { enqueueMessage, type OutgoingMessage } from './outbox-repository.ts';
import { disabilityPolicyOf, memberRecord, shortTermPlanOf } from './coverage-repository.ts';
import { accounts } from './schema/accounts.ts';
import { plans } from './schema/coverage.ts';
import { members } from './schema/census.ts';
import {
  claimEvents,
  claimPayments,
  claims,
  documentRequests,
  leaveTime,
} from './schema/claims.ts';
import { documents } from '#server/db/schema/documents';
import { type ClaimStatus, openClaimStatuses } from '#domain/shared/claim-terms';

/** A claim by its number when it belongs to this account's member; undefined otherwise. */
export async function findOwnedClaim(db: Database, accountId: string, claimNumber: string) {
  const [row] = await db
    .select({
      id: claims.id,
      memberId: claims.memberId,
      kind: claims.kind,
      status: claims.status,
      // What 'Report time taken' asks of a leave (src/domain/claims/bonding-schedule.ts).
      reason: claims.reason,
      schedule: claims.schedule,
      employerAgreesToSchedule: claims.employerAgreesToSchedule,
    })
    .from(claims)
    .innerJoin(accounts, eq(accounts.memberId, claims.memberId))
    .where(and(eq(accounts.id, accountId), eq(claims.claimNumber, claimNumber)));
  return row;
}

/**
 * What an appeal is judged on: the employee's claim (undefined when it is not theirs), whether
 * it was appealed, and its status history, where its denials are.
 */
export async function findAppealFacts(db: Database, accountId: string, claimNumber: string) {
  const [owned] = await db
    .select({
      id: claims.id,
      kind: claims.kind,
      status: claims.status,
      appealReceivedAt: claims.appealReceivedAt,
    })
    .from(claims)
    .innerJoin(accounts, eq(accounts.memberId, claims.memberId))
    .where(and(eq(accounts.id, accountId), eq(claims.claimNumber, claimNumber)));
  if (!owned) return undefined;
  const history = await db
    .select({ at: claimEvents.at, status: claimEvents.status })
    .from(claimEvents)
    .where(eq(claimEvents.claimId, owned.id))
    .orderBy(asc(claimEvents.at));
  return { ...owned, history };
}

/** What the service reads of a claim: its row with the client's disability policy. */
export type ClaimRow = typeof claims.$inferSelect;
export type NewClaim = typeof claims.$inferInsert;

/** The dashboard's claims: the open ones, and those whose appeal waits for its decision. */
const dashboardStatuses: ClaimStatus[] = [...openClaimStatuses, 'appeal-in-review'];

/** The member's open claims and leave, newest first (the dashboard's 'Claims and leave'). */
export async function listOpenClaims(db: Database, memberId: string) {
  return db
    .select({
      claimNumber: claims.claimNumber,
      kind: claims.kind,
      status: claims.status,
      schedule: claims.schedule,
      reason: claims.reason,
      employerAgreesToSchedule: claims.employerAgreesToSchedule,
      firstDayOfAbsence: claims.firstDayOfAbsence,
      expectedReturn: claims.expectedReturn,
      decisionExtensions: claims.decisionExtensions,
      appealReceivedAt: claims.appealReceivedAt,
      createdAt: claims.createdAt,
    })
    .from(claims)
    .where(and(eq(claims.memberId, memberId), inArray(claims.status, dashboardStatuses)))
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

/** Everything the claim page shows of one claim (already known to be the account's). */
export async function loadClaimDetail(db: Database, claimId: string) {
  const [claim] = await db
    .select({
      claim: claims,
      shortTermFormula: plans.formula,
      hireDate: members.hireDate,
    })
    .from(claims)
    .innerJoin(members, eq(members.id, claims.memberId))
    .leftJoin(plans, shortTermPlanOf(claims.clientId))
    .where(eq(claims.id, claimId));
  if (!claim) return undefined;
  const related = alias(claims, 'related');
  const [timeline, payments, requests, sent, leave, relatedRow] = await Promise.all([
    db
      .select({ at: claimEvents.at, text: claimEvents.text, status: claimEvents.status })
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
  const { shortTermFormula, ...rest } = claim;
  return {
    ...rest,
    /** The client's short-term disability policy; null when it buys none. */
    policy: disabilityPolicyOf(shortTermFormula),
    /** The member's employment rows: the earnings of the estimate before a statement. */
    employment: (await memberRecord(db, claim.claim.memberId)).employment,
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
    /** What else the change records on the claim: an appeal, when it was received. */
    columns?: Pick<NewClaim, 'appealReceivedAt'>;
  },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await setClaimStatus(tx, change))) return false;
    if (change.columns) {
      await tx.update(claims).set(change.columns).where(eq(claims.id, change.claimId));
    }
    await tx
      .insert(claimEvents)
      .values({ claimId: change.claimId, at: change.at, status: change.to, text: change.text });
    for (const message of change.messages) await enqueueMessage(tx, message, change.at);
    return true;
  });
}

/** An insert of a submission's claims that another insert with the same key beat. */
export function isSubmissionTaken(error: unknown): boolean {
  return isUniqueViolation(error, 'claims_submission_unique');
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
/**
 * Holds the member's row until the transaction ends, so that two reports of leave time at
 * the same moment (two tabs, two instances) check the balance one after the other.
 */
export async function lockMemberLeave(tx: Database, memberId: string): Promise<void> {
  await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
}

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

/** The client of a census member: a claim filed without registering is the member's. */
export async function findMemberClient(db: Database, memberId: string) {
  const [row] = await db
    .select({ clientId: members.clientId })
    .from(members)
    .where(eq(members.id, memberId));
  return row?.clientId;
}
