// The registration flow as a state machine (SPEC.md section 4 "Registration flow order",
// DESIGN.md section 6). The server keeps one flow per browser session and module; every
// call names an event, and only the steps listed for it may take it. See registration.mermaid.

import type { Side } from '../shared/sides.ts';

/** The module of a registration call, derived from the path (SPEC.md section 2). */
export type RegistrationModule = Side | 'userNameRecovery';

export type RegistrationStep =
  /** Nothing proven yet: the personal-information form. */
  | 'personalInfo'
  /** Identity matched; the employee proves the ZIP code (employer: chooses a device). */
  | 'verification'
  /** Employer: a code went to a device on file; entering it proves the invited contact. */
  | 'contactCode'
  /** Choosing user name, password and e-mail or mobile phone. */
  | 'credentials'
  /** A one-time code was sent and waits to be entered. */
  | 'code'
  /** Everything proven; the person reviews the terms and submits. */
  | 'review'
  /** The account exists; only proceeding to login is left. */
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
  | 'submitted';

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

const transitions: Record<RegistrationModule, Transitions> = {
  'employee-benefits': employeeTransitions,
  employers: employerTransitions,
  userNameRecovery: {},
};

/** The step after `event`, or null when the flow is not at a step that allows it. */
export function transition(
  module: RegistrationModule,
  step: RegistrationStep,
  event: RegistrationEvent,
): RegistrationStep | null {
  const rule = transitions[module][event];
  return rule && rule.from.includes(step) ? rule.to : null;
}

/** Whether a call that may end in `event` is allowed now: checked before any work is done. */
export function allows(
  module: RegistrationModule,
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
  module: RegistrationModule,
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
