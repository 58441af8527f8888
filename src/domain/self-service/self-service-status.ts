// The statuses of the self-service calls: registration, username recovery and password reset
// (docs/product/registration.md#status-driven-transitions, docs/product/self-service.md), and
// the sentence a person reads for each, as a message the server says in the request's language.
// The codes are fixed; the sentences are ours, except the not-validated one, which
// docs/product/self-service.md quotes.

import { defineMessages, type MessageDescriptor } from '#domain/shared/define-messages';
import { sharedText } from '#domain/shared/messages';
import type { StatusMessage } from '#domain/shared/status';

/** Every status code a self-service call answers (docs/product/registration.md's and ours). */
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

export type SelfServiceStatus = StatusMessage<SelfServiceStatusCode>;

export interface StatusTexts {
  phone: string;
  /** How long SESSIONLOCKED lasts. */
  lockMinutes: number;
  /** The wait between two codes. */
  resendWaitSeconds: number;
}

const statusText = defineMessages({
  NOTREGISTERED: {
    id: 'self-service.status.NOTREGISTERED',
    defaultMessage: 'We found your information. Please continue to verify your identity.',
  },
  ALREADYREGISTERED: {
    id: 'self-service.status.ALREADYREGISTERED',
    defaultMessage:
      "You already have an online account. Please log in, or select Can't access your account? to recover your user name or password.",
    description: "'Can't access your account?' is the login page's link of that name.",
  },
  USERNAME_AVAILABLE: {
    id: 'self-service.status.USERNAME_AVAILABLE',
    defaultMessage: 'We found your account.',
  },
  MULTIPLECLIENTS: {
    id: 'self-service.status.MULTIPLECLIENTS',
    defaultMessage:
      'Your information is on file with more than one employer. Please enter your full Social Security Number or TIN.',
  },
  SSNAVAILABLE: {
    id: 'self-service.status.SSNAVAILABLE',
    defaultMessage:
      'We could not match the Social Security Number or TIN you entered. Please enter the last 4 digits and try again.',
  },
  AGEELIGIBILITYFAILED: {
    id: 'self-service.status.AGEELIGIBILITYFAILED',
    defaultMessage: 'You must be at least 18 years old to register for an online account.',
  },
  SESSIONLOCKED: {
    id: 'self-service.status.SESSIONLOCKED',
    defaultMessage:
      'For your security, online registration is locked for {lockMinutes} minutes after too many unsuccessful attempts.',
  },
  USERLOCKED: {
    id: 'self-service.status.USERLOCKED',
    defaultMessage:
      'For your security, online access for you is locked. Please call {phone} for assistance.',
    description: '{phone}: the call centre number.',
  },
  VALID: {
    id: 'self-service.status.VALID',
    defaultMessage: 'Thank you. Your identity is verified.',
  },
  VALID_USERNAME_EXIST: {
    id: 'self-service.status.VALID_USERNAME_EXIST',
    defaultMessage:
      'Thank you. Your identity is verified. You already have a user name with us, shown below: you will log in with it.',
  },
  ZIPNOTVALID: {
    id: 'self-service.status.ZIPNOTVALID',
    defaultMessage: 'The ZIP code you entered does not match our records. Please try again.',
  },
  BOTCHECKFAILED: {
    id: 'self-service.status.BOTCHECKFAILED',
    defaultMessage: 'We could not confirm that this request came from a person. Please try again.',
  },
  USERIDAVAILABLE: {
    id: 'self-service.status.USERIDAVAILABLE',
    defaultMessage: 'Your user name is available. We sent a code to your mobile phone.',
  },
  USERIDNOTAVAILABLE: {
    id: 'self-service.status.USERIDNOTAVAILABLE',
    defaultMessage: 'This user name is not available. Please choose another one.',
  },
  PASSWORDNOTALLOWED: {
    id: 'self-service.status.PASSWORDNOTALLOWED',
    defaultMessage: 'This password is too common and easy to guess. Please choose another one.',
  },
  SAMEPASSWORD: {
    id: 'self-service.status.SAMEPASSWORD',
    defaultMessage:
      'Your new password must be different from your current password. Please choose another one.',
  },
  PASSWORDCHANGED: {
    id: 'self-service.status.PASSWORDCHANGED',
    defaultMessage: 'Your password has been changed. Please log in with your new password.',
  },
  OTPVALID: { id: 'self-service.status.OTPVALID', defaultMessage: 'Your code is verified.' },
  OTPINVALID: {
    id: 'self-service.status.OTPINVALID',
    defaultMessage: 'The code you entered is not correct. Please try again.',
  },
  OTPEXPIRED: {
    id: 'self-service.status.OTPEXPIRED',
    defaultMessage: 'This code has expired. Please select Resend Code to get a new one.',
    description: "'Resend Code' is the code screen's button of that name.",
  },
  OTPATTEMPTSEXCEEDED: {
    id: 'self-service.status.OTPATTEMPTSEXCEEDED',
    defaultMessage:
      'This code can no longer be used after too many incorrect entries. Please select Resend Code to get a new one.',
    description: "'Resend Code' is the code screen's button of that name.",
  },
  RESENDTOOSOON: {
    id: 'self-service.status.RESENDTOOSOON',
    defaultMessage: 'Please wait {resendWaitSeconds} seconds before asking for another code.',
  },
  RESENDLIMITREACHED: {
    id: 'self-service.status.RESENDLIMITREACHED',
    defaultMessage:
      'You have asked for the most codes we can send. Please start your registration again later.',
  },
  USERNOTFOUND: {
    id: 'self-service.status.USERNOTFOUND',
    defaultMessage:
      'We could not find this invitation. It may have expired or been used already. Please ask us for a new one.',
    description: "An employer contact's invitation link to register.",
  },
  SUCCESS: { id: 'self-service.status.SUCCESS', defaultMessage: 'Done.' },
  STEPNOTALLOWED: {
    id: 'self-service.status.STEPNOTALLOWED',
    defaultMessage: 'This step is not available now. Please start your registration again.',
  },
});

/** The name of each status; the two docs/product/ quotes are the shell's. */
const statusNames: Record<SelfServiceStatusCode, MessageDescriptor> = {
  ...statusText,
  OTPCODESENT: sharedText.codeSent,
  NOTVALIDATED: sharedText.notValidated,
};

/** The status of `code`, its name taking the texts as values (a name uses those it names). */
export function selfServiceStatus(
  code: SelfServiceStatusCode,
  texts: StatusTexts,
): SelfServiceStatus {
  return { code, name: statusNames[code], values: { ...texts } };
}

/**
 * A resend's success name, and the sentences the browser says itself about the not-validated
 * and locked answers (docs/product/self-service.md#not-validated-twice).
 */
export const selfServiceText = defineMessages({
  codeResent: {
    id: 'self-service.status.codeResent',
    defaultMessage: 'We sent you a new verification code.',
    description: 'What a resend of the code answers on success (OTPCODESENT), in a success banner.',
  },
  claimInstead: {
    id: 'self-service.claimInstead',
    defaultMessage:
      'We still cannot verify your account. You can still <link>file a disability claim online</link> without registering.',
    description:
      'docs/product/self-service.md: the banner of the second not-validated answer in a row; <link> opens the disability claim in a new tab.',
  },
  sessionLockedBody: {
    id: 'self-service.sessionLockedBody',
    defaultMessage:
      'You can still <link>file a disability claim online</link> without registering, or call {phone} for assistance.',
    description:
      "The body of the SESSIONLOCKED alert (docs/product/self-service.md); the call centre's hours follow it.",
  },
});

/** What a resend answers on success (docs/product/registration.md: a success banner). */
export const codeResentStatus: StatusMessage<'OTPCODESENT'> = {
  code: 'OTPCODESENT',
  name: selfServiceText.codeResent,
};
