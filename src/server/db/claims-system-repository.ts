// What the claims system's events read and write (docs/product/claims.md#the-claims-system): a
// claim found by its number alone, the event ids applied, payments, document requests, timeline
// entries and who is told. The service applies an event with these in one transaction.

import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { defaultLanguage } from '#domain/language/language';
import { disabilityPolicyOf, memberRecord, shortTermPlanOf } from './coverage-repository.ts';
import type { Database } from './client.ts';
import { accounts } from './schema/accounts.ts';
import { members } from './schema/census.ts';
import { plans } from './schema/coverage.ts';
import {
  claimEvents,
  claimPayments,
  claims,
  claimsSystemEvents,
  documentRequests,
} from './schema/claims.ts';
import { awaitingDecision } from '#domain/claims/decision-deadline';

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
      decisionExtensions: claims.decisionExtensions,
      appealReceivedAt: claims.appealReceivedAt,
      createdAt: claims.createdAt,
      shortTermFormula: plans.formula,
    })
    .from(claims)
    .leftJoin(plans, shortTermPlanOf(claims.clientId))
    .where(eq(claims.claimNumber, claimNumber));
  if (!row) return undefined;
  const { shortTermFormula, ...claim } = row;
  return {
    ...claim,
    /** The client's short-term disability policy; null when it buys none. */
    policy: disabilityPolicyOf(shortTermFormula),
    /** The member's employment rows: what the desk pays on before a statement. */
    employment: (await memberRecord(db, claim.memberId)).employment,
  };
}

/**
 * One more extension of the time to decide, with its reason, if the claim still has `from`
 * extensions: false when another event changed it meanwhile.
 */
export async function extendDecision(
  db: Database,
  change: { claimId: string; from: number; reason: string },
  at: Date,
): Promise<boolean> {
  const updated = await db
    .update(claims)
    .set({
      decisionExtensions: change.from + 1,
      decisionExtensionReason: change.reason,
      updatedAt: at,
    })
    .where(and(eq(claims.id, change.claimId), eq(claims.decisionExtensions, change.from)))
    .returning({ id: claims.id });
  return updated.length > 0;
}

/**
 * The claims waiting for a decision or for the decision on their appeal, the longest waiting
 * first: what the claims desk lists
 * (at most `limit`; the desk is a development tool, not an examiner's work queue at scale).
 */
export async function listClaimsAwaitingDecision(db: Database, limit: number) {
  return db
    .select({
      claimNumber: claims.claimNumber,
      kind: claims.kind,
      status: claims.status,
      createdAt: claims.createdAt,
      decisionExtensions: claims.decisionExtensions,
      appealReceivedAt: claims.appealReceivedAt,
    })
    .from(claims)
    .where(inArray(claims.status, [...awaitingDecision, 'appeal-in-review']))
    .orderBy(asc(claims.createdAt), asc(claims.claimNumber))
    .limit(limit);
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
 * Who is told of a change on a claim: the e-mail of the member's account in its language, or
 * else the address given when the claim was filed without registering, in English.
 */
export async function findNoticeRecipient(
  db: Database,
  claim: { memberId: string; contactEmail: string | null },
) {
  const [row] = await db
    .select({ firstName: members.firstName, email: accounts.email, language: accounts.language })
    .from(members)
    .leftJoin(accounts, and(eq(accounts.memberId, members.id), eq(accounts.role, 'employee')))
    .where(eq(members.id, claim.memberId));
  const email = row?.email ?? claim.contactEmail;
  const language = (row?.email && row.language) || defaultLanguage;
  return row && email ? { firstName: row.firstName, email, language } : undefined;
}
