// Identity proofing as every self-service flow does it (docs/product/self-service.md): the fields
// of the personal-information form, the age rule, the employee's match against the census
// (decideProofing of the domain), and the failure counters of the browser session and of each
// person a guess came near. What a match means is the calling flow's to decide.

import type { Language } from '#domain/language/language';
import type { FlowMachine } from '#domain/self-service/flow';
import { lastFourSsnAsked, fullSsnAsked } from '#domain/self-service/flow-record';
import { decideProofing } from '#domain/self-service/identity-proofing';
import {
  type ValidateCustomerRequest,
  ageOn,
  minimumAge,
  personalInfoProblems,
} from '#domain/self-service/self-service-api';
import { isLocked, registerFailure } from '#domain/shared/attempt-counter';
import { type SsnLength, isoDateOf } from '#domain/shared/field-rules';
import { nameKey } from '#domain/shared/person-name';
import { isRefused, type Refused } from '#domain/shared/outcome';
import { type RecoverableAccount, findRecoverableAccount } from '#server/db/accounts-repository';
import {
  loadCounter,
  proofingPersonKey,
  saveCounter,
} from '#server/db/attempt-counters-repository';
import { type ProofingCandidate, findProofingCandidates } from '#server/db/census-repository';
import { type Flow, updateFlow } from '#server/db/flows-repository';
import { ssnHashes } from '#server/crypto/keyed-hash';
import type { LockoutKind } from '#server/plugins/metrics';
import { type Caller, firstProblem } from './caller.ts';
import { flowForIdentityCheck, proofingSessionKey } from './flow-access.ts';
import { type Refusal, type SelfServiceDeps, answer, refused } from './self-service-deps.ts';
import { todayOn } from '#domain/shared/clock';

/** Counts a failed identity check against the session and the people it came close to. */
export async function countProofingFailure(
  deps: SelfServiceDeps,
  caller: Caller,
  againstPeople: string[],
): Promise<'SESSIONLOCKED' | null> {
  const { policies } = deps;
  const now = deps.clock.now();
  const lockouts = await deps.db.transaction(async (tx) => {
    const locked: LockoutKind[] = [];
    for (const personId of againstPeople) {
      const key = proofingPersonKey(personId);
      const failure = registerFailure(
        await loadCounter(tx, key, { forUpdate: true }),
        now,
        policies.proofingPerson,
      );
      await saveCounter(tx, key, failure.counter, now);
      if (failure.lockedNow) locked.push('proofing-person');
    }
    const key = proofingSessionKey(caller);
    const failure = registerFailure(
      await loadCounter(tx, key, { forUpdate: true }),
      now,
      policies.proofingSession,
    );
    await saveCounter(tx, key, failure.counter, now);
    if (failure.lockedNow) locked.push('proofing-session');
    return locked;
  });
  // Reported once committed: a failure that was rolled back locked nothing.
  for (const kind of lockouts) deps.metrics.lockedOut(kind);
  return lockouts.includes('proofing-session') ? 'SESSIONLOCKED' : null;
}

/**
 * A guess that comes near a person locked by failed guesses answers USERLOCKED, right or
 * wrong: otherwise the wrong ones (NOTVALIDATED) would tell the right one. A wrong one still
 * counts against the session, which it may lock.
 */
export async function nearLockedPerson(
  deps: SelfServiceDeps,
  caller: Caller,
  matched: boolean,
): Promise<Refusal> {
  if (matched) return answer(deps, caller.language, 'USERLOCKED');
  return answer(
    deps,
    caller.language,
    (await countProofingFailure(deps, caller, [])) ?? 'USERLOCKED',
  );
}

/** Whether failed guesses against `personId` (a census person, or a pseudo-person) lock it. */
export async function personLocked(deps: SelfServiceDeps, personId: string): Promise<boolean> {
  return isLocked(await loadCounter(deps.db, proofingPersonKey(personId)), deps.clock.now());
}

/**
 * The field rules of the personal-information form, checked before anything is opened.
 * Employers name their organisation by client id instead of an SSN.
 */
export function personalInfoProblem(
  deps: SelfServiceDeps,
  request: ValidateCustomerRequest,
  { requireClientId }: { requireClientId: boolean },
): (ssnLength: SsnLength, language: Language) => Refused | null {
  return (ssnLength, language) =>
    firstProblem(
      language,
      personalInfoProblems(request, { ssnLength, requireClientId, today: todayOn(deps.clock) }),
    );
}

/** docs/product/self-service.md: on the date of birth as typed, before the census is searched. */
export function tooYoung(deps: SelfServiceDeps, request: ValidateCustomerRequest): boolean {
  return ageOn(request.dateOfBirth, todayOn(deps.clock)) < minimumAge;
}

/** A census person the personal-information entry matched, with their account if any. */
export type ProvenEmployee = ProofingCandidate;

/**
 * Employee identity proofing against the census (docs/product/self-service.md), the same for
 * registration, recovery and reset: MULTIPLECLIENTS, SSNAVAILABLE, not-validated, the
 * session and person limits, and an account disabled by an operator.
 */
export async function proveEmployee(
  deps: SelfServiceDeps,
  caller: Caller,
  flow: Flow,
  request: ValidateCustomerRequest,
): Promise<ProvenEmployee | Refusal> {
  const { db } = deps;
  const now = deps.clock.now();
  const hashes = ssnHashes(deps.dataKey, request.ssn ?? '');
  const entry = {
    firstNameKey: nameKey(request.firstName),
    lastNameKey: nameKey(request.lastName),
    ssnLength: flow.ssnLength,
  };
  const candidates = await findProofingCandidates(db, {
    ...entry,
    dateOfBirth: isoDateOf(request.dateOfBirth),
    ssnHash: flow.ssnLength === 9 ? hashes.full : hashes.last4,
  });
  const decision = decideProofing(candidates, entry);

  if (decision.outcome === 'multipleClients') {
    await updateFlow(db, flow.transactionId, fullSsnAsked, now);
    return answer(deps, caller.language, 'MULTIPLECLIENTS');
  }
  if (decision.outcome === 'noMatch') {
    if (candidates.some((candidate) => isLocked(candidate.personCounter, now))) {
      return nearLockedPerson(deps, caller, false);
    }
    const locked = await countProofingFailure(deps, caller, decision.failedAgainst);
    if (flow.ssnLength === 9) await updateFlow(db, flow.transactionId, lastFourSsnAsked, now);
    if (locked) return answer(deps, caller.language, locked);
    return answer(deps, caller.language, flow.ssnLength === 9 ? 'SSNAVAILABLE' : 'NOTVALIDATED');
  }
  const person = candidates.find((candidate) => candidate.id === decision.personId);
  if (!person) return answer(deps, caller.language, 'STEPNOTALLOWED');
  if (isLocked(person.personCounter, now)) return nearLockedPerson(deps, caller, true);
  if (person.account?.disabled) return answer(deps, caller.language, 'USERLOCKED');
  return person;
}

/** An employee proven with an account: what username recovery and password reset go on with. */
export interface ProvenAccountHolder {
  flow: Flow;
  account: RecoverableAccount;
  memberId: string;
}

/**
 * The employee identity check of username recovery and password reset: as registration's,
 * but only a match with an account counts. A match without one answers and counts exactly
 * like an unknown person (decision 0019), against the session only: the person did nothing wrong.
 */
export async function proveEmployeeWithAccount(
  deps: SelfServiceDeps,
  machine: FlowMachine,
  caller: Caller,
  request: ValidateCustomerRequest,
): Promise<ProvenAccountHolder | Refused | Refusal> {
  const flow = await flowForIdentityCheck(
    deps,
    machine,
    caller,
    personalInfoProblem(deps, request, { requireClientId: false }),
  );
  if (refused(flow) || isRefused(flow)) return flow;
  if (tooYoung(deps, request)) return answer(deps, caller.language, 'AGEELIGIBILITYFAILED');
  const person = await proveEmployee(deps, caller, flow, request);
  if (refused(person)) return person;
  const account = person.account && (await findRecoverableAccount(deps.db, person.account.id));
  if (!account) {
    const locked = await countProofingFailure(deps, caller, []);
    return answer(deps, caller.language, locked ?? 'NOTVALIDATED');
  }
  return { flow, account, memberId: person.id };
}
