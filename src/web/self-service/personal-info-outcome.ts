// What the personal-information screen does with the answer of verifyPersonalInfo
// (docs/product/registration.md#status-driven-transitions,
// docs/product/self-service.md#not-validated-twice): the same call, and mostly the same rows, in
// registration, username recovery and the password reset (whose employer step, verifyAccount,
// answers the same way). Where a module's rows differ from the employee registration's, the outcome
// takes the module.

import type { PersonalInfoResponse } from '#domain/self-service/self-service-answers';
import { type FlowModule, isPasswordReset } from '#domain/self-service/flow';
import type { SsnLength } from '#domain/shared/field-rules';
import { sharedText } from '#domain/shared/messages';
import { currentText } from '#web/language/use-text.ts';
import type { PersonalInfoField } from '#web/components/personal-information/personal-information-form.tsx';
import type { RegistrationScreen } from '#web/paths.ts';
import {
  claimInsteadMessage,
  commonOutcome,
  danger,
  lockedAlert,
  type Notice,
  type OutcomeTexts,
  statusOf,
  type StepOutcome,
} from './step-outcome.ts';

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
  // A disability claim without registering: the e-mail address for the receipt comes next,
  // asked where registration asks for credentials.
  if (module === 'claims/disability') return code === 'SUCCESS' ? 'selectCredentials' : null;
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
 * before it, after which the count starts again (docs/product/self-service.md#not-validated-twice).
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
    case 'NOTVALIDATED':
      return identityFailures > 0
        ? { ...banner(claimInsteadMessage(texts.claimUrl), []), identityFailures: 0 }
        : {
            ...banner(currentText().formatMessage(sharedText.cannotVerify), []),
            identityFailures: 1,
          };
  }
  return { ...banner(status.name, []), identityFailures: identityFailures + 1 };
}
