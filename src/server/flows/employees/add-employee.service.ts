// 'Add an employee' (docs/product/census.md#add-an-employee): a new hire on the employer's own
// client, checked by the domain's rule (src/domain/employees/new-hire.ts), kept with the SSN as its
// two keyed hashes only, and written with the first rows of the member record and the audit in one
// transaction. The census has one row per SSN and client: a person it has already is changed (hired
// again) or refused, never added twice, even by two adds at once. The person can register as soon
// as the transaction ends: registration proves identity against this row.

import type { EmployeeRecord } from '#domain/employees/employees-answers';
import {
  type AddEmployeeRequest,
  checkNewHire,
  type NewHire,
  newHireRows,
  type OfferedPlans,
  rehireProblem,
} from '#domain/employees/new-hire';
import { defaultLanguage, type Language } from '#domain/language/language';
import { type Outcome, refused, success } from '#domain/shared/outcome';
import { nameKey } from '#domain/shared/person-name';
import { ssnHashes } from '#server/crypto/keyed-hash';
import { recordAuditEvent } from '#server/db/audit-repository';
import {
  findMemberIdBySsnHash,
  insertNewMember,
  updateRehiredMember,
} from '#server/db/census-repository';
import {
  clientPlans,
  memberRecord,
  recordMemberRows,
  storedRows,
} from '#server/db/coverage-repository';
import { lockMember } from '#server/db/employees-repository';
import { say } from '#server/language/say';
import type { EmployerCaller } from '#server/plugins/route-access';
import { employeePage, type EmployeesDeps } from './employees.service.ts';
import { todayOn } from '#domain/shared/clock';

export interface AddEmployeeDeps extends EmployeesDeps {
  /** The key of the SSN's keyed hashes (src/server/crypto/keyed-hash.ts). */
  dataKey: string;
}

/** What the census keeps of a new hire: names and their folded keys, never the SSN itself. */
function censusIdentity(hire: NewHire) {
  return {
    firstName: hire.firstName,
    lastName: hire.lastName,
    firstNameKey: nameKey(hire.firstName),
    lastNameKey: nameKey(hire.lastName),
    dateOfBirth: hire.dateOfBirth,
    zipCode: hire.zipCode,
    email: hire.email,
    hireDate: hire.hireDate,
  };
}

/** The plans of the employer's client that a new hire may be enrolled in, with their terms. */
export async function offeredPlans(
  deps: AddEmployeeDeps,
  caller: EmployerCaller,
): Promise<Outcome<OfferedPlans>> {
  const plans = await clientPlans(deps.db, caller.employer.clientId);
  return success({ plans: plans.map(({ formula, paidBy }) => ({ formula, paidBy })) });
}

/** 'Add an employee': the new hire's page, or the refusal of a field in `language`. */
export async function addEmployee(
  deps: AddEmployeeDeps,
  caller: EmployerCaller,
  request: AddEmployeeRequest,
  language: Language = defaultLanguage,
): Promise<Outcome<EmployeeRecord>> {
  const clientId = caller.employer.clientId;
  const today = todayOn(deps.clock);
  const plans = await clientPlans(deps.db, clientId);
  const checked = checkNewHire(request, plans, today);
  if (!checked.ok) {
    const [field, sentence] = Object.entries(checked.problems)[0] ?? [];
    if (sentence) return refused(field, say(language, sentence.message, sentence.values));
    throw new Error('A new hire was refused without a reason');
  }
  const { hire } = checked;
  const hashes = ssnHashes(deps.dataKey, hire.ssn);
  const identity = censusIdentity(hire);
  const added = await deps.db.transaction(async (tx): Promise<Outcome<string>> => {
    const inserted = await insertNewMember(tx, {
      ...identity,
      clientId,
      ssnFullHash: hashes.full,
      ssnLast4Hash: hashes.last4,
      reservedUserName: null,
    });
    const memberId = inserted ?? (await findMemberIdBySsnHash(tx, clientId, hashes.full));
    if (!memberId) throw new Error('A member of the census could not be found by its SSN');
    if (!inserted) {
      await lockMember(tx, memberId);
      const problem = rehireProblem((await memberRecord(tx, memberId)).employment, hire.hireDate);
      if (problem) {
        const { message, values } = problem.sentence;
        return refused(problem.field, say(language, message, values));
      }
      await updateRehiredMember(tx, memberId, { ...identity, ssnLast4Hash: hashes.last4 });
    }
    await recordMemberRows(
      tx,
      storedRows(memberId, caller.employer.accountId, newHireRows(hire, plans)),
    );
    await recordAuditEvent(tx, {
      action: 'employer.employee.added',
      accountId: caller.employer.accountId,
      address: caller.address,
      details: { clientId, memberId, hireDate: hire.hireDate, hiredAgain: !inserted },
      at: deps.clock.now(),
    });
    return success(memberId);
  });
  return added.kind === 'success' ? employeePage(deps, caller, added.answer) : added;
}
