// Login (SPEC.md section 4 "Login", DESIGN.md section 6): the request, the statuses and
// the pure decision the server applies after checking the password. See login.mermaid.

import * as z from 'zod/mini';
import {
  type AttemptCounter,
  type AttemptPolicy,
  freshCounter,
  isLocked,
  registerFailure,
} from '#domain/shared/attempt-counter';
import { limits } from '#domain/shared/field-rules';
import { requestText } from '#domain/shared/request-text';
import { type Status, status } from '#domain/shared/status';
import type { LoginStatusCode } from './login-answers.ts';

const loginInput = requestText(limits.loginInputMax, { min: 1 });

export const loginRequestSchema = z.object({ userName: loginInput, password: loginInput });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export interface LoginTexts {
  phone: string;
  sessionLockMinutes: number;
}

export function loginStatus(code: LoginStatusCode, texts: LoginTexts): Status<LoginStatusCode> {
  const names: Record<LoginStatusCode, string> = {
    AUTHENTICATION_SUCCESS: 'You have logged in successfully.',
    TEST: 'You have logged in with a test account.',
    INVALIDCREDENTIALS: 'The user name or password you entered is incorrect. Please try again.',
    ACCOUNTDISABLED: `Your online account has been disabled. Please call ${texts.phone} for assistance.`,
    LOGINATTEMPTEXCEED: 'Your account is locked.',
    SESSIONLOCKED: `There have been too many unsuccessful login attempts from this browser. Please try again in ${texts.sessionLockMinutes} minutes.`,
  };
  return status(code, names[code]);
}

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
