// Registration (DESIGN.md section 6): the server loads the flow of this browser session,
// checks that its step allows the call (registration-flow.ts), does the work, and moves it
// on. A call out of order answers STEPNOTALLOWED and changes nothing.

import {
  type PersonalInfoResponse,
  type ValidateCustomerRequest,
  ageOn,
  minimumAge,
  personalInfoProblems,
  type BaseResponse,
  type CredentialInfo,
  type CredentialsResponse,
  credentialProblems,
  type SelfServiceResponse,
  type SubmitResponse,
  type VerificationCodeResponse,
  type ZipCodeRequest,
  type ZipCodeResponse,
} from '../../../domain/registration/registration-api.ts';
import {
  type RegistrationEvent,
  type RegistrationModule,
  allows,
  transition,
} from '../../../domain/registration/registration-flow.ts';
import {
  type RegistrationStatusCode,
  codeResentName,
  registrationStatus,
} from '../../../domain/registration/registration-status.ts';
import { decideProofing } from '../../../domain/registration/identity-proofing.ts';
import { employeeTerms } from '../../../domain/registration/terms.ts';
import {
  type AttemptPolicy,
  isLocked,
  registerFailure,
} from '../../../domain/shared/attempt-counter.ts';
import { addMinutes, type Clock } from '../../../domain/shared/clock.ts';
import { validateVerificationCode, validateZipCode } from '../../../domain/shared/field-rules.ts';
import {
  checkCodeEntry,
  checkResend,
  oneTimeCodeRules,
} from '../../../domain/shared/one-time-code.ts';
import { nameKey } from '../../../domain/shared/person-name.ts';
import type { BotCheck } from '../../adapters/bot-check.ts';
import type { PasswordBlocklist } from '../../adapters/common-passwords.ts';
import type { PasswordHasher } from '../../adapters/password-hasher.ts';
import {
  findAccountOfMember,
  insertAccount,
  isUserNameTaken,
} from '../../db/accounts-repository.ts';
import {
  loadCounter,
  proofingPersonKey,
  saveCounter,
} from '../../db/attempt-counters-repository.ts';
import { recordAuditEvent } from '../../db/audit-repository.ts';
import { findMemberForRegistration, findProofingCandidates } from '../../db/census-repository.ts';
import type { Database } from '../../db/client.ts';
import {
  type Flow,
  clearedCredentials,
  consumeCode,
  countCodeEntry,
  deleteFlow,
  deleteFlowsOfSession,
  findFlow,
  findLatestFlowOfSession,
  openFlow,
  updateFlow,
} from '../../db/flows-repository.ts';
import { enqueueMessage } from '../../db/outbox-repository.ts';
import { ssnHashes } from '../../keyed-hash.ts';
import { newOneTimeCode, oneTimeCodeHash, oneTimeCodeMatches } from '../../one-time-code.ts';

export interface RegistrationDeps {
  db: Database;
  clock: Clock;
  hasher: PasswordHasher;
  botCheck: BotCheck;
  blocklist: PasswordBlocklist;
  dataKey: string;
  phone: string;
  brandName: string;
  loginUrl(module: RegistrationModule): string;
  policies: {
    /** Identity-check failures of one browser session before SESSIONLOCKED. */
    proofingSession: AttemptPolicy;
    /** Failures against one census person, across sessions and addresses: USERLOCKED. */
    proofingPerson: AttemptPolicy;
  };
  /** Called after a message was queued, so the dispatcher sends it at once. */
  messageQueued(): void;
}

/** Who is calling: the browser session, the module of the path, and the address. */
export interface Caller {
  sessionIdHash: string;
  module: RegistrationModule;
  address: string;
}

/** A field the browser should have refused; the route answers 400 naming it. */
export interface FieldProblem {
  problem: { field: string; message: string };
}

export function isFieldProblem(value: object): value is FieldProblem {
  return 'problem' in value;
}

export function createRegistrationService(deps: RegistrationDeps) {
  const { db, clock, dataKey, policies } = deps;
  const status = (code: RegistrationStatusCode) =>
    registrationStatus(code, {
      phone: deps.phone,
      lockMinutes: policies.proofingSession.lockMinutes,
      resendWaitSeconds: oneTimeCodeRules.resendWaitSeconds,
    });
  const answer = (code: RegistrationStatusCode) => ({ status: status(code) });
  const sessionKey = (caller: Caller) =>
    `proofing-session:${caller.module}:${caller.sessionIdHash}`;

  /** The flow of this caller at a step that allows `event`, or the status to answer. */
  async function flowFor(
    caller: Caller,
    event: RegistrationEvent,
  ): Promise<Flow | { status: ReturnType<typeof status> }> {
    if (isLocked(await loadCounter(db, sessionKey(caller)), clock.now())) {
      return answer('SESSIONLOCKED');
    }
    const flow = await findFlow(db, caller.sessionIdHash, caller.module);
    if (!flow || !allows(caller.module, flow.step, event)) return answer('STEPNOTALLOWED');
    return flow;
  }
  const refused = (value: Flow | BaseResponse): value is BaseResponse => 'status' in value;

  /** Counts a failed identity check against the session and the people it came close to. */
  async function countProofingFailure(
    caller: Caller,
    againstPeople: string[],
  ): Promise<'SESSIONLOCKED' | null> {
    const now = clock.now();
    return db.transaction(async (tx) => {
      for (const personId of againstPeople) {
        const key = proofingPersonKey(personId);
        const failure = registerFailure(
          await loadCounter(tx, key, { forUpdate: true }),
          now,
          policies.proofingPerson,
        );
        await saveCounter(tx, key, failure.counter, now);
      }
      const key = sessionKey(caller);
      const failure = registerFailure(
        await loadCounter(tx, key, { forUpdate: true }),
        now,
        policies.proofingSession,
      );
      await saveCounter(tx, key, failure.counter, now);
      return failure.lockedNow ? 'SESSIONLOCKED' : null;
    });
  }

  async function personLocked(personId: string): Promise<boolean> {
    return isLocked(await loadCounter(db, proofingPersonKey(personId)), clock.now());
  }

  /** Creates a code for the flow and queues its message, in one transaction with `changes`. */
  async function sendCode(flow: Flow, to: string, changes: Parameters<typeof updateFlow>[2]) {
    const now = clock.now();
    const code = newOneTimeCode();
    await db.transaction(async (tx) => {
      await updateFlow(
        tx,
        flow.transactionId,
        {
          ...changes,
          codeHash: oneTimeCodeHash(dataKey, flow.transactionId, code),
          codeChannel: 'EMAIL',
          codeExpiresAt: addMinutes(now, oneTimeCodeRules.validMinutes),
          codeAttempts: 0,
          codeSends: (changes.codeSends ?? flow.codeSends) + 1,
          codeSentAt: now,
        },
        now,
      );
      await enqueueMessage(
        tx,
        {
          channel: 'email',
          recipient: to,
          subject: `Your ${deps.brandName} verification code`,
          text: [
            `Your verification code is ${code}.`,
            '',
            `Enter it on the registration page within ${oneTimeCodeRules.validMinutes} minutes. It works once.`,
            `If you did not ask for it, you can ignore this e-mail; nobody can use the code without your other details. Questions? Call ${deps.phone}.`,
          ].join('\n'),
        },
        now,
      );
    });
    deps.messageQueued();
  }

  return {
    async verifyPersonalInfo(
      caller: Caller,
      request: ValidateCustomerRequest,
    ): Promise<PersonalInfoResponse | FieldProblem> {
      const now = clock.now();
      if (isLocked(await loadCounter(db, sessionKey(caller)), now)) return answer('SESSIONLOCKED');
      const flow = await openFlow(db, caller.sessionIdHash, caller.module, now);
      if (!allows(caller.module, flow.step, 'identityVerified')) return answer('STEPNOTALLOWED');
      const problems = personalInfoProblems(request, {
        ssnLength: flow.ssnLength,
        requireClientId: false,
        today: now,
      });
      const [field, message] = Object.entries(problems)[0] ?? [];
      if (field && message) return { problem: { field, message } };
      if (ageOn(request.dateOfBirth, now) < minimumAge) return answer('AGEELIGIBILITYFAILED');

      const [month, day, year] = request.dateOfBirth.split('/');
      const hashes = ssnHashes(dataKey, request.ssn);
      const entry = {
        firstNameKey: nameKey(request.firstName),
        lastNameKey: nameKey(request.lastName),
        ssnLength: flow.ssnLength,
      };
      const candidates = await findProofingCandidates(db, {
        ...entry,
        dateOfBirth: `${year}-${month}-${day}`,
        ssnHash: flow.ssnLength === 9 ? hashes.full : hashes.last4,
      });
      const decision = decideProofing(candidates, entry);

      if (decision.outcome === 'multipleClients') {
        await updateFlow(db, flow.transactionId, { ssnLength: 9 }, now);
        return answer('MULTIPLECLIENTS');
      }
      if (decision.outcome === 'noMatch') {
        const locked = await countProofingFailure(caller, decision.failedAgainst);
        if (flow.ssnLength === 9) await updateFlow(db, flow.transactionId, { ssnLength: 4 }, now);
        if (locked) return answer(locked);
        return answer(flow.ssnLength === 9 ? 'SSNAVAILABLE' : 'NOTVALIDATED');
      }

      const personId = decision.personId;
      const person = candidates.find((candidate) => candidate.id === personId);
      if (!person) return answer('STEPNOTALLOWED');
      if (isLocked(person.personCounter, now)) return answer('USERLOCKED');
      if (person.account?.disabled) return answer('USERLOCKED');
      if (person.account) {
        await updateFlow(db, flow.transactionId, { ssnLength: 4 }, now);
        return answer('ALREADYREGISTERED');
      }
      const next = transition(caller.module, flow.step, 'identityVerified');
      if (!next) return answer('STEPNOTALLOWED');
      await updateFlow(
        db,
        flow.transactionId,
        {
          ...clearedCredentials,
          step: next,
          ssnLength: 4,
          memberId: personId,
          firstName: person.firstName,
          lastName: person.lastName,
          reservedUserName: null,
          botScore: null,
        },
        now,
      );
      return { ...answer('NOTREGISTERED'), transactionId: flow.transactionId };
    },

    async validateZipCode(
      caller: Caller,
      request: ZipCodeRequest,
    ): Promise<ZipCodeResponse | FieldProblem> {
      const flow = await flowFor(caller, 'zipVerified');
      if (refused(flow)) return flow;
      const zipProblem = validateZipCode(request.zipCode);
      if (zipProblem) return { problem: { field: 'zipCode', message: zipProblem } };
      if (!flow.memberId) return answer('STEPNOTALLOWED');
      if (await personLocked(flow.memberId)) return answer('USERLOCKED');

      const verdict = await deps.botCheck.verify(request.recaptchaToken, {
        action: 'validate_zip',
        remoteIp: caller.address,
      });
      if (!verdict.human) return answer('BOTCHECKFAILED');

      const person = await findMemberForRegistration(db, flow.memberId);
      if (!person || person.zipCode !== request.zipCode) {
        const locked = await countProofingFailure(caller, [flow.memberId]);
        return answer(locked ?? 'ZIPNOTVALID');
      }
      const reserved =
        person.reservedUserName &&
        !(await isUserNameTaken(db, person.reservedUserName, flow.memberId))
          ? person.reservedUserName
          : null;
      const now = clock.now();
      await updateFlow(
        db,
        flow.transactionId,
        { step: 'credentials', botScore: verdict.score, reservedUserName: reserved },
        now,
      );
      return reserved ? { ...answer('VALID_USERNAME_EXIST'), userName: reserved } : answer('VALID');
    },

    async selectCredentials(
      caller: Caller,
      request: CredentialInfo,
    ): Promise<CredentialsResponse | FieldProblem> {
      const flow = await flowFor(caller, 'credentialsAccepted');
      if (refused(flow)) return flow;
      if (request.transactionId !== flow.transactionId) return answer('STEPNOTALLOWED');
      const problems = credentialProblems(request, 'email');
      const [field, message] = Object.entries(problems)[0] ?? [];
      if (field && message) return { problem: { field, message } };
      const userName = request.username;
      if (flow.reservedUserName && flow.reservedUserName.toLowerCase() !== userName.toLowerCase()) {
        return answer('USERIDNOTAVAILABLE');
      }
      if (
        deps.blocklist.isBlocked(request.password) ||
        request.password.toLowerCase().includes(userName.toLowerCase())
      ) {
        return answer('PASSWORDNOTALLOWED');
      }
      if (await isUserNameTaken(db, userName, flow.memberId)) return answer('USERIDNOTAVAILABLE');
      const email = request.emailAddress ?? '';
      const passwordHash = await deps.hasher.hash(request.password);
      const next = transition(caller.module, flow.step, 'credentialsAccepted');
      if (!next) return answer('STEPNOTALLOWED');
      await sendCode(flow, email, { step: next, userName, passwordHash, email, codeSends: 0 });
      return { ...answer('OTPCODESENT'), emailAddress: email };
    },

    async resendVerificationCode(caller: Caller): Promise<BaseResponse> {
      const flow = await flowFor(caller, 'codeVerified');
      if (refused(flow)) return flow;
      const check = checkResend(
        { sends: flow.codeSends, lastSentAt: flow.codeSentAt },
        clock.now(),
      );
      if (check !== 'send') return answer(check);
      if (!flow.email) return answer('STEPNOTALLOWED');
      await sendCode(flow, flow.email, {});
      return { status: { code: 'OTPCODESENT', name: codeResentName } };
    },

    async validateVerificationCode(
      caller: Caller,
      verificationCode: string,
    ): Promise<VerificationCodeResponse | FieldProblem> {
      const flow = await flowFor(caller, 'codeVerified');
      if (refused(flow)) return flow;
      const codeProblem = validateVerificationCode(verificationCode);
      if (codeProblem) return { problem: { field: 'verificationCode', message: codeProblem } };
      const now = clock.now();
      const state = await countCodeEntry(db, flow.transactionId, now);
      if (!state) return answer('STEPNOTALLOWED');
      const check = checkCodeEntry(state, now);
      if (check === 'OTPATTEMPTSEXCEEDED') {
        await updateFlow(db, flow.transactionId, { codeHash: null }, now);
      }
      if (check !== 'compare') return answer(check);
      const matches =
        state.codeHash !== null &&
        oneTimeCodeMatches(dataKey, flow.transactionId, verificationCode, state.codeHash);
      const next = transition(caller.module, flow.step, 'codeVerified');
      if (!matches || !next || !state.codeHash) return answer('OTPINVALID');
      const used = await consumeCode(db, flow.transactionId, state.codeHash, next, now);
      if (!used) return answer('OTPINVALID');
      return { ...answer('OTPVALID'), selectedValidationOption: 'EMAIL' };
    },

    async backToCredentialPage(caller: Caller): Promise<BaseResponse> {
      const flow = await flowFor(caller, 'backToCredentials');
      if (refused(flow)) return flow;
      await updateFlow(
        db,
        flow.transactionId,
        { step: 'credentials', codeHash: null, codeExpiresAt: null, codeVerifiedAt: null },
        clock.now(),
      );
      return answer('SUCCESS');
    },

    async submit(caller: Caller, transactionId: string): Promise<SubmitResponse> {
      if (isLocked(await loadCounter(db, sessionKey(caller)), clock.now())) {
        return answer('SESSIONLOCKED');
      }
      const now = clock.now();
      const outcome = await db.transaction(async (tx): Promise<RegistrationStatusCode> => {
        const flow = await findFlow(tx, caller.sessionIdHash, caller.module, { forUpdate: true });
        if (!flow || flow.transactionId !== transactionId) return 'STEPNOTALLOWED';
        // A retry of a submit that went through answers the same, and creates nothing.
        if (flow.step === 'completed' && flow.accountId) return 'SUCCESS';
        const next = transition(caller.module, flow.step, 'submitted');
        if (!next || !flow.userName || !flow.passwordHash || !flow.memberId || !flow.firstName) {
          return 'STEPNOTALLOWED';
        }
        if (await findAccountOfMember(tx, flow.memberId)) return 'ALREADYREGISTERED';
        if (await isUserNameTaken(tx, flow.userName, flow.memberId)) return 'USERIDNOTAVAILABLE';
        const accountId = await insertAccount(tx, {
          userName: flow.userName,
          passwordHash: flow.passwordHash,
          role: 'employee',
          memberId: flow.memberId,
          firstName: flow.firstName,
          lastName: flow.lastName ?? '',
          email: flow.email,
          termsVersion: employeeTerms.version,
        });
        await updateFlow(
          tx,
          flow.transactionId,
          { step: next, accountId, passwordHash: null },
          now,
        );
        await recordAuditEvent(tx, {
          action: 'registration.completed',
          accountId,
          address: caller.address,
          at: now,
          details: {
            module: caller.module,
            factorsMatched: ['firstName', 'lastName', 'dateOfBirth', 'ssn', 'zipCode'],
            botScore: flow.botScore,
            codeChannel: flow.codeChannel,
            codeVerifiedAt: flow.codeVerifiedAt?.toISOString(),
            termsVersion: employeeTerms.version,
            startedAt: flow.createdAt.toISOString(),
          },
        });
        if (flow.email) {
          await enqueueMessage(
            tx,
            {
              channel: 'email',
              recipient: flow.email,
              subject: `Your ${deps.brandName} online account is ready`,
              text: [
                `Hello ${flow.firstName},`,
                '',
                `Your online account was created on ${now.toUTCString()}. You can now log in with your user name ${flow.userName}.`,
                `If you did not register, call us at ${deps.phone} right away.`,
              ].join('\n'),
            },
            now,
          );
        }
        return 'SUCCESS';
      });
      if (outcome === 'SUCCESS') deps.messageQueued();
      return answer(outcome);
    },

    async proceedToLogin(caller: Caller, transactionId: string): Promise<SubmitResponse> {
      const flow = await findFlow(db, caller.sessionIdHash, caller.module);
      if (!flow || flow.transactionId !== transactionId || flow.step !== 'completed') {
        return answer('STEPNOTALLOWED');
      }
      await deleteFlow(db, flow.transactionId);
      return { ...answer('SUCCESS'), redirectUrl: deps.loginUrl(caller.module) };
    },

    /** GET /reload: where this browser's registration stands. */
    async reload(sessionIdHash: string): Promise<SelfServiceResponse> {
      const flow = await findLatestFlowOfSession(db, sessionIdHash);
      if (!flow) return answer('STEPNOTALLOWED');
      return {
        ...answer('SUCCESS'),
        transactionId: flow.transactionId,
        module: flow.module,
        step: flow.step,
        ssnLength: flow.ssnLength,
        ...(flow.step !== 'personalInfo' && flow.firstName
          ? { firstName: flow.firstName, lastName: flow.lastName ?? '' }
          : {}),
        ...(flow.reservedUserName || flow.userName
          ? { userName: flow.userName ?? flow.reservedUserName ?? '' }
          : {}),
        ...(flow.email ? { emailAddress: flow.email } : {}),
        ...(flow.codeChannel ? { selectedValidationOption: flow.codeChannel } : {}),
      };
    },

    /** GET /back-to-login: ends this browser's registration. */
    async backToLogin(sessionIdHash: string): Promise<SubmitResponse> {
      const [module] = await deleteFlowsOfSession(db, sessionIdHash);
      return { ...answer('SUCCESS'), redirectUrl: deps.loginUrl(module ?? 'employee-benefits') };
    },
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
