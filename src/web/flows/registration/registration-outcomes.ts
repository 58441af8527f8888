// What each registration screen does with the answer of its call (SPEC.md section 4,
// "Status-driven transitions" and "Not-validated message handling"). Pure, so every status
// is tested without a screen. `undefined` is a call that failed or answered no status: the
// generic message, and the step's secret fields cleared. Where the employer's table rows
// differ from the employee's, the outcome takes the module.

import type {
  BaseResponse,
  CredentialsResponse,
  PersonalInfoResponse,
  SelfServiceResponse,
  SubmitResponse,
  VerificationCodeResponse,
} from '#domain/self-service/self-service-api';
import type { ZipCodeResponse } from '#domain/registration/registration-api';
import { type FlowModule, isPasswordReset } from '#domain/self-service/flow';
import { claimInsteadMessage, sessionLockedBody } from '#domain/self-service/self-service-status';
import type { SsnLength } from '#domain/shared/field-rules';
import { messages } from '#domain/shared/messages';
import { statusCodeOf } from '#domain/shared/status';
import type { PersonalInfoField } from '#web/components/personal-information/personal-information-form.tsx';
import type { RegistrationScreen } from '#web/paths.ts';

export interface Notice {
  message: string;
  variant: 'danger' | 'success';
}

export interface RegistrationAlert {
  message: string;
  bodyMessage?: string;
  sessionLocked?: boolean;
}

/** What the texts of the outcomes are made of: the claim page and the call-centre number. */
export interface OutcomeTexts {
  claimUrl: string;
  phone: string;
}

export type StepOutcome<Field extends string = never> =
  | { kind: 'goTo'; screen: RegistrationScreen; notice?: Notice }
  | { kind: 'alert'; alert: RegistrationAlert }
  /** Stay on the screen with a banner, with these fields emptied. */
  | { kind: 'banner'; notice: Notice; clear: Field[] };

const danger = (message: string): Notice => ({ message, variant: 'danger' });
const success = (message: string): Notice => ({ message, variant: 'success' });

function lockedAlert(name: string, texts: OutcomeTexts): StepOutcome<never> {
  return {
    kind: 'alert',
    alert: {
      message: name,
      bodyMessage: sessionLockedBody(texts.claimUrl, texts.phone),
      sessionLocked: true,
    },
  };
}

/** The answer's status, or none when the call failed or the status is missing or empty. */
function statusOf(response: BaseResponse | undefined): { code: string; name: string } | null {
  const code = statusCodeOf(response);
  if (!response || !code) return null;
  return { code, name: response.status.name || code };
}

/**
 * The outcome every call shares: SESSIONLOCKED is an alert, anything not handled a banner
 * with the server's sentence, and a failure the generic banner.
 */
function commonOutcome<Field extends string>(
  status: { code: string; name: string } | null,
  texts: OutcomeTexts,
  clearOnFailure: Field[],
): StepOutcome<Field> {
  if (!status)
    return { kind: 'banner', notice: danger(messages.genericError), clear: clearOnFailure };
  if (status.code === 'SESSIONLOCKED') return lockedAlert(status.name, texts);
  return { kind: 'banner', notice: danger(status.name), clear: clearOnFailure };
}

export const allPersonalInfoFields: PersonalInfoField[] = [
  'firstName',
  'lastName',
  'dateOfBirth',
  'ssn',
  'clientId',
];

export type PersonalInfoOutcome = (
  | StepOutcome<PersonalInfoField>
  /** ALREADYREGISTERED: the login page, with the banner. */
  | { kind: 'login'; notice: Notice }
  /** Username recovery, USERNAME_AVAILABLE: retrieveUserName shows this name. */
  | { kind: 'userNameFound'; userName: string }
) & {
  /** Failed identity checks in a row after this answer. */
  identityFailures: number;
  /** The SSN box's length from now on, when the answer changes it. */
  ssnLength?: SsnLength;
};

/**
 * Where a matched person goes next. Employee: NOTREGISTERED or SUCCESS, the ZIP step. Employer
 * (docs/decisions/0012): SUCCESS when the contact has several devices on file, to choose one;
 * OTPCODESENT when the code went straight to the only one.
 */
function nextOfPersonalInfo(module: FlowModule, code: string): RegistrationScreen | null {
  if (module === 'userNameRecovery') return null;
  // A password reset: the code went to the e-mail on file (decision 0014).
  if (isPasswordReset(module)) return code === 'OTPCODESENT' ? 'verificationCodeSent' : null;
  if (module === 'employers') {
    if (code === 'SUCCESS') return 'selectVerificationOption';
    return code === 'OTPCODESENT' ? 'verificationCodeSent' : null;
  }
  return code === 'NOTREGISTERED' || code === 'SUCCESS' ? 'selectVerificationOption' : null;
}

/**
 * verifyPersonalInfo, of registration, of username recovery (whose match is
 * USERNAME_AVAILABLE with the user name) and of password reset (whose match is OTPCODESENT,
 * as is the employer's verifyAccount); every other status as registration's.
 * `identityFailures` counts the failures before this answer: the not-validated sentence
 * becomes 'We cannot verify...' the first time and the claim link when a failure came right
 * before it, after which the count starts again (SPEC.md 4).
 */
export function personalInfoOutcome(
  response: PersonalInfoResponse | undefined,
  identityFailures: number,
  texts: OutcomeTexts,
  module: FlowModule,
): PersonalInfoOutcome {
  const status = statusOf(response);
  if (!status) return { ...commonOutcome(null, texts, []), identityFailures };
  const banner = (message: string, clear: PersonalInfoField[]) =>
    ({ kind: 'banner', notice: danger(message), clear }) as const;
  // Without the name there is nothing to show: the server's sentence, as for any status.
  if (module === 'userNameRecovery' && status.code === 'USERNAME_AVAILABLE' && response?.userName)
    return { kind: 'userNameFound', userName: response.userName, identityFailures: 0 };
  const next = nextOfPersonalInfo(module, status.code);
  if (next) return { kind: 'goTo', screen: next, identityFailures: 0 };
  switch (status.code) {
    case 'ALREADYREGISTERED':
      return { kind: 'login', notice: danger(status.name), identityFailures: 0 };
    case 'MULTIPLECLIENTS':
      return { ...banner(status.name, allPersonalInfoFields), identityFailures, ssnLength: 9 };
    case 'SSNAVAILABLE':
      return { ...banner(status.name, allPersonalInfoFields), identityFailures, ssnLength: 4 };
    case 'AGEELIGIBILITYFAILED':
      return { ...banner(status.name, ['dateOfBirth']), identityFailures };
    case 'USERLOCKED':
      return { kind: 'alert', alert: { message: status.name }, identityFailures };
    case 'SESSIONLOCKED':
      return { ...lockedAlert(status.name, texts), identityFailures };
  }
  if (status.name === messages.notValidated) {
    return identityFailures > 0
      ? { ...banner(claimInsteadMessage(texts.claimUrl), []), identityFailures: 0 }
      : { ...banner(messages.cannotVerify, []), identityFailures: 1 };
  }
  return { ...banner(status.name, []), identityFailures: identityFailures + 1 };
}

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
 * validateVerificationCode: a password reset on to the new password; the employee on to the
 * review. The employer by the validation
 * the code completed (SPEC.md section 4): EMAIL, the contact proven, on to the credentials;
 * PHONE, the new mobile number proven, on to the review.
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

/**
 * A password reset's selectCredentials: the new password is set, or refused (the current one,
 * a common one) and typed again.
 */
export function newPasswordOutcome(
  response: SubmitResponse | undefined,
  texts: OutcomeTexts,
): StepOutcome<'password' | 'confirmPassword'> {
  const status = statusOf(response);
  if (status?.code === 'PASSWORDCHANGED') return { kind: 'goTo', screen: 'confirmation' };
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

export type EmployerEntryOutcome =
  | { kind: 'goTo'; screen: 'full'; names: { firstName: string; lastName: string } | null }
  | { kind: 'alert'; alert: { message: string; bodyMessage: string } }
  | { kind: 'banner'; notice: Notice };

/** The alert's heading when an invitation link leads nowhere; the server's sentence says why. */
export const invitationNotFoundHeading = 'We could not open your invitation.';

/**
 * employerInfo (SPEC.md section 4, "Employer entry with regid"): USERNOTFOUND an alert with
 * the status name as its body; any other status the start of the registration, with the
 * invited contact's names; a failed call the generic banner.
 */
export function employerEntryOutcome(
  response: SelfServiceResponse | undefined,
): EmployerEntryOutcome {
  const status = statusOf(response);
  if (!status) return { kind: 'banner', notice: danger(messages.genericError) };
  if (status.code === 'USERNOTFOUND') {
    return {
      kind: 'alert',
      alert: { message: invitationNotFoundHeading, bodyMessage: status.name },
    };
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

export type ProceedOutcome = StepOutcome | { kind: 'redirect'; url: string };

/** proceedToLogin: a redirect URL is followed, whatever the status (SPEC.md section 4). */
export function proceedOutcome(
  response: SubmitResponse | undefined,
  texts: OutcomeTexts,
): ProceedOutcome {
  if (response?.redirectUrl) return { kind: 'redirect', url: response.redirectUrl };
  return commonOutcome(statusOf(response), texts, []);
}
