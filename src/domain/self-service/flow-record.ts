// A self-service flow as the record the server keeps between calls (docs/product/self-service.md):
// one per browser session and module. What a record becomes at a step is a pure function that
// answers the change to save: the steps every flow shares are here, each flow's own are beside its
// transitions (registration/registration-record.ts, username-recovery/, password-reset/, sso/). The
// server loads a record, applies one of these and saves the change; it decides no field itself. A
// change, not a whole record: the code counters are raised by the database itself (countCodeEntry),
// and a whole record written back would undo a concurrent count.

import { addMinutes } from '#domain/shared/clock';
import type { SsnLength } from '#domain/shared/field-rules';
import { oneTimeCodeRules } from '#domain/shared/one-time-code';
import type { FlowModule, FlowStep } from './flow.ts';
import type { ValidationOption } from './self-service-answers.ts';

/** The fields of a flow (src/server/db/schema/flows.ts says what each holds). */
export interface FlowRecord {
  transactionId: string;
  module: FlowModule;
  step: FlowStep;
  ssnLength: SsnLength;
  memberId: string | null;
  contactId: string | null;
  ssoPartnerId: string | null;
  ssoSubject: string | null;
  accountId: string | null;
  firstName: string | null;
  lastName: string | null;
  reservedUserName: string | null;
  botScore: number | null;
  userName: string | null;
  passwordHash: string | null;
  email: string | null;
  phone: string | null;
  codeHash: string | null;
  codeChannel: ValidationOption | null;
  codeExpiresAt: Date | null;
  codeAttempts: number;
  codeSends: number;
  codeSentAt: Date | null;
  codeVerifiedAt: Date | null;
  createdAt: Date;
}

/** What a step changes; the fields it leaves out keep their values. */
export type FlowChange = Partial<Omit<FlowRecord, 'transactionId' | 'module' | 'createdAt'>>;

/** What a flow forgets when it starts over from its identity check. */
export const startedOver = {
  accountId: null,
  userName: null,
  passwordHash: null,
  email: null,
  phone: null,
  codeHash: null,
  codeChannel: null,
  codeExpiresAt: null,
  codeAttempts: 0,
  codeVerifiedAt: null,
} as const satisfies FlowChange;

/** MULTIPLECLIENTS: the last four digits fit several people; the form asks for all nine. */
export const fullSsnAsked = { ssnLength: 9 } as const satisfies FlowChange;

/** After a check of all nine digits, or a person found: the form asks for the last four again. */
export const lastFourSsnAsked = { ssnLength: 4 } as const satisfies FlowChange;

/**
 * The person proved they hold an account (username recovery, password reset): the flow starts
 * over with the account, its user name, the first name for the screens, and the census person
 * when the proof was an employee's.
 */
export function accountHolderFound(
  account: { id: string; userName: string; firstName: string },
  memberId: string | null,
): FlowChange {
  return {
    ...startedOver,
    ...lastFourSsnAsked,
    memberId,
    accountId: account.id,
    userName: account.userName,
    firstName: account.firstName,
  };
}

/** Where a code goes: a channel and the address or number on that channel. */
export interface CodeDevice {
  channel: ValidationOption;
  to: string;
}

/**
 * A new code went out: only its keyed hash is kept, it is live for the rule's minutes, its
 * entries count from zero, and the sends of the flow (after `record`'s own change, which may
 * have started them over) go up by one.
 */
export function codeSent(
  record: Pick<FlowRecord, 'codeSends'>,
  code: { channel: ValidationOption; hash: string },
  now: Date,
): FlowChange {
  return {
    codeHash: code.hash,
    codeChannel: code.channel,
    codeExpiresAt: addMinutes(now, oneTimeCodeRules.validMinutes),
    codeAttempts: 0,
    codeSends: record.codeSends + 1,
    codeSentAt: now,
  };
}

/** OTPATTEMPTSEXCEEDED: the code can no longer be used, even rightly; a resend replaces it. */
export const codeWithdrawn = { codeHash: null } as const satisfies FlowChange;

/** The e-mail and phone a page shows when it reloads. */
export interface ContactShown {
  emailAddress?: string;
  phoneNumber?: string;
}

/** What the person typed, in full: nothing in it is more than they told us. */
export function contactAsTyped(record: Pick<FlowRecord, 'email'>): ContactShown {
  return record.email ? { emailAddress: record.email } : {};
}
