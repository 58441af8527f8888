// Username recovery (docs/product/username-recovery.md, decision 0014): one call. The employee
// identity check of every self-service flow, and a match with an account shows its user name
// (username-recovery-record.ts) and tells the account's e-mail when and what to do.

import type { PersonalInfoResponse } from '#domain/self-service/self-service-answers';
import type { ValidateCustomerRequest } from '#domain/self-service/self-service-api';
import { userNameFound } from '#domain/username-recovery/username-recovery-record';
import { userNameRecoveryFlow } from '#domain/username-recovery/username-recovery-flow';
import { isRefused, type Refused } from '#domain/shared/outcome';
import { recordAuditEvent } from '#server/db/audit-repository';
import { updateFlow } from '#server/db/flows-repository';
import { enqueueMessage } from '#server/db/outbox-repository';
import { userNameRecoveredNotice } from '#server/self-service/account-notices';
import { type Caller } from '#server/self-service/caller';
import { proveEmployeeWithAccount } from '#server/self-service/identity-proofing';
import { type SelfServiceDeps, answer, refused } from '#server/self-service/self-service-deps';

/**
 * `POST /userNameRecovery/verifyPersonalInfo`: a match with an account answers
 * USERNAME_AVAILABLE with the user name.
 */
export async function recoverUserName(
  deps: SelfServiceDeps,
  caller: Caller,
  request: ValidateCustomerRequest,
): Promise<PersonalInfoResponse | Refused> {
  const proven = await proveEmployeeWithAccount(deps, userNameRecoveryFlow, caller, request);
  if (refused(proven) || isRefused(proven)) return proven;
  const { flow, account, memberId } = proven;
  const found = userNameFound(flow, account, memberId);
  if (!found) return answer(deps, caller.language, 'STEPNOTALLOWED');
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await updateFlow(tx, flow.transactionId, found, now);
    await recordAuditEvent(tx, {
      action: 'username.recovered',
      accountId: account.id,
      address: caller.address,
      at: now,
      details: { factorsMatched: ['firstName', 'lastName', 'dateOfBirth', 'ssn'] },
    });
    if (account.email) {
      await enqueueMessage(tx, userNameRecoveredNotice(deps, account, now), now);
    }
  });
  if (account.email) deps.messageQueued();
  return {
    ...answer(deps, caller.language, 'USERNAME_AVAILABLE'),
    userName: account.userName,
    transactionId: flow.transactionId,
  };
}
