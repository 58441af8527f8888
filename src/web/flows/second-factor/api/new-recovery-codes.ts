import type { RecoveryCodes } from '#domain/second-factor/second-factor-answers';
import type { Side } from '#domain/shared/sides';
import { apiPost } from '#web/lib/api-client.ts';

/** Ten new codes, shown this once; the old ones stop working. */
export function postNewRecoveryCodes(side: Side): Promise<RecoveryCodes | undefined> {
  return apiPost<RecoveryCodes>(`${side}/api/security/recovery-codes`);
}
