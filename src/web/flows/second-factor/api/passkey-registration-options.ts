import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import type { Side } from '#domain/shared/sides';
import { apiPost } from '#web/lib/api-client.ts';

/** A fresh challenge for 'Add a passkey', naming the account and the passkeys it has. */
export function postPasskeyRegistrationOptions(
  side: Side,
): Promise<PublicKeyCredentialCreationOptionsJSON | undefined> {
  return apiPost<PublicKeyCredentialCreationOptionsJSON>(`${side}/api/security/passkeys/options`);
}
