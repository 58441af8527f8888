// A disability claim filed without registering (docs/product/public-claim.md), on the shared
// self-service machinery: the identity check of registration (the same census proofing,
// limits and statuses), then the receipt's e-mail address, then the wizard's steps 2 to 5 kept
// as a draft of this flow, then the same submission as a logged-in employee's. The claim is
// the census member's: it appears in their account once they register.

import {
  claimantProven,
  publicClaimFiled,
  publicClaimFlow,
  publicClaimNeed,
  receiptAddressGiven,
} from '#domain/claims/public-claim-flow';
import type { BaseResponse, PersonalInfoResponse } from '#domain/self-service/self-service-answers';
import type { ValidateCustomerRequest } from '#domain/self-service/self-service-api';
import { validateEmailAddress } from '#domain/shared/field-rules';
import { isRefused, type Refused } from '#domain/shared/outcome';
import { findMemberClient } from '#server/db/claims-repository';
import { findFlow, updateFlow } from '#server/db/flows-repository';
import { type Caller, firstProblem } from '#server/self-service/caller';
import { flowAt, flowForIdentityCheck, sessionLocked } from '#server/self-service/flow-access';
import {
  personalInfoProblem,
  proveEmployee,
  tooYoung,
} from '#server/self-service/identity-proofing';
import { answer, refused, type SelfServiceDeps } from '#server/self-service/self-service-deps';
import type { Filer } from './claim-filing.service.ts';

/** `verifyPersonalInfo`: the census person filing, proven as registration proves them. */
export async function verifyClaimant(
  deps: SelfServiceDeps,
  caller: Caller,
  request: ValidateCustomerRequest,
): Promise<PersonalInfoResponse | Refused> {
  const flow = await flowForIdentityCheck(
    deps,
    publicClaimFlow,
    caller,
    personalInfoProblem(deps, request, { requireClientId: false }),
  );
  if (refused(flow) || isRefused(flow)) return flow;
  if (tooYoung(deps, request)) return answer(deps, caller.language, 'AGEELIGIBILITYFAILED');
  const person = await proveEmployee(deps, caller, flow, request);
  if (refused(person)) return person;
  const proven = claimantProven(flow, person);
  if (!proven) return answer(deps, caller.language, 'STEPNOTALLOWED');
  await updateFlow(deps.db, flow.transactionId, proven, deps.clock.now());
  return { ...answer(deps, caller.language, 'SUCCESS'), transactionId: flow.transactionId };
}

/** `receiptEmail`: where the receipt and the claim's notices go; the wizard opens. */
export async function giveReceiptAddress(
  deps: SelfServiceDeps,
  caller: Caller,
  emailAddress: string,
): Promise<BaseResponse | Refused> {
  const problem = firstProblem(caller.language, {
    emailAddress: validateEmailAddress(emailAddress),
  });
  if (problem) return problem;
  const flow = await flowAt(deps, publicClaimFlow, caller, 'emailGiven');
  if (refused(flow)) return flow;
  const given = receiptAddressGiven(flow, emailAddress);
  if (!given) return answer(deps, caller.language, 'STEPNOTALLOWED');
  await updateFlow(deps.db, flow.transactionId, given, deps.clock.now());
  return answer(deps, caller.language, 'SUCCESS');
}

/**
 * The person filing in this browser session, once proven and with an address: the filer of
 * the claims service, whose draft is the flow's. Undefined before that. `filed`: a Submit
 * sent again after the claim was filed (its answer lost) finds the person too, and the claims
 * service answers the claim already filed.
 */
export async function claimantOf(
  deps: SelfServiceDeps,
  caller: Caller,
  { filed = false } = {},
): Promise<Filer | undefined> {
  if (await sessionLocked(deps, caller)) return undefined;
  const flow = await findFlow(deps.db, caller.sessionIdHash, caller.module);
  const open = flow?.step === 'review' || (filed && flow?.step === 'completed');
  if (!flow || !open || !flow.memberId || !flow.email) return undefined;
  const clientId = await findMemberClient(deps.db, flow.memberId);
  if (!clientId) return undefined;
  const { transactionId, email } = flow;
  return {
    draftOwner: { transactionId },
    memberId: flow.memberId,
    clientId,
    firstName: flow.firstName ?? '',
    email,
    withoutAccount: {
      need: publicClaimNeed,
      contactEmail: email,
      filed: async (tx) => {
        const done = publicClaimFiled(flow);
        if (done) await updateFlow(tx, transactionId, done, deps.clock.now());
      },
    },
  };
}
