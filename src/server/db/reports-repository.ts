// What the employer's reports read (docs/product/reports.md), always of one client, the one
// findEmployer gave. The figures are counted by the database with GROUP BY, as
// src/domain/reports/report-figures.ts defines them: a client of 20,000 claims answers a
// dozen rows, never its claims. The claims of the CSV come in pages of a keyset, so a download
// holds one page at a time.
import { and, asc, count, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { type GroupCount, monthSpan, uncountedStatuses } from '#domain/reports/report-figures';
import { type ClaimKind, openClaimStatuses } from '#domain/shared/claim-terms';
import { type Database, rowsOf } from './client.ts';
import { invoices } from './schema/billing.ts';
import { members } from './schema/census.ts';
import { claims } from './schema/claims.ts';

/**
 * The client's counted absences per month (YYYY-MM) of `months` and kind; a month and kind
 * without one has no row. The month is [first, next): an absence is in it when it begins
 * before `next`, and begins on or after `first` or still runs on `first` (its expected return
 * is later): report-figures.ts's isAbsentInMonth.
 */
export async function countAbsencesByMonth(
  db: Database,
  clientId: string,
  months: readonly string[],
): Promise<GroupCount<string>[]> {
  if (months.length === 0) return [];
  // The months as a VALUES list, not generate_series: the planner then knows there are 12 of
  // them (it guesses 1,000 rows of a function), and does not compile the join with JIT, which
  // alone cost PostgreSQL 150 ms on a client of 20,000 claims.
  const spans = months.map((month) => {
    const { first, next } = monthSpan(month);
    return sql`(${month}, ${first}::date, ${next}::date)`;
  });
  const result = await db.execute(sql`
    select month.key, ${claims.kind} as kind, count(*)::int as count
    from (values ${sql.join(spans, sql`, `)}) as month(key, first, next)
    join ${claims}
      on ${claims.clientId} = ${clientId}
      and ${notInArray(claims.status, [...uncountedStatuses])}
      and ${claims.firstDayOfAbsence} < month.next
      and (${claims.firstDayOfAbsence} >= month.first or ${claims.expectedReturn} > month.first)
    group by month.key, ${claims.kind}`);
  return rowsOf(result).map((row) => ({
    key: String(row.key),
    kind: row.kind as ClaimKind,
    count: Number(row.count),
  }));
}

/** The client's open claims and leave per status and kind. */
export async function countOpenClaimsByStatus(
  db: Database,
  clientId: string,
): Promise<GroupCount<string>[]> {
  const rows = await db
    .select({ key: claims.status, kind: claims.kind, count: count() })
    .from(claims)
    .where(and(eq(claims.clientId, clientId), inArray(claims.status, [...openClaimStatuses])))
    .groupBy(claims.status, claims.kind);
  return rows.map((row) => ({ ...row, kind: row.kind as ClaimKind }));
}

/**
 * Where a page of the client's claims ends: the next page starts after it. The time is
 * PostgreSQL's own text of it, microseconds and all; a JavaScript Date would keep
 * milliseconds only and could skip or repeat a claim filed in the same millisecond.
 */
export interface ClaimsPageKey {
  createdAt: string;
  claimNumber: string;
}

/**
 * A page of the client's claims and leave for the CSV, in the order they were filed, with
 * the employee's name: dates and status, never a health detail (no condition, provider,
 * family member or reason). The keyset follows claims_client_idx (client, filed).
 */
export async function listClientClaimsPage(
  db: Database,
  clientId: string,
  { after, limit }: { after?: ClaimsPageKey; limit: number },
) {
  return db
    .select({
      key: {
        createdAt: sql<string>`${claims.createdAt}::text`,
        claimNumber: claims.claimNumber,
      },
      firstName: members.firstName,
      lastName: members.lastName,
      claimNumber: claims.claimNumber,
      kind: claims.kind,
      status: claims.status,
      lastDayWorked: claims.lastDayWorked,
      firstDayOfAbsence: claims.firstDayOfAbsence,
      expectedReturn: claims.expectedReturn,
      createdAt: claims.createdAt,
    })
    .from(claims)
    .innerJoin(members, eq(members.id, claims.memberId))
    .where(
      and(
        eq(claims.clientId, clientId),
        after
          ? sql`(${claims.createdAt}, ${claims.claimNumber}) > (${after.createdAt}::timestamptz, ${after.claimNumber})`
          : undefined,
      ),
    )
    .orderBy(asc(claims.createdAt), asc(claims.claimNumber))
    .limit(limit);
}
export type ClientClaimRow = Awaited<ReturnType<typeof listClientClaimsPage>>[number];

/** The client's invoices, newest first: a client has one a month, a few dozen at most. */
export async function listClientInvoices(db: Database, clientId: string) {
  return db
    .select({
      invoiceNumber: invoices.invoiceNumber,
      periodStart: invoices.periodStart,
      amountDueCents: invoices.amountDueCents,
      dueOn: invoices.dueOn,
      status: invoices.status,
      paidAt: invoices.paidAt,
    })
    .from(invoices)
    .where(eq(invoices.clientId, clientId))
    .orderBy(desc(invoices.periodStart));
}
