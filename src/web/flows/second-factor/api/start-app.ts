import type { AppSetup } from '#domain/second-factor/second-factor-answers';
import type { Side } from '#domain/shared/sides';
import { apiPost } from '#web/lib/api-client.ts';

/** A new secret to scan or type; nothing is kept until a first code confirms it. */
export function postStartApp(side: Side): Promise<AppSetup | undefined> {
  return apiPost<AppSetup>(`${side}/api/security/app/start`);
}
