// 'Employees' and an employee's page (docs/product/census.md): the employer's own client's
// members, a page at a time, and one member's employment and coverage with their history, built
// by the domain from the member record (src/domain/employees/employee-record.ts), and the changes
// the employer makes to one (src/domain/employees/employee-changes.ts). Each read is audited with
// the members shown, as the claims list's views are, and each change with what it changed.

import {
  type ChangeCheck,
  type ChangeEarningsRequest,
  checkEarningsChange,
  checkEndEmployment,
  type CoverageChange,
  type EarningsChange,
  earningsRow,
  type EmployeeOnRecord,
  type EmploymentChange,
  type EmploymentEnd,
  type EndEmploymentRequest,
  terminationRows,
} from '#domain/employees/employee-changes';
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
import type { Clock } from '#domain/shared/clock';
import { pageRefusalText } from '#domain/shared/keyset-page';
import { notFound, type Outcome, refused, success } from '#domain/shared/outcome';
import { recordAuditEvent } from '#server/db/audit-repository';
import type { Database } from '#server/db/client';
import {
  clientPlans,
  memberRecord,
  memberRecords,
  recordMemberRows,
  storedRows,
} from '#server/db/coverage-repository';
import {
  findClientEmployee,
  listClientEmployees,
  lockMember,
} from '#server/db/employees-repository';
import { say } from '#server/language/say';
import type { EmployerCaller } from '#server/plugins/route-access';
import { todayOn } from '#domain/shared/clock';

export interface EmployeesDeps {
  db: Database;
  clock: Clock;
}

async function audit(
  deps: EmployeesDeps,
  caller: EmployerCaller,
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
  caller: EmployerCaller,
  query: EmployeesQuery,
  language: Language = defaultLanguage,
): Promise<Outcome<EmployeesPage>> {
  const asked = employeesPageOf(query);
  if (!asked.ok) return refused(asked.field, say(language, asked.message));
  const { page } = asked;
  const today = todayOn(deps.clock);
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
  caller: EmployerCaller,
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
    employeeRecord(member, plans, record.employment, record.coverage, todayOn(deps.clock)),
  );
}

/**
 * One change to one employee of the employer's client, in a transaction that holds the member's
 * row: the record is read, `decide` checks the request against it and says the rows to add and
 * what the audit keeps, and the rows and the audit are written together. The answer is the
 * employee's page as it now is; a refusal is said in `language`.
 */
async function changeEmployee<Field extends string, Change>(
  deps: EmployeesDeps,
  caller: EmployerCaller,
  memberId: string,
  language: Language,
  decide: (
    record: EmployeeOnRecord,
    today: string,
  ) => {
    checked: ChangeCheck<Field, Change>;
    rows(change: Change): { employment: EmploymentChange[]; coverage: CoverageChange[] };
    action: string;
    details(change: Change): Record<string, unknown>;
  },
): Promise<Outcome<EmployeeRecord>> {
  const clientId = caller.employer.clientId;
  const today = todayOn(deps.clock);
  const outcome = await deps.db.transaction(async (tx): Promise<Outcome<EmployeeOnRecord>> => {
    const member = await findClientEmployee(tx, clientId, memberId);
    if (!member) return notFound();
    await lockMember(tx, memberId);
    const rows = await memberRecord(tx, memberId);
    const record = { hireDate: member.hireDate, ...rows };
    const decision = decide(record, today);
    const { checked } = decision;
    if (!checked.ok) return refused(checked.field, say(language, checked.message));
    await recordMemberRows(
      tx,
      storedRows(memberId, caller.employer.accountId, decision.rows(checked.change)),
    );
    await recordAuditEvent(tx, {
      action: decision.action,
      accountId: caller.employer.accountId,
      address: caller.address,
      details: { clientId, memberId, ...decision.details(checked.change) },
      at: deps.clock.now(),
    });
    return success(record);
  });
  return outcome.kind === 'success' ? employeePage(deps, caller, memberId) : outcome;
}

/** 'Change earnings': new annual earnings from a date. */
export function changeEarnings(
  deps: EmployeesDeps,
  caller: EmployerCaller,
  memberId: string,
  request: ChangeEarningsRequest,
  language: Language = defaultLanguage,
): Promise<Outcome<EmployeeRecord>> {
  return changeEmployee<'annualEarnings' | 'effectiveDate', EarningsChange>(
    deps,
    caller,
    memberId,
    language,
    (record, today) => ({
      checked: checkEarningsChange(request, record, today),
      rows: (change) => ({ employment: [earningsRow(record, change)], coverage: [] }),
      action: 'employer.employee.earnings-changed',
      details: (change) => ({ from: change.from }),
    }),
  );
}

/** 'End employment': the last day worked; coverage ends on the last day of that month. */
export async function endEmployment(
  deps: EmployeesDeps,
  caller: EmployerCaller,
  memberId: string,
  request: EndEmploymentRequest,
  language: Language = defaultLanguage,
): Promise<Outcome<EmployeeRecord>> {
  const plans = await clientPlans(deps.db, caller.employer.clientId);
  return changeEmployee<'lastDayWorked', EmploymentEnd>(
    deps,
    caller,
    memberId,
    language,
    (record, today) => ({
      checked: checkEndEmployment(request, record, today),
      rows: (change) => {
        const rows = terminationRows(record, plans, change.lastDayWorked, today);
        return { employment: [rows.employment], coverage: rows.coverage };
      },
      action: 'employer.employee.employment-ended',
      details: (change) => ({ lastDayWorked: change.lastDayWorked }),
    }),
  );
}
