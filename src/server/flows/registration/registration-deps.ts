// What the registration calls take beyond every self-service call's dependencies, and what
// the shared one-time code step needs to know of a registration: its machine and its page.

import { registrationFlow } from '#domain/registration/registration-flow';
import type { Side } from '#domain/shared/sides';
import type { BotCheck } from '#server/adapters/bot-check';
import type { PasswordBlocklist } from '#server/adapters/common-passwords';
import type { PasswordHasher } from '#server/adapters/password-hasher';
import type { CodeStep } from '#server/self-service/one-time-code-step';
import type { SelfServiceDeps } from '#server/self-service/self-service-deps';

export interface RegistrationDeps extends SelfServiceDeps {
  hasher: PasswordHasher;
  botCheck: BotCheck;
  blocklist: PasswordBlocklist;
}

/** The code step of a side's registration: the e-mail sends the person to its page. */
export function registrationCodeStep(side: Side): CodeStep {
  return { machine: registrationFlow(side), page: 'registration' };
}
