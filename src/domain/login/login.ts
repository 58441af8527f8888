// Login (docs/product/login.md): the request, the statuses (each a message the server says in
// the request's language) and the pure decision the server applies after checking the password.
// See login.mermaid.

import * as z from 'zod/mini';
import {
  type AttemptCounter,
  type AttemptPolicy,
  freshCounter,
  isLocked,
  registerFailure,
} from '#domain/shared/attempt-counter';
import { defineMessages, type MessageDescriptor } from '#domain/shared/define-messages';
import { limits } from '#domain/shared/field-rules';
import { sharedText } from '#domain/shared/messages';
import { requestText } from '#domain/shared/request-text';
import type { StatusMessage } from '#domain/shared/status';
import type { LoginStatusCode } from './login-answers.ts';

const loginInput = requestText(limits.loginInputMax, { min: 1 });

export const loginRequestSchema = z.object({ userName: loginInput, password: loginInput });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export interface LoginTexts {
  phone: string;
  sessionLockMinutes: number;
}

const loginStatusText = defineMessages({
  AUTHENTICATION_SUCCESS: {
    id: 'login.status.AUTHENTICATION_SUCCESS',
    defaultMessage: 'You have logged in successfully.',
  },
  TEST: { id: 'login.status.TEST', defaultMessage: 'You have logged in with a test account.' },
  INVALIDCREDENTIALS: {
    id: 'login.status.INVALIDCREDENTIALS',
    defaultMessage: 'The user name or password you entered is incorrect. Please try again.',
  },
  ACCOUNTDISABLED: {
    id: 'login.status.ACCOUNTDISABLED',
    defaultMessage: 'Your online account has been disabled. Please call {phone} for assistance.',
    description: '{phone}: the call centre number.',
  },
  SESSIONLOCKED: {
    id: 'login.status.SESSIONLOCKED',
    defaultMessage:
      'There have been too many unsuccessful login attempts from this browser. Please try again in {sessionLockMinutes} minutes.',
  },
});

/** The name of each login status; a locked account's is the shell's. */
const loginStatusNames: Record<LoginStatusCode, MessageDescriptor> = {
  ...loginStatusText,
  LOGINATTEMPTEXCEED: sharedText.accountLocked,
};

export function loginStatus(
  code: LoginStatusCode,
  texts: LoginTexts,
): StatusMessage<LoginStatusCode> {
  return { code, name: loginStatusNames[code], values: { ...texts } };
}

/** The statuses of the account home's calls: who is logged in, and log out. */
export const accountStatusText = defineMessages({
  notLoggedIn: {
    id: 'login.status.NOTLOGGEDIN',
    defaultMessage: 'Please log in to see your account.',
  },
  loggedIn: { id: 'login.status.loggedIn', defaultMessage: 'Logged in.' },
  loggedOut: { id: 'login.status.loggedOut', defaultMessage: 'You have logged out.' },
});

/** What the server knows about the user name that was typed, on the side it was typed on. */
export interface LoginSubject {
  counter: AttemptCounter;
  /** Null when no account of this side has the user name: it can only fail, like a wrong password. */
  account: { disabled: boolean; isTest: boolean } | null;
}

export type LoginDecision =
  | { code: 'AUTHENTICATION_SUCCESS' | 'TEST'; counter: AttemptCounter }
  | { code: 'ACCOUNTDISABLED'; counter: AttemptCounter }
  | { code: 'INVALIDCREDENTIALS'; counter: AttemptCounter }
  | {
      code: 'LOGINATTEMPTEXCEED';
      counter: AttemptCounter;
      /** This failure locked it; false for a try while it was locked already. */
      lockedNow: boolean;
    };

/** A locked subject is refused before any password is checked. */
export function isLoginLocked(subject: LoginSubject, now: Date): boolean {
  return isLocked(subject.counter, now);
}

export function decideLogin(
  subject: LoginSubject,
  passwordMatches: boolean,
  now: Date,
  policy: AttemptPolicy,
): LoginDecision {
  if (isLocked(subject.counter, now)) {
    return { code: 'LOGINATTEMPTEXCEED', counter: subject.counter, lockedNow: false };
  }
  if (passwordMatches && subject.account) {
    if (subject.account.disabled) return { code: 'ACCOUNTDISABLED', counter: subject.counter };
    return {
      code: subject.account.isTest ? 'TEST' : 'AUTHENTICATION_SUCCESS',
      counter: freshCounter,
    };
  }
  const failure = registerFailure(subject.counter, now, policy);
  return failure.lockedNow
    ? { code: 'LOGINATTEMPTEXCEED', counter: failure.counter, lockedNow: true }
    : { code: 'INVALIDCREDENTIALS', counter: failure.counter };
}
