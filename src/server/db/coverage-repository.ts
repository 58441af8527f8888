// The member record's reads and writes (docs/product/coverage.md#the-member-record): a client's
// plans, and a member's employment and coverage rows, which are only ever added (schema/coverage.ts).
// Which row holds on a day is the domain's to say (src/domain/shared/effective-dated.ts); these
// return every row of a member, a few dozen in a long career.

import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { ClientPlan, CoverageRow, EmploymentRow } from '#domain/coverage/member-coverage';
import type { DisabilityPolicy, PlanFormula } from '#domain/coverage/plan-formulas';
import { chunks, type Database, preparedPer } from './client.ts';
import { clients, members } from './schema/census.ts';
import { coverages, employment, plans } from './schema/coverage.ts';
import { unnestedRows } from './unnested-rows.ts';

export type NewPlan = typeof plans.$inferInsert;

export async function insertPlans(db: Database, rows: NewPlan[]): Promise<void> {
  if (rows.length > 0) await db.insert(plans).values(rows);
}

/** A client's plans in the order of their kinds (planKinds), as the pages list them. */
export async function clientPlans(db: Database, clientId: string): Promise<ClientPlan[]> {
  const rows = await db
    .select({
      id: plans.id,
      formula: plans.formula,
      policyNumber: plans.policyNumber,
      paidBy: plans.paidBy,
      rateMicrodollars: plans.rateMicrodollars,
    })
    .from(plans)
    .where(eq(plans.clientId, clientId));
  return rows.sort((a, b) => kindOrder(a.formula) - kindOrder(b.formula));
}

const kindOrders: Record<PlanFormula['kind'], number> = {
  'short-term-disability': 0,
  'long-term-disability': 1,
  'basic-life': 2,
  'supplemental-life': 3,
};
const kindOrder = (formula: PlanFormula) => kindOrders[formula.kind];

/** The short-term disability formula of a plan's JSON, or null for another kind or no plan. */
export function disabilityPolicyOf(formula: PlanFormula | null): DisabilityPolicy | null {
  return formula?.kind === 'short-term-disability' ? formula.policy : null;
}

/** The join that finds a client's short-term disability plan beside its claims. */
export const shortTermPlanOf = (clientId: Parameters<typeof eq>[0]) =>
  and(eq(plans.clientId, clientId), eq(plans.kind, 'short-term-disability'));

export interface MemberRecordRows {
  employment: EmploymentRow[];
  coverage: CoverageRow[];
}

type EmploymentSelect = typeof employment.$inferSelect;
type CoverageSelect = typeof coverages.$inferSelect;

/** The rows, as the domain reads them, grouped by member (each member of `memberIds` present). */
function byMember(
  memberIds: Iterable<string>,
  employmentRows: EmploymentSelect[],
  coverageRows: CoverageSelect[],
): Map<string, MemberRecordRows> {
  const records = new Map<string, MemberRecordRows>();
  for (const id of memberIds) records.set(id, { employment: [], coverage: [] });
  const of = (memberId: string) => {
    let record = records.get(memberId);
    if (!record) records.set(memberId, (record = { employment: [], coverage: [] }));
    return record;
  };
  for (const row of employmentRows) {
    of(row.memberId).employment.push({
      validFrom: row.validFrom,
      recordedSequence: row.sequence,
      status: row.status,
      lastDayWorked: row.lastDayWorked,
      annualEarningsCents: row.annualEarningsCents,
      hoursPerWeek: row.hoursPerWeek,
    });
  }
  for (const row of coverageRows) {
    of(row.memberId).coverage.push({
      validFrom: row.validFrom,
      recordedSequence: row.sequence,
      planId: row.planId,
      enrolled: row.enrolled,
      effectiveDate: row.effectiveDate,
      endDate: row.endDate,
      election:
        row.electedCents === null
          ? null
          : { electedCents: row.electedCents, evidenceApproved: row.evidenceApproved },
    });
  }
  return records;
}

// The rows of some members, the ids as one array parameter: statements prepared once per
// database, as every page of 'Employees' and every member's page reads them (building a query
// anew each time was a third of what such a call allocated).
const employmentOfMembers = preparedPer((db) =>
  db
    .select()
    .from(employment)
    .where(sql`${employment.memberId} = any(${sql.placeholder('memberIds')}::uuid[])`)
    .orderBy(asc(employment.sequence))
    .prepare('employment_of_members'),
);
const coveragesOfMembers = preparedPer((db) =>
  db
    .select()
    .from(coverages)
    .where(sql`${coverages.memberId} = any(${sql.placeholder('memberIds')}::uuid[])`)
    .orderBy(asc(coverages.sequence))
    .prepare('coverages_of_members'),
);

/** Every employment and coverage row of some members, by member. */
export async function memberRecords(
  db: Database,
  memberIds: string[],
): Promise<Map<string, MemberRecordRows>> {
  const employmentRows: EmploymentSelect[] = [];
  const coverageRows: CoverageSelect[] = [];
  // One read after the other: `db` may be a transaction, one connection, on which node-postgres
  // queues a second query sent before the first answered (and will refuse it in its version 9).
  for (const ids of chunks(memberIds, membersPerRead)) {
    const employed = await employmentOfMembers(db).execute({ memberIds: ids });
    const covered = await coveragesOfMembers(db).execute({ memberIds: ids });
    employmentRows.push(...employed);
    coverageRows.push(...covered);
  }
  return byMember(memberIds, employmentRows, coverageRows);
}

/** The rows of every member of a client who has any, by member. */
export async function clientMemberRecords(
  db: Database,
  clientId: string,
): Promise<Map<string, MemberRecordRows>> {
  const ofClient = db
    .select({ id: members.id })
    .from(members)
    .where(eq(members.clientId, clientId));
  // One read after the other, as memberRecords reads: `db` may be a transaction.
  const employmentRows = await db
    .select()
    .from(employment)
    .where(inArray(employment.memberId, ofClient))
    .orderBy(asc(employment.sequence));
  const coverageRows = await db
    .select()
    .from(coverages)
    .where(inArray(coverages.memberId, ofClient))
    .orderBy(asc(coverages.sequence));
  return byMember([], employmentRows, coverageRows);
}

/** One member's rows. */
export async function memberRecord(db: Database, memberId: string): Promise<MemberRecordRows> {
  const records = await memberRecords(db, [memberId]);
  return records.get(memberId) ?? { employment: [], coverage: [] };
}

export type NewEmployment = Omit<typeof employment.$inferInsert, 'sequence' | 'recordedAt'>;
export type NewCoverage = Omit<typeof coverages.$inferInsert, 'sequence' | 'recordedAt'>;

/** Rows of the member record as a change of the domain says them (employee-changes.ts). */
export interface RowsOfChange {
  employment: Omit<EmploymentRow, 'recordedSequence'>[];
  coverage: Omit<CoverageRow, 'recordedSequence'>[];
}

/** The rows a change adds, as the member record stores them, with who recorded them. */
export function storedRows(
  memberId: string,
  recordedBy: string,
  rows: RowsOfChange,
): { employment: NewEmployment[]; coverage: NewCoverage[] } {
  return {
    employment: rows.employment.map((row) => ({ ...row, memberId, recordedBy })),
    coverage: rows.coverage.map(({ election, ...row }) => ({
      ...row,
      memberId,
      recordedBy,
      electedCents: election?.electedCents ?? null,
      evidenceApproved: election?.evidenceApproved ?? false,
    })),
  };
}

/** Adds rows to the member record: the only write it takes. */
export async function recordMemberRows(
  db: Database,
  rows: { employment: NewEmployment[]; coverage: NewCoverage[] },
): Promise<void> {
  if (rows.employment.length > 0) {
    await db.execute(
      sql`insert into ${employment} ${unnestedRows(employment, rows.employment, employmentKeys)}`,
    );
  }
  if (rows.coverage.length > 0) {
    await db.execute(
      sql`insert into ${coverages} ${unnestedRows(coverages, rows.coverage, coverageKeys)}`,
    );
  }
}

const employmentKeys = [
  'memberId',
  'validFrom',
  'recordedBy',
  'status',
  'lastDayWorked',
  'annualEarningsCents',
  'hoursPerWeek',
] as const satisfies readonly (keyof NewEmployment)[];
const coverageKeys = [
  'memberId',
  'validFrom',
  'recordedBy',
  'planId',
  'enrolled',
  'effectiveDate',
  'endDate',
  'electedCents',
  'evidenceApproved',
] as const satisfies readonly (keyof NewCoverage)[];

/** Member ids one read names: a member record's rows are read for this many at a time. */
const membersPerRead = 2_000;

/** Who a member is and whose employee, as the certificate names them. */
export async function memberOfClient(db: Database, memberId: string) {
  const [row] = await db
    .select({
      firstName: members.firstName,
      lastName: members.lastName,
      clientName: clients.name,
    })
    .from(members)
    .innerJoin(clients, eq(clients.clientId, members.clientId))
    .where(eq(members.id, memberId));
  return row;
}
