import type { CodeSent } from '#domain/second-factor/second-factor-answers';
import type { Side } from '#domain/shared/sides';
import { apiPost } from '#web/lib/api-client.ts';

/** A one-time code to the e-mail or phone on file, for an account without a factor. */
export function postSendSecondStepCode(side: Side): Promise<CodeSent | undefined> {
  return apiPost<CodeSent>(`${side}/api/second-step/code/send`);
}
