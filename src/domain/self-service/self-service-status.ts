// The statuses of the self-service calls: registration, username recovery and password reset
// (SPEC.md section 4 "Status-driven transitions", DESIGN.md section 6), and the sentence a
// person reads for each. SPEC.md fixes the codes; the sentences are ours, except the
// not-validated one, which SPEC.md quotes.

import { messages, supportHours } from '#domain/shared/messages';
import { type Status, status } from '#domain/shared/status';

/** Every status code a self-service call answers (SPEC.md section 4 and ours). */
export const selfServiceStatusCodes = [
  // verifyPersonalInfo
  'NOTREGISTERED',
  'ALREADYREGISTERED',
  'OTPCODESENT',
  'USERNAME_AVAILABLE',
  'MULTIPLECLIENTS',
  'SSNAVAILABLE',
  'AGEELIGIBILITYFAILED',
  'NOTVALIDATED',
  'SESSIONLOCKED',
  'USERLOCKED',
  // validateZipCode
  'VALID',
  'VALID_USERNAME_EXIST',
  'ZIPNOTVALID',
  'BOTCHECKFAILED',
  // selectCredentials
  'USERIDAVAILABLE',
  'USERIDNOTAVAILABLE',
  'PASSWORDNOTALLOWED',
  /** Password reset: the new password is the current one. */
  'SAMEPASSWORD',
  /** Password reset: the new password is set. */
  'PASSWORDCHANGED',
  // validateVerificationCode and resendVerificationCode
  'OTPVALID',
  'OTPINVALID',
  'OTPEXPIRED',
  'OTPATTEMPTSEXCEEDED',
  'RESENDTOOSOON',
  'RESENDLIMITREACHED',
  // employerInfo
  'USERNOTFOUND',
  // submit, proceedToLogin, back calls
  'SUCCESS',
  /** A call the flow is not at a step for, or no flow in this browser session. */
  'STEPNOTALLOWED',
] as const;
export type SelfServiceStatusCode = (typeof selfServiceStatusCodes)[number];

export type SelfServiceStatus = Status<SelfServiceStatusCode>;

export interface StatusTexts {
  phone: string;
  /** How long SESSIONLOCKED lasts. */
  lockMinutes: number;
  /** The wait between two codes. */
  resendWaitSeconds: number;
}

export function selfServiceStatus(
  code: SelfServiceStatusCode,
  texts: StatusTexts,
): SelfServiceStatus {
  const names: Record<SelfServiceStatusCode, string> = {
    NOTREGISTERED: 'We found your information. Please continue to verify your identity.',
    ALREADYREGISTERED:
      "You already have an online account. Please log in, or select Can't access your account? to recover your user name or password.",
    OTPCODESENT: messages.codeSent,
    USERNAME_AVAILABLE: 'We found your account.',
    MULTIPLECLIENTS:
      'Your information is on file with more than one employer. Please enter your full Social Security Number or TIN.',
    SSNAVAILABLE:
      'We could not match the Social Security Number or TIN you entered. Please enter the last 4 digits and try again.',
    AGEELIGIBILITYFAILED: 'You must be at least 18 years old to register for an online account.',
    NOTVALIDATED: messages.notValidated,
    SESSIONLOCKED: `For your security, online registration is locked for ${texts.lockMinutes} minutes after too many unsuccessful attempts.`,
    USERLOCKED: `For your security, online access for you is locked. Please call ${texts.phone} for assistance.`,
    VALID: 'Thank you. Your identity is verified.',
    VALID_USERNAME_EXIST:
      'Thank you. Your identity is verified. You already have a user name with us, shown below: you will log in with it.',
    ZIPNOTVALID: 'The ZIP code you entered does not match our records. Please try again.',
    BOTCHECKFAILED: 'We could not confirm that this request came from a person. Please try again.',
    USERIDAVAILABLE: 'Your user name is available. We sent a code to your mobile phone.',
    USERIDNOTAVAILABLE: 'This user name is not available. Please choose another one.',
    PASSWORDNOTALLOWED: 'This password is too common and easy to guess. Please choose another one.',
    SAMEPASSWORD:
      'Your new password must be different from your current password. Please choose another one.',
    PASSWORDCHANGED: 'Your password has been changed. Please log in with your new password.',
    OTPVALID: 'Your code is verified.',
    OTPINVALID: 'The code you entered is not correct. Please try again.',
    OTPEXPIRED: 'This code has expired. Please select Resend Code to get a new one.',
    OTPATTEMPTSEXCEEDED:
      'This code can no longer be used after too many incorrect entries. Please select Resend Code to get a new one.',
    RESENDTOOSOON: `Please wait ${texts.resendWaitSeconds} seconds before asking for another code.`,
    RESENDLIMITREACHED:
      'You have asked for the most codes we can send. Please start your registration again later.',
    USERNOTFOUND:
      'We could not find this invitation. It may have expired or been used already. Please ask us for a new one.',
    SUCCESS: 'Done.',
    STEPNOTALLOWED: 'This step is not available now. Please start your registration again.',
  };
  return status(code, names[code]);
}

/** What a resend answers on success (SPEC.md: a success banner). */
export const codeResentName = 'We sent you a new verification code.';

/** SPEC.md section 4: the second not-validated answer in a row, with the claim link. */
export function claimInsteadMessage(claimUrl: string): string {
  return `We still cannot verify your account. You can still <a href="${claimUrl}" target="_blank" rel="noopener noreferrer">file a disability claim online</a> without registering.`;
}

/** SPEC.md section 4: the body of the SESSIONLOCKED alert on the personal-information step. */
export function sessionLockedBody(claimUrl: string, phone: string): string {
  return `You can still <a href="${claimUrl}" target="_blank" rel="noopener noreferrer">file a disability claim online</a> without registering, or call ${phone} for assistance. ${supportHours}`;
}
