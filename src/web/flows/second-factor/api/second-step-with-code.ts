import type {
  Confirmed,
  ConfirmWithCodeRequest,
} from '#domain/second-factor/second-factor-answers';
import type { Side } from '#domain/shared/sides';
import { apiPost } from '#web/lib/api-client.ts';

/** The three ways to confirm with something typed, each its own call of the same shape. */
export type TypedMethod = 'code' | 'app' | 'recovery-code';

export function postSecondStepWithCode(
  side: Side,
  method: TypedMethod,
  request: ConfirmWithCodeRequest,
): Promise<Confirmed | undefined> {
  return apiPost<Confirmed>(`${side}/api/second-step/${method}`, request);
}
