// What the password reset's own step does with its answer (decision 0014); the
// personal-information and code steps answer as every flow's do (src/web/self-service).

import type { SubmitResponse } from '#domain/self-service/self-service-answers';
import {
  commonOutcome,
  type OutcomeTexts,
  statusOf,
  type StepOutcome,
} from '#web/self-service/step-outcome.ts';

/**
 * A password reset's selectCredentials: the new password is set, or refused (the current one,
 * a common one) and typed again.
 */
export function newPasswordOutcome(
  response: SubmitResponse | undefined,
  texts: OutcomeTexts,
): StepOutcome<'password' | 'confirmPassword'> {
  const status = statusOf(response);
  if (status?.code === 'PASSWORDCHANGED') return { kind: 'goTo', screen: 'confirmation' };
  return commonOutcome(status, texts, ['password', 'confirmPassword']);
}
