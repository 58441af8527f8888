// What every self-service flow is made of (docs/product/registration.md#flow-order,
// docs/product/self-service.md): registration of each side, username recovery, password reset. The
// server keeps one flow per browser session and module; every call names an event, and only
// the steps a flow's transitions list for it may take it. Each flow declares its own
// transitions beside its .mermaid diagram (registration/, username-recovery/,
// password-reset/); this file holds the steps and events they share and the machine that
// applies them.

import type { Side } from '#domain/shared/sides';

/** The module of a registration call, derived from the route (docs/product/registration.md). */
export type RegistrationModule = Side | 'userNameRecovery';

/** The password reset of a side: a module of its own, so it never meets a registration. */
export type PasswordResetModule = `${Side}/password-reset`;

/** A disability claim filed without registering (docs/product/public-claim.md). */
export type PublicClaimModule = 'claims/disability';

/** Every kind of flow the server keeps: the `module` of a flow record. */
export type FlowModule = RegistrationModule | PasswordResetModule | PublicClaimModule;

export const flowModules = [
  'employee-benefits',
  'employers',
  'userNameRecovery',
  'employee-benefits/password-reset',
  'employers/password-reset',
  'claims/disability',
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

/** The steps of every flow, in the employee registration's order. */
export const flowSteps = [
  /** Nothing proven yet: the personal-information form. */
  'personalInfo',
  /** Identity matched; the employee proves the ZIP code (employer: chooses a device). */
  'verification',
  /** Employer: a code went to a device on file; entering it proves the invited contact. */
  'contactCode',
  /** Choosing user name, password and e-mail or mobile phone (reset: the new password). */
  'credentials',
  /** A one-time code was sent and waits to be entered. */
  'code',
  /** Everything proven; the person reviews the terms and submits. */
  'review',
  /**
   * The account exists; only proceeding to login is left. Recovery: the user name was shown.
   * Reset: the new password is set.
   */
  'completed',
] as const;
export type FlowStep = (typeof flowSteps)[number];

export type FlowEvent =
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
  | 'passwordChanged'
  /** A claim without registering: the e-mail address for the receipt was given. */
  | 'emailGiven';

/** A flow's rules: for each event it knows, the steps that may take it and where it leads. */
export type Transitions = Partial<Record<FlowEvent, { from: FlowStep[]; to: FlowStep }>>;

/** Every step before the end: a verified identity may start over from any of them. */
export const openSteps: FlowStep[] = flowSteps.filter((step) => step !== 'completed');

export interface FlowMachine {
  /** The step after `event`, or null when the flow is not at a step that allows it. */
  transition(step: FlowStep, event: FlowEvent): FlowStep | null;
  /** Whether a call that may end in `event` is allowed now: checked before any work is done. */
  allows(step: FlowStep, event: FlowEvent): boolean;
}

export function flowMachine(transitions: Transitions): FlowMachine {
  const transition = (step: FlowStep, event: FlowEvent) => {
    const rule = transitions[event];
    return rule && rule.from.includes(step) ? rule.to : null;
  };
  return { transition, allows: (step, event) => transition(step, event) !== null };
}

/** The event a code entered at `step` ends in: the contact's code, or the last one. */
export function codeEventOf(step: FlowStep): 'contactVerified' | 'codeVerified' {
  return step === 'contactCode' ? 'contactVerified' : 'codeVerified';
}

/**
 * docs/product/registration.md#status-driven-transitions: OTPVALID carries EMAIL or PHONE, and
 * the browser goes on to selectCredentials or registrationReview by it. It names the validation the
 * code completed: EMAIL the person (the employee's e-mail, the employer contact's device on file,
 * the e-mail on file of a reset), PHONE the mobile number an employer gave with the credentials.
 */
export function validationOptionOf(
  module: FlowModule,
  event: 'contactVerified' | 'codeVerified',
): 'EMAIL' | 'PHONE' {
  return module === 'employers' && event === 'codeVerified' ? 'PHONE' : 'EMAIL';
}
