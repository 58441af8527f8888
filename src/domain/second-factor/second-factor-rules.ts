// The second factor (decision 0027): after the password (`AUTHENTICATION_SUCCESS`) and before any
// claim, document, payment, bill or report, 'Confirm it's you' with a passkey, an
// authenticator app, a recovery code, or, for an account without a factor, a one-time code
// sent to the e-mail on file (employees) or the mobile phone on file (employers). The words
// of the screens (messages of lang/second-factor/), the rules both the browser and the server
// apply, and where a session stands. docs/decisions/0027 says why recovery is safe enough.

import type { AttemptPolicy } from '#domain/shared/attempt-counter';
import { defineMessages } from '#domain/shared/define-messages';
import type { Role } from '#domain/shared/sides';

/** The screens' names, sections and buttons, quoted in docs/product/second-factor.md. */
export const secondFactorTexts = defineMessages({
  securityHeading: { id: 'second-factor.securityHeading', defaultMessage: 'Sign-in and security' },
  confirmHeading: { id: 'second-factor.confirmHeading', defaultMessage: "Confirm it's you" },
  addPasskey: {
    id: 'second-factor.addPasskey',
    defaultMessage: 'Add a passkey',
    description: 'Heading of a section and its button.',
  },
  setUpApp: {
    id: 'second-factor.setUpApp',
    defaultMessage: 'Set up an authenticator app',
    description: 'Heading of a section and its button.',
  },
  newRecoveryCodes: {
    id: 'second-factor.newRecoveryCodes',
    defaultMessage: 'Get new recovery codes',
    description: 'Heading of a section and its button.',
  },
  rememberDevice: {
    id: 'second-factor.rememberDevice',
    defaultMessage: 'Remember this device for 30 days',
    description: 'A checkbox: this browser skips the step for 30 days.',
  },
  forgetDevices: { id: 'second-factor.forgetDevices', defaultMessage: 'Forget all devices' },
  usePasskey: { id: 'second-factor.usePasskey', defaultMessage: 'Use a passkey' },
  appCodeLabel: {
    id: 'second-factor.appCodeLabel',
    defaultMessage: 'Code from your authenticator app',
  },
  recoveryCodeLabel: { id: 'second-factor.recoveryCodeLabel', defaultMessage: 'Recovery code' },
  emailCodeLabel: {
    id: 'second-factor.emailCodeLabel',
    defaultMessage: 'Code we sent you',
    description: 'The field of the one-time code sent by e-mail or text.',
  },
  passkeyNameLabel: {
    id: 'second-factor.passkeyNameLabel',
    defaultMessage: 'Name of this passkey',
  },
  confirm: { id: 'second-factor.confirm', defaultMessage: 'Confirm', description: 'A button.' },
  remove: {
    id: 'second-factor.remove',
    defaultMessage: 'Remove',
    description: 'The button beside a passkey or an authenticator app.',
  },
  /** 'Remove' asks first: its answers. */
  removeYes: {
    id: 'second-factor.removeYes',
    defaultMessage: 'Yes, remove it',
    description: 'Answer to "Remove <a passkey or the authenticator app>?".',
  },
  removeNo: {
    id: 'second-factor.removeNo',
    defaultMessage: 'Keep it',
    description: 'Answer to "Remove <a passkey or the authenticator app>?".',
  },
});

/** How a session's second step was done: what the security page's list and the audit name. */
export const secondStepMethods = ['passkey', 'app', 'recovery-code', 'code', 'device'] as const;
export type SecondStepMethod = (typeof secondStepMethods)[number];

/** The factors an account can enrol, each listed with when it was last used. */
export const factorKinds = ['passkey', 'app'] as const;
export type FactorKind = (typeof factorKinds)[number];

export const secondFactorRules = {
  /** 'Remember this device for 30 days'. */
  rememberDeviceDays: 30,
  /** 'Get new recovery codes' gives this many, each good once; new ones end the old. */
  recoveryCodeCount: 10,
  /** A recovery code: 10 characters of Crockford's base32 (50 bits), shown as two groups of 5. */
  recoveryCodeLength: 10,
  /** An authenticator app's code: RFC 6238, 6 digits, 30-second steps. */
  appCodeDigits: 6,
  appStepSeconds: 30,
  /** One step either side of now is accepted: a phone's clock a little off still works. */
  appWindowSteps: 1,
  /** A challenge (passkey, app set-up) lives this long. */
  challengeMinutes: 5,
  passkeyNameMax: 40,
} as const;

/**
 * Wrong entries of the second step counted per account, whatever the method: the fifth in
 * 30 minutes locks the step for 30 minutes. A password reset does not lift it (the counter is
 * the account's own, not the login's).
 */
export const secondStepPolicy: AttemptPolicy = {
  maxFailures: 5,
  lockMinutes: 30,
  windowMinutes: 30,
};

/**
 * Codes sent to one account, over all its sessions, that no confirmed step has used: the tenth
 * in an hour is the last for an hour. Someone who has the password could otherwise open session
 * after session and send codes without end (texts the insurer pays for, e-mails that bury real
 * ones). A confirmed step clears the count, so a person who uses the codes never meets it.
 */
export const secondStepCodeSendPolicy: AttemptPolicy = {
  maxFailures: 10,
  lockMinutes: 60,
  windowMinutes: 60,
};

/**
 * Where a session stands after the password:
 * - `password`: the second step is not done; only the step's own calls are allowed;
 * - `enrol`: done with a one-time code, but the account must enrol a factor first (an employer
 *   while REQUIRE_SECOND_FACTOR_EMPLOYERS is on); only the security page's calls are allowed;
 * - `confirmed`: done; the benefits area is open.
 */
export type SecondStep = 'password' | 'enrol' | 'confirmed';

export function secondStepOf(session: {
  confirmedAt: Date | null;
  mustEnrol: boolean;
}): SecondStep {
  if (!session.confirmedAt) return 'password';
  return session.mustEnrol ? 'enrol' : 'confirmed';
}

/** Which step a route needs at least: the order of SecondStep. */
export function secondStepAllows(needed: SecondStep, actual: SecondStep): boolean {
  const order: SecondStep[] = ['password', 'enrol', 'confirmed'];
  return order.indexOf(actual) >= order.indexOf(needed);
}

/**
 * The 401 of a call whose route needs more of the second step than the session did: the
 * browser goes to 'Confirm it's you' (a plain 401 goes to the login page).
 */
export const secondStepRefusal = {
  error: 'CONFIRM_IT_IS_YOU',
  message: "Please confirm it's you to continue.",
} as const;

/**
 * A high-risk change (saving beneficiaries) needs the second step done within these minutes,
 * with a passkey, an app, a recovery code or a code: a remembered browser is not a fresh proof.
 */
export const recentStepMinutes = 5;

export function confirmedRecently(
  session: { confirmedAt: Date | null; confirmedWith: SecondStepMethod | null },
  now: Date,
): boolean {
  if (!session.confirmedAt || !session.confirmedWith || session.confirmedWith === 'device') {
    return false;
  }
  const elapsed = now.getTime() - session.confirmedAt.getTime();
  return elapsed >= 0 && elapsed <= recentStepMinutes * 60_000;
}

/**
 * The 401 of a call that needs the second step again (recentStepMinutes): the browser goes to
 * 'Confirm it's you', which asks even though the session confirmed at its login.
 */
export const recentStepRefusal = {
  error: 'CONFIRM_IT_IS_YOU_AGAIN',
  message: "Please confirm it's you again to make this change.",
} as const;

/**
 * Whether confirming with a one-time code leaves the account owing a factor: an employer
 * without one while the configuration requires it.
 */
export function mustEnrolAfterCode(
  role: Role,
  factorCount: number,
  requireForEmployers: boolean,
): boolean {
  return role === 'employer' && requireForEmployers && factorCount === 0;
}

/** Crockford's base32 alphabet: no I, L, O or U, so a code read aloud or retyped survives. */
const recoveryAlphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A recovery code from `length` random bytes' worth of values in 0..31, shown `XXXXX-XXXXX`. */
export function formatRecoveryCode(values: readonly number[]): string {
  const text = values.map((value) => recoveryAlphabet[value & 31]).join('');
  return `${text.slice(0, 5)}-${text.slice(5)}`;
}

/**
 * What a person typed as a recovery code, as it was issued: case, spaces and dashes do not
 * matter, and the letters people confuse with digits read as those digits. Null when it
 * cannot be one.
 */
export function normalizeRecoveryCode(typed: string): string | null {
  const text = typed.toUpperCase().replace(/[\s-]/g, '').replace(/[IL]/g, '1').replace(/O/g, '0');
  if (text.length !== secondFactorRules.recoveryCodeLength) return null;
  if ([...text].some((char) => !recoveryAlphabet.includes(char))) return null;
  return `${text.slice(0, 5)}-${text.slice(5)}`;
}

/** An app's code as typed: digits only, spaces ignored; null when it cannot be one. */
export function normalizeAppCode(typed: string): string | null {
  const digits = typed.replace(/\s/g, '');
  return new RegExp(`^\\d{${secondFactorRules.appCodeDigits}}$`).test(digits) ? digits : null;
}

/** A passkey's name as typed, trimmed; null when empty or too long. */
export function passkeyName(typed: string): string | null {
  const name = typed.trim().replace(/\s+/g, ' ');
  return name.length > 0 && name.length <= secondFactorRules.passkeyNameMax ? name : null;
}
