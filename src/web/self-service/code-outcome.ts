// What the code screen does with the answers of its calls (docs/product/registration.md): the code
// entered, a new code asked for, and Back to the step before the code. The same screen for a
// registration of either side and a password reset; where their rows differ, the outcome
// takes the module.

import type {
  BaseResponse,
  VerificationCodeResponse,
} from '#domain/self-service/self-service-answers';
import { type FlowModule, isPasswordReset } from '#domain/self-service/flow';
import {
  commonOutcome,
  type OutcomeTexts,
  statusOf,
  type StepOutcome,
  success,
} from './step-outcome.ts';

/**
 * validateVerificationCode: a password reset on to the new password; the employee on to the
 * review. The employer by the validation the code completed (docs/product/registration.md): EMAIL,
 * the contact proven, on to the credentials; PHONE, the new mobile number proven, on to the review.
 */
export function verificationCodeOutcome(
  response: VerificationCodeResponse | undefined,
  texts: OutcomeTexts,
  module: FlowModule,
): StepOutcome<'verificationCode'> {
  const status = statusOf(response);
  if (status?.code === 'OTPVALID' && isPasswordReset(module)) {
    return { kind: 'goTo', screen: 'selectCredentials' };
  }
  if (status?.code === 'OTPVALID') {
    const contactProven = module === 'employers' && response?.selectedValidationOption === 'EMAIL';
    return { kind: 'goTo', screen: contactProven ? 'selectCredentials' : 'registrationReview' };
  }
  return commonOutcome(status, texts, ['verificationCode']);
}

/** resendVerificationCode: the new code is announced in a success banner. */
export function resendCodeOutcome(
  response: BaseResponse | undefined,
  texts: OutcomeTexts,
): StepOutcome<'verificationCode'> {
  const status = statusOf(response);
  if (status?.code === 'OTPCODESENT') {
    return { kind: 'banner', notice: success(status.name), clear: [] };
  }
  return commonOutcome(status, texts, []);
}

/** backToCredentialPage: Back on the code screen, Edit on the review screen. */
export function backToCredentialsOutcome(
  response: BaseResponse | undefined,
  texts: OutcomeTexts,
): StepOutcome {
  const status = statusOf(response);
  if (status?.code === 'SUCCESS') return { kind: 'goTo', screen: 'selectCredentials' };
  return commonOutcome(status, texts, []);
}

/** backToDeviceSelectionPage: Back on the employer contact's first code. */
export function backToDeviceSelectionOutcome(
  response: BaseResponse | undefined,
  texts: OutcomeTexts,
): StepOutcome {
  const status = statusOf(response);
  if (status?.code === 'SUCCESS') return { kind: 'goTo', screen: 'selectVerificationOption' };
  return commonOutcome(status, texts, []);
}
