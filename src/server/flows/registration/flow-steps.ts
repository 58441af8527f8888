// What every self-service flow does the same way (decision 0014): registration, username
// recovery and password reset load the flow of the browser session, check its step, prove an
// employee against the census, count failures and send one-time codes through these, so each
// rule has one place. The services (registration.service.ts, account-recovery.service.ts)
// decide what a step means for their flow.

import type {
  BaseResponse,
  ValidateCustomerRequest,
  ValidationOption,
} from '#domain/self-service/self-service-api';
import { ageOn, minimumAge, personalInfoProblems } from '#domain/self-service/self-service-api';
import {
  type FlowMachine,
  type FlowModule,
  type FlowEvent,
  type FlowStep,
  isPasswordReset,
} from '#domain/self-service/flow';
import {
  type SelfServiceStatusCode,
  selfServiceStatus,
} from '#domain/self-service/self-service-status';
import { decideProofing } from '#domain/self-service/identity-proofing';
import { type AttemptPolicy, isLocked, registerFailure } from '#domain/shared/attempt-counter';
import { addMinutes, type Clock } from '#domain/shared/clock';
import { type SsnLength, isoDateOf } from '#domain/shared/field-rules';
import { maskEmail, maskPhone, oneTimeCodeRules } from '#domain/shared/one-time-code';
import { nameKey } from '#domain/shared/person-name';
import { registrationFlow } from '#domain/registration/registration-flow';
import { userNameRecoveryFlow } from '#domain/username-recovery/username-recovery-flow';
import { passwordResetFlow } from '#domain/password-reset/password-reset-flow';
import type { BotCheck } from '#server/adapters/bot-check';
import type { PasswordBlocklist } from '#server/adapters/common-passwords';
import type { PasswordHasher } from '#server/adapters/password-hasher';
import {
  loadCounter,
  proofingPersonKey,
  saveCounter,
} from '#server/db/attempt-counters-repository';
import { type ProofingCandidate, findProofingCandidates } from '#server/db/census-repository';
import type { Database } from '#server/db/client';
import { type Flow, findFlow, openFlow, updateFlow } from '#server/db/flows-repository';
import { enqueueMessage } from '#server/db/outbox-repository';
import { ssnHashes } from '#server/keyed-hash';
import { newOneTimeCode, oneTimeCodeHash } from '#server/one-time-code';
import type { FlowMetrics, LockoutKind } from '#server/plugins/metrics';
import type { SsoAssertionVerifier } from './sso-assertion.ts';

/** The transitions of each module's flow. */
const flows: Record<FlowModule, FlowMachine> = {
  'employee-benefits': registrationFlow('employee-benefits'),
  employers: registrationFlow('employers'),
  userNameRecovery: userNameRecoveryFlow,
  'employee-benefits/password-reset': passwordResetFlow,
  'employers/password-reset': passwordResetFlow,
};

export function flowOf(module: FlowModule): FlowMachine {
  return flows[module];
}

export interface RegistrationDeps {
  db: Database;
  clock: Clock;
  hasher: PasswordHasher;
  botCheck: BotCheck;
  blocklist: PasswordBlocklist;
  dataKey: string;
  phone: string;
  brandName: string;
  /** The login page a flow of `module` ends on. */
  loginUrl(module: FlowModule): string;
  policies: {
    /** Identity-check failures of one browser session before SESSIONLOCKED. */
    proofingSession: AttemptPolicy;
    /** Failures against one census person, across sessions and addresses: USERLOCKED. */
    proofingPerson: AttemptPolicy;
  };
  /** Called after a message was queued, so the dispatcher sends it at once. */
  messageQueued(): void;
  /** Checks a partner's single-sign-on assertion (signature, issuer, audience, expiry). */
  checkSsoAssertion: SsoAssertionVerifier;
  metrics: FlowMetrics;
}

/** Who is calling: the browser session, the module of the path, and the address. */
export interface Caller {
  sessionIdHash: string;
  module: FlowModule;
  address: string;
}

/** A field the browser should have refused; the route answers 400 naming it. */
export interface FieldProblem {
  problem: { field: string; message: string };
}

export function isFieldProblem(value: object): value is FieldProblem {
  return 'problem' in value;
}

/** The first problem of a field check, as the route answers it. */
export function firstProblem(problems: Record<string, string | undefined>): FieldProblem | null {
  const [field, message] = Object.entries(problems).find((entry) => entry[1]) ?? [];
  return field && message ? { problem: { field, message } } : null;
}

export type Refusal = BaseResponse;

export function refused<T extends object>(value: T | Refusal): value is Refusal {
  return 'status' in value;
}

/** A census person the personal-information entry matched, with their account if any. */
export type ProvenEmployee = ProofingCandidate;

export function createFlowSteps(deps: RegistrationDeps) {
  const { db, clock, dataKey, policies } = deps;
  const status = (code: SelfServiceStatusCode) =>
    selfServiceStatus(code, {
      phone: deps.phone,
      lockMinutes: policies.proofingSession.lockMinutes,
      resendWaitSeconds: oneTimeCodeRules.resendWaitSeconds,
    });
  const answer = (code: SelfServiceStatusCode) => ({ status: status(code) });
  const sessionKey = (caller: Caller) =>
    `proofing-session:${caller.module}:${caller.sessionIdHash}`;

  async function sessionLocked(caller: Caller): Promise<boolean> {
    return isLocked(await loadCounter(db, sessionKey(caller)), clock.now());
  }

  /**
   * The flow of this caller at a step that allows `event` (or the event its step names), or
   * the status to answer.
   */
  async function flowFor(
    caller: Caller,
    event: FlowEvent | ((step: FlowStep) => FlowEvent),
  ): Promise<Flow | Refusal> {
    if (await sessionLocked(caller)) return answer('SESSIONLOCKED');
    const flow = await findFlow(db, caller.sessionIdHash, caller.module);
    if (!flow) return answer('STEPNOTALLOWED');
    const expected = typeof event === 'function' ? event(flow.step) : event;
    if (!flowOf(caller.module).allows(flow.step, expected)) return answer('STEPNOTALLOWED');
    return flow;
  }

  /**
   * The start of every identity check: the session is not locked, the fields pass
   * `problemOf` (given the SSN length the flow asks for), and this session's flow of the
   * module (opened now if there is none) is at a step that may verify again. A refused call
   * opens nothing: the flow is looked up before it is opened.
   */
  async function flowForIdentityCheck(
    caller: Caller,
    problemOf: (ssnLength: SsnLength) => FieldProblem | null,
  ): Promise<Flow | Refusal | FieldProblem> {
    if (await sessionLocked(caller)) return answer('SESSIONLOCKED');
    const existing = await findFlow(db, caller.sessionIdHash, caller.module);
    const problem = problemOf(existing?.ssnLength ?? 4);
    if (problem) return problem;
    const flow = existing ?? (await openFlow(db, caller.sessionIdHash, caller.module, clock.now()));
    if (!flowOf(caller.module).allows(flow.step, 'identityVerified'))
      return answer('STEPNOTALLOWED');
    return flow;
  }

  /** Counts a failed identity check against the session and the people it came close to. */
  async function countProofingFailure(
    caller: Caller,
    againstPeople: string[],
  ): Promise<'SESSIONLOCKED' | null> {
    const now = clock.now();
    const lockouts = await db.transaction(async (tx) => {
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
      const key = sessionKey(caller);
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
  async function nearLockedPerson(caller: Caller, matched: boolean): Promise<Refusal> {
    if (matched) return answer('USERLOCKED');
    return answer((await countProofingFailure(caller, [])) ?? 'USERLOCKED');
  }

  async function personLocked(personId: string): Promise<boolean> {
    return isLocked(await loadCounter(db, proofingPersonKey(personId)), clock.now());
  }

  /** The field rules of the personal-information form, checked before anything is opened. */
  function personalInfoProblem(
    caller: Caller,
    request: ValidateCustomerRequest,
  ): (ssnLength: SsnLength) => FieldProblem | null {
    return (ssnLength) =>
      firstProblem(
        personalInfoProblems(request, {
          ssnLength,
          requireClientId: caller.module === 'employers',
          today: clock.now(),
        }),
      );
  }

  /** DESIGN.md section 6: on the date of birth as typed, before the census is searched. */
  function tooYoung(request: ValidateCustomerRequest): boolean {
    return ageOn(request.dateOfBirth, clock.now()) < minimumAge;
  }

  /**
   * Employee identity proofing against the census (DESIGN.md section 6), the same for
   * registration, recovery and reset: MULTIPLECLIENTS, SSNAVAILABLE, not-validated, the
   * session and person limits, and an account disabled by an operator. What a match means is
   * the caller's to decide.
   */
  async function proveEmployee(
    caller: Caller,
    flow: Flow,
    request: ValidateCustomerRequest,
  ): Promise<ProvenEmployee | Refusal> {
    const now = clock.now();
    const hashes = ssnHashes(dataKey, request.ssn ?? '');
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
      await updateFlow(db, flow.transactionId, { ssnLength: 9 }, now);
      return answer('MULTIPLECLIENTS');
    }
    if (decision.outcome === 'noMatch') {
      if (candidates.some((candidate) => isLocked(candidate.personCounter, now))) {
        return nearLockedPerson(caller, false);
      }
      const locked = await countProofingFailure(caller, decision.failedAgainst);
      if (flow.ssnLength === 9) await updateFlow(db, flow.transactionId, { ssnLength: 4 }, now);
      if (locked) return answer(locked);
      return answer(flow.ssnLength === 9 ? 'SSNAVAILABLE' : 'NOTVALIDATED');
    }
    const person = candidates.find((candidate) => candidate.id === decision.personId);
    if (!person) return answer('STEPNOTALLOWED');
    if (isLocked(person.personCounter, now)) return nearLockedPerson(caller, true);
    if (person.account?.disabled) return answer('USERLOCKED');
    return person;
  }

  /**
   * Creates a code for the flow and queues its message (an e-mail, or an SMS to a phone), in
   * one transaction with `changes`.
   */
  async function sendCode(
    flow: Flow,
    device: { channel: ValidationOption; to: string },
    changes: Parameters<typeof updateFlow>[2],
  ) {
    const now = clock.now();
    const code = newOneTimeCode();
    const minutes = oneTimeCodeRules.validMinutes;
    const page = isPasswordReset(flow.module) ? 'password reset' : 'registration';
    await db.transaction(async (tx) => {
      await updateFlow(
        tx,
        flow.transactionId,
        {
          ...changes,
          codeHash: oneTimeCodeHash(dataKey, flow.transactionId, code),
          codeChannel: device.channel,
          codeExpiresAt: addMinutes(now, oneTimeCodeRules.validMinutes),
          codeAttempts: 0,
          codeSends: (changes.codeSends ?? flow.codeSends) + 1,
          codeSentAt: now,
        },
        now,
      );
      const message =
        device.channel === 'PHONE'
          ? {
              channel: 'sms' as const,
              recipient: device.to,
              subject: 'Verification code',
              // Short: one SMS segment. The code first, so a phone's preview shows it.
              text: `${code} is your ${deps.brandName} verification code. It expires in ${minutes} minutes. Never share it.`,
            }
          : {
              channel: 'email' as const,
              recipient: device.to,
              subject: `Your ${deps.brandName} verification code`,
              text: [
                `Your verification code is ${code}.`,
                '',
                `Enter it on the ${page} page within ${minutes} minutes. It works once.`,
                `If you did not ask for it, you can ignore this e-mail; nobody can use the code without your other details. Questions? Call ${deps.phone}.`,
              ].join('\n'),
            };
      await enqueueMessage(tx, message, now);
    });
    deps.messageQueued();
    deps.metrics.codeSent(device.channel);
  }

  /** Where a code went, as the screens may show it to someone not yet proven. */
  function maskedDevice(device: { channel: ValidationOption; to: string }) {
    return device.channel === 'EMAIL'
      ? { emailAddress: maskEmail(device.to) }
      : { phoneNumber: maskPhone(device.to) };
  }

  return {
    status,
    answer,
    sessionLocked,
    flowFor,
    flowForIdentityCheck,
    countProofingFailure,
    nearLockedPerson,
    personLocked,
    personalInfoProblem,
    tooYoung,
    proveEmployee,
    sendCode,
    maskedDevice,
  };
}

export type FlowSteps = ReturnType<typeof createFlowSteps>;
