// The employer's own registration calls (docs/product/registration.md, employer rows;
// docs/product/self-service.md): the invitation link opens a flow bound to its contact, the person
// must be that contact, and the first code goes to a device on file, chosen when there are several.
// The calls both sides share are in registration.service.ts.

import type { Language } from '#domain/language/language';
import {
  backToDeviceSelection,
  contactIdentityProven,
  deviceChosen,
  invitationOpened,
} from '#domain/registration/registration-record';
import type { CodeDevice } from '#domain/self-service/flow-record';
import type {
  BaseResponse,
  CredentialsResponse,
  PersonalInfoResponse,
  SelfServiceResponse,
  ValidationOption,
} from '#domain/self-service/self-service-answers';
import type { ValidateCustomerRequest } from '#domain/self-service/self-service-api';
import { registrationFlow } from '#domain/registration/registration-flow';
import { isLocked } from '#domain/shared/attempt-counter';
import { isoDateOf } from '#domain/shared/field-rules';
import { nameKey } from '#domain/shared/person-name';
import type { Side } from '#domain/shared/sides';
import { type Flow, openFlow, updateFlow } from '#server/db/flows-repository';
import { findContactForProofing, findOpenInvitation } from '#server/db/invitations-repository';
import type { Caller } from '#server/self-service/caller';
import { flowAt } from '#server/self-service/flow-access';
import { countProofingFailure, nearLockedPerson } from '#server/self-service/identity-proofing';
import { maskedDevice, sendCode, sendFirstCode } from '#server/self-service/one-time-code-step';
import { answer, refused } from '#server/self-service/self-service-deps';
import { type RegistrationDeps, registrationCodeStep } from './registration-deps.ts';

const employerCodeStep = registrationCodeStep('employers');

/** The devices on file of an invited contact that can get the first code. */
function devicesOf(contact: { email: string; mobilePhone: string | null }): CodeDevice[] {
  return [
    { channel: 'EMAIL' as const, to: contact.email },
    ...(contact.mobilePhone ? [{ channel: 'PHONE' as const, to: contact.mobilePhone }] : []),
  ];
}

/**
 * `GET /employers/registration/employerInfo/:regid` (docs/product/registration.md): the invitation
 * link.
 */
export async function employerInfo(
  deps: RegistrationDeps,
  caller: Caller,
  regid: string,
): Promise<SelfServiceResponse> {
  const now = deps.clock.now();
  // Unknown, malformed, expired, used and revoked invitations all look the same.
  const contact = await findOpenInvitation(deps.db, regid, now);
  if (!contact) return answer(deps, caller.language, 'USERNOTFOUND');
  const flow = await openFlow(deps.db, caller.sessionIdHash, caller.module, now);
  await updateFlow(deps.db, flow.transactionId, invitationOpened(contact), now);
  return {
    ...answer(deps, caller.language, 'SUCCESS'),
    transactionId: flow.transactionId,
    firstName: contact.firstName,
    lastName: contact.lastName,
  };
}

/**
 * The employer's identity check: the person must be the contact the invitation of this flow
 * names (names, date of birth and client id). Then the first code goes to the device on file,
 * or the person chooses one when there are several.
 */
export async function verifyContact(
  deps: RegistrationDeps,
  caller: Caller,
  flow: Flow,
  request: ValidateCustomerRequest,
): Promise<PersonalInfoResponse> {
  if (!flow.contactId) return answer(deps, caller.language, 'STEPNOTALLOWED');
  const contact = await findContactForProofing(deps.db, flow.contactId);
  if (!contact) return answer(deps, caller.language, 'STEPNOTALLOWED');
  const matches =
    contact.firstNameKey === nameKey(request.firstName) &&
    contact.lastNameKey === nameKey(request.lastName) &&
    contact.dateOfBirth === isoDateOf(request.dateOfBirth) &&
    contact.clientId === request.clientId;
  const now = deps.clock.now();
  if (isLocked(contact.personCounter, now)) return nearLockedPerson(deps, caller, matches);
  if (!matches) {
    const locked = await countProofingFailure(deps, caller, [contact.id]);
    return answer(deps, caller.language, locked ?? 'NOTVALIDATED');
  }
  if (contact.account?.disabled) return answer(deps, caller.language, 'USERLOCKED');
  if (contact.account) return answer(deps, caller.language, 'ALREADYREGISTERED');
  const proven = contactIdentityProven(flow, contact);
  if (!proven) return answer(deps, caller.language, 'STEPNOTALLOWED');
  const devices = devicesOf(contact);
  const [only] = devices;
  if (devices.length > 1 || !only) {
    await updateFlow(deps.db, flow.transactionId, proven, now);
    return {
      ...answer(deps, caller.language, 'SUCCESS'),
      transactionId: flow.transactionId,
      ...Object.assign({}, ...devices.map(maskedDevice)),
    };
  }
  const chosen = deviceChosen({ ...flow, ...proven });
  if (!chosen) return answer(deps, caller.language, 'STEPNOTALLOWED');
  return sendFirstCode(deps, caller.language, employerCodeStep, flow, only, {
    ...proven,
    ...chosen,
  });
}

/**
 * At the device selection, resendVerificationCode names the device on file that gets the
 * first code (docs/product/calls.md leaves the payload open); the caller checked the resend limits.
 */
export async function sendCodeToChosenDevice(
  deps: RegistrationDeps,
  language: Language,
  flow: Flow,
  channel: ValidationOption | undefined,
): Promise<CredentialsResponse> {
  const device = devicesOf({ email: flow.email ?? '', mobilePhone: flow.phone }).find(
    (candidate) => candidate.channel === channel,
  );
  const chosen = deviceChosen(flow);
  if (!device || !flow.email || !chosen) return answer(deps, language, 'STEPNOTALLOWED');
  await sendCode(deps, language, employerCodeStep, flow, device, chosen);
  return { ...answer(deps, language, 'OTPCODESENT'), ...maskedDevice(device) };
}

/** `POST /employers/backToDeviceSelectionPage`: Back on the first code's screen. */
export async function backToDeviceSelectionPage(
  deps: RegistrationDeps,
  caller: Caller<Side>,
): Promise<BaseResponse> {
  const flow = await flowAt(deps, registrationFlow(caller.module), caller, 'backToDeviceSelection');
  if (refused(flow)) return flow;
  const back = backToDeviceSelection(flow);
  if (!back) return answer(deps, caller.language, 'STEPNOTALLOWED');
  await updateFlow(deps.db, flow.transactionId, back, deps.clock.now());
  return answer(deps, caller.language, 'SUCCESS');
}
