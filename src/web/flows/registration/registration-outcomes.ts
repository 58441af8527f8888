// What each registration screen does with the answer of its own call
// (docs/product/registration.md#status-driven-transitions): the ZIP code, the employer's choice of
// device, the credentials, submit, proceed to login and the employer's invitation link. Pure, so
// every status is tested without a screen. The personal-information and code screens' answers are
// every flow's (src/web/self-service). Where the employer's table rows differ from the employee's,
// the outcome takes the module.

import type {
  CredentialsResponse,
  SelfServiceResponse,
  SubmitResponse,
} from '#domain/self-service/self-service-answers';
import type { ZipCodeResponse } from '#domain/registration/registration-answers';
import type { FlowModule } from '#domain/self-service/flow';
import { defineMessages } from '#domain/shared/define-messages';
import { currentText } from '#web/language/use-text.ts';
import {
  commonOutcome,
  danger,
  genericError,
  type Notice,
  type OutcomeTexts,
  type RedirectOutcome,
  statusOf,
  type StepOutcome,
  success,
} from '#web/self-service/step-outcome.ts';

export type ZipOutcome = StepOutcome<'zipCode'> & {
  /** VALID_USERNAME_EXIST: the user name kept for this person, shown read-only. */
  reservedUserName?: string;
};

/** validateZipCode (employee). */
export function zipCodeOutcome(
  response: ZipCodeResponse | undefined,
  texts: OutcomeTexts,
): ZipOutcome {
  const status = statusOf(response);
  if (status?.code === 'VALID') return { kind: 'goTo', screen: 'selectCredentials' };
  if (status?.code === 'VALID_USERNAME_EXIST') {
    return {
      kind: 'goTo',
      screen: 'selectCredentials',
      notice: success(status.name),
      ...(response?.userName ? { reservedUserName: response.userName } : {}),
    };
  }
  return commonOutcome(status, texts, []);
}

export type CredentialsField = 'userName' | 'password' | 'confirmPassword';

/**
 * selectCredentials: the code goes to the employee's e-mail (OTPCODESENT), or by SMS to the
 * employer's mobile phone (USERIDAVAILABLE).
 */
export function credentialsOutcome(
  response: CredentialsResponse | undefined,
  texts: OutcomeTexts,
  module: FlowModule,
): StepOutcome<CredentialsField> {
  const status = statusOf(response);
  const codeSent = module === 'employers' ? 'USERIDAVAILABLE' : 'OTPCODESENT';
  if (status?.code === codeSent) return { kind: 'goTo', screen: 'verificationCodeSent' };
  if (status?.code === 'USERIDNOTAVAILABLE') {
    return { kind: 'banner', notice: danger(status.name), clear: ['userName'] };
  }
  return commonOutcome(status, texts, ['password', 'confirmPassword']);
}

/**
 * resendVerificationCode with the employer's choice of device on file: the first code is on
 * its way (docs/decisions/0012).
 */
export function deviceChoiceOutcome(
  response: CredentialsResponse | undefined,
  texts: OutcomeTexts,
): StepOutcome {
  const status = statusOf(response);
  if (status?.code === 'OTPCODESENT') return { kind: 'goTo', screen: 'verificationCodeSent' };
  return commonOutcome(status, texts, []);
}

export type EmployerEntryOutcome =
  | { kind: 'goTo'; screen: 'full'; names: { firstName: string; lastName: string } | null }
  | { kind: 'alert'; alert: { message: string; bodyMessage: string } }
  | { kind: 'banner'; notice: Notice };

/** The alert's heading when an invitation link leads nowhere; the server's sentence says why. */
export const invitationAlertText = defineMessages({
  notFoundHeading: {
    id: 'registration.invitation.notFoundHeading',
    defaultMessage: 'We could not open your invitation.',
  },
});

/**
 * employerInfo (docs/product/registration.md#employer-invitation): USERNOTFOUND an alert with
 * the status name as its body; any other status the start of the registration, with the
 * invited contact's names; a failed call the generic banner.
 */
export function employerEntryOutcome(
  response: SelfServiceResponse | undefined,
): EmployerEntryOutcome {
  const status = statusOf(response);
  if (!status) return { kind: 'banner', notice: danger(genericError()) };
  if (status.code === 'USERNOTFOUND') {
    const heading = currentText().formatMessage(invitationAlertText.notFoundHeading);
    return { kind: 'alert', alert: { message: heading, bodyMessage: status.name } };
  }
  const names =
    response?.firstName && response.lastName
      ? { firstName: response.firstName, lastName: response.lastName }
      : null;
  return { kind: 'goTo', screen: 'full', names };
}

/** submit: the account is created. */
export function submitOutcome(
  response: SubmitResponse | undefined,
  texts: OutcomeTexts,
): StepOutcome {
  const status = statusOf(response);
  if (status?.code === 'SUCCESS') return { kind: 'goTo', screen: 'confirmation' };
  return commonOutcome(status, texts, []);
}

export type ProceedOutcome = StepOutcome | RedirectOutcome;

/**
 * proceedToLogin: a redirect URL is followed, whatever the status
 * (docs/product/registration.md#confirmation).
 */
export function proceedOutcome(
  response: SubmitResponse | undefined,
  texts: OutcomeTexts,
): ProceedOutcome {
  if (response?.redirectUrl) return { kind: 'redirect', url: response.redirectUrl };
  return commonOutcome(statusOf(response), texts, []);
}
