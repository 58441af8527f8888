import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import type { Side } from '#domain/shared/sides';
import { apiPost } from '#web/lib/api-client.ts';

/** A fresh challenge for 'Use a passkey': the server keeps it for this session. */
export function postSecondStepPasskeyOptions(
  side: Side,
): Promise<PublicKeyCredentialRequestOptionsJSON | undefined> {
  return apiPost<PublicKeyCredentialRequestOptionsJSON>(`${side}/api/second-step/passkey/options`);
}
