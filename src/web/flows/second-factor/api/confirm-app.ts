import type { FactorAdded } from '#domain/second-factor/second-factor-answers';
import type { Side } from '#domain/shared/sides';
import { apiPost } from '#web/lib/api-client.ts';

/** The app's first code: the set-up is kept when it is right. */
export function postConfirmApp(side: Side, code: string): Promise<FactorAdded | undefined> {
  return apiPost<FactorAdded>(`${side}/api/security/app`, { code });
}
