// What the registration calls take beyond every self-service call's dependencies, and what
// the shared code needs to know of a registration: its machine and its page for the one-time
// code step, and what an employer's page shows on reload.

import { registrationFlow } from '#domain/registration/registration-flow';
import { employerContactShown } from '#domain/registration/registration-record';
import type { Side } from '#domain/shared/sides';
import type { BotCheck } from '#server/adapters/bot-check';
import type { PasswordBlocklist } from '#server/adapters/common-passwords';
import type { PasswordHasher } from '#server/adapters/password-hasher';
import { type CodeStep, codePages } from '#server/self-service/one-time-code-step';
import type { SelfServiceDeps } from '#server/self-service/self-service-deps';
import type { ContactViews } from '#server/self-service/self-service.service';

export interface RegistrationDeps extends SelfServiceDeps {
  hasher: PasswordHasher;
  botCheck: BotCheck;
  blocklist: PasswordBlocklist;
}

/** The code step of a side's registration: the e-mail sends the person to its page. */
export function registrationCodeStep(side: Side): CodeStep {
  return { machine: registrationFlow(side), page: codePages.registration };
}

/** An employer's devices on file show masked; an employee's e-mail shows as typed. */
export const registrationContactViews: ContactViews = { employers: employerContactShown };
