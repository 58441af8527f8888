import type { RegistrationResponseJSON } from '@simplewebauthn/browser';
import type { FactorAdded } from '#domain/second-factor/second-factor-answers';
import type { Side } from '#domain/shared/sides';
import { apiPost } from '#web/lib/api-client.ts';

/** The authenticator's new credential and the name the person gave it. */
export function postAddPasskey(
  side: Side,
  name: string,
  response: RegistrationResponseJSON,
): Promise<FactorAdded | undefined> {
  return apiPost<FactorAdded>(`${side}/api/security/passkeys`, { name, response });
}
