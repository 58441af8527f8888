// What a registration's flow record becomes at each of its steps (docs/product/self-service.md),
// beside its transitions (registration-flow.ts, registration.mermaid,
// registration-employer.mermaid). Each answers the change to save, or null when the record is not
// at a step that allows it: the call then answers STEPNOTALLOWED and saves nothing.

import type { FlowEvent } from '#domain/self-service/flow';
import {
  type ContactShown,
  type FlowChange,
  type FlowRecord,
  lastFourSsnAsked,
  startedOver,
} from '#domain/self-service/flow-record';
import { maskEmail, maskPhone } from '#domain/shared/one-time-code';
import type { Side } from '#domain/shared/sides';
import { registrationFlow } from './registration-flow.ts';

type Step = Pick<FlowRecord, 'step'>;

/** The step `event` leads to, with the change it makes; null when the step does not allow it. */
function moved(side: Side, record: Step, event: FlowEvent, change: FlowChange): FlowChange | null {
  const step = registrationFlow(side).transition(record.step, event);
  return step && { ...change, step };
}

/**
 * Employer: the invitation link opened a flow bound to its contact. Nothing is proven yet:
 * the names are the invitation's, for the form's greeting.
 */
export function invitationOpened(contact: {
  id: string;
  firstName: string;
  lastName: string;
}): FlowChange {
  return {
    ...startedOver,
    step: 'personalInfo',
    contactId: contact.id,
    firstName: contact.firstName,
    lastName: contact.lastName,
    codeSends: 0,
    codeSentAt: null,
  };
}

/** Employee: the census person was found, without an account; the ZIP code comes next. */
export function employeeIdentityProven(
  record: Step,
  person: { id: string; firstName: string; lastName: string },
): FlowChange | null {
  return moved('employee-benefits', record, 'identityVerified', {
    ...startedOver,
    ...lastFourSsnAsked,
    memberId: person.id,
    firstName: person.firstName,
    lastName: person.lastName,
    reservedUserName: null,
    botScore: null,
  });
}

/** Employer: the person is the invited contact; their devices on file may get the first code. */
export function contactIdentityProven(
  record: Step,
  contact: { firstName: string; lastName: string; email: string; mobilePhone: string | null },
): FlowChange | null {
  return moved('employers', record, 'identityVerified', {
    ...startedOver,
    firstName: contact.firstName,
    lastName: contact.lastName,
    email: contact.email,
    phone: contact.mobilePhone,
    codeSends: 0,
    codeSentAt: null,
  });
}

/** Employer: the device on file that gets the first code was chosen (or was the only one). */
export function deviceChosen(record: Step): FlowChange | null {
  return moved('employers', record, 'deviceChosen', {});
}

/** Employer: Back on the first code's screen; that code is withdrawn. */
export function backToDeviceSelection(record: Step): FlowChange | null {
  return moved('employers', record, 'backToDeviceSelection', {
    codeHash: null,
    codeExpiresAt: null,
    codeChannel: null,
  });
}

/**
 * Employee: the ZIP code matched. The bot-protection score is kept as proofing evidence, and
 * a user name kept for the person from an earlier system, when it is still free.
 */
export function zipProven(
  record: Step,
  evidence: { botScore: number; reservedUserName: string | null },
): FlowChange | null {
  return moved('employee-benefits', record, 'zipVerified', evidence);
}

/**
 * The credentials were accepted (the password only as its hash) with the address the code
 * goes to: the employee's e-mail, the employer's mobile phone. Its sends start over.
 */
export function credentialsTaken(
  side: Side,
  record: Step,
  credentials: { userName: string; passwordHash: string } & ({ email: string } | { phone: string }),
): FlowChange | null {
  return moved(side, record, 'credentialsAccepted', { ...credentials, codeSends: 0 });
}

/** Back on the code screen, or Edit on the review screen: the code and its proof are gone. */
export function backToCredentials(side: Side, record: Step): FlowChange | null {
  return moved(side, record, 'backToCredentials', {
    codeHash: null,
    codeExpiresAt: null,
    codeVerifiedAt: null,
  });
}

/** The account exists; the password hash is no longer kept with the flow. */
export function registered(side: Side, record: Step, accountId: string): FlowChange | null {
  return moved(side, record, 'submitted', { accountId, passwordHash: null });
}

/**
 * What an employer's page shows on reload: the contact's devices on file, masked, until the
 * credentials replace the phone with the one they gave.
 */
export function employerContactShown(
  record: Pick<FlowRecord, 'step' | 'email' | 'phone'>,
): ContactShown {
  const onFile = record.step === 'verification' || record.step === 'contactCode';
  return {
    ...(record.email ? { emailAddress: maskEmail(record.email) } : {}),
    ...(record.phone ? { phoneNumber: onFile ? maskPhone(record.phone) : record.phone } : {}),
  };
}
