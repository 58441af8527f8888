// Registration (DESIGN.md section 6): the server loads the flow of this browser session,
// checks that its step allows the call (registration-flow.ts), does the work, and moves it
// on. A call out of order answers STEPNOTALLOWED and changes nothing. What every flow shares
// is in flow-steps.ts; username recovery and password reset are in account-recovery.service.ts.

import {
  type PersonalInfoResponse,
  type ResendCodeRequest,
  type ValidateCustomerRequest,
  type BaseResponse,
  type CredentialsResponse,
  type SelfServiceResponse,
  type SubmitResponse,
  type VerificationCodeResponse,
} from '#domain/self-service/self-service-api';
import {
  type CredentialInfo,
  credentialProblems,
  type ZipCodeRequest,
  type ZipCodeResponse,
} from '#domain/registration/registration-api';
import {
  type FlowModule,
  codeEventOf,
  isPasswordReset,
  validationOptionOf,
} from '#domain/self-service/flow';
import {
  type SelfServiceStatusCode,
  codeResentName,
} from '#domain/self-service/self-service-status';
import { employeeTerms, employerTerms } from '#domain/registration/terms';
import { isLocked } from '#domain/shared/attempt-counter';
import { isoDateOf, validateVerificationCode, validateZipCode } from '#domain/shared/field-rules';
import { checkCodeEntry, checkResend, maskEmail, maskPhone } from '#domain/shared/one-time-code';
import { nameKey } from '#domain/shared/person-name';
import {
  accountTakenBy,
  findAccountOfContact,
  findAccountOfMember,
  findAccountOfSsoSubject,
  insertAccount,
  isUserNameTaken,
} from '#server/db/accounts-repository';
import { recordAuditEvent } from '#server/db/audit-repository';
import { findMemberForRegistration } from '#server/db/census-repository';
import {
  findContactForProofing,
  findOpenInvitation,
  markInvitationUsed,
} from '#server/db/invitations-repository';
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
} from '#server/db/flows-repository';
import { enqueueMessage } from '#server/db/outbox-repository';
import { useSsoNonce } from '#server/db/sso-nonces-repository';
import { oneTimeCodeMatches } from '#server/one-time-code';
import { createAccountRecovery } from './account-recovery.service.ts';
import type { SsoAssertion, SsoCheck } from './sso-assertion.ts';
import {
  type Caller,
  type FieldProblem,
  type RegistrationDeps,
  createFlowSteps,
  flowOf,
  firstProblem,
  isFieldProblem,
  refused,
} from './flow-steps.ts';

export type { Caller, FieldProblem, RegistrationDeps } from './flow-steps.ts';
export { isFieldProblem } from './flow-steps.ts';

/**
 * Submits of two flows for one person, or for one user name, can both pass their checks
 * before either commits; the unique index then refuses the second account. Its submit is told
 * what it would have been told a moment later. Any other failure is rethrown.
 */
function lostRaceStatus(error: unknown): SelfServiceStatusCode {
  const takenBy = accountTakenBy(error);
  if (!takenBy) throw error;
  return takenBy === 'userName' ? 'USERIDNOTAVAILABLE' : 'ALREADYREGISTERED';
}

export function createRegistrationService(deps: RegistrationDeps) {
  const { db, clock, dataKey } = deps;
  const steps = createFlowSteps(deps);
  const { answer, flowFor, countProofingFailure, personLocked, sendCode, maskedDevice } = steps;

  /**
   * The e-mail and phone a reload shows: what the person typed, in full; an employer
   * contact's devices on file, masked, until the credentials replace the phone; a reset's
   * address on file, masked.
   */
  function contactOfReload(flow: Flow): { emailAddress?: string; phoneNumber?: string } {
    if (isPasswordReset(flow.module))
      return flow.email ? { emailAddress: maskEmail(flow.email) } : {};
    if (flow.module !== 'employers') return flow.email ? { emailAddress: flow.email } : {};
    const onFile = ['verification', 'contactCode'].includes(flow.step);
    return {
      ...(flow.email ? { emailAddress: maskEmail(flow.email) } : {}),
      ...(flow.phone ? { phoneNumber: onFile ? maskPhone(flow.phone) : flow.phone } : {}),
    };
  }

  /** The devices on file of an invited contact that can get the first code. */
  function devicesOf(contact: { email: string; mobilePhone: string | null }) {
    return [
      { channel: 'EMAIL' as const, to: contact.email },
      ...(contact.mobilePhone ? [{ channel: 'PHONE' as const, to: contact.mobilePhone }] : []),
    ];
  }

  /**
   * Employer (DESIGN.md section 6): the person must be the contact the invitation of this flow
   * names: names, date of birth and client id. Then the first code goes to a device on file,
   * or the person chooses one when there are several.
   */
  async function verifyContact(
    caller: Caller,
    flow: Flow,
    request: ValidateCustomerRequest,
  ): Promise<PersonalInfoResponse> {
    if (!flow.contactId) return answer('STEPNOTALLOWED');
    const contact = await findContactForProofing(db, flow.contactId);
    if (!contact) return answer('STEPNOTALLOWED');
    const matches =
      contact.firstNameKey === nameKey(request.firstName) &&
      contact.lastNameKey === nameKey(request.lastName) &&
      contact.dateOfBirth === isoDateOf(request.dateOfBirth) &&
      contact.clientId === request.clientId;
    const now = clock.now();
    if (isLocked(contact.personCounter, now)) return steps.nearLockedPerson(caller, matches);
    if (!matches) {
      const locked = await countProofingFailure(caller, [contact.id]);
      return answer(locked ?? 'NOTVALIDATED');
    }
    if (contact.account?.disabled) return answer('USERLOCKED');
    if (contact.account) return answer('ALREADYREGISTERED');
    const verification = flowOf(caller.module).transition(flow.step, 'identityVerified');
    if (!verification) return answer('STEPNOTALLOWED');
    const proven = {
      ...clearedCredentials,
      step: verification,
      firstName: contact.firstName,
      lastName: contact.lastName,
      email: contact.email,
      phone: contact.mobilePhone,
      codeChannel: null,
      codeSends: 0,
      codeSentAt: null,
    };
    const devices = devicesOf(contact);
    const [only] = devices;
    if (devices.length > 1 || !only) {
      await updateFlow(db, flow.transactionId, proven, now);
      return {
        ...answer('SUCCESS'),
        transactionId: flow.transactionId,
        ...Object.assign({}, ...devices.map(maskedDevice)),
      };
    }
    const next = flowOf(caller.module).transition(verification, 'deviceChosen');
    if (!next) return answer('STEPNOTALLOWED');
    await sendCode(flow, only, { ...proven, step: next });
    return { ...answer('OTPCODESENT'), transactionId: flow.transactionId, ...maskedDevice(only) };
  }

  return {
    ...createAccountRecovery(deps, steps),

    /** SSO entry, first half: whether a partner's assertion is genuine and current. */
    checkSsoAssertion(token: string | undefined): Promise<SsoCheck> {
      return deps.checkSsoAssertion(token);
    },

    /**
     * SSO entry, second half (decision 0013): uses the assertion's nonce and opens, or starts
     * over, this session's employee flow marked with the partner and subject, in one
     * transaction. Answers 'replayed' when the nonce was used before, and opens nothing.
     */
    async startSsoRegistration(
      caller: Caller,
      assertion: SsoAssertion,
    ): Promise<'opened' | 'replayed'> {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const firstUse = await useSsoNonce(tx, {
          issuer: assertion.issuer,
          nonce: assertion.nonce,
          usedAt: now,
          expiresAt: assertion.acceptedUntil,
        });
        if (!firstUse) return 'replayed';
        const flow = await openFlow(tx, caller.sessionIdHash, caller.module, now);
        await updateFlow(
          tx,
          flow.transactionId,
          {
            ...clearedCredentials,
            step: 'personalInfo',
            ssnLength: 4,
            memberId: null,
            firstName: null,
            lastName: null,
            reservedUserName: null,
            botScore: null,
            ssoPartnerId: assertion.partnerId,
            ssoSubject: assertion.subject,
          },
          now,
        );
        return 'opened';
      });
    },

    /** Employer entry (SPEC.md section 4): the invitation link opens a flow bound to it. */
    async employerInfo(caller: Caller, regid: string): Promise<SelfServiceResponse> {
      const now = clock.now();
      // Unknown, malformed, expired, used and revoked invitations all look the same.
      const contact = await findOpenInvitation(db, regid, now);
      if (!contact) return answer('USERNOTFOUND');
      const flow = await openFlow(db, caller.sessionIdHash, caller.module, now);
      await updateFlow(
        db,
        flow.transactionId,
        {
          ...clearedCredentials,
          step: 'personalInfo',
          contactId: contact.id,
          firstName: contact.firstName,
          lastName: contact.lastName,
          email: null,
          phone: null,
          codeChannel: null,
          codeSends: 0,
          codeSentAt: null,
        },
        now,
      );
      return {
        ...answer('SUCCESS'),
        transactionId: flow.transactionId,
        firstName: contact.firstName,
        lastName: contact.lastName,
      };
    },

    async verifyPersonalInfo(
      caller: Caller,
      request: ValidateCustomerRequest,
    ): Promise<PersonalInfoResponse | FieldProblem> {
      const flow = await steps.flowForIdentityCheck(
        caller,
        steps.personalInfoProblem(caller, request),
      );
      if (refused(flow) || isFieldProblem(flow)) return flow;
      if (flow.ssoPartnerId && flow.ssoSubject) {
        // The partner vouches that this is the employee its subject names, who registered
        // already: to login, as for a census person with an account, whatever was typed.
        const linked = await findAccountOfSsoSubject(db, flow.ssoPartnerId, flow.ssoSubject);
        if (linked) return answer(linked.disabled ? 'USERLOCKED' : 'ALREADYREGISTERED');
      }
      if (steps.tooYoung(request)) return answer('AGEELIGIBILITYFAILED');
      if (caller.module === 'employers') return verifyContact(caller, flow, request);

      const person = await steps.proveEmployee(caller, flow, request);
      if (refused(person)) return person;
      const now = clock.now();
      if (person.account) {
        await updateFlow(db, flow.transactionId, { ssnLength: 4 }, now);
        return answer('ALREADYREGISTERED');
      }
      const next = flowOf(caller.module).transition(flow.step, 'identityVerified');
      if (!next) return answer('STEPNOTALLOWED');
      await updateFlow(
        db,
        flow.transactionId,
        {
          ...clearedCredentials,
          step: next,
          ssnLength: 4,
          memberId: person.id,
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
      const employer = caller.module === 'employers';
      const problem = firstProblem(credentialProblems(request, employer ? 'phone' : 'email'));
      if (problem) return problem;
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
      const passwordHash = await deps.hasher.hash(request.password);
      const next = flowOf(caller.module).transition(flow.step, 'credentialsAccepted');
      if (!next) return answer('STEPNOTALLOWED');
      const chosen = { step: next, userName, passwordHash, codeSends: 0 };
      if (employer) {
        // The mobile phone given here gets the code by SMS; proving it ends the checks.
        const phone = request.phoneNumber ?? '';
        await sendCode(flow, { channel: 'PHONE', to: phone }, { ...chosen, phone });
        return { ...answer('USERIDAVAILABLE'), phoneNumber: phone };
      }
      const email = request.emailAddress ?? '';
      await sendCode(flow, { channel: 'EMAIL', to: email }, { ...chosen, email });
      return { ...answer('OTPCODESENT'), emailAddress: email };
    },

    /**
     * Sends the code again to where the last one went. An employer at the device selection
     * names the device on file that gets the first code (SPEC.md leaves the payload open).
     */
    async resendVerificationCode(
      caller: Caller,
      request: ResendCodeRequest = {},
    ): Promise<CredentialsResponse> {
      const flow = await flowFor(caller, (step) =>
        step === 'verification' ? 'deviceChosen' : codeEventOf(step),
      );
      if (refused(flow)) return flow;
      const check = checkResend(
        { sends: flow.codeSends, lastSentAt: flow.codeSentAt },
        clock.now(),
      );
      if (check !== 'send') return answer(check);
      if (flow.step === 'verification') {
        const device = devicesOf({ email: flow.email ?? '', mobilePhone: flow.phone }).find(
          (candidate) => candidate.channel === request.selectedValidationOption,
        );
        const next = flowOf(caller.module).transition(flow.step, 'deviceChosen');
        if (!device || !flow.email || !next) return answer('STEPNOTALLOWED');
        await sendCode(flow, device, { step: next });
        return { ...answer('OTPCODESENT'), ...maskedDevice(device) };
      }
      const to = flow.codeChannel === 'PHONE' ? flow.phone : flow.email;
      if (!to || !flow.codeChannel) return answer('STEPNOTALLOWED');
      await sendCode(flow, { channel: flow.codeChannel, to }, {});
      return { status: { code: 'OTPCODESENT', name: codeResentName } };
    },

    async validateVerificationCode(
      caller: Caller,
      verificationCode: string,
    ): Promise<VerificationCodeResponse | FieldProblem> {
      const flow = await flowFor(caller, codeEventOf);
      if (refused(flow)) return flow;
      const event = codeEventOf(flow.step);
      const codeProblem = validateVerificationCode(verificationCode);
      if (codeProblem) return { problem: { field: 'verificationCode', message: codeProblem } };
      const now = clock.now();
      const state = await countCodeEntry(db, flow.transactionId, flow.step, now);
      if (!state) return answer('STEPNOTALLOWED');
      const check = checkCodeEntry(state, now);
      if (check === 'OTPATTEMPTSEXCEEDED') {
        await updateFlow(db, flow.transactionId, { codeHash: null }, now);
      }
      if (check !== 'compare') return answer(check);
      const matches =
        state.codeHash !== null &&
        oneTimeCodeMatches(dataKey, flow.transactionId, verificationCode, state.codeHash);
      const next = flowOf(caller.module).transition(flow.step, event);
      if (!matches || !next || !state.codeHash) return answer('OTPINVALID');
      const used = await consumeCode(db, flow.transactionId, state.codeHash, {
        from: flow.step,
        to: next,
        now,
      });
      if (!used) return answer('OTPINVALID');
      return {
        ...answer('OTPVALID'),
        selectedValidationOption: validationOptionOf(caller.module, event),
        // A reset's new-password screen shows the account's user name, read-only: only now
        // that the code proved the person holds the e-mail on file.
        ...(isPasswordReset(caller.module) && flow.userName ? { userName: flow.userName } : {}),
      };
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

    /** Employer: Back on the first code's screen, to choose another device on file. */
    async backToDeviceSelectionPage(caller: Caller): Promise<BaseResponse> {
      const flow = await flowFor(caller, 'backToDeviceSelection');
      if (refused(flow)) return flow;
      const step = flowOf(caller.module).transition(flow.step, 'backToDeviceSelection');
      if (!step) return answer('STEPNOTALLOWED');
      await updateFlow(
        db,
        flow.transactionId,
        { step, codeHash: null, codeExpiresAt: null, codeChannel: null },
        clock.now(),
      );
      return answer('SUCCESS');
    },

    async submit(caller: Caller, transactionId: string): Promise<SubmitResponse> {
      if (await steps.sessionLocked(caller)) return answer('SESSIONLOCKED');
      const now = clock.now();
      const submitted = db.transaction(async (tx): Promise<SelfServiceStatusCode> => {
        const flow = await findFlow(tx, caller.sessionIdHash, caller.module, { forUpdate: true });
        if (!flow || flow.transactionId !== transactionId) return 'STEPNOTALLOWED';
        // A retry of a submit that went through answers the same, and creates nothing.
        if (flow.step === 'completed' && flow.accountId) return 'SUCCESS';
        const next = flowOf(caller.module).transition(flow.step, 'submitted');
        const employer = caller.module === 'employers';
        // The census person of an employee, the invited contact of an employer.
        const owner = employer ? flow.contactId : flow.memberId;
        if (!next || !flow.userName || !flow.passwordHash || !owner || !flow.firstName) {
          return 'STEPNOTALLOWED';
        }
        const existing = employer
          ? await findAccountOfContact(tx, owner)
          : await findAccountOfMember(tx, owner);
        if (existing) return 'ALREADYREGISTERED';
        // Another browser may have registered the same partner subject meanwhile.
        const sso =
          flow.ssoPartnerId && flow.ssoSubject
            ? { ssoPartnerId: flow.ssoPartnerId, ssoSubject: flow.ssoSubject }
            : undefined;
        if (sso && (await findAccountOfSsoSubject(tx, sso.ssoPartnerId, sso.ssoSubject))) {
          return 'ALREADYREGISTERED';
        }
        if (await isUserNameTaken(tx, flow.userName, flow.memberId)) return 'USERIDNOTAVAILABLE';
        // An invitation works once; one revoked meanwhile ends the registration.
        if (employer && !(await markInvitationUsed(tx, owner, now))) return 'USERNOTFOUND';
        const terms = employer ? employerTerms : employeeTerms;
        const accountId = await insertAccount(tx, {
          userName: flow.userName,
          passwordHash: flow.passwordHash,
          role: employer ? 'employer' : 'employee',
          ...(employer ? { contactId: owner, phone: flow.phone } : { memberId: owner, ...sso }),
          firstName: flow.firstName,
          lastName: flow.lastName ?? '',
          email: flow.email,
          termsVersion: terms.version,
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
            factorsMatched: employer
              ? ['firstName', 'lastName', 'dateOfBirth', 'clientId', 'deviceOnFile', 'mobilePhone']
              : ['firstName', 'lastName', 'dateOfBirth', 'ssn', 'zipCode'],
            botScore: flow.botScore,
            codeChannel: flow.codeChannel,
            codeVerifiedAt: flow.codeVerifiedAt?.toISOString(),
            termsVersion: terms.version,
            startedAt: flow.createdAt.toISOString(),
            // The partner only: the subject is its identifier of a person, kept on the
            // account row, never in the audit trail.
            ...(sso ? { ssoPartner: sso.ssoPartnerId } : {}),
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
      const outcome = await submitted.catch(lostRaceStatus);
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

    /**
     * GET /reload: where this browser's flow of `module` stands, or without a module the flow
     * it used last. A page of one flow asks for its own: a browser may hold a registration and
     * a password reset at once.
     */
    async reload(sessionIdHash: string, module?: FlowModule): Promise<SelfServiceResponse> {
      const flow = module
        ? await findFlow(db, sessionIdHash, module)
        : await findLatestFlowOfSession(db, sessionIdHash);
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
        ...contactOfReload(flow),
        ...(flow.codeChannel ? { selectedValidationOption: flow.codeChannel } : {}),
        ...(flow.ssoPartnerId ? { sso: true } : {}),
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
