// Username recovery and password reset (issue 5, DESIGN.md section 6, decision 0014). They
// are flows of the same state machine as registration (registration-flow.ts,
// account-recovery.mermaid) and use its steps (flow-steps.ts): the same identity proofing and
// failure counters, the same one-time codes. The code step and its resend are registration's
// own calls (registration.service.ts), taken in the reset module.

import type {
  AccountOnFileRequest,
  NewPasswordRequest,
} from '#domain/password-reset/password-reset-api';
import type {
  CredentialsResponse,
  PersonalInfoResponse,
  SubmitResponse,
  ValidateCustomerRequest,
} from '#domain/self-service/self-service-api';
import {
  accountOnFileProblems,
  newPasswordProblems,
} from '#domain/password-reset/password-reset-api';

import type { SelfServiceStatusCode } from '#domain/self-service/self-service-status';
import { checkResend } from '#domain/shared/one-time-code';
import {
  type RecoverableAccount,
  findRecoverableAccount,
  findRecoverableAccountByUserName,
  setNewPassword,
} from '#server/db/accounts-repository';
import { recordAuditEvent } from '#server/db/audit-repository';
import { type Flow, clearedCredentials, findFlow, updateFlow } from '#server/db/flows-repository';
import { enqueueMessage } from '#server/db/outbox-repository';
import { deleteSessionsOfAccount } from '#server/db/sessions-repository';
import { constantTimeEqual, keyedHash } from '#server/keyed-hash';
import {
  type Caller,
  type FieldProblem,
  type FlowSteps,
  type RegistrationDeps,
  type Refusal,
  firstProblem,
  flowOf,
  isFieldProblem,
  refused,
} from './flow-steps.ts';

export function createAccountRecovery(deps: RegistrationDeps, steps: FlowSteps) {
  const { db, clock } = deps;
  const { answer } = steps;

  /**
   * The employee identity check of recovery and reset: as registration's, but only a match
   * with an account counts. A match without one answers and counts exactly like an unknown
   * person (issue 5), against the session only: the person did nothing wrong.
   */
  async function proveEmployeeWithAccount(
    caller: Caller,
    request: ValidateCustomerRequest,
  ): Promise<
    { flow: Flow; account: RecoverableAccount; memberId: string } | FieldProblem | Refusal
  > {
    const flow = await steps.flowForIdentityCheck(
      caller,
      steps.personalInfoProblem(caller, request),
    );
    if (refused(flow) || isFieldProblem(flow)) return flow;
    if (steps.tooYoung(request)) return answer('AGEELIGIBILITYFAILED');
    const person = await steps.proveEmployee(caller, flow, request);
    if (refused(person)) return person;
    const account = person.account && (await findRecoverableAccount(db, person.account.id));
    if (!account) {
      const locked = await steps.countProofingFailure(caller, []);
      return answer(locked ?? 'NOTVALIDATED');
    }
    return { flow, account, memberId: person.id };
  }

  /**
   * The pseudo-person an employer reset's failures count against: the typed user name, known
   * or not, so a lock says nothing about whether the account exists.
   */
  const typedUserName = (userName: string) =>
    `reset-user:${keyedHash(deps.dataKey, 'reset-user-name', userName.toLowerCase())}`;

  /**
   * Both sides, once the person is verified: the code goes to the account's e-mail on file,
   * never to an address typed in this flow, with registration's spacing and send limits.
   */
  async function sendResetCode(
    flow: Flow,
    account: RecoverableAccount,
    owner: { memberId?: string },
  ): Promise<PersonalInfoResponse> {
    // An account without an e-mail on file cannot get a code: the call centre helps.
    if (!account.email) return answer('USERLOCKED');
    const next = flowOf(flow.module).transition(flow.step, 'identityVerified');
    if (!next) return answer('STEPNOTALLOWED');
    // Verifying again sends a code too: it may not send faster or more than a resend.
    const check = checkResend({ sends: flow.codeSends, lastSentAt: flow.codeSentAt }, clock.now());
    if (check !== 'send') return answer(check);
    await steps.sendCode(
      flow,
      { channel: 'EMAIL', to: account.email },
      {
        ...clearedCredentials,
        step: next,
        ssnLength: 4,
        memberId: owner.memberId ?? null,
        accountId: account.id,
        userName: account.userName,
        firstName: account.firstName,
        email: account.email,
      },
    );
    return {
      ...answer('OTPCODESENT'),
      transactionId: flow.transactionId,
      ...steps.maskedDevice({ channel: 'EMAIL', to: account.email }),
    };
  }

  function noticeTo(account: RecoverableAccount, subject: string, lines: string[]) {
    return {
      channel: 'email' as const,
      recipient: account.email ?? '',
      subject: `${deps.brandName}: ${subject}`,
      text: [`Hello ${account.firstName},`, '', ...lines].join('\n'),
    };
  }

  return {
    /**
     * `POST /userNameRecovery/verifyPersonalInfo`: the employee identity check; a match with an
     * account answers USERNAME_AVAILABLE with the user name, and tells the account's e-mail.
     */
    async recoverUserName(
      caller: Caller,
      request: ValidateCustomerRequest,
    ): Promise<PersonalInfoResponse | FieldProblem> {
      const proven = await proveEmployeeWithAccount(caller, request);
      if (refused(proven) || 'problem' in proven) return proven;
      const { flow, account, memberId } = proven;
      const next = flowOf(caller.module).transition(flow.step, 'identityVerified');
      if (!next) return answer('STEPNOTALLOWED');
      const now = clock.now();
      await db.transaction(async (tx) => {
        await updateFlow(
          tx,
          flow.transactionId,
          {
            ...clearedCredentials,
            step: next,
            ssnLength: 4,
            memberId,
            accountId: account.id,
            userName: account.userName,
            firstName: account.firstName,
          },
          now,
        );
        await recordAuditEvent(tx, {
          action: 'username.recovered',
          accountId: account.id,
          address: caller.address,
          at: now,
          details: { factorsMatched: ['firstName', 'lastName', 'dateOfBirth', 'ssn'] },
        });
        if (account.email) {
          await enqueueMessage(
            tx,
            noticeTo(account, 'your user name was recovered', [
              `Your user name ${account.userName} was shown to someone who entered your personal information on ${now.toUTCString()}.`,
              `If this was you, there is nothing more to do. If it was not, call us at ${deps.phone} right away; your password has not changed.`,
            ]),
            now,
          );
        }
      });
      if (account.email) deps.messageQueued();
      return {
        ...answer('USERNAME_AVAILABLE'),
        userName: account.userName,
        transactionId: flow.transactionId,
      };
    },

    /** Employee password reset, first step: the personal-information form, then a code. */
    async verifyForPasswordReset(
      caller: Caller,
      request: ValidateCustomerRequest,
    ): Promise<PersonalInfoResponse | FieldProblem> {
      const proven = await proveEmployeeWithAccount(caller, request);
      if (refused(proven) || 'problem' in proven) return proven;
      return sendResetCode(proven.flow, proven.account, { memberId: proven.memberId });
    },

    /**
     * Employer password reset, first step: the user name and the e-mail on file. A wrong
     * user name and a wrong e-mail answer and count the same.
     */
    async verifyAccountForPasswordReset(
      caller: Caller,
      request: AccountOnFileRequest,
    ): Promise<PersonalInfoResponse | FieldProblem> {
      const flow = await steps.flowForIdentityCheck(caller, () =>
        firstProblem(accountOnFileProblems(request)),
      );
      if (refused(flow) || isFieldProblem(flow)) return flow;
      const person = typedUserName(request.userName);
      if (await steps.personLocked(person)) return answer('USERLOCKED');
      const account = await findRecoverableAccountByUserName(db, request.userName, 'employer');
      const matches =
        account?.email != null &&
        constantTimeEqual(account.email.toLowerCase(), request.emailAddress.toLowerCase());
      if (!account || !matches) {
        const locked = await steps.countProofingFailure(caller, [person]);
        return answer(locked ?? 'NOTVALIDATED');
      }
      if (account.disabled) return answer('USERLOCKED');
      return sendResetCode(flow, account, {});
    },

    /**
     * Password reset, last step (selectCredentials): the new password, once the code is
     * proven. It must pass the shared rules, the reset-only length rule, the common-password
     * list, and differ from the current one. Success sets it, unlocks the account, ends every
     * session of the account and tells its e-mail, in one transaction.
     */
    async resetPassword(
      caller: Caller,
      request: NewPasswordRequest,
    ): Promise<SubmitResponse | CredentialsResponse | FieldProblem> {
      const flow = await steps.flowFor(caller, 'passwordChanged');
      if (refused(flow)) return flow;
      if (request.transactionId !== flow.transactionId || !flow.accountId) {
        return answer('STEPNOTALLOWED');
      }
      const problem = firstProblem(newPasswordProblems(request));
      if (problem) return problem;
      const account = await findRecoverableAccount(db, flow.accountId);
      if (!account) return answer('STEPNOTALLOWED');
      if (account.disabled) return answer('USERLOCKED');
      if (
        deps.blocklist.isBlocked(request.password) ||
        request.password.toLowerCase().includes(account.userName.toLowerCase())
      ) {
        return answer('PASSWORDNOTALLOWED');
      }
      if (await deps.hasher.verify(account.passwordHash, request.password)) {
        return answer('SAMEPASSWORD');
      }
      const passwordHash = await deps.hasher.hash(request.password);
      const now = clock.now();
      const outcome = await db.transaction(async (tx): Promise<SelfServiceStatusCode> => {
        // Two concurrent resets of one flow: the first one sets the password, the other finds
        // the flow completed.
        const locked = await findFlow(tx, caller.sessionIdHash, caller.module, { forUpdate: true });
        const next = locked && flowOf(caller.module).transition(locked.step, 'passwordChanged');
        if (!locked || locked.transactionId !== flow.transactionId || !next) {
          return 'STEPNOTALLOWED';
        }
        await updateFlow(
          tx,
          flow.transactionId,
          { step: next, codeHash: null, codeExpiresAt: null, passwordHash: null },
          now,
        );
        await setNewPassword(tx, account.id, passwordHash, now);
        const sessionsEnded = await deleteSessionsOfAccount(tx, account.id);
        await recordAuditEvent(tx, {
          action: 'password.reset',
          accountId: account.id,
          address: caller.address,
          at: now,
          details: {
            module: caller.module,
            codeChannel: flow.codeChannel,
            codeVerifiedAt: flow.codeVerifiedAt?.toISOString(),
            sessionsEnded,
          },
        });
        if (account.email) {
          await enqueueMessage(
            tx,
            noticeTo(account, 'your password was changed', [
              `The password of your online account ${account.userName} was reset on ${now.toUTCString()}, and every browser that was logged in to it was logged out.`,
              `If this was you, there is nothing more to do. If it was not, call us at ${deps.phone} right away.`,
            ]),
            now,
          );
        }
        return 'PASSWORDCHANGED';
      });
      if (outcome !== 'PASSWORDCHANGED') return answer(outcome);
      deps.messageQueued();
      return { ...answer(outcome), redirectUrl: deps.loginUrl(caller.module) };
    },
  };
}
