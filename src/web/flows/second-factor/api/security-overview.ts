import type { SecurityOverview } from '#domain/second-factor/second-factor-answers';
import type { Side } from '#domain/shared/sides';
import { apiGet } from '#web/lib/api-client.ts';

/** The factors, the recovery codes left and the remembered devices of the account. */
export function getSecurityOverview(side: Side): Promise<SecurityOverview | undefined> {
  return apiGet<SecurityOverview>(`${side}/api/security`);
}
