// The registration of each side (docs/product/registration.md#flow-order,
// docs/product/self-service.md) as transitions of the self-service flow machine:
// registration.mermaid for the employee, registration-employer.mermaid for the employer.

import {
  type FlowMachine,
  type FlowStep,
  type Transitions,
  flowMachine,
  openSteps,
} from '#domain/self-service/flow';
import type { Side } from '#domain/shared/sides';

const employeeTransitions: Transitions = {
  identityVerified: { from: openSteps, to: 'verification' },
  zipVerified: { from: ['verification'], to: 'credentials' },
  credentialsAccepted: { from: ['credentials'], to: 'code' },
  codeVerified: { from: ['code'], to: 'review' },
  backToCredentials: { from: ['code', 'review'], to: 'credentials' },
  submitted: { from: ['review'], to: 'completed' },
};

/**
 * Employer (docs/product/registration.md: full, (verification), code, credentials, code, review):
 * the invited contact proves itself with a code to a device on file, then chooses credentials with
 * a mobile phone number, which a second code (SMS) proves.
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

const registrationFlows: Record<Side, FlowMachine> = {
  'employee-benefits': flowMachine(employeeTransitions),
  employers: flowMachine(employerTransitions),
};

/** The registration of a side. */
export function registrationFlow(side: Side): FlowMachine {
  return registrationFlows[side];
}

/** The screens of each step, as the browser routes them (docs/product/registration.md). */
export const screenOfStep: Record<FlowStep, string> = {
  personalInfo: 'full',
  verification: 'selectVerificationOption',
  contactCode: 'verificationCodeSent',
  credentials: 'selectCredentials',
  code: 'verificationCodeSent',
  review: 'registrationReview',
  completed: 'confirmation',
};
