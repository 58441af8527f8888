// The employer's census as 'Employees' reads it (docs/product/census.md): a client's members in
// name order, a page at a time, and one member of the client. Every query takes the employer's
// client id, looked up from the login, never from the request: another client's member is not
// found, exactly like one that does not exist. Names, hire dates and ids only; never an SSN's
// hash or a date of birth.

import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { EmploymentStatus } from '#domain/coverage/member-coverage';
import type { Database } from './client.ts';
import { employeeName, nameMatches } from './census-repository.ts';
import { members } from './schema/census.ts';
import { employment } from './schema/coverage.ts';

/**
 * A member's employment status on a day, in SQL: the status of the row in force (the latest
 * from a day on or before it, the latest recorded among rows of one day), or 'active' without
 * one. It is employmentStatusOn of src/domain/employees/employee-record.ts, for the list's
 * filter; employees.test.ts holds the two to the same answers.
 */
export function employmentStatusSql(day: string): SQL<EmploymentStatus> {
  return sql<EmploymentStatus>`coalesce((
    select ${employment.status} from ${employment}
    where ${employment.memberId} = ${members.id} and ${employment.validFrom} <= ${day}::date
    order by ${employment.validFrom} desc, ${employment.sequence} desc
    limit 1), 'active')`;
}

export interface EmployeesFilter {
  nameWords: string[];
  status: EmploymentStatus | undefined;
}

/** Where a page starts: beside a member, in name order or against it. */
export interface EmployeesKeyset {
  ascending: boolean;
  /** The member the page starts beside, or null for the first page. */
  beside: string | null;
  limit: number;
}

export interface EmployeeListed {
  memberId: string;
  name: string;
  hireDate: string | null;
}

const nameOrder = sql`(${members.lastNameKey}, ${members.firstNameKey}, ${members.id})`;

/**
 * A page of the client's members in name order (last name, first name, id), read in the
 * direction asked from the member a cursor names. members_client_name_order_idx serves the
 * order and the cursor; the status of each row is one look-up in employment_member_idx, and
 * 'Terminated' reads only the members ever terminated, in name order too
 * (members_client_terminated_name_order_idx): a page costs about its own rows whatever the
 * size of the client. Undefined when the cursor's member is not one of the client's.
 */
export async function listClientEmployees(
  db: Database,
  clientId: string,
  filter: EmployeesFilter,
  page: EmployeesKeyset,
  day: string,
): Promise<EmployeeListed[] | undefined> {
  let beyond: SQL | undefined;
  if (page.beside !== null) {
    const [cursor] = await db
      .select({ lastNameKey: members.lastNameKey, firstNameKey: members.firstNameKey })
      .from(members)
      .where(and(eq(members.clientId, clientId), eq(members.id, page.beside)));
    if (!cursor) return undefined;
    beyond = sql`${nameOrder} ${sql.raw(page.ascending ? '>' : '<')} (${cursor.lastNameKey}, ${cursor.firstNameKey}, ${page.beside}::uuid)`;
  }
  const order = page.ascending ? asc : desc;
  return db
    .select({ memberId: members.id, name: employeeName, hireDate: members.hireDate })
    .from(members)
    .where(
      and(
        eq(members.clientId, clientId),
        ...nameMatches(filter.nameWords),
        filter.status ? statusIs(filter.status, day) : undefined,
        beyond,
      ),
    )
    .orderBy(order(members.lastNameKey), order(members.firstNameKey), order(members.id))
    .limit(page.limit);
}

/**
 * The members with a status on a day. 'Terminated' is a member ever terminated who is not
 * active that day: said as "not active", the planner expects most of those members to pass
 * and reads them in name order until the page is full; said as "= 'terminated'", it expected
 * few, read them all and sorted them (scripts/investigate/explain-queries.ts shows the plans).
 */
function statusIs(status: EmploymentStatus, day: string): SQL {
  return status === 'terminated'
    ? sql`${members.everTerminated} and ${employmentStatusSql(day)} <> 'active'`
    : sql`${employmentStatusSql(day)} = ${status}`;
}

/** A member of the client by id, or undefined for another client's or none. */
export async function findClientEmployee(
  db: Database,
  clientId: string,
  memberId: string,
): Promise<EmployeeListed | undefined> {
  const [row] = await db
    .select({ memberId: members.id, name: employeeName, hireDate: members.hireDate })
    .from(members)
    .where(and(eq(members.clientId, clientId), eq(members.id, memberId)));
  return row;
}

/**
 * Holds the member's row until the transaction ends: an employer's changes to one employee are
 * checked and written one at a time, so two at once cannot both pass the same check.
 */
export async function lockMember(db: Database, memberId: string): Promise<void> {
  await db.execute(sql`select 1 from ${members} where ${members.id} = ${memberId} for update`);
}
