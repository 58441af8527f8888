import type { AuthenticationResponseJSON } from '@simplewebauthn/browser';
import type { Confirmed } from '#domain/second-factor/second-factor-answers';
import type { Side } from '#domain/shared/sides';
import { apiPost } from '#web/lib/api-client.ts';

/** The authenticator's signature of the challenge. */
export function postSecondStepWithPasskey(
  side: Side,
  response: AuthenticationResponseJSON,
  rememberDevice: boolean,
): Promise<Confirmed | undefined> {
  return apiPost<Confirmed>(`${side}/api/second-step/passkey`, { response, rememberDevice });
}
