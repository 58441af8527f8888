// Password reset of either side (docs/product/password-reset.md, decision 0014), one exported
// function per call: the person is verified (an employee by the identity check of every flow,
// an employer by user name and the e-mail on file), a code goes to the account's e-mail on
// file, and the new password is set (password-reset-record.ts). The code calls are the shared
// one-time code step, told this flow's machine, page and what OTPVALID shows.

import type { Language } from '#domain/language/language';
import {
  type AccountOnFileRequest,
  type NewPasswordRequest,
  accountOnFileProblems,
  newPasswordProblems,
} from '#domain/password-reset/password-reset-api';
import { passwordResetFlow } from '#domain/password-reset/password-reset-flow';
import {
  accountFound,
  passwordChanged,
  resetContactShown,
} from '#domain/password-reset/password-reset-record';
import type {
  PersonalInfoResponse,
  SubmitResponse,
} from '#domain/self-service/self-service-answers';
import type { ValidateCustomerRequest } from '#domain/self-service/self-service-api';
import { passwordResetModule } from '#domain/self-service/flow';
import type { SelfServiceStatusCode } from '#domain/self-service/self-service-status';
import { sides } from '#domain/shared/sides';
import { isRefused, type Refused } from '#domain/shared/outcome';
import type { PasswordBlocklist } from '#server/adapters/common-passwords';
import type { PasswordHasher } from '#server/adapters/password-hasher';
import {
  type RecoverableAccount,
  findRecoverableAccount,
  findRecoverableAccountByUserName,
  setNewPassword,
} from '#server/db/accounts-repository';
import { recordAuditEvent } from '#server/db/audit-repository';
import { type Flow, findFlow, updateFlow } from '#server/db/flows-repository';
import { forgetDevices } from '#server/db/devices-repository';
import { enqueueMessage } from '#server/db/outbox-repository';
import { removeEverySecondFactor } from '#server/db/second-factor-repository';
import { queueSecurityNotice } from '#server/self-service/security-notices';
import { deleteSessionsOfAccount } from '#server/db/sessions-repository';
import { constantTimeEqual, keyedHash } from '#server/crypto/keyed-hash';
import { passwordChangedNotice } from '#server/self-service/account-notices';
import { type Caller, firstProblem } from '#server/self-service/caller';
import { flowAt, flowForIdentityCheck } from '#server/self-service/flow-access';
import {
  countProofingFailure,
  personLocked,
  proveEmployeeWithAccount,
} from '#server/self-service/identity-proofing';
import {
  type CodeStep,
  codePages,
  resendRefusal,
  sendFirstCode,
} from '#server/self-service/one-time-code-step';
import { passwordNotAllowed } from '#server/self-service/password-choice';
import { type SelfServiceDeps, answer, refused } from '#server/self-service/self-service-deps';
import type { ContactViews } from '#server/self-service/self-service.service';

export interface PasswordResetDeps extends SelfServiceDeps {
  hasher: PasswordHasher;
  blocklist: PasswordBlocklist;
}

/**
 * The code step of a reset: its e-mail names the password reset page, and only once the code
 * proved the person holds the e-mail on file does OTPVALID show the account's user name, for
 * the new-password screen to show read-only.
 */
export const resetCodeStep: CodeStep = {
  machine: passwordResetFlow,
  page: codePages.passwordReset,
  provenFields: (flow) => (flow.userName ? { userName: flow.userName } : {}),
};

/** A reset's page shows the e-mail on file masked on reload, on either side. */
export const passwordResetContactViews: ContactViews = Object.fromEntries(
  sides.map((side) => [passwordResetModule(side), resetContactShown]),
);

/**
 * The pseudo-person an employer reset's failures count against: the typed user name, known
 * or not, so a lock says nothing about whether the account exists.
 */
function typedUserName(dataKey: string, userName: string): string {
  return `reset-user:${keyedHash(dataKey, 'reset-user-name', userName.toLowerCase())}`;
}

/**
 * Both sides, once the person is verified: the code goes to the account's e-mail on file,
 * never to an address typed in this flow, with registration's spacing and send limits.
 */
async function sendResetCode(
  deps: SelfServiceDeps,
  language: Language,
  flow: Flow,
  account: RecoverableAccount,
  memberId: string | null,
): Promise<PersonalInfoResponse> {
  // An account without an e-mail on file cannot get a code: the call centre helps.
  if (!account.email) return answer(deps, language, 'USERLOCKED');
  const found = accountFound(flow, { ...account, email: account.email }, memberId);
  if (!found) return answer(deps, language, 'STEPNOTALLOWED');
  // Verifying again sends a code too: it may not send faster or more than a resend.
  const refusal = resendRefusal(deps, language, flow);
  if (refusal) return refusal;
  const device = { channel: 'EMAIL', to: account.email } as const;
  return sendFirstCode(deps, language, resetCodeStep, flow, device, found);
}

/** Employee password reset, first step: the personal-information form, then a code. */
export async function verifyForPasswordReset(
  deps: SelfServiceDeps,
  caller: Caller,
  request: ValidateCustomerRequest,
): Promise<PersonalInfoResponse | Refused> {
  const proven = await proveEmployeeWithAccount(deps, passwordResetFlow, caller, request);
  if (refused(proven) || isRefused(proven)) return proven;
  return sendResetCode(deps, caller.language, proven.flow, proven.account, proven.memberId);
}

/**
 * Employer password reset, first step: the user name and the e-mail on file. A wrong
 * user name and a wrong e-mail answer and count the same.
 */
export async function verifyAccountForPasswordReset(
  deps: SelfServiceDeps,
  caller: Caller,
  request: AccountOnFileRequest,
): Promise<PersonalInfoResponse | Refused> {
  const flow = await flowForIdentityCheck(deps, passwordResetFlow, caller, (_ssnLength, language) =>
    firstProblem(language, accountOnFileProblems(request)),
  );
  if (refused(flow) || isRefused(flow)) return flow;
  const person = typedUserName(deps.dataKey, request.userName);
  if (await personLocked(deps, person)) return answer(deps, caller.language, 'USERLOCKED');
  const account = await findRecoverableAccountByUserName(deps.db, request.userName, 'employer');
  const matches =
    account?.email != null &&
    constantTimeEqual(account.email.toLowerCase(), request.emailAddress.toLowerCase());
  if (!account || !matches) {
    const locked = await countProofingFailure(deps, caller, [person]);
    return answer(deps, caller.language, locked ?? 'NOTVALIDATED');
  }
  if (account.disabled) return answer(deps, caller.language, 'USERLOCKED');
  return sendResetCode(deps, caller.language, flow, account, null);
}

/**
 * Password reset, last step (selectCredentials): the new password, once the code is
 * proven. It must pass the shared rules, the reset-only length rule, the common-password
 * list, and differ from the current one. Success sets it, unlocks the account, ends every
 * session of the account and tells its e-mail, in one transaction.
 */
export async function resetPassword(
  deps: PasswordResetDeps,
  caller: Caller,
  request: NewPasswordRequest,
): Promise<SubmitResponse | Refused> {
  const { db } = deps;
  const flow = await flowAt(deps, passwordResetFlow, caller, 'passwordChanged');
  if (refused(flow)) return flow;
  if (request.transactionId !== flow.transactionId || !flow.accountId) {
    return answer(deps, caller.language, 'STEPNOTALLOWED');
  }
  const problem = firstProblem(caller.language, newPasswordProblems(request));
  if (problem) return problem;
  const account = await findRecoverableAccount(db, flow.accountId);
  if (!account) return answer(deps, caller.language, 'STEPNOTALLOWED');
  if (account.disabled) return answer(deps, caller.language, 'USERLOCKED');
  if (passwordNotAllowed(deps.blocklist, request.password, account.userName)) {
    return answer(deps, caller.language, 'PASSWORDNOTALLOWED');
  }
  if (await deps.hasher.verify(account.passwordHash, request.password)) {
    return answer(deps, caller.language, 'SAMEPASSWORD');
  }
  const passwordHash = await deps.hasher.hash(request.password);
  const now = deps.clock.now();
  const outcome = await db.transaction(async (tx): Promise<SelfServiceStatusCode> => {
    // Two concurrent resets of one flow: the first one sets the password, the other finds
    // the flow completed.
    const locked = await findFlow(tx, caller.sessionIdHash, caller.module, { forUpdate: true });
    const changed = locked && passwordChanged(locked);
    if (!locked || locked.transactionId !== flow.transactionId || !changed) {
      return 'STEPNOTALLOWED';
    }
    await updateFlow(tx, flow.transactionId, changed, now);
    await setNewPassword(tx, account.id, passwordHash, now);
    const sessionsEnded = await deleteSessionsOfAccount(tx, account.id);
    // The reset proved the person with their details and a code to what is on file: it is
    // also the way back for someone who lost every factor, so the factors go with the old
    // password, and no browser skips the second step any more (decision 0027). The lock of
    // the second step stays: it is the account's own, not the password's.
    const factorsRemoved = await removeEverySecondFactor(tx, account.id);
    const devicesForgotten = await forgetDevices(tx, account.id);
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
        factorsRemoved,
        devicesForgotten,
      },
    });
    if (factorsRemoved) {
      await queueSecurityNotice(tx, deps, account, { kind: 'factors-removed-by-reset' }, now);
    }
    if (account.email) {
      await enqueueMessage(tx, passwordChangedNotice(deps, account, now), now);
    }
    return 'PASSWORDCHANGED';
  });
  if (outcome !== 'PASSWORDCHANGED') return answer(deps, caller.language, outcome);
  deps.messageQueued();
  return { ...answer(deps, caller.language, outcome), redirectUrl: deps.loginUrl(caller.module) };
}
