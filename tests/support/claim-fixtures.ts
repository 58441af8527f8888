// Claims put straight into a database for tests that need one to exist, as the claims
// system's copy would hold it; no health detail beyond what the columns require. And the
// wizard's answers of a claim as a person files it, for tests that go through the calls.

import { eq } from 'drizzle-orm';
import { type ClaimAnswers, emptyAnswers } from '#domain/claims/claim-wizard';
import { typedDateOf } from '#domain/shared/absence-dates';
import { addDays } from '#domain/shared/calendar-date';
import type { Database } from '#server/db/client';
import { accounts } from '#server/db/schema/accounts';
import { members } from '#server/db/schema/census';
import { claims, documentRequests } from '#server/db/schema/claims';

/** The wizard's payment step as a person fills it in for direct deposit. */
export const directDepositAnswers = {
  method: 'direct-deposit',
  routingNumber: '110000000',
  accountNumber: '000123456789',
  confirmAccountNumber: '000123456789',
} satisfies Required<ClaimAnswers>['payment'];

/**
 * The wizard's answers of a disability claim with family medical leave, as John would type
 * them, for an absence from three days after `lastDayWorked` (YYYY-MM-DD) for six weeks.
 */
export function ownIllnessAnswers(lastDayWorked: string): Required<ClaimAnswers> {
  return {
    need: { reason: 'own-health', alsoFmla: true },
    absence: {
      ...emptyAnswers.absence,
      lastDayWorked: typedDateOf(lastDayWorked),
      firstDayOfAbsence: typedDateOf(addDays(lastDayWorked, 3)),
      expectedReturn: typedDateOf(addDays(lastDayWorked, 45)),
      schedule: 'continuous',
      workedBefore: 'no',
    },
    provider: {
      providerName: 'Dr. Alan Turing',
      providerPhone: '(312) 555-0177',
      workRelated: 'no',
      conditionCategory: 'illness',
    },
    payment: directDepositAnswers,
  };
}

/** The census member of an account, by its user name. */
export async function memberIdOf(db: Database, userName: string): Promise<string> {
  const [row] = await db
    .select({ memberId: accounts.memberId })
    .from(accounts)
    .where(eq(accounts.userName, userName));
  if (!row?.memberId) throw new Error(`${userName} has no census member`);
  return row.memberId;
}

export async function insertTestClaim(
  db: Database,
  memberId: string,
  claim: {
    claimNumber: string;
    kind?: 'disability' | 'leave';
    status?: string;
    clientId?: string;
    /** When it was received; now by default. */
    createdAt?: Date;
  },
): Promise<string> {
  const [row] = await db
    .insert(claims)
    .values({
      claimNumber: claim.claimNumber,
      memberId,
      clientId: claim.clientId ?? '100000001',
      kind: claim.kind ?? 'leave',
      status: claim.status ?? 'information-needed',
      reason: 'own-health',
      lastDayWorked: '2026-01-02',
      firstDayOfAbsence: '2026-01-05',
      expectedReturn: '2026-02-05',
      schedule: 'continuous',
      providerName: 'Dr. Ada Byron',
      providerPhone: '(312) 555-0100',
      idempotencyKey: crypto.randomUUID(),
      ...(claim.createdAt ? { createdAt: claim.createdAt } : {}),
    })
    .returning({ id: claims.id });
  if (!row) throw new Error('The claim was not created');
  return row.id;
}

export async function requestDocument(
  db: Database,
  claimId: string,
  documentType: string,
): Promise<string> {
  const [row] = await db
    .insert(documentRequests)
    .values({ claimId, documentType, requestedOn: '2026-01-10', dueOn: '2026-01-25' })
    .returning({ id: documentRequests.id });
  if (!row) throw new Error('The request was not created');
  return row.id;
}

/** The census member with this e-mail on file, for an account of a test's own. */
export async function memberIdOfEmail(db: Database, email: string): Promise<string> {
  const [row] = await db.select({ id: members.id }).from(members).where(eq(members.email, email));
  if (!row) throw new Error(`No census member has ${email}`);
  return row.id;
}
