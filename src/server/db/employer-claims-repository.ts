// The claims of a client's employees as the employer's calls read them
// (docs/product/employer-claims.md). Every query takes the employer's client id, which the server
// looked up from the login (employers-repository.ts), never from the request: another client's
// claim is not found, exactly like one that does not exist. Only dates, statuses and names are
// selected here; health details stay in claims-repository.ts, which serves the employee alone. The
// one exception is a claim's reason, read to know whether its statement asks the employer to agree
// to bonding leave in pieces (src/domain/claims/bonding-schedule.ts); no answer carries it.
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { accounts } from './schema/accounts.ts';
import { invoices } from './schema/billing.ts';
import { employeeName, nameMatches } from './census-repository.ts';
import { members } from './schema/census.ts';
import { claimEvents, claims, clientClaimCounts, openClaim } from './schema/claims.ts';
import { keptEarlierServiceOf } from '#domain/shared/earlier-service';
import type { EmployerStatement } from '#domain/employer-claims/employer-statement';

/**
 * Open claims and leave of the client, and how many of them wait for the statement: the row
 * the claims' triggers keep (schema/claims.ts `clientClaimCounts`), none for a client that
 * never had an open claim.
 */
export async function countOpenClaims(db: Database, clientId: string) {
  const [row] = await db
    .select({
      openClaims: clientClaimCounts.openClaims,
      openLeave: clientClaimCounts.openLeave,
      statementsDue: clientClaimCounts.statementsDue,
    })
    .from(clientClaimCounts)
    .where(eq(clientClaimCounts.clientId, clientId));
  return {
    openClaims: row?.openClaims ?? 0,
    openLeave: row?.openLeave ?? 0,
    statementsDue: row?.statementsDue ?? 0,
  };
}

/** An open claim whose statement is due, said as claims_statement_due_idx says it. */
const statementDue = and(isNull(claims.employerStatementAt), openClaim(claims.status));

/** Open claims waiting for the employer's statement, the oldest absence first. */
export async function listStatementTasks(db: Database, clientId: string, limit: number) {
  return db
    .select({ claimNumber: claims.claimNumber, employeeName, kind: claims.kind })
    .from(claims)
    .innerJoin(members, eq(members.id, claims.memberId))
    .where(and(eq(claims.clientId, clientId), statementDue))
    .orderBy(asc(claims.firstDayOfAbsence), asc(claims.claimNumber))
    .limit(limit);
}

/** The client's newest invoice: the current bill. */
export async function findCurrentInvoice(db: Database, clientId: string) {
  const [row] = await db
    .select({
      invoiceNumber: invoices.invoiceNumber,
      amountDueCents: invoices.amountDueCents,
      dueOn: invoices.dueOn,
      status: invoices.status,
    })
    .from(invoices)
    .where(eq(invoices.clientId, clientId))
    .orderBy(desc(invoices.periodStart))
    .limit(1);
  return row;
}

export interface ClaimsFilter {
  status?: string;
  kind?: string;
  nameWords: string[];
  statementDue: boolean;
}

export interface KeysetPage {
  /** Read the index upward (oldest absence first) or downward. */
  ascending: boolean;
  /** Rows strictly beyond this one in the reading's direction. */
  beyond: { firstDayOfAbsence: string; claimNumber: string } | null;
  limit: number;
}

/**
 * A page of the client's claims in keyset order (first day of absence, claim number), read in
 * the direction asked. claims_client_absence_idx (claims_client_status_absence_idx with a
 * status) serves the filter, the order and the cursor; each row's member is one look-up by
 * primary key: one query for the page, never one per row.
 */
export async function listClientClaims(
  db: Database,
  clientId: string,
  filter: ClaimsFilter,
  page: KeysetPage,
) {
  const key = sql`(${claims.firstDayOfAbsence}, ${claims.claimNumber})`;
  const beyond = page.beyond
    ? sql`${key} ${sql.raw(page.ascending ? '>' : '<')} (${page.beyond.firstDayOfAbsence}::date, ${page.beyond.claimNumber})`
    : undefined;
  const order = page.ascending ? asc : desc;
  return db
    .select({
      claimNumber: claims.claimNumber,
      employeeName,
      kind: claims.kind,
      status: claims.status,
      firstDayOfAbsence: claims.firstDayOfAbsence,
      expectedReturn: claims.expectedReturn,
    })
    .from(claims)
    .innerJoin(members, eq(members.id, claims.memberId))
    .where(
      and(
        eq(claims.clientId, clientId),
        filter.status ? eq(claims.status, filter.status) : undefined,
        filter.kind ? eq(claims.kind, filter.kind) : undefined,
        filter.statementDue ? statementDue : undefined,
        // Said of the member too, so that the search starts from the names' indexes.
        filter.nameWords.length > 0 ? eq(members.clientId, clientId) : undefined,
        ...nameMatches(filter.nameWords),
        beyond,
      ),
    )
    .orderBy(order(claims.firstDayOfAbsence), order(claims.claimNumber))
    .limit(page.limit);
}

/** A claim of the client by its number, with its employee and what FMLA eligibility reads. */
export async function findClientClaim(db: Database, clientId: string, claimNumber: string) {
  const [row] = await db
    .select({
      id: claims.id,
      claimNumber: claims.claimNumber,
      employeeName,
      kind: claims.kind,
      status: claims.status,
      lastDayWorked: claims.lastDayWorked,
      firstDayOfAbsence: claims.firstDayOfAbsence,
      expectedReturn: claims.expectedReturn,
      reportedByAccountId: claims.reportedByAccountId,
      hoursWorked12Months: claims.hoursWorked12Months,
      weeklyEarningsCents: claims.weeklyEarningsCents,
      scheduledHoursPerWeek: claims.scheduledHoursPerWeek,
      employerLastDayWorked: claims.employerLastDayWorked,
      employerStatementAt: claims.employerStatementAt,
      hireDate: members.hireDate,
      employeesWithin75Miles: claims.employeesWithin75Miles,
      workedBefore: claims.workedBefore,
      earlierServiceFrom: claims.earlierServiceFrom,
      earlierServiceTo: claims.earlierServiceTo,
      employerWorkedBefore: claims.employerWorkedBefore,
      employerEarlierServiceFrom: claims.employerEarlierServiceFrom,
      employerEarlierServiceTo: claims.employerEarlierServiceTo,
      employerBreakExcused: claims.employerBreakExcused,
      // Read to know whether the statement asks the employer's agreement; never answered.
      reason: claims.reason,
      schedule: claims.schedule,
      employerAgreesToSchedule: claims.employerAgreesToSchedule,
    })
    .from(claims)
    .innerJoin(members, eq(members.id, claims.memberId))
    .where(and(eq(claims.clientId, clientId), eq(claims.claimNumber, claimNumber)));
  return row;
}
export type ClientClaim = NonNullable<Awaited<ReturnType<typeof findClientClaim>>>;

/** The claim's timeline, oldest first, as the employee reads it (employerTimelineText sifts it). */
export async function listClaimTimeline(db: Database, claimId: string) {
  return db
    .select({ at: claimEvents.at, status: claimEvents.status, text: claimEvents.text })
    .from(claimEvents)
    .where(eq(claimEvents.claimId, claimId))
    .orderBy(asc(claimEvents.at));
}

/**
 * Keeps the employer's statement on a claim that is open and has none yet, with its timeline
 * entry (call it in a transaction); false when the claim already had one or is no longer open
 * (a second submit, or two at once: the guarded update lets one through).
 */
export async function saveEmployerStatement(
  db: Database,
  change: {
    claimId: string;
    statement: EmployerStatement;
    at: Date;
    text: string;
  },
): Promise<boolean> {
  const { statement, at } = change;
  const earlier = keptEarlierServiceOf(statement.earlierService);
  const updated = await db
    .update(claims)
    .set({
      hoursWorked12Months: statement.hoursWorked12Months,
      weeklyEarningsCents: statement.weeklyEarningsCents,
      scheduledHoursPerWeek: statement.scheduledHoursPerWeek,
      employerLastDayWorked: statement.lastDayWorked,
      employerWorkedBefore: earlier.worked,
      employerEarlierServiceFrom: earlier.from,
      employerEarlierServiceTo: earlier.to,
      employerBreakExcused: earlier.breakExcused,
      employerAgreesToSchedule: statement.agreesToSchedule,
      employerStatementAt: at,
      updatedAt: at,
    })
    .where(and(eq(claims.id, change.claimId), statementDue))
    .returning({ id: claims.id });
  if (updated.length === 0) return false;
  await db
    .insert(claimEvents)
    .values({ claimId: change.claimId, at, status: null, text: change.text });
  return true;
}

/** Census members of the client whose names begin with the words, by name: no SSN, no birth date. */
export async function searchClientMembers(
  db: Database,
  clientId: string,
  words: string[],
  limit: number,
) {
  return db
    .select({
      memberId: members.id,
      name: employeeName,
      hireDate: members.hireDate,
    })
    .from(members)
    .where(and(eq(members.clientId, clientId), ...nameMatches(words)))
    .orderBy(asc(members.lastNameKey), asc(members.firstNameKey), asc(members.id))
    .limit(limit);
}

/**
 * A census member of the client, with where to tell them: the account's e-mail when they
 * registered, else the census e-mail. Undefined for a member of another client, or none.
 */
export async function findClientMember(db: Database, clientId: string, memberId: string) {
  const [row] = await db
    .select({
      memberId: members.id,
      firstName: members.firstName,
      name: employeeName,
      censusEmail: members.email,
      accountEmail: accounts.email,
      accountFirstName: accounts.firstName,
      accountLanguage: accounts.language,
    })
    .from(members)
    .leftJoin(accounts, and(eq(accounts.memberId, members.id), eq(accounts.role, 'employee')))
    .where(and(eq(members.clientId, clientId), eq(members.id, memberId)))
    .limit(1);
  return row;
}
