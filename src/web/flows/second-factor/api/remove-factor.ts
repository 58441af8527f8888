import type { Side } from '#domain/shared/sides';
import { apiPost } from '#web/lib/api-client.ts';

export function postRemoveFactor(side: Side, id: string): Promise<{ outcome: 'done' } | undefined> {
  return apiPost(`${side}/api/security/factors/${encodeURIComponent(id)}/remove`);
}
