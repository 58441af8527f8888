import type { SecondStepOptions } from '#domain/second-factor/second-factor-answers';
import type { Side } from '#domain/shared/sides';
import { apiGet } from '#web/lib/api-client.ts';

/** What this account may confirm with, and whether the step is done already. */
export function getSecondStep(side: Side): Promise<SecondStepOptions | undefined> {
  return apiGet<SecondStepOptions>(`${side}/api/second-step`);
}
