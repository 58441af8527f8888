// Logging out (docs/product/calls.md): every page of a logged-in person offers it, so the call
// lives below the flows.

import type { LogoutResponse } from '#domain/login/login-answers';
import type { Side } from '#domain/shared/sides';
import { apiPost } from '#web/lib/api-client.ts';

export function postLogout(side: Side): Promise<LogoutResponse | undefined> {
  return apiPost<LogoutResponse>(`${side}/logout`);
}
