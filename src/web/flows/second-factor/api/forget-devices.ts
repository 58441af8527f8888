import type { Side } from '#domain/shared/sides';
import { apiPost } from '#web/lib/api-client.ts';

/** Every remembered browser asks for the second step again at its next login. */
export function postForgetDevices(side: Side): Promise<{ outcome: 'done' } | undefined> {
  return apiPost(`${side}/api/security/forget-devices`);
}
