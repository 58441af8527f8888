// The one-time code step every flow that sends a code shares
// (docs/product/self-service.md#one-time-codes): a code is created, kept as its keyed hash
// (codeSent of the domain) and queued as an e-mail or an SMS in one transaction; resent to where
// the last one went; and entered, counted before it is checked and used once with a guarded update
// (flows-repository.ts). What differs between flows comes from the calling flow as its CodeStep:
// its machine, the page its e-mail names, and what OTPVALID tells once the code is proven.

import type { Language } from '#domain/language/language';
import { type FlowMachine, codeEventOf, validationOptionOf } from '#domain/self-service/flow';
import {
  type CodeDevice,
  type FlowChange,
  codeSent,
  codeWithdrawn,
} from '#domain/self-service/flow-record';
import type {
  CredentialsResponse,
  PersonalInfoResponse,
  VerificationCodeResponse,
} from '#domain/self-service/self-service-answers';
import { codeResentStatus } from '#domain/self-service/self-service-status';
import { defineMessages, type MessageDescriptor } from '#domain/shared/define-messages';
import { validateVerificationCode } from '#domain/shared/field-rules';
import {
  checkCodeEntry,
  checkResend,
  maskEmail,
  maskPhone,
  oneTimeCodeRules,
} from '#domain/shared/one-time-code';
import { type Refused } from '#domain/shared/outcome';
import { type Flow, consumeCode, countCodeEntry, updateFlow } from '#server/db/flows-repository';
import { enqueueMessage, type OutgoingMessage } from '#server/db/outbox-repository';
import { say } from '#server/language/say';
import { newOneTimeCode, oneTimeCodeHash, oneTimeCodeMatches } from '#server/crypto/one-time-code';
import { type Caller, firstProblem } from './caller.ts';
import { flowAt } from './flow-access.ts';
import {
  type Refusal,
  type SelfServiceDeps,
  answer,
  refused,
  statusIn,
} from './self-service-deps.ts';

/** What a flow tells the code step about itself. */
export interface CodeStep {
  machine: FlowMachine;
  /** The page the code is entered on, as the code e-mail names it ("the registration page"). */
  page: MessageDescriptor;
  /** What OTPVALID tells once the code proved the person (a reset: the account's user name). */
  provenFields?(flow: Flow): { userName?: string };
}

/** Where a code went, as the screens may show it to someone not yet proven. */
export function maskedDevice(device: CodeDevice): { emailAddress?: string; phoneNumber?: string } {
  return device.channel === 'EMAIL'
    ? { emailAddress: maskEmail(device.to) }
    : { phoneNumber: maskPhone(device.to) };
}

const codeText = defineMessages({
  smsSubject: { id: 'notices.code.smsSubject', defaultMessage: 'Verification code' },
  sms: {
    id: 'notices.code.sms',
    defaultMessage:
      '{code} is your {brand} verification code. It expires in {minutes} minutes. Never share it.',
    description:
      'A text message, the code first: one SMS segment, 160 characters, or 70 with an accent (ñ, ó).',
  },
  emailSubject: {
    id: 'notices.code.emailSubject',
    defaultMessage: 'Your {brand} verification code',
  },
  emailCode: { id: 'notices.code.email', defaultMessage: 'Your verification code is {code}.' },
  emailWhere: {
    id: 'notices.code.where',
    defaultMessage: 'Enter it on the {page} page within {minutes} minutes. It works once.',
    description: "{page} is the page's name, as 'registration' or 'password reset'.",
  },
  emailIgnore: {
    id: 'notices.code.ignore',
    defaultMessage:
      'If you did not ask for it, you can ignore this e-mail; nobody can use the code without your other details. Questions? Call {phone}.',
  },
  registrationPage: { id: 'notices.code.page.registration', defaultMessage: 'registration' },
  passwordResetPage: { id: 'notices.code.page.passwordReset', defaultMessage: 'password reset' },
});

/** The names of the pages a code is entered on, as its e-mail says them. */
export const codePages = {
  registration: codeText.registrationPage,
  passwordReset: codeText.passwordResetPage,
} as const;

/**
 * The e-mail or SMS of a code to be entered on `page` ("the registration page"), in `language`:
 * the page's, or the account's for the second step of a login.
 */
export function codeMessage(
  deps: Pick<SelfServiceDeps, 'brandName' | 'phone'>,
  page: MessageDescriptor,
  device: CodeDevice,
  code: string,
  language: Language,
): OutgoingMessage {
  const minutes = oneTimeCodeRules.validMinutes;
  const brand = deps.brandName;
  if (device.channel === 'PHONE') {
    return {
      channel: 'sms',
      recipient: device.to,
      subject: say(language, codeText.smsSubject),
      text: say(language, codeText.sms, { code, brand, minutes }),
    };
  }
  return {
    channel: 'email',
    recipient: device.to,
    subject: say(language, codeText.emailSubject, { brand }),
    text: [
      say(language, codeText.emailCode, { code }),
      '',
      say(language, codeText.emailWhere, { page: say(language, page), minutes }),
      say(language, codeText.emailIgnore, { phone: deps.phone }),
    ].join('\n'),
  };
}

/**
 * Creates a code for the flow and queues its message to `device`, in one transaction with
 * `change`, the step's own change of the flow.
 */
export async function sendCode(
  deps: SelfServiceDeps,
  language: Language,
  step: CodeStep,
  flow: Flow,
  device: CodeDevice,
  change: FlowChange,
): Promise<void> {
  const now = deps.clock.now();
  const code = newOneTimeCode();
  const sent = codeSent(
    { codeSends: change.codeSends ?? flow.codeSends },
    { channel: device.channel, hash: oneTimeCodeHash(deps.dataKey, flow.transactionId, code) },
    now,
  );
  await deps.db.transaction(async (tx) => {
    await updateFlow(tx, flow.transactionId, { ...change, ...sent }, now);
    await enqueueMessage(tx, codeMessage(deps, step.page, device, code, language), now);
  });
  deps.messageQueued();
  deps.metrics.codeSent(device.channel);
}

/**
 * An identity check that sends the first code at once answers OTPCODESENT, said in `language`,
 * with its flow and where the code went, masked.
 */
export async function sendFirstCode(
  deps: SelfServiceDeps,
  language: Language,
  step: CodeStep,
  flow: Flow,
  device: CodeDevice,
  change: FlowChange,
): Promise<PersonalInfoResponse> {
  await sendCode(deps, language, step, flow, device, change);
  return {
    ...answer(deps, language, 'OTPCODESENT'),
    transactionId: flow.transactionId,
    ...maskedDevice(device),
  };
}

/**
 * Whether the flow may send another code now (spacing, and the limit of sends): the refusal
 * is said in `language`.
 */
export function resendRefusal(
  deps: SelfServiceDeps,
  language: Language,
  flow: Flow,
): Refusal | null {
  const check = checkResend(
    { sends: flow.codeSends, lastSentAt: flow.codeSentAt },
    deps.clock.now(),
  );
  return check === 'send' ? null : answer(deps, language, check);
}

/** A new code to where the last one went, once resendRefusal allowed it. */
export async function sendCodeAgain(
  deps: SelfServiceDeps,
  language: Language,
  step: CodeStep,
  flow: Flow,
): Promise<CredentialsResponse> {
  const to = flow.codeChannel === 'PHONE' ? flow.phone : flow.email;
  if (!to || !flow.codeChannel) return answer(deps, language, 'STEPNOTALLOWED');
  await sendCode(deps, language, step, flow, { channel: flow.codeChannel, to }, {});
  return { status: statusIn(language, codeResentStatus) };
}

/** resendVerificationCode: sends the code again to where the last one went. */
export async function resendCode(
  deps: SelfServiceDeps,
  step: CodeStep,
  caller: Caller,
): Promise<CredentialsResponse> {
  const flow = await flowAt(deps, step.machine, caller, codeEventOf);
  if (refused(flow)) return flow;
  return (
    resendRefusal(deps, caller.language, flow) ?? sendCodeAgain(deps, caller.language, step, flow)
  );
}

/**
 * validateVerificationCode: the entry is counted before it is checked, so concurrent entries
 * all count; a right one moves the flow on and is used once.
 */
export async function validateCode(
  deps: SelfServiceDeps,
  step: CodeStep,
  caller: Caller,
  verificationCode: string,
): Promise<VerificationCodeResponse | Refused> {
  const { db } = deps;
  const flow = await flowAt(deps, step.machine, caller, codeEventOf);
  if (refused(flow)) return flow;
  const event = codeEventOf(flow.step);
  const codeProblem = firstProblem(caller.language, {
    verificationCode: validateVerificationCode(verificationCode),
  });
  if (codeProblem) return codeProblem;
  const now = deps.clock.now();
  const state = await countCodeEntry(db, flow.transactionId, flow.step, now);
  if (!state) return answer(deps, caller.language, 'STEPNOTALLOWED');
  const check = checkCodeEntry(state, now);
  if (check === 'OTPATTEMPTSEXCEEDED') await updateFlow(db, flow.transactionId, codeWithdrawn, now);
  if (check !== 'compare') return answer(deps, caller.language, check);
  const matches =
    state.codeHash !== null &&
    oneTimeCodeMatches(deps.dataKey, flow.transactionId, verificationCode, state.codeHash);
  const next = step.machine.transition(flow.step, event);
  if (!matches || !next || !state.codeHash) return answer(deps, caller.language, 'OTPINVALID');
  const used = await consumeCode(db, flow.transactionId, state.codeHash, {
    from: flow.step,
    to: next,
    now,
  });
  if (!used) return answer(deps, caller.language, 'OTPINVALID');
  return {
    ...answer(deps, caller.language, 'OTPVALID'),
    selectedValidationOption: validationOptionOf(caller.module, event),
    ...step.provenFields?.(flow),
  };
}
