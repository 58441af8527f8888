// The self-service flows as one state machine (SPEC.md section 4 "Registration flow order",
// DESIGN.md section 6): registration of each side, username recovery and password reset
// (decision 0014). The server keeps one flow per browser session and module; every call
// names an event, and only the steps listed for it may take it. See registration.mermaid,
// registration-employer.mermaid and account-recovery.mermaid.

import type { Side } from '#domain/shared/sides';

/** The module of a registration call, derived from the path (SPEC.md section 2). */
export type RegistrationModule = Side | 'userNameRecovery';

/** The password reset of a side: a module of its own, so it never meets a registration. */
export type PasswordResetModule = `${Side}/password-reset`;

/** Every kind of flow the server keeps. */
export type FlowModule = RegistrationModule | PasswordResetModule;

export const flowModules = [
  'employee-benefits',
  'employers',
  'userNameRecovery',
  'employee-benefits/password-reset',
  'employers/password-reset',
] as const satisfies readonly FlowModule[];

export function passwordResetModule(side: Side): PasswordResetModule {
  return `${side}/password-reset`;
}

export function isPasswordReset(module: FlowModule): module is PasswordResetModule {
  return module.endsWith('/password-reset');
}

/** The side whose login page ends a flow: recovery belongs to the employee side. */
export function sideOfModule(module: FlowModule): Side {
  return module.startsWith('employers') ? 'employers' : 'employee-benefits';
}

export type RegistrationStep =
  /** Nothing proven yet: the personal-information form. */
  | 'personalInfo'
  /** Identity matched; the employee proves the ZIP code (employer: chooses a device). */
  | 'verification'
  /** Employer: a code went to a device on file; entering it proves the invited contact. */
  | 'contactCode'
  /** Choosing user name, password and e-mail or mobile phone (reset: the new password). */
  | 'credentials'
  /** A one-time code was sent and waits to be entered. */
  | 'code'
  /** Everything proven; the person reviews the terms and submits. */
  | 'review'
  /**
   * The account exists; only proceeding to login is left. Recovery: the user name was shown.
   * Reset: the new password is set.
   */
  | 'completed';

export type RegistrationEvent =
  /** verifyPersonalInfo matched the census: starts (or starts over) from any open step. */
  | 'identityVerified'
  | 'zipVerified'
  /** Employer: the device on file that gets the first code was chosen, and the code sent. */
  | 'deviceChosen'
  /** Employer: the code sent to the device on file was entered. */
  | 'contactVerified'
  /** Employer: backToDeviceSelectionPage, Back on the first code's screen. */
  | 'backToDeviceSelection'
  /** selectCredentials accepted the credentials and sent a code. */
  | 'credentialsAccepted'
  | 'codeVerified'
  /** backToCredentialPage: Back on the code screen, Edit on the review screen. */
  | 'backToCredentials'
  | 'submitted'
  /** Password reset: the new password was set. */
  | 'passwordChanged';

type Transitions = Partial<
  Record<RegistrationEvent, { from: RegistrationStep[]; to: RegistrationStep }>
>;

const openSteps: RegistrationStep[] = [
  'personalInfo',
  'verification',
  'contactCode',
  'credentials',
  'code',
  'review',
];

const employeeTransitions: Transitions = {
  identityVerified: { from: openSteps, to: 'verification' },
  zipVerified: { from: ['verification'], to: 'credentials' },
  credentialsAccepted: { from: ['credentials'], to: 'code' },
  codeVerified: { from: ['code'], to: 'review' },
  backToCredentials: { from: ['code', 'review'], to: 'credentials' },
  submitted: { from: ['review'], to: 'completed' },
};

/**
 * Employer (SPEC.md section 4: full, (verification), code, credentials, code, review): the
 * invited contact proves itself with a code to a device on file, then chooses credentials
 * with a mobile phone number, which a second code (SMS) proves.
 */
const employerTransitions: Transitions = {
  identityVerified: { from: openSteps, to: 'verification' },
  deviceChosen: { from: ['verification'], to: 'contactCode' },
  contactVerified: { from: ['contactCode'], to: 'credentials' },
  backToDeviceSelection: { from: ['contactCode'], to: 'verification' },
  credentialsAccepted: { from: ['credentials'], to: 'code' },
  codeVerified: { from: ['code'], to: 'review' },
  backToCredentials: { from: ['code', 'review'], to: 'credentials' },
  submitted: { from: ['review'], to: 'completed' },
};

/**
 * Username recovery (SPEC.md section 4: verifyPersonalInformation, retrieveUserName): the
 * identity check shows the user name at once. Browser back returns to the verify step, so a
 * shown name may be looked up again; every attempt passes the same failure counters.
 */
const userNameRecoveryTransitions: Transitions = {
  identityVerified: { from: ['personalInfo', 'completed'], to: 'completed' },
};

/**
 * Password reset, either side (DESIGN.md section 6): the person is verified and a code goes to
 * the contact on file at once; the code opens the new-password step. A verified identity
 * starts over from any step, a finished reset too (a new reset: a new code to the account);
 * nothing else leaves `completed`.
 */
const passwordResetTransitions: Transitions = {
  identityVerified: { from: [...openSteps, 'completed'], to: 'code' },
  codeVerified: { from: ['code'], to: 'credentials' },
  passwordChanged: { from: ['credentials'], to: 'completed' },
};

const transitions: Record<FlowModule, Transitions> = {
  'employee-benefits': employeeTransitions,
  employers: employerTransitions,
  userNameRecovery: userNameRecoveryTransitions,
  'employee-benefits/password-reset': passwordResetTransitions,
  'employers/password-reset': passwordResetTransitions,
};

/** The step after `event`, or null when the flow is not at a step that allows it. */
export function transition(
  module: FlowModule,
  step: RegistrationStep,
  event: RegistrationEvent,
): RegistrationStep | null {
  const rule = transitions[module][event];
  return rule && rule.from.includes(step) ? rule.to : null;
}

/** Whether a call that may end in `event` is allowed now: checked before any work is done. */
export function allows(
  module: FlowModule,
  step: RegistrationStep,
  event: RegistrationEvent,
): boolean {
  return transition(module, step, event) !== null;
}

/** The event a code entered at `step` ends in: the contact's code, or the last one. */
export function codeEventOf(step: RegistrationStep): 'contactVerified' | 'codeVerified' {
  return step === 'contactCode' ? 'contactVerified' : 'codeVerified';
}

/**
 * SPEC.md section 4: OTPVALID carries EMAIL or PHONE, and the browser goes on to
 * selectCredentials or registrationReview by it. It names the validation the code completed:
 * EMAIL the person (the employee's e-mail, the employer contact's device on file), PHONE the
 * mobile number an employer gave with the credentials.
 */
export function validationOptionOf(
  module: FlowModule,
  event: 'contactVerified' | 'codeVerified',
): 'EMAIL' | 'PHONE' {
  return module === 'employers' && event === 'codeVerified' ? 'PHONE' : 'EMAIL';
}

/** The screens of each step, as the browser routes them (SPEC.md section 2). */
export const screenOfStep: Record<RegistrationStep, string> = {
  personalInfo: 'full',
  verification: 'selectVerificationOption',
  contactCode: 'verificationCodeSent',
  credentials: 'selectCredentials',
  code: 'verificationCodeSent',
  review: 'registrationReview',
  completed: 'confirmation',
};
