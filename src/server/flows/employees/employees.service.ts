// 'Employees' and an employee's page (docs/product/census.md): the employer's own client's
// members, a page at a time, and one member's employment and coverage with their history, built
// by the domain from the member record (src/domain/employees/employee-record.ts). Each read is
// audited with the members shown, as the claims list's views are.

import {
  employeeRecord,
  employmentStatusOn,
  plansCovering,
} from '#domain/employees/employee-record';
import type { EmployeeRecord, EmployeesPage } from '#domain/employees/employees-answers';
import {
  employeesPageOf,
  employeesPageSize,
  type EmployeesQuery,
} from '#domain/employees/employees-list';
import { nameSearchWords } from '#domain/employer-claims/claims-page';
import { defaultLanguage, type Language } from '#domain/language/language';
import { isoDay } from '#domain/shared/absence-dates';
import type { Clock } from '#domain/shared/clock';
import { pageRefusalText } from '#domain/shared/keyset-page';
import { notFound, type Outcome, refused, success } from '#domain/shared/outcome';
import { recordAuditEvent } from '#server/db/audit-repository';
import type { Database } from '#server/db/client';
import { clientPlans, memberRecord, memberRecords } from '#server/db/coverage-repository';
import type { Employer } from '#server/db/employers-repository';
import { findClientEmployee, listClientEmployees } from '#server/db/employees-repository';
import { say } from '#server/language/say';

export interface EmployeesDeps {
  db: Database;
  clock: Clock;
}

/** The employer behind the session, and the address the call came from, for the audit. */
export interface EmployeesCaller {
  employer: Employer;
  address: string;
}

async function audit(
  deps: EmployeesDeps,
  caller: EmployeesCaller,
  action: string,
  memberIds: string[],
) {
  await recordAuditEvent(deps.db, {
    action,
    accountId: caller.employer.accountId,
    address: caller.address,
    details: { clientId: caller.employer.clientId, memberIds },
    at: deps.clock.now(),
  });
}

/** A page of 'Employees': the name and status asked, from the cursor asked. */
export async function employeesPage(
  deps: EmployeesDeps,
  caller: EmployeesCaller,
  query: EmployeesQuery,
  language: Language = defaultLanguage,
): Promise<Outcome<EmployeesPage>> {
  const asked = employeesPageOf(query);
  if (!asked.ok) return refused(asked.field, say(language, asked.message));
  const { page } = asked;
  const today = isoDay(deps.clock.now());
  const clientId = caller.employer.clientId;
  // Going back reads the index the other way from the cursor, then turns the rows round.
  const back = page?.direction === 'before';
  const rows = await listClientEmployees(
    deps.db,
    clientId,
    { nameWords: nameSearchWords(query.name), status: query.status },
    { ascending: !back, beside: page?.cursor ?? null, limit: employeesPageSize + 1 },
    today,
  );
  if (!rows) return refused(page?.direction, say(language, pageRefusalText.cursor));
  const more = rows.length > employeesPageSize;
  const shown = rows.slice(0, employeesPageSize);
  if (back) shown.reverse();
  const [plans, records] = await Promise.all([
    clientPlans(deps.db, clientId),
    memberRecords(
      deps.db,
      shown.map((row) => row.memberId),
    ),
  ]);
  const employees = shown.map((row) => {
    const record = records.get(row.memberId) ?? { employment: [], coverage: [] };
    return {
      ...row,
      status: employmentStatusOn(record.employment, today),
      plans: plansCovering(plans, record.employment, record.coverage, today),
    };
  });
  const [first, last] = [shown[0], shown.at(-1)];
  await audit(
    deps,
    caller,
    'employer.employees.listed',
    shown.map((row) => row.memberId),
  );
  return success({
    asOf: today,
    employees,
    nextCursor: last && (back || more) ? last.memberId : null,
    previousCursor: first && (back ? more : page !== null) ? first.memberId : null,
  });
}

/** One employee of the employer's client, as of today, with every row as it held. */
export async function employeePage(
  deps: EmployeesDeps,
  caller: EmployeesCaller,
  memberId: string,
): Promise<Outcome<EmployeeRecord>> {
  const clientId = caller.employer.clientId;
  const member = await findClientEmployee(deps.db, clientId, memberId);
  if (!member) return notFound();
  const [plans, record] = await Promise.all([
    clientPlans(deps.db, clientId),
    memberRecord(deps.db, memberId),
  ]);
  await audit(deps, caller, 'employer.employee.viewed', [memberId]);
  return success(
    employeeRecord(member, plans, record.employment, record.coverage, isoDay(deps.clock.now())),
  );
}
